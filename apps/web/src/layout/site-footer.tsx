import Link from 'next/link';
import { getSettings, getSitePages, getUiText, type SiteLanguage } from '../server-data/site';
import { sitePagePath } from '../routing/paths';
import { featureSwitches, screenLinks } from './feature-switches';
import styles from './site-footer.module.css';

/** "facebook.com/meridiannews" → "Facebook": the network's name for the link's accessible name. */
function networkName(link: string): string {
  try {
    const host = new URL(link).hostname.replace(/^www\./, '');
    const name = host.split('.').slice(-2, -1)[0] ?? host;
    return name.length <= 2 ? name.toUpperCase() : name.charAt(0).toUpperCase() + name.slice(1);
  } catch {
    return link;
  }
}

export async function SiteFooter({ language }: { language: SiteLanguage }) {
  const [settings, pages, text] = await Promise.all([getSettings(language.id), getSitePages(language.id), getUiText(language.code)]);
  const { web_name: siteName, web_footer_logo: logo, web_footer_description: description } = settings.web_setting;
  const screens = screenLinks(language, featureSwitches(settings), text, { withPages: pages.length > 0, withTags: true });
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section className={styles.about}>
          {logo ? <img src={logo} alt={siteName} width={150} height={40} loading="lazy" className={styles.logo} /> : <p className={styles.name}>{siteName}</p>}
          {description && <p>{description}</p>}
        </section>
        <nav aria-labelledby="footer-explore" className={styles.column}>
          <h2 id="footer-explore" className={styles.heading}>
            {text.explore}
          </h2>
          <ul>
            {screens.map((link) => (
              <li key={link.key}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {pages.length > 0 && (
          <nav aria-labelledby="footer-pages" className={styles.column}>
            <h2 id="footer-pages" className={styles.heading}>
              {text.morePages}
            </h2>
            <ul>
              {pages.map((page) => (
                <li key={page.id}>
                  <Link href={sitePagePath(language, page.slug)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {settings.social_media.length > 0 && (
          <section aria-labelledby="footer-social" className={styles.column}>
            <h2 id="footer-social" className={styles.heading}>
              {text.followUs}
            </h2>
            <ul className={styles.social}>
              {settings.social_media.map((social) => (
                <li key={social.id}>
                  <a href={social.link} rel="noopener" target="_blank">
                    <img src={social.image} alt="" width={32} height={32} loading="lazy" />
                    <span className="visually-hidden">{networkName(social.link)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className={`container ${styles.legal}`}>
        © {new Date().getFullYear()} {siteName}. {text.copyright}
      </p>
    </footer>
  );
}
