/** One demo survey: the question and its options, in order. */
export interface SurveyText {
  question: string;
  options: string[];
}

/**
 * The demo surveys of each language, the same four everywhere: three open, the last one closed
 * (its results stay visible to the readers who answered it).
 */
export const SURVEY_TEXTS: Record<string, SurveyText[]> = {
  en: [
    { question: 'Which topic should we cover more?', options: ['Local politics', 'Climate and the environment', 'Science and technology', 'Culture and sport'] },
    { question: 'How do you usually read our news?', options: ['On my phone', 'On a computer', 'On a tablet', 'In the newsletter'] },
    { question: 'Would you pay for reading without ads?', options: ['Yes', 'Maybe, at the right price', 'No'] },
    { question: 'Should the city centre be closed to cars on Sundays?', options: ['Yes', 'No', 'Only in summer'] },
  ],
  fr: [
    { question: 'Quel sujet devrions-nous couvrir davantage ?', options: ['La politique locale', "Le climat et l'environnement", 'Les sciences et les technologies', 'La culture et le sport'] },
    { question: 'Comment lisez-vous habituellement nos articles ?', options: ['Sur mon téléphone', 'Sur un ordinateur', 'Sur une tablette', "Dans la lettre d'information"] },
    { question: 'Paieriez-vous pour une lecture sans publicité ?', options: ['Oui', 'Peut-être, au bon prix', 'Non'] },
    { question: 'Le centre-ville devrait-il être fermé aux voitures le dimanche ?', options: ['Oui', 'Non', "Seulement l'été"] },
  ],
  ar: [
    { question: 'ما الموضوع الذي تودّ أن نغطيه أكثر؟', options: ['السياسة المحلية', 'المناخ والبيئة', 'العلوم والتكنولوجيا', 'الثقافة والرياضة'] },
    { question: 'كيف تقرأ أخبارنا عادةً؟', options: ['على هاتفي', 'على الحاسوب', 'على جهاز لوحي', 'في النشرة البريدية'] },
    { question: 'هل تدفع مقابل قراءة بلا إعلانات؟', options: ['نعم', 'ربما، بسعر مناسب', 'لا'] },
    { question: 'هل ينبغي إغلاق وسط المدينة أمام السيارات أيام الأحد؟', options: ['نعم', 'لا', 'في الصيف فقط'] },
  ],
};
