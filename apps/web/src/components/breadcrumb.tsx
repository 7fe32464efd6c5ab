import Link from 'next/link';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/** The trail from the home page to the page's parent, each step a link. */
export function Breadcrumb({ label, crumbs, className }: { label: string; crumbs: Crumb[]; className?: string }) {
  return (
    <nav aria-label={label} className={`${styles.breadcrumb} ${className ?? ''}`}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
