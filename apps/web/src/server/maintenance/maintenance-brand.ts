import { callInProcess, type Deps } from '@newsroom/api';
import type { Language } from '@newsroom/contract/languages';
import type { Settings } from '@newsroom/contract/settings';
import { isRightToLeft, languageOfPath } from '../../i18n/error-language';
import type { MaintenanceBrand } from './maintenance-page';

/** The newsroom's name, logo and languages change rarely; a maintenance page need not read them per request. */
const BRAND_TTL_MS = 60_000;

interface SiteFacts {
  siteName: string;
  logo: string;
  color: string;
  languages: { code: string; dir: 'ltr' | 'rtl' }[];
  defaultCode: string;
}

async function readSiteFacts(deps: Deps): Promise<SiteFacts> {
  const [settings, languages] = await Promise.all([
    callInProcess<Settings>(deps, 'get_settings', {}),
    callInProcess<Language[]>(deps, 'get_languages_list', {}),
  ]);
  const site = settings.error === 'false' ? settings.data.web_setting : null;
  const list = languages.error === 'false' ? languages.data : [];
  const defaultCode = (languages.default_language as { code?: string } | undefined)?.code ?? list[0]?.code ?? 'en';
  return {
    siteName: site?.web_name || new URL(deps.config.publicUrl).hostname,
    logo: site?.web_header_logo ?? '',
    color: site?.web_color_code ?? '',
    languages: list.map((language) => ({ code: language.code, dir: language.isRTL === '1' ? 'rtl' : 'ltr' })),
    defaultCode,
  };
}

/**
 * The brand of the maintenance page for a path: the newsroom's name, logo and colour, in the
 * language the URL names (its prefix), else the default language. Read through the API in-process
 * and kept a minute; when the database is out of reach (often the reason for maintenance), the
 * page still answers, named after the site's address, in the language of the prefix where the
 * interface has a translation.
 */
export function maintenanceBrand(deps: Deps): (pathname: string) => Promise<MaintenanceBrand> {
  let facts: { value: SiteFacts | null; at: number } | null = null;
  const current = async () => {
    if (facts && Date.now() - facts.at < BRAND_TTL_MS) return facts.value;
    const value = await readSiteFacts(deps).catch((error: unknown) => {
      console.error('[maintenance] site settings not read:', error);
      return null;
    });
    facts = { value, at: Date.now() };
    return value;
  };
  return async (pathname) => {
    const site = await current();
    if (!site) {
      const code = languageOfPath(pathname);
      return { siteName: new URL(deps.config.publicUrl).hostname, logo: '', color: '', language: { code, dir: isRightToLeft(code) ? 'rtl' : 'ltr' } };
    }
    const prefix = pathname.split('/').filter(Boolean)[0] ?? '';
    const language = site.languages.find((candidate) => candidate.code === prefix) ?? site.languages.find((candidate) => candidate.code === site.defaultCode);
    return { siteName: site.siteName, logo: site.logo, color: site.color, language: language ?? { code: 'en', dir: 'ltr' } };
  };
}
