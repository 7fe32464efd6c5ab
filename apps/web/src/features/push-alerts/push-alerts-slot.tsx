import { defaultApiClientConfig } from '../../api-client/config';
import { apiDeps } from '../../server-data/deps';
import { getCategories, getSettings, type SiteLanguage } from '../../server-data/site';
import { AlertsButton } from './alerts-button';
import { AlertsOffer } from './alerts-offer';
import type { AlertsSetup } from './alerts-setup';
import { AlertsSync } from './alerts-sync';
import { alertsText } from './alerts-text';

/**
 * What every alerts control needs, read on the server: the site's VAPID key (get_settings), and
 * the API's address and key as the browser's calls use them (the push worker calls the API by
 * itself when a subscription rotates).
 */
async function alertsSetup(language: SiteLanguage): Promise<AlertsSetup> {
  const [settings, { config }] = await Promise.all([getSettings(), apiDeps()]);
  return {
    vapidPublicKey: settings.vapid_public_key,
    language: { id: language.id, code: language.code, isDefault: language.isDefault },
    api: defaultApiClientConfig({ accessKey: config.accessKey }),
  };
}

interface AlertsSlotProps {
  language: SiteLanguage;
  labels: Record<string, string> | null;
  className?: string;
}

/** The header's alerts control, with the categories a reader may follow. */
export async function HeaderAlerts({ language, labels, className }: AlertsSlotProps) {
  const [setup, categories] = await Promise.all([alertsSetup(language), getCategories(language.id)]);
  const choices = categories.map((category) => ({ id: category.id, name: category.category_name }));
  return <AlertsButton setup={setup} categories={choices} text={alertsText(language.code, labels)} className={className} />;
}

/** Keeps this browser's registration current; mounted once per page (beside the account control). */
export async function KeepAlertsRegistered({ language }: { language: SiteLanguage }) {
  return <AlertsSync setup={await alertsSetup(language)} />;
}

/** The offer under a story, from the reader's second story on. */
export async function StoryAlertsOffer({ language, storyId }: { language: SiteLanguage; storyId: number }) {
  return <AlertsOffer setup={await alertsSetup(language)} text={alertsText(language.code, null)} storyId={storyId} />;
}
