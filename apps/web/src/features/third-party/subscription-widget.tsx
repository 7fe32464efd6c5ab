import Script from 'next/script';

/**
 * The subscription / access widget of a news article (SPEC.md section 1): initialised with the
 * type NewsArticle, as part of a Product (the configured product id), with a light theme and in
 * English, as the specification states. Rendered only when SUBSCRIPTION_PRODUCT_ID is set, which
 * also adds `isPartOf` to the article's structured data (features/article/json-ld.tsx).
 */
export function SubscriptionWidget({ productId }: { productId: string }) {
  const options = { type: 'NewsArticle', isPartOfType: ['Product'], isPartOfProductId: productId, clientOptions: { theme: 'light', lang: 'en' } };
  return (
    <>
      <Script id="subscription-widget-init" strategy="lazyOnload">
        {`(self.SWG_BASIC=self.SWG_BASIC||[]).push(function(subscriptions){subscriptions.init(${JSON.stringify(options).replace(/</g, '\\u003c')});});`}
      </Script>
      <Script id="subscription-widget" strategy="lazyOnload" src="https://news.google.com/swg/js/v1/swg-basic.js" />
    </>
  );
}
