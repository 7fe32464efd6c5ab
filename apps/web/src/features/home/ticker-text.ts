/**
 * The words of the breaking-news ticker's controls. They name buttons only (the headlines are the
 * newsroom's), so they have no newsroom label key: the site's own translations.
 */
const ENGLISH = {
  pauseHeadlines: 'Pause headlines',
  playHeadlines: 'Play headlines',
  previousHeadline: 'Previous headline',
  nextHeadline: 'Next headline',
};

export type TickerText = typeof ENGLISH;

const TRANSLATIONS: Record<string, TickerText> = {
  fr: {
    pauseHeadlines: 'Mettre les titres en pause',
    playHeadlines: 'Faire défiler les titres',
    previousHeadline: 'Titre précédent',
    nextHeadline: 'Titre suivant',
  },
  ar: {
    pauseHeadlines: 'إيقاف العناوين مؤقتًا',
    playHeadlines: 'تشغيل العناوين',
    previousHeadline: 'العنوان السابق',
    nextHeadline: 'العنوان التالي',
  },
};

export function tickerText(code: string): TickerText {
  return TRANSLATIONS[code] ?? ENGLISH;
}
