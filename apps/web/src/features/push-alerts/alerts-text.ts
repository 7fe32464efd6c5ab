import { withLabels } from '../../i18n/with-labels';

/**
 * The words of the news alerts (push notifications); the newsroom's labels win where they have
 * the key, so no key here may name another thing of theirs (their `breakingNews` is a badge).
 */
const ENGLISH = {
  getAlerts: 'Get breaking news alerts',
  alerts: 'News alerts',
  offerText: 'Hear about breaking news as it happens, even when this site is closed. You choose the topics and can stop at any time.',
  turnOn: 'Turn on alerts',
  noThanks: 'No thanks',
  blocked: 'Your browser blocks notifications from this site. Allow them in its site settings to get alerts.',
  failed: 'Alerts could not be turned on. Please try again later.',
  panelTitle: 'News alerts',
  panelIntro: 'Alerts reach this browser while they are on.',
  topics: 'Topics',
  breakingNewsTopic: 'Breaking news',
  categoriesToFollow: 'Categories to follow',
  saveTopics: 'Save topics',
  saved: 'Your topics are saved.',
  turnOff: 'Turn off alerts',
  turnedOn: 'Alerts are on.',
  turnedOff: 'Alerts are off.',
  closePanel: 'Close',
};

export type AlertsText = typeof ENGLISH;

const TRANSLATIONS: Record<string, Partial<AlertsText>> = {
  fr: {
    getAlerts: 'Recevoir les alertes info',
    alerts: 'Alertes info',
    offerText: 'Soyez prévenu des dernières nouvelles dès qu’elles tombent, même site fermé. Vous choisissez les sujets et pouvez arrêter à tout moment.',
    turnOn: 'Activer les alertes',
    noThanks: 'Non merci',
    blocked: 'Votre navigateur bloque les notifications de ce site. Autorisez-les dans ses réglages pour recevoir les alertes.',
    failed: 'Impossible d’activer les alertes. Veuillez réessayer plus tard.',
    panelTitle: 'Alertes info',
    panelIntro: 'Tant qu’elles sont activées, les alertes arrivent sur ce navigateur.',
    topics: 'Sujets',
    breakingNewsTopic: 'Dernières nouvelles',
    categoriesToFollow: 'Rubriques à suivre',
    saveTopics: 'Enregistrer les sujets',
    saved: 'Vos sujets sont enregistrés.',
    turnOff: 'Désactiver les alertes',
    turnedOn: 'Les alertes sont activées.',
    turnedOff: 'Les alertes sont désactivées.',
    closePanel: 'Fermer',
  },
  ar: {
    getAlerts: 'تلقَّ تنبيهات الأخبار العاجلة',
    alerts: 'تنبيهات الأخبار',
    offerText: 'اعرف الأخبار العاجلة لحظة وقوعها، حتى والموقع مغلق. أنت تختار المواضيع ويمكنك التوقف في أي وقت.',
    turnOn: 'تفعيل التنبيهات',
    noThanks: 'لا، شكرًا',
    blocked: 'يحظر متصفحك الإشعارات من هذا الموقع. اسمح بها في إعدادات الموقع لتلقي التنبيهات.',
    failed: 'تعذّر تفعيل التنبيهات. يُرجى المحاولة لاحقًا.',
    panelTitle: 'تنبيهات الأخبار',
    panelIntro: 'تصل التنبيهات إلى هذا المتصفح ما دامت مفعّلة.',
    topics: 'المواضيع',
    breakingNewsTopic: 'الأخبار العاجلة',
    categoriesToFollow: 'الأقسام التي تتابعها',
    saveTopics: 'حفظ المواضيع',
    saved: 'تم حفظ مواضيعك.',
    turnOff: 'إيقاف التنبيهات',
    turnedOn: 'التنبيهات مفعّلة.',
    turnedOff: 'التنبيهات متوقفة.',
    closePanel: 'إغلاق',
  },
};

/** The alerts' words in a language (English for a language without a translation). */
export function alertsText(code: string, labels: Record<string, string> | null = null): AlertsText {
  return withLabels(ENGLISH, TRANSLATIONS[code], labels);
}
