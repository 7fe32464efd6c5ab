import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  searchPopupOpen: boolean;
}

export const initialUiState: UiState = { searchPopupOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    searchPopupOpened(state) {
      state.searchPopupOpen = true;
    },
    searchPopupClosed(state) {
      state.searchPopupOpen = false;
    },
  },
});

export const { searchPopupOpened, searchPopupClosed } = uiSlice.actions;
