import { newsCard } from '../../components/card-item';
import { NewsCard } from '../../components/news-card';
import type { PageContext } from '../../server-data/page-context';
import { readList } from '../../server-data/api';
import { featureSwitches, visibleSections } from '../layout/feature-switches';
import { BreakingTicker } from './breaking-ticker';
import { FeaturedSection } from './featured-section';
import styles from './featured-section.module.css';

/** The home page: breaking news, then the newsroom's featured sections in their web styles. */
export async function HomeContent({ context }: { context: PageContext }) {
  const { language, settings, text, cards } = context;
  const switches = featureSwitches(settings);
  const [breaking, allSections] = await Promise.all([
    switches.breakingNews ? readList('get_breaking_news', { language_id: language.id, limit: 10 }) : null,
    readList('get_featured_sections_website', { language_id: language.id, limit: 20 }),
  ]);
  // Sections of breaking news go with the breaking news switch.
  const sections = visibleSections(allSections.items, switches);
  return (
    <>
      <h1 className="visually-hidden">{settings.web_setting.web_name}</h1>
      {breaking && <BreakingTicker items={breaking.items} language={language} label={text.breakingNews} viewAllLabel={text.viewAll} />}
      {sections.length > 0 ? (
        sections.map((section, index) => (
          <FeaturedSection key={section.id} section={section} context={cards} priority={index === 0} adLabel={text.advertisement} viewAllLabel={text.viewAll} />
        ))
      ) : (
        <LatestNews context={context} />
      )}
    </>
  );
}

/** Without featured sections, the home page lists the latest stories. */
async function LatestNews({ context }: { context: PageContext }) {
  const { items } = await readList('get_news', { language_id: context.language.id, limit: 12 });
  return (
    <section aria-labelledby="latest-news" className={styles.section}>
      <div className="container">
        <header className={styles.header}>
          <h2 id="latest-news" className={styles.title}>
            {context.text.latestNews}
          </h2>
        </header>
        <div className={styles.grid}>
          {items.map((item, index) => (
            <NewsCard key={item.id} item={newsCard(item, context.cards)} priority={index === 0} />
          ))}
        </div>
      </div>
    </section>
  );
}
