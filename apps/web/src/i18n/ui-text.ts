/**
 * The interface text the pages use. The newsroom's labels (get_language_json_data) come first;
 * these are the fallbacks for keys a language does not define, and the few strings the label
 * set has no key for yet (skip link, themes, paging, advertising).
 */
const ENGLISH = {
  home: 'Home',
  categories: 'Categories',
  breakingNews: 'Breaking news',
  language: 'Language',
  chooseLanguage: 'Choose your language',
  menu: 'Menu',
  tags: 'Tags',
  like: 'Like',
  dislike: 'Dislike',
  comments: 'Comments',
  views: 'Views',
  relatedNews: 'Related news',
  readMore: 'Read more',
  publishedOn: 'Published on',
  watchVideo: 'Watch video',
  noComments: 'No comments yet. Be the first to comment.',
  replies: 'Replies',
  noDataFound: 'No Data Found',
  pageNotFound: 'Page not found',
  followUs: 'Follow us',
  copyright: 'All rights reserved',
  morePages: 'More pages',
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  darkTheme: 'Dark theme',
  lightTheme: 'Light theme',
  advertisement: 'Advertisement',
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: 'Page {n}',
  notFoundMessage: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
  gallery: 'Photos',
  latestNews: 'Latest news',
  subcategories: 'Sections',
  breadcrumb: 'Breadcrumb',
} as const;

export type TextKey = keyof typeof ENGLISH;
export type UiText = Record<TextKey, string>;

/** Translations of the keys the newsroom's label set does not carry. */
const TRANSLATIONS: Record<string, Partial<UiText>> = {
  fr: {
    skipToContent: 'Aller au contenu',
    mainNavigation: 'Navigation principale',
    darkTheme: 'Thème sombre',
    lightTheme: 'Thème clair',
    advertisement: 'Publicité',
    pagination: 'Pages',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageNumber: 'Page {n}',
    notFoundMessage: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
    gallery: 'Photos',
    latestNews: 'Dernières nouvelles',
    subcategories: 'Sections',
    breadcrumb: 'Fil d’Ariane',
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    mainNavigation: 'التنقل الرئيسي',
    darkTheme: 'الوضع الداكن',
    lightTheme: 'الوضع الفاتح',
    advertisement: 'إعلان',
    pagination: 'الصفحات',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    pageNumber: 'الصفحة {n}',
    notFoundMessage: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    backHome: 'العودة إلى الصفحة الرئيسية',
    gallery: 'صور',
    latestNews: 'آخر الأخبار',
    subcategories: 'الأقسام الفرعية',
    breadcrumb: 'مسار التنقل',
  },
};

/** English defaults, then this file's translation, then the newsroom's own labels. */
export function buildUiText(code: string, labels: Record<string, string> | null): UiText {
  const text: UiText = { ...ENGLISH, ...TRANSLATIONS[code] };
  for (const key of Object.keys(ENGLISH) as TextKey[]) {
    const label = labels?.[key];
    if (typeof label === 'string' && label.trim() !== '') text[key] = label;
  }
  return text;
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
