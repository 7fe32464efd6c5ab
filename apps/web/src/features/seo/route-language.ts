import { findLanguage, type SiteLanguage } from '../../server-data/site';

/** The `[lang]` of a site file's route: robots and sitemaps exist only at the site's root. */
export async function isRootLanguage(code: string): Promise<boolean> {
  return (await findLanguage(code))?.isDefault === true;
}

/** The language a feed's URL names, or null for an unknown code. */
export const feedLanguage = (code: string): Promise<SiteLanguage | null> => findLanguage(code);
