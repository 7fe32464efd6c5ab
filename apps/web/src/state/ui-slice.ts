import { createSlice } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, sessionEnded } from './user-slice';

export interface UiState {
  searchPopupOpen: boolean;
  /**
   * The server refused the reader's token: the notice saying so (with a way to sign in again)
   * shows until they sign in, sign out or dismiss it. Not restored on the next visit.
   */
  sessionEnded: boolean;
}

export const initialUiState: UiState = { searchPopupOpen: false, sessionEnded: false };

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
    sessionNoticeDismissed(state) {
      state.sessionEnded = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (state) => {
        state.sessionEnded = true;
      })
      .addCase(loggedIn, (state) => {
        state.sessionEnded = false;
      })
      .addCase(loggedOut, (state) => {
        state.sessionEnded = false;
      });
  },
});

export const { searchPopupOpened, searchPopupClosed, sessionNoticeDismissed } = uiSlice.actions;
