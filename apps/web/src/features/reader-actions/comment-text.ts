import { withLabels } from '../../i18n/with-labels';

/**
 * The words of the comment section. The newsroom's labels win; these are the fallbacks for keys
 * a language's label set lacks.
 */
const ENGLISH = {
  comments: 'Comments',
  noComments: 'No comments yet. Be the first to comment.',
  replies: 'Replies',
  writeComment: 'Write a comment…',
  postComment: 'Post comment',
  reply: 'Reply',
  report: 'Report',
  reported: 'Reported',
  reportReason: 'Why are you reporting this comment?',
  delete: 'Delete',
  cancel: 'Cancel',
  submit: 'Submit',
  loadMore: 'Load more',
  signInToComment: 'Sign in to join the conversation',
  like: 'Like',
  dislike: 'Dislike',
  deleteCommentConfirm: 'Delete this comment and its replies?',
  yourComment: 'Your comment',
  yourReply: 'Your reply',
};

export type CommentText = typeof ENGLISH;

const TRANSLATIONS: Record<string, Partial<CommentText>> = {
  fr: {
    comments: 'Commentaires',
    noComments: 'Pas encore de commentaire. Soyez le premier à commenter.',
    replies: 'Réponses',
    writeComment: 'Écrire un commentaire…',
    postComment: 'Publier',
    reply: 'Répondre',
    report: 'Signaler',
    reported: 'Signalé',
    reportReason: 'Pourquoi signalez-vous ce commentaire ?',
    delete: 'Supprimer',
    cancel: 'Annuler',
    submit: 'Envoyer',
    loadMore: 'Voir plus',
    signInToComment: 'Connectez-vous pour participer à la discussion',
    like: "J'aime",
    dislike: "Je n'aime pas",
    deleteCommentConfirm: 'Supprimer ce commentaire et ses réponses ?',
    yourComment: 'Votre commentaire',
    yourReply: 'Votre réponse',
  },
  ar: {
    comments: 'التعليقات',
    noComments: 'لا توجد تعليقات بعد. كن أول من يعلّق.',
    replies: 'الردود',
    writeComment: 'اكتب تعليقاً…',
    postComment: 'نشر التعليق',
    reply: 'رد',
    report: 'إبلاغ',
    reported: 'تم الإبلاغ',
    reportReason: 'لماذا تبلغ عن هذا التعليق؟',
    delete: 'حذف',
    cancel: 'إلغاء',
    submit: 'إرسال',
    loadMore: 'تحميل المزيد',
    signInToComment: 'سجّل الدخول للمشاركة في النقاش',
    like: 'إعجاب',
    dislike: 'عدم إعجاب',
    deleteCommentConfirm: 'هل تريد حذف هذا التعليق وردوده؟',
    yourComment: 'تعليقك',
    yourReply: 'ردّك',
  },
};

export function commentText(code: string, labels: Record<string, string> | null): CommentText {
  return withLabels(ENGLISH, TRANSLATIONS[code], labels);
}
