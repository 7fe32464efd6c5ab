import styles from './live.module.css';

/** "Live", with a pulsing dot, above a stream's title and the list of streams. */
export function LiveBadge({ label }: { label: string }) {
  return (
    <p className={styles.badge}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </p>
  );
}
