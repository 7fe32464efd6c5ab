/** The maintenance page's words; the page cannot rely on the newsroom's labels (the site may be half updated). */
const ENGLISH = {
  title: 'We’ll be back soon',
  message: 'The site is being updated. Please come back in a few minutes.',
  retry: 'Try again',
};

export type MaintenanceText = typeof ENGLISH;

const TRANSLATIONS: Record<string, MaintenanceText> = {
  fr: {
    title: 'Nous revenons bientôt',
    message: 'Le site est en cours de mise à jour. Revenez dans quelques minutes.',
    retry: 'Réessayer',
  },
  ar: {
    title: 'سنعود قريبًا',
    message: 'يجري تحديث الموقع. يرجى العودة بعد بضع دقائق.',
    retry: 'أعد المحاولة',
  },
};

/** The text in a language, English where the page has no translation for it. */
export function maintenanceText(code: string): MaintenanceText {
  return TRANSLATIONS[code] ?? ENGLISH;
}
