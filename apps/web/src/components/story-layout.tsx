import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb';
import styles from './story-layout.module.css';

interface StoryLayoutProps {
  /** The breadcrumb's accessible name and its steps. */
  breadcrumb: { label: string; crumbs: Crumb[] };
  /** The story column's own look (an article caps its line length; a stream's player takes the width). */
  className?: string;
  /** Beside the story on wide screens, below it on narrow ones (related stories, other streams). */
  aside?: { id: string; title: string; children: ReactNode };
  children: ReactNode;
}

/** The frame of a story page (an article, a breaking news alert, a live stream): breadcrumb, story and what goes beside it. */
export function StoryLayout({ breadcrumb, className, aside, children }: StoryLayoutProps) {
  return (
    <div className={`container ${styles.layout}`}>
      <article className={className ?? styles.story}>
        <Breadcrumb label={breadcrumb.label} crumbs={breadcrumb.crumbs} className={styles.breadcrumb} />
        {children}
      </article>
      {aside && (
        <aside aria-labelledby={aside.id} className={styles.aside}>
          <h2 id={aside.id}>{aside.title}</h2>
          <div className={styles.asideList}>{aside.children}</div>
        </aside>
      )}
    </div>
  );
}
