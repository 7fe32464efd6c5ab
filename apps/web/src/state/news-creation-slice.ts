import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewsItem } from '@newsroom/contract/news';
import type { CurrentLanguage } from './language-slice';

/** The news item being edited; only its id is required (SPEC section 3). */
export type NewsToEdit = Partial<NewsItem> & { id: number };

/** A gallery image the server already holds (it is removed with delete_news_images). */
export interface SavedImage {
  id: number;
  url: string;
}

/**
 * What a writer has typed on the desk, kept so that a reload, a closed tab or a failed save loses
 * nothing. Files cannot be saved in the browser's storage: only their names are kept, so the desk
 * can say which ones need adding again.
 */
export interface StoryDraft {
  languageId: number | null;
  categoryId: number | null;
  subcategoryId: number | null;
  tagIds: number[];
  locationId: number | null;
  title: string;
  slug: string;
  /** The writer typed the slug: it no longer follows the title. */
  slugEdited: boolean;
  contentType: string;
  /** The YouTube or other video address. */
  videoUrl: string;
  /** The story's text as HTML, from the rich text editor. */
  description: string;
  /** `YYYY-MM-DD`, or "" for a story that never expires. */
  showTill: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  /** The main image and gallery the server holds (an edit). */
  savedImage: string;
  savedGallery: SavedImage[];
  savedVideo: string;
  /** Names of the chosen files not yet uploaded: main image, gallery images in order, video. */
  fileNames: { image: string; gallery: string[]; video: string };
  /** When the draft was last kept (ms since 1970), shown as "Draft kept at …". */
  keptAt: number;
}

/** The key of a draft: `new` for a story not yet saved, else the story's id. */
export type DraftKey = 'new' | `${number}`;

export interface NewsCreationState {
  /** The language the reader writes the news in, which may differ from the reading language. */
  currentLanguage: CurrentLanguage | null;
  list: NewsItem[];
  createToEdit: NewsToEdit | null;
  /** The writer's unsaved drafts, one per story (and one for a new story). */
  drafts: Partial<Record<DraftKey, StoryDraft>>;
}

export const initialNewsCreationState: NewsCreationState = {
  currentLanguage: null,
  list: [],
  createToEdit: null,
  drafts: {},
};

export const newsCreationSlice = createSlice({
  name: 'newsCreation',
  initialState: initialNewsCreationState,
  reducers: {
    newsCreationLanguageChanged(state, action: PayloadAction<CurrentLanguage>) {
      const { id, code, name } = action.payload;
      state.currentLanguage = { id, code, name };
    },
    newsCreationListChanged(state, action: PayloadAction<NewsItem[]>) {
      state.list = action.payload;
    },
    newsToEditChosen(state, action: PayloadAction<NewsToEdit>) {
      state.createToEdit = action.payload;
    },
    newsToEditCleared(state) {
      state.createToEdit = null;
    },
    draftKept(state, action: PayloadAction<{ key: DraftKey; draft: StoryDraft }>) {
      // A state saved before drafts existed loads without the field.
      state.drafts = { ...state.drafts, [action.payload.key]: action.payload.draft };
    },
    draftDiscarded(state, action: PayloadAction<DraftKey>) {
      const drafts = { ...state.drafts };
      delete drafts[action.payload];
      state.drafts = drafts;
    },
  },
});

export const { newsCreationLanguageChanged, newsCreationListChanged, newsToEditChosen, newsToEditCleared, draftKept, draftDiscarded } =
  newsCreationSlice.actions;

/** The kept draft of a story (`new` for a new one), or null. */
export function selectDraft(state: { newsCreation: NewsCreationState }, key: DraftKey): StoryDraft | null {
  return state.newsCreation.drafts?.[key] ?? null;
}
