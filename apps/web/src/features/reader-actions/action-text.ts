import { withLabels } from '../../i18n/with-labels';
/**
 * The words of the article's reader actions. The newsroom's labels (get_language_json_data) win;
 * these are the fallbacks for a language whose label set lacks a key.
 */
const ENGLISH = {
  like: 'Like',
  dislike: 'Dislike',
  bookmark: 'Bookmark',
  removeBookmark: 'Remove bookmark',
  share: 'Share',
  linkCopied: 'Link copied',
  views: 'Views',
  readerActions: 'Reader actions',
};

export type ActionText = typeof ENGLISH;

const TRANSLATIONS: Record<string, Partial<ActionText>> = {
  fr: {
    like: "J'aime",
    dislike: "Je n'aime pas",
    bookmark: 'Enregistrer',
    removeBookmark: 'Retirer des enregistrements',
    share: 'Partager',
    linkCopied: 'Lien copié',
    views: 'Vues',
    readerActions: 'Actions du lecteur',
  },
  ar: {
    like: 'إعجاب',
    dislike: 'عدم إعجاب',
    bookmark: 'حفظ',
    removeBookmark: 'إزالة من المحفوظات',
    share: 'مشاركة',
    linkCopied: 'تم نسخ الرابط',
    views: 'المشاهدات',
    readerActions: 'إجراءات القارئ',
  },
};

export function actionText(code: string, labels: Record<string, string> | null): ActionText {
  return withLabels(ENGLISH, TRANSLATIONS[code], labels);
}
