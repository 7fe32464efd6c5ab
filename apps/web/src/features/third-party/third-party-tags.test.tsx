import { Children, isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SubscriptionWidget } from './subscription-widget';
import { ThirdPartyTags } from './third-party-tags';

/** The `next/script` elements a component returns: their id, src and inline code. */
function scripts(node: ReactNode): { id?: string; src?: string; code?: string }[] {
  const found: { id?: string; src?: string; code?: string }[] = [];
  Children.forEach(node, (child) => {
    if (!isValidElement<{ id?: string; src?: string; children?: ReactNode }>(child)) return;
    if (child.props.id) found.push({ id: child.props.id, src: child.props.src, code: typeof child.props.children === 'string' ? child.props.children : undefined });
    else found.push(...scripts(child.props.children));
  });
  return found;
}

describe('ThirdPartyTags', () => {
  it('loads nothing when no id is configured', () => {
    expect(scripts(ThirdPartyTags({ ids: {} }))).toEqual([]);
  });

  it('loads each tag whose id is configured, and only those', () => {
    const loaded = scripts(ThirdPartyTags({ ids: { analyticsId: 'G-XY12' } }));
    expect(loaded.map((script) => script.id)).toEqual(['analytics-tag-init', 'analytics-tag']);
    expect(loaded[1]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-XY12');
    const all = scripts(ThirdPartyTags({ ids: { tagManagerId: 'GTM-AB12', analyticsId: 'G-XY12', visitorMetricsId: 'abc123' } }));
    expect(all.filter((script) => script.src).map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12',
      'https://www.googletagmanager.com/gtag/js?id=G-XY12',
      'https://www.clarity.ms/tag/abc123',
    ]);
  });
});

describe('SubscriptionWidget', () => {
  it('initialises the widget for a NewsArticle that is part of the product, light theme, English', () => {
    const [init, library] = scripts(SubscriptionWidget({ productId: 'example.com:basic' }));
    expect(library!.src).toBe('https://news.google.com/swg/js/v1/swg-basic.js');
    expect(init!.code).toContain('{"type":"NewsArticle","isPartOfType":["Product"],"isPartOfProductId":"example.com:basic","clientOptions":{"theme":"light","lang":"en"}}');
  });
});
