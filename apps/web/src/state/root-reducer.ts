import { combineReducers } from '@reduxjs/toolkit';
import { clickActionSlice } from './click-action-slice';
import { counterSlice } from './counter-slice';
import { languageSlice } from './language-slice';
import { newsCreationSlice } from './news-creation-slice';
import { settingsSlice } from './settings-slice';
import { temporaryDataSlice } from './temporary-data-slice';
import { uiSlice } from './ui-slice';
import { userSlice } from './user-slice';

/** The slices of SPEC section 3, under the names the specification gives them. */
export const rootReducer = combineReducers({
  language: languageSlice.reducer,
  newsCreation: newsCreationSlice.reducer,
  settings: settingsSlice.reducer,
  counter: counterSlice.reducer,
  temporaryData: temporaryDataSlice.reducer,
  clickAction: clickActionSlice.reducer,
  user: userSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootReducerState = ReturnType<typeof rootReducer>;
