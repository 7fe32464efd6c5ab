import type { RichTextText } from './rich-text-text';

/*
 * The editor's default words, so that the writers' desk and the console show the same toolbar in
 * the same words. Each app still passes its own `text` and may override any word (the desk lets
 * the newsroom's labels win; the console reads them through its i18n).
 */

const ENGLISH = {
  toolbar: 'Text formatting',
  heading: 'Heading',
  subheading: 'Subheading',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  quote: 'Quote',
  link: 'Link',
  image: 'Image',
  undo: 'Undo',
  redo: 'Redo',
  linkAddress: 'Link address',
  imageAddress: 'Image address',
  apply: 'Apply',
  removeLink: 'Remove the link',
  cancel: 'Cancel',
  imageFromDevice: 'Upload an image from this device',
  chooseFile: 'Choose a file',
  noFileChosen: 'No file chosen',
  imageAlt: 'Image description for readers who cannot see it',
  imageAltHint: 'Say what the image shows; leave it empty only for decoration.',
  imageUploading: 'Uploading the image…',
} satisfies RichTextText;

const FRENCH = {
  toolbar: 'Mise en forme du texte',
  heading: 'Titre de section',
  subheading: 'Sous-titre',
  bold: 'Gras',
  italic: 'Italique',
  bulletList: 'Liste à puces',
  numberedList: 'Liste numérotée',
  quote: 'Citation',
  link: 'Lien',
  image: 'Illustration',
  undo: 'Annuler',
  redo: 'Rétablir',
  linkAddress: 'Adresse du lien',
  imageAddress: 'Adresse de l’illustration',
  apply: 'Appliquer',
  removeLink: 'Retirer le lien',
  cancel: 'Annuler',
  imageFromDevice: 'Envoyer une image depuis cet appareil',
  chooseFile: 'Choisir un fichier',
  noFileChosen: 'Aucun fichier choisi',
  imageAlt: 'Description de l’image pour qui ne peut pas la voir',
  imageAltHint: 'Dites ce que montre l’image ; ne laissez vide que pour une image décorative.',
  imageUploading: 'Envoi de l’image…',
} satisfies RichTextText;

const ARABIC = {
  toolbar: 'تنسيق النص',
  heading: 'عنوان فرعي',
  subheading: 'عنوان صغير',
  bold: 'عريض',
  italic: 'مائل',
  bulletList: 'قائمة نقطية',
  numberedList: 'قائمة مرقّمة',
  quote: 'اقتباس',
  link: 'رابط',
  image: 'صورة',
  undo: 'تراجع',
  redo: 'إعادة',
  linkAddress: 'عنوان الرابط',
  imageAddress: 'عنوان الصورة',
  apply: 'تطبيق',
  removeLink: 'إزالة الرابط',
  cancel: 'إلغاء',
  imageFromDevice: 'رفع صورة من هذا الجهاز',
  chooseFile: 'اختر ملفًا',
  noFileChosen: 'لم يُختر أي ملف',
  imageAlt: 'وصف الصورة لمن لا يستطيع رؤيتها',
  imageAltHint: 'صِف ما تُظهره الصورة، واتركه فارغًا للصور الزخرفية فقط.',
  imageUploading: 'جارٍ رفع الصورة…',
} satisfies RichTextText;


/** The editor's words by language code; a language without its own falls back to English. */
export const RICH_TEXT_WORDS = { en: ENGLISH, fr: FRENCH, ar: ARABIC } as const;

export type { RichTextText };
