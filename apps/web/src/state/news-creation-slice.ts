import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewsItem } from '@newsroom/contract/news';
import type { CurrentLanguage } from './language-slice';

/** The news item being edited; only its id is required (SPEC section 3). */
export type NewsToEdit = Partial<NewsItem> & { id: number };

export interface NewsCreationState {
  /** The language the reader writes the news in, which may differ from the reading language. */
  currentLanguage: CurrentLanguage | null;
  list: NewsItem[];
  createToEdit: NewsToEdit | null;
}

export const initialNewsCreationState: NewsCreationState = {
  currentLanguage: null,
  list: [],
  createToEdit: null,
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
  },
});

export const { newsCreationLanguageChanged, newsCreationListChanged, newsToEditChosen, newsToEditCleared } =
  newsCreationSlice.actions;
