import { withLabels } from '../../i18n/with-labels';

/**
 * The words of the home page's reader-specific parts ("News near you"). The newsroom's labels
 * win; these are the fallbacks for keys a language's label set lacks.
 */
const ENGLISH = {
  newsNearYou: 'News near you',
  newsNearYouIntro: 'Stories from places around you. Your location stays on this device; only a rounded position is sent to find them.',
  useMyLocation: 'Show news near me',
  findingLocation: 'Finding your location…',
  stopUsingLocation: 'Stop using my location',
  locationBlocked: 'Your browser does not allow this site to know your location. Allow it in the browser’s settings to see news near you.',
  locationUnavailable: 'Your location could not be found. Please try again.',
  noNewsNearYou: 'No stories near you yet.',
  loadingStories: 'Loading stories',
};

export type HomeText = typeof ENGLISH;

const TRANSLATIONS: Record<string, Partial<HomeText>> = {
  fr: {
    newsNearYou: 'Près de chez vous',
    newsNearYouIntro: 'Les articles des lieux autour de vous. Votre position reste sur cet appareil ; seule une position arrondie est envoyée pour les trouver.',
    useMyLocation: 'Voir les actualités près de moi',
    findingLocation: 'Recherche de votre position…',
    stopUsingLocation: 'Ne plus utiliser ma position',
    locationBlocked: 'Votre navigateur ne permet pas à ce site de connaître votre position. Autorisez-la dans ses réglages pour voir les actualités près de vous.',
    locationUnavailable: 'Votre position est introuvable. Veuillez réessayer.',
    noNewsNearYou: 'Aucun article près de chez vous pour le moment.',
    loadingStories: 'Chargement des articles',
  },
  ar: {
    newsNearYou: 'أخبار بالقرب منك',
    newsNearYouIntro: 'أخبار من الأماكن المحيطة بك. يبقى موقعك على هذا الجهاز، ولا يُرسل إلا موقع تقريبي للعثور عليها.',
    useMyLocation: 'اعرض الأخبار القريبة مني',
    findingLocation: 'جارٍ تحديد موقعك…',
    stopUsingLocation: 'توقف عن استخدام موقعي',
    locationBlocked: 'لا يسمح متصفحك لهذا الموقع بمعرفة موقعك. اسمح بذلك من إعدادات المتصفح لرؤية الأخبار القريبة منك.',
    locationUnavailable: 'تعذّر تحديد موقعك. يرجى المحاولة مرة أخرى.',
    noNewsNearYou: 'لا توجد أخبار قريبة منك بعد.',
    loadingStories: 'جارٍ تحميل الأخبار',
  },
};

export function homeText(code: string, labels: Record<string, string> | null): HomeText {
  return withLabels(ENGLISH, TRANSLATIONS[code], labels);
}
