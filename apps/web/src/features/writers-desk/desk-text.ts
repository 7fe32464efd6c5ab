import { RICH_TEXT_WORDS } from '@newsroom/rich-text/words';
import { withLabels } from '../../i18n/with-labels';
import { ARABIC_DESK_TEXT } from './desk-text-ar';
import { FRENCH_DESK_TEXT } from './desk-text-fr';

/**
 * The words of the writers' desk. The newsroom's labels win where they have the key; these are
 * the fallbacks. `{…}` marks a value filled in by `fill`.
 */
const ENGLISH = {
  // The text editor's toolbar and panels, in the words the console shows too.
  ...RICH_TEXT_WORDS.en,
  writeStory: 'Write a story',
  editStory: 'Edit your story',
  myStories: 'My stories',
  mayNotWrite: 'Your account cannot write stories on this site yet. An editor can give you the author role.',
  checkingAccess: 'Checking what your account may do…',
  loadingStory: 'Loading your story…',
  storyNotFound: 'This story could not be found among yours.',
  tryAgain: 'Try again',
  storyLanguage: 'Language of the story',
  category: 'Category',
  subcategory: 'Subcategory',
  none: 'None',
  choose: 'Choose…',
  tags: 'Tags',
  filterTags: 'Filter tags',
  noTags: 'No tag matches.',
  location: 'Location',
  title: 'Title',
  webAddress: 'Web address (slug)',
  slugHint: 'Lower-case letters, digits and dashes; suggested from the title.',
  slugChecking: 'Checking the address…',
  slugFree: 'This address is free.',
  storyKind: 'Kind of story',
  standardPost: 'Standard post',
  youtubeVideo: 'YouTube video',
  otherVideo: 'Video from another site',
  uploadedVideo: 'Uploaded video',
  youtubeUrl: 'YouTube address',
  videoUrl: 'Video address',
  videoFile: 'Video file (MP4 or WebM)',
  chooseFiles: 'Choose files',
  uploading: 'Uploading: {percent}%',
  uploadProgress: 'Upload progress',
  storyText: 'Story text',
  mainImage: 'Main image',
  gallery: 'Gallery images (up to {max})',
  addImages: 'Add images',
  chooseImage: 'Choose an image',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  removeSaved: 'Delete this saved image',
  savedImages: 'Saved with the story',
  newImages: 'Added now, uploaded when you save',
  savedImageName: 'Saved image {number}',
  imageNumber: 'Image {number}',
  dragHint: 'Drag images to change their order, or use Move up and Move down.',
  filesKept: 'Chosen files are kept until you leave the page; after a reload, add them again.',
  filesLost: 'Add these files again: {names}',
  showTillOptional: 'Show until (optional)',
  seo: 'Search engines',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  metaKeywords: 'Meta keywords',
  characters: '{count} of {max} characters',
  searchPreview: 'How it may look in search results',
  preview: 'Preview',
  showPreview: 'Show the preview',
  hidePreview: 'Hide the preview',
  saveStory: 'Save the story',
  saving: 'Saving…',
  draftKept: 'Draft kept at {time}.',
  draftRestored: 'Your unsaved draft was restored.',
  discardDraft: 'Discard the draft',
  leaveWarning: 'You have unsaved changes. Leave this page anyway?',
  required: 'This field is required',
  invalidUrl: 'Enter a full address starting with https://',
  savedPending: 'Your story is saved and waits for an editor’s approval.',
  savedPublished: 'Your story is published.',
};

export type DeskText = typeof ENGLISH;

const TRANSLATIONS: Record<string, Partial<DeskText>> = { fr: FRENCH_DESK_TEXT, ar: ARABIC_DESK_TEXT };

/** The desk's words in a language (English for a language without a translation). */
export function deskText(code: string, labels: Record<string, string> | null = null): DeskText {
  return withLabels(ENGLISH, TRANSLATIONS[code], labels);
}

// The site's one `{name}` filler, here too so that the feature's modules take their words and it from one place.
export { fill } from '../../i18n/ui-text';
