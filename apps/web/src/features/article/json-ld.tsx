/** Structured data for search engines; `<` is escaped so the text can never close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

interface NewsArticleData {
  url: string;
  headline: string;
  description: string;
  image: string;
  datePublished?: string;
  dateModified?: string;
  section?: string;
  keywords?: string[];
  language: string;
  siteName: string;
  logo: string;
  /** The reader revenue product the article belongs to (SUBSCRIPTION_PRODUCT_ID), when configured. */
  productId?: string;
}

/** schema.org NewsArticle of a story. */
export function newsArticleJsonLd(article: NewsArticleData): Record<string, unknown> {
  const publisher = {
    '@type': 'Organization',
    name: article.siteName,
    ...(article.logo ? { logo: { '@type': 'ImageObject', url: article.logo } } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    url: article.url,
    headline: article.headline.slice(0, 110),
    description: article.description || undefined,
    image: article.image ? [article.image] : undefined,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    articleSection: article.section || undefined,
    keywords: article.keywords?.length ? article.keywords.join(', ') : undefined,
    inLanguage: article.language,
    author: { '@type': 'Organization', name: article.siteName },
    publisher,
    // Free to read, as part of the product the subscription widget is initialised with.
    ...(article.productId
      ? { isAccessibleForFree: true, isPartOf: { '@type': ['CreativeWork', 'Product'], name: article.siteName, productID: article.productId } }
      : {}),
  };
}
