import { withLabels } from '../../i18n/with-labels';

/**
 * The words of "My stories", the writer's list of their own stories; the newsroom's labels win.
 * `{…}` marks a value filled in by `fill`.
 */
const ENGLISH = {
  myStories: 'My stories',
  intro: 'The stories you wrote in this language, newest first.',
  writeStory: 'Write a story',
  writeFirst: 'You have not written a story yet. Your first one is a click away.',
  mayNotWrite: 'Writing stories is open to authors of this newsroom. Ask an editor if you would like to write.',
  signInToWrite: 'Sign in to see the stories you wrote.',
  searchLabel: 'Search your stories',
  searchButton: 'Search',
  clearSearch: 'Show all',
  noMatch: 'None of your stories matches “{search}”.',
  storyCount: '{count} stories',
  storyCountOne: '1 story',
  statusLabel: 'Status',
  pending: 'Pending approval',
  published: 'Published',
  expired: 'Expired',
  rejected: 'Rejected',
  showsUntil: 'Shown until {date}',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete this story?',
  deleteWarning: '“{title}” will be removed from the site with its images and video. This cannot be undone.',
  cancel: 'Cancel',
  deleteForever: 'Delete the story',
  deleted: '“{title}” was deleted.',
  loadMore: 'Load more',
  loadFailed: 'Your stories could not be loaded.',
  tryAgain: 'Try again',
};

export type MyStoriesText = typeof ENGLISH;

const TRANSLATIONS: Record<string, Partial<MyStoriesText>> = {
  fr: {
    myStories: 'Mes articles',
    intro: 'Les articles que vous avez écrits dans cette langue, du plus récent au plus ancien.',
    writeStory: 'Écrire un article',
    writeFirst: 'Vous n’avez encore écrit aucun article. Le premier est à portée de clic.',
    mayNotWrite: 'L’écriture d’articles est réservée aux auteurs de la rédaction. Demandez à un éditeur si vous souhaitez écrire.',
    signInToWrite: 'Connectez-vous pour voir les articles que vous avez écrits.',
    searchLabel: 'Rechercher dans vos articles',
    searchButton: 'Rechercher',
    clearSearch: 'Tout afficher',
    noMatch: 'Aucun de vos articles ne correspond à « {search} ».',
    storyCount: '{count} articles',
    storyCountOne: '1 article',
    statusLabel: 'État',
    pending: 'En attente de validation',
    published: 'Publié',
    expired: 'Expiré',
    rejected: 'Refusé',
    showsUntil: 'Affiché jusqu’au {date}',
    edit: 'Modifier',
    delete: 'Supprimer',
    deleteTitle: 'Supprimer cet article ?',
    deleteWarning: '« {title} » sera retiré du site avec ses images et sa vidéo. Cette action est définitive.',
    cancel: 'Annuler',
    deleteForever: 'Supprimer l’article',
    deleted: '« {title} » a été supprimé.',
    loadMore: 'Voir plus',
    loadFailed: 'Vos articles n’ont pas pu être chargés.',
    tryAgain: 'Réessayer',
  },
  ar: {
    myStories: 'أخباري',
    intro: 'الأخبار التي كتبتها بهذه اللغة، الأحدث أولًا.',
    writeStory: 'اكتب خبرًا',
    writeFirst: 'لم تكتب أي خبر بعد. خبرك الأول على بعد نقرة.',
    mayNotWrite: 'كتابة الأخبار متاحة لكتّاب غرفة الأخبار. اطلب ذلك من أحد المحررين إن رغبت في الكتابة.',
    signInToWrite: 'سجّل الدخول لرؤية الأخبار التي كتبتها.',
    searchLabel: 'ابحث في أخبارك',
    searchButton: 'بحث',
    clearSearch: 'عرض الكل',
    noMatch: 'لا يطابق أيٌّ من أخبارك «{search}».',
    storyCount: 'عدد الأخبار: {count}',
    storyCountOne: 'خبر واحد',
    statusLabel: 'الحالة',
    pending: 'بانتظار الموافقة',
    published: 'منشور',
    expired: 'منتهي العرض',
    rejected: 'مرفوض',
    showsUntil: 'يُعرض حتى {date}',
    edit: 'تعديل',
    delete: 'حذف',
    deleteTitle: 'أتريد حذف هذا الخبر؟',
    deleteWarning: 'سيُحذف «{title}» من الموقع مع صوره وفيديوه. لا يمكن التراجع عن ذلك.',
    cancel: 'إلغاء',
    deleteForever: 'احذف الخبر',
    deleted: 'حُذف «{title}».',
    loadMore: 'تحميل المزيد',
    loadFailed: 'تعذّر تحميل أخبارك.',
    tryAgain: 'أعد المحاولة',
  },
};

export function myStoriesText(code: string, labels: Record<string, string> | null): MyStoriesText {
  return withLabels(ENGLISH, TRANSLATIONS[code], labels);
}

// The site's one `{name}` filler, here too so that the feature's modules take their words and it from one place.
export { fill } from '../../i18n/ui-text';
