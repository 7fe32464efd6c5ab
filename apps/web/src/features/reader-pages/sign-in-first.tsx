import { signInPath } from '../../routing/screen-paths';
import type { LanguageRef } from '../../routing/paths';
import styles from './reader-pages.module.css';

/**
 * What a protected list shows until it has the reader's items: a placeholder while the saved
 * state loads and a signed-out reader is sent on to sign in, and, without scripts, a link there.
 */
export function SignInFirst({ href, language, note }: { href: string; language: LanguageRef; note: string }) {
  return (
    <>
      <div className={styles.skeleton} aria-hidden="true" />
      <noscript>
        <p className={styles.note}>
          <a href={signInPath(language, href)}>{note}</a>
        </p>
      </noscript>
    </>
  );
}
