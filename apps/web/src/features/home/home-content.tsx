import type { FeaturedSection as Section } from '@newsroom/contract/featured-sections';
import { newsCard } from '../../components/card-item';
import { NewsCard } from '../../components/news-card';
import type { PageContext } from '../../server-data/page-context';
import { readData, readList } from '../../server-data/api';
import { featureSwitches, visibleSections } from '../../layout/feature-switches';
import { BreakingTicker } from './breaking-ticker';
import { FeaturedSection } from './featured-section';
import styles from './featured-section.module.css';
import { homeText, type HomeText } from './home-text';
import { NearbyNews } from './nearby-news';

/** The home page: breaking news, then the newsroom's featured sections in their web styles. */
export async function HomeContent({ context }: { context: PageContext }) {
  const { language, settings, text, cards } = context;
  const switches = featureSwitches(settings);
  const [breaking, allSections, labels] = await Promise.all([
    switches.breakingNews ? readList('get_breaking_news', { language_id: language.id, limit: 10 }) : null,
    readList('get_featured_sections_website', { language_id: language.id, limit: 20 }),
    readData('get_language_json_data', { code: language.code }),
  ]);
  // Sections of breaking news go with the breaking news switch.
  const sections = visibleSections(allSections.items, switches);
  const own = homeText(language.code, labels);
  const nearby = switches.locationNews ? nearbySource(sections) : undefined;
  return (
    <>
      <h1 className="visually-hidden">{settings.web_setting.web_name}</h1>
      {breaking && <BreakingTicker items={breaking.items} language={language} label={text.breakingNews} viewAllLabel={text.viewAll} />}
      {sections.length > 0 ? (
        sections.map((section, index) => (
          <FeaturedSection
            key={section.id}
            section={section}
            context={cards}
            priority={index === 0}
            adLabel={text.advertisement}
            viewAllLabel={text.viewAll}
            loadingLabel={own.loadingStories}
          />
        ))
      ) : (
        <LatestNews context={context} />
      )}
      {nearby && <NewsNearYou section={nearby} context={context} text={own} />}
    </>
  );
}

/**
 * The section "News near you" narrows by the reader's position: the newsroom's newest news, else
 * its first section of news ranked by anything but hand-picking. None: no "News near you".
 */
export function nearbySource(sections: Section[]): Section | undefined {
  const news = sections.filter((section) => section.news_type === 'news');
  return news.find((section) => section.filter_type === 'recently_added') ?? news.find((section) => section.filter_type !== 'custom');
}

/**
 * Location news, when the newsroom has it switched on. Last on the page: its stories appear only
 * once the reader has shared a position, and nothing below it but the footer moves then.
 */
function NewsNearYou({ section, context, text }: { section: Section; context: PageContext; text: HomeText }) {
  return (
    <section aria-labelledby="news-near-you" className={styles.section}>
      <div className="container">
        <header className={styles.header}>
          <h2 id="news-near-you" className={styles.title}>
            {text.newsNearYou}
          </h2>
          <p className={styles.description}>{text.newsNearYouIntro}</p>
        </header>
        <NearbyNews sectionId={section.id} languageId={context.language.id} cards={context.cards} text={text} />
      </div>
    </section>
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
