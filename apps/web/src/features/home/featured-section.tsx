import Link from 'next/link';
import type { FeaturedSection as Section } from '@newsroom/contract/featured-sections';
import { AdBanner } from '../../components/ad-banner';
import type { CardContext } from '../../components/card-item';
import { sectionPage } from '../../components/section-cards';
import { featuredSectionPath } from '../../routing/screen-paths';
import styles from './featured-section.module.css';
import { PersonalSectionItems } from './personal-section-items';
import { followsReaderChoice } from './section-items';
import { isDarkStyle, SectionLayout } from './section-layouts';

interface FeaturedSectionProps {
  section: Section;
  context: CardContext;
  priority: boolean;
  adLabel: string;
  viewAllLabel: string;
  /** Said while a signed-in reader's own stories load into a section that follows their choice. */
  loadingLabel: string;
}

/** One featured section of the home page in its web style, and the ad placed after it. */
export function FeaturedSection({ section, context, priority, adLabel, viewAllLabel, loadingLabel }: FeaturedSectionProps) {
  const { items } = sectionPage(section, context);
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
          {followsReaderChoice(section) ? (
            <PersonalSectionItems sectionId={section.id} languageId={section.language_id} style={section.style_web} initial={items} cards={context} priority={priority} loadingLabel={loadingLabel} />
          ) : (
            <SectionLayout style={section.style_web} items={items} priority={priority} />
          )}
        </div>
      </section>
      {ad && (
        <div className="container">
          <AdBanner image={ad.web_ad_image || ad.ad_image} url={ad.ad_url} label={adLabel} mediaPrefix={context.mediaPrefix} />
        </div>
      )}
    </>
  );
}
