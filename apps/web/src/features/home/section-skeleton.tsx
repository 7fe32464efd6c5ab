import styles from './featured-section.module.css';

/**
 * Grey blocks where a section's stories will be, while the reader's own load. Shown by the
 * stylesheet (featured-section.module.css) only in the phases that wait for them.
 */
export function SectionSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      {[0, 1, 2].map((block) => (
        <span key={block} className={styles.skeletonBlock} />
      ))}
    </div>
  );
}
