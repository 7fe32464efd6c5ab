import { withLabels } from '../../i18n/with-labels';

/** The words of the reader's own pages (bookmarks, notifications); the newsroom's labels win. */
const ENGLISH = {
  bookmarks: 'Bookmarks',
  removeBookmark: 'Remove bookmark',
  noBookmarks: 'You have not bookmarked any story yet.',
  signInForBookmarks: 'Sign in to keep stories for later and find them here.',
  notifications: 'Notifications',
  newsNotifications: 'News notifications',
  personalNotifications: 'Personal notifications',
  noNotifications: 'Nothing here yet.',
  signInForNotifications: 'Sign in to see replies to your comments and likes they received.',
  /** The header's link when some are unread. */
  notificationsUnread: 'Notifications, {count} unread',
  unread: 'Unread',
  delete: 'Delete',
  loadMore: 'Load more',
  loadFailed: 'This list could not be loaded.',
  tryAgain: 'Try again',
};

export type ReaderPagesText = typeof ENGLISH;

const TRANSLATIONS: Record<string, Partial<ReaderPagesText>> = {
  fr: {
    bookmarks: 'Favoris',
    removeBookmark: 'Retirer des favoris',
    noBookmarks: "Vous n'avez encore enregistré aucun article.",
    signInForBookmarks: 'Connectez-vous pour garder des articles et les retrouver ici.',
    notifications: 'Notifications',
    newsNotifications: "Notifications d'actualité",
    personalNotifications: 'Notifications personnelles',
    noNotifications: 'Rien pour le moment.',
    signInForNotifications: 'Connectez-vous pour voir les réponses à vos commentaires et leurs mentions « J’aime ».',
    notificationsUnread: 'Notifications, {count} non lues',
    unread: 'Non lue',
    delete: 'Supprimer',
    loadMore: 'Voir plus',
    loadFailed: 'Cette liste n’a pas pu être chargée.',
    tryAgain: 'Réessayer',
  },
  ar: {
    bookmarks: 'المحفوظات',
    removeBookmark: 'إزالة من المحفوظات',
    noBookmarks: 'لم تحفظ أي خبر بعد.',
    signInForBookmarks: 'سجّل الدخول لحفظ الأخبار والعثور عليها هنا.',
    notifications: 'الإشعارات',
    newsNotifications: 'إشعارات الأخبار',
    personalNotifications: 'الإشعارات الشخصية',
    noNotifications: 'لا شيء هنا بعد.',
    signInForNotifications: 'سجّل الدخول لرؤية الردود على تعليقاتك والإعجابات بها.',
    notificationsUnread: 'الإشعارات، {count} غير مقروءة',
    unread: 'غير مقروء',
    delete: 'حذف',
    loadMore: 'تحميل المزيد',
    loadFailed: 'تعذّر تحميل هذه القائمة.',
    tryAgain: 'أعد المحاولة',
  },
};

export function readerPagesText(code: string, labels: Record<string, string> | null): ReaderPagesText {
  return withLabels(ENGLISH, TRANSLATIONS[code], labels);
}
