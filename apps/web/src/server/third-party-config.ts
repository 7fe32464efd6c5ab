import { z } from 'zod';
import { idSetting, readSettings, type Environment } from '@newsroom/contract/env-settings';

/**
 * The reader site's third-party tags: each loads only when its id is set (docs/seo-and-performance.md).
 * The patterns keep the ids to the characters such ids have, since they are written into scripts.
 */
const thirdPartyEnvSchema = z.object({
  SUBSCRIPTION_PRODUCT_ID: idSetting(/^[\w.-]+:[\w.-]+$/, '<publication>:<product>, e.g. example.com:basic'),
  TAG_MANAGER_ID: idSetting(/^GTM-[A-Z0-9]+$/, 'a container id such as GTM-ABC123'),
  ANALYTICS_ID: idSetting(/^G-[A-Z0-9]+$/, 'a measurement id such as G-ABC123'),
  VISITOR_METRICS_ID: idSetting(/^[a-z0-9]+$/, 'a project id of lower-case letters and digits'),
});

/** Ids of the reader site's third-party tags; an absent id means the tag is never loaded. */
export interface ThirdPartyIds {
  /** Reader revenue product (`publication:product`): the access widget and NewsArticle `isPartOf`. */
  subscriptionProductId?: string;
  /** Marketing tag (Google Tag Manager container). */
  tagManagerId?: string;
  /** Analytics tag (Google Analytics 4 measurement id). */
  analyticsId?: string;
  /** Visitor-metrics tag (Microsoft Clarity project id). */
  visitorMetricsId?: string;
}

export function loadThirdPartyIds(env: Environment = process.env): ThirdPartyIds {
  const e = readSettings(thirdPartyEnvSchema, env);
  return { subscriptionProductId: e.SUBSCRIPTION_PRODUCT_ID, tagManagerId: e.TAG_MANAGER_ID, analyticsId: e.ANALYTICS_ID, visitorMetricsId: e.VISITOR_METRICS_ID };
}
