import { buildUiText } from '../../i18n/ui-text';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  /** The language code of the page that failed. */
  code: string;
  homeHref: string;
  onRetry: () => void;
}

/**
 * What a reader sees when a page fails to render (the database is out of reach, an unexpected
 * answer): a message in the page's language, a retry and a way home. The labels may not have
 * loaded, so the text comes from the interface's own translations.
 */
export function ErrorScreen({ code, homeHref, onRetry }: ErrorScreenProps) {
  const text = buildUiText(code, null);
  return (
    <main id="main" tabIndex={-1} className={`container ${styles.error}`}>
      <p className={styles.sign} aria-hidden="true">
        !
      </p>
      <h1>{text.somethingWentWrong}</h1>
      <div className={styles.actions}>
        <button type="button" onClick={onRetry} className={styles.primary}>
          {text.tryAgain}
        </button>
        {/* A full page load: after a failure, nothing of the current page is worth keeping. */}
        <a href={homeHref} className={styles.secondary}>
          {text.backHome}
        </a>
      </div>
    </main>
  );
}
