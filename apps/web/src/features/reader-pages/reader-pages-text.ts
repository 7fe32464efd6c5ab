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
  markAllRead: 'Mark all as read',
  allMarkedRead: 'All notifications marked as read.',
  markAllReadFailed: 'Your notifications could not be marked as read. Please try again.',
  /** A toast: the reader has usually left for the comment when it fails. */
  markReadFailed: 'This notification could not be marked as read.',
  delete: 'Delete',
  /** Who sent a review of the reader's story (approved, or not with the editor's reason). */
  newsroom: 'The newsroom',
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
    markAllRead: 'Tout marquer comme lu',
    allMarkedRead: 'Toutes les notifications sont marquées comme lues.',
    markAllReadFailed: 'Vos notifications n’ont pas pu être marquées comme lues. Veuillez réessayer.',
    markReadFailed: 'Cette notification n’a pas pu être marquée comme lue.',
    delete: 'Supprimer',
    newsroom: 'La rédaction',
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
    markAllRead: 'تعليم الكل كمقروء',
    allMarkedRead: 'تم تعليم كل الإشعارات كمقروءة.',
    markAllReadFailed: 'تعذّر تعليم إشعاراتك كمقروءة. يُرجى المحاولة مرة أخرى.',
    markReadFailed: 'تعذّر تعليم هذا الإشعار كمقروء.',
    delete: 'حذف',
    newsroom: 'فريق التحرير',
    loadMore: 'تحميل المزيد',
    loadFailed: 'تعذّر تحميل هذه القائمة.',
    tryAgain: 'أعد المحاولة',
  },
};

export function readerPagesText(code: string, labels: Record<string, string> | null): ReaderPagesText {
  return withLabels(ENGLISH, TRANSLATIONS[code], labels);
}
