import Script from 'next/script';
import type { ThirdPartyIds } from '../../server/third-party-config';

/**
 * The marketing, analytics and visitor-metrics tags (SPEC.md section 1), each only when its id is
 * configured: a default install sends nothing to a third party. They load while the browser is
 * idle after the page (`lazyOnload`), so they never delay the content or its interactivity. The ids
 * were checked against strict patterns when the settings were read (server/third-party-config.ts)
 * and are written as JSON strings all the same.
 */
export function ThirdPartyTags({ ids }: { ids: ThirdPartyIds }) {
  const { tagManagerId, analyticsId, visitorMetricsId } = ids;
  return (
    <>
      {tagManagerId && (
        <>
          <Script id="marketing-tag-init" strategy="lazyOnload">
            {`window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`}
          </Script>
          <Script id="marketing-tag" strategy="lazyOnload" src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`} />
        </>
      )}
      {analyticsId && (
        <>
          <Script id="analytics-tag-init" strategy="lazyOnload">
            {`window.dataLayer=window.dataLayer||[];window.gtag=function(){window.dataLayer.push(arguments);};window.gtag('js',new Date());window.gtag('config',${JSON.stringify(analyticsId)});`}
          </Script>
          <Script id="analytics-tag" strategy="lazyOnload" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`} />
        </>
      )}
      {visitorMetricsId && (
        <>
          <Script id="visitor-metrics-init" strategy="lazyOnload">
            {`window.clarity=window.clarity||function(){(window.clarity.q=window.clarity.q||[]).push(arguments);};`}
          </Script>
          <Script id="visitor-metrics-tag" strategy="lazyOnload" src={`https://www.clarity.ms/tag/${encodeURIComponent(visitorMetricsId)}`} />
        </>
      )}
    </>
  );
}
