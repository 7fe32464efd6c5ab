import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('third-party tag ids', () => {
  it('are absent by default, so no third-party tag loads', () => {
    expect(loadConfig({}).thirdParty).toEqual({ subscriptionProductId: undefined, tagManagerId: undefined, analyticsId: undefined, visitorMetricsId: undefined });
  });

  it('are read from the environment', () => {
    const config = loadConfig({ SUBSCRIPTION_PRODUCT_ID: 'example.com:basic', TAG_MANAGER_ID: 'GTM-AB12CD', ANALYTICS_ID: 'G-XYZ789', VISITOR_METRICS_ID: 'abc123de' });
    expect(config.thirdParty).toEqual({ subscriptionProductId: 'example.com:basic', tagManagerId: 'GTM-AB12CD', analyticsId: 'G-XYZ789', visitorMetricsId: 'abc123de' });
  });

  it('stop the start when an id could break out of the script it is written into', () => {
    expect(() => loadConfig({ ANALYTICS_ID: "G-1');alert(1)//" })).toThrow(ConfigError);
    expect(() => loadConfig({ TAG_MANAGER_ID: 'UA-1234' })).toThrow(/TAG_MANAGER_ID/);
    expect(() => loadConfig({ SUBSCRIPTION_PRODUCT_ID: 'no product' })).toThrow(/SUBSCRIPTION_PRODUCT_ID/);
  });
});
