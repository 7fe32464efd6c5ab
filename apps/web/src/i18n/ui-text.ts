/**
 * The interface text the pages use. The newsroom's labels (get_language_json_data) come first;
 * these are the fallbacks for keys a language does not define, and the few strings the label
 * set has no key for yet (skip link, themes, paging, advertising, search results).
 */
const ENGLISH = {
  home: 'Home',
  categories: 'Categories',
  breakingNews: 'Breaking news',
  language: 'Language',
  chooseLanguage: 'Choose your language',
  menu: 'Menu',
  // The phone header's drawer (languages, theme, the reader's links, the categories).
  closeMenu: 'Close menu',
  tags: 'Tags',
  like: 'Like',
  dislike: 'Dislike',
  comments: 'Comments',
  views: 'Views',
  relatedNews: 'Related news',
  readMore: 'Read more',
  publishedOn: 'Published on',
  watchVideo: 'Watch video',
  // A story's video that did not load, and the way to it anyway (components/media/).
  videoFailed: 'This video could not be played here.',
  videoAtSource: 'Open the video at its source',
  watchOnYoutube: 'Watch on YouTube',
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
  allCategories: 'All categories',
  liveStreaming: 'Live streaming',
  liveNews: 'Live',
  videoNews: 'Video news',
  search: 'Search',
  searchPlaceholder: 'Search news, topics and places',
  close: 'Close',
  viewAll: 'View all',
  somethingWentWrong: 'Something went wrong. Please try again.',
  tryAgain: 'Try again',
  explore: 'Explore',
  searchResultsFor: 'Results for “{q}”',
  resultCount: 'Stories found: {n}',
  searchTooShort: 'Type at least {n} characters to search.',
  noSearchResults: 'No story matches your search. Try other words.',
  // A session that ended elsewhere (signed out on another device, a new password, expiry).
  sessionEnded: 'Your session has ended, so you are signed out. Sign in again to carry on where you were.',
  signInAgain: 'Sign in again',
  dismiss: 'Dismiss',
  // The page-change progress bar's name for screen readers.
  loadingPage: 'Loading page',
} as const;

export type TextKey = keyof typeof ENGLISH;
export type UiText = Record<TextKey, string>;

/** Translations of the keys the newsroom's label set does not carry. */
const TRANSLATIONS: Record<string, Partial<UiText>> = {
  fr: {
    skipToContent: 'Aller au contenu',
    mainNavigation: 'Navigation principale',
    menu: 'Menu',
    closeMenu: 'Fermer le menu',
    close: 'Fermer',
    search: 'Rechercher',
    searchPlaceholder: 'Rechercher des articles, des sujets et des lieux',
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
    explore: 'Explorer',
    searchResultsFor: 'Résultats pour « {q} »',
    resultCount: 'Articles trouvés : {n}',
    searchTooShort: 'Saisissez au moins {n} caractères pour lancer la recherche.',
    noSearchResults: 'Aucun article ne correspond à votre recherche. Essayez d’autres mots.',
    sessionEnded: 'Votre session a pris fin : vous êtes déconnecté. Reconnectez-vous pour reprendre là où vous en étiez.',
    signInAgain: 'Se reconnecter',
    dismiss: 'Fermer',
    loadingPage: 'Chargement de la page',
    videoFailed: 'Cette vidéo n’a pas pu être lue ici.',
    videoAtSource: 'Ouvrir la vidéo à sa source',
    watchOnYoutube: 'Regarder sur YouTube',
    // The error page may show before any label has loaded, so it carries its own text.
    somethingWentWrong: 'Une erreur est survenue. Veuillez réessayer.',
    tryAgain: 'Réessayer',
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    mainNavigation: 'التنقل الرئيسي',
    menu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
    close: 'إغلاق',
    search: 'بحث',
    searchPlaceholder: 'ابحث في الأخبار والمواضيع والأماكن',
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
    explore: 'استكشف',
    searchResultsFor: 'نتائج البحث عن «{q}»',
    resultCount: 'عدد الأخبار: {n}',
    searchTooShort: 'اكتب {n} أحرف على الأقل للبحث.',
    noSearchResults: 'لا توجد أخبار تطابق بحثك. جرّب كلمات أخرى.',
    sessionEnded: 'انتهت جلستك وتم تسجيل خروجك. سجّل الدخول مجدداً لتكمل من حيث توقفت.',
    signInAgain: 'سجّل الدخول مجدداً',
    dismiss: 'إغلاق',
    loadingPage: 'جارٍ تحميل الصفحة',
    videoFailed: 'تعذّر تشغيل هذا الفيديو هنا.',
    videoAtSource: 'افتح الفيديو من مصدره',
    watchOnYoutube: 'شاهد على يوتيوب',
    // The error page may show before any label has loaded, so it carries its own text.
    somethingWentWrong: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
    tryAgain: 'أعد المحاولة',
  },
};

/** Whether this file translates the interface into a language (else its text is English until labels load). */
export function hasOwnTranslation(code: string): boolean {
  return code in TRANSLATIONS;
}

/** English defaults, then this file's translation, then the newsroom's own labels. */
export function buildUiText(code: string, labels: Record<string, string> | null): UiText {
  const text: UiText = { ...ENGLISH, ...TRANSLATIONS[code] };
  for (const key of Object.keys(ENGLISH) as TextKey[]) {
    const label = labels?.[key];
    if (typeof label === 'string' && label.trim() !== '' && keepsPlaceholders(label, ENGLISH[key])) text[key] = label;
  }
  return text;
}

/**
 * A label may stand in for a text only if it has every `{name}` the text is filled with: the
 * label set also holds the older clients' keys, whose texts carry no such parts (their
 * `codeSent` is "Code sent" where the site says "We sent a 6-digit code to {phone}.").
 */
export function keepsPlaceholders(label: string, english: string): boolean {
  return [...english.matchAll(/\{\w+\}/g)].every(([placeholder]) => label.includes(placeholder));
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
