import { describe, expect, it } from 'vitest';
import { ConfigError } from '@newsroom/contract/env-settings';
import { loadSiteConfig } from './site-config';
import { loadThirdPartyIds } from './third-party-config';

describe('third-party tag ids', () => {
  it('are absent by default, so no third-party tag loads', () => {
    expect(loadThirdPartyIds({})).toEqual({ subscriptionProductId: undefined, tagManagerId: undefined, analyticsId: undefined, visitorMetricsId: undefined });
  });

  it('are read from the environment', () => {
    const ids = loadThirdPartyIds({ SUBSCRIPTION_PRODUCT_ID: 'example.com:basic', TAG_MANAGER_ID: 'GTM-AB12CD', ANALYTICS_ID: 'G-XYZ789', VISITOR_METRICS_ID: 'abc123de' });
    expect(ids).toEqual({ subscriptionProductId: 'example.com:basic', tagManagerId: 'GTM-AB12CD', analyticsId: 'G-XYZ789', visitorMetricsId: 'abc123de' });
  });

  it('stop the start when an id could break out of the script it is written into', () => {
    expect(() => loadThirdPartyIds({ ANALYTICS_ID: "G-1');alert(1)//" })).toThrow(ConfigError);
    expect(() => loadThirdPartyIds({ TAG_MANAGER_ID: 'UA-1234' })).toThrow(/TAG_MANAGER_ID/);
    expect(() => loadThirdPartyIds({ SUBSCRIPTION_PRODUCT_ID: 'no product' })).toThrow(/SUBSCRIPTION_PRODUCT_ID/);
  });

  it('stop the start of the site, not just its first page', () => {
    expect(() => loadSiteConfig({ TAG_MANAGER_ID: 'UA-1234' })).toThrow(/TAG_MANAGER_ID/);
  });
});
