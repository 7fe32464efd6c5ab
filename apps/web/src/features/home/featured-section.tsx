import Link from 'next/link';
import type { FeaturedSection as Section } from '@newsroom/contract/featured-sections';
import { AdBanner } from '../../components/ad-banner';
import type { CardContext } from '../../components/card-item';
import { featuredSectionPath } from '../../routing/screen-paths';
import styles from './featured-section.module.css';
import { sectionCards } from './section-items';
import { isDarkStyle, SectionLayout } from './section-layouts';

interface FeaturedSectionProps {
  section: Section;
  context: CardContext;
  priority: boolean;
  adLabel: string;
  viewAllLabel: string;
}

/** One featured section of the home page in its web style, and the ad placed after it. */
export function FeaturedSection({ section, context, priority, adLabel, viewAllLabel }: FeaturedSectionProps) {
  const items = sectionCards(section, context);
  if (items.length === 0) return null;
  const headingId = `section-${section.id}`;
  const ad = section.ad_spaces;
  return (
    <>
      <section aria-labelledby={headingId} className={`${styles.section} ${isDarkStyle(section.style_web) ? styles.dark : ''}`}>
        <div className="container">
          <header className={styles.header}>
            <h2 id={headingId} className={styles.title}>
              {section.title}
            </h2>
            {section.short_description && <p className={styles.description}>{section.short_description}</p>}
            {/* The accessible name says which section: every section has a "View all". */}
            <Link href={featuredSectionPath(context.language, section.slug)} aria-label={`${viewAllLabel}: ${section.title}`} className={styles.viewAll}>
              {viewAllLabel}
            </Link>
          </header>
          <SectionLayout style={section.style_web} items={items} priority={priority} />
        </div>
      </section>
      {ad && (
        <div className="container">
          <AdBanner image={ad.web_ad_image || ad.ad_image} url={ad.ad_url} label={adLabel} />
        </div>
      )}
    </>
  );
}
