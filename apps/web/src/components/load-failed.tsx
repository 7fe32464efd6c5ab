import styles from './load-failed.module.css';

/**
 * What a screen shows when reading its data failed: that it failed, and a way to try again.
 * Never the empty state: "no bookmarks" for a read that failed would tell the reader their
 * bookmarks are gone.
 */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failed}>
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
