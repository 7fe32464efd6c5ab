/**
 * The editor's own words, passed in by the app that shows it (the writers' desk from its desk
 * text, the console from its i18n), both starting from the defaults in rich-text-words.ts so that
 * each may still override a word. Button names double as the buttons' tooltips.
 */
export interface RichTextText {
  toolbar: string;
  heading: string;
  subheading: string;
  bold: string;
  italic: string;
  bulletList: string;
  numberedList: string;
  quote: string;
  link: string;
  image: string;
  undo: string;
  redo: string;
  linkAddress: string;
  imageAddress: string;
  apply: string;
  removeLink: string;
  cancel: string;
  imageFromDevice: string;
  chooseFile: string;
  noFileChosen: string;
  imageAlt: string;
  imageAltHint: string;
  imageUploading: string;
}

/** Uploads an image placed in the text (checked and re-encoded by the server); answers its address. */
export type UploadImage = (file: File) => Promise<{ src: string }>;
