import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * SPEC section 3 names this slice without its fields. We keep the click action of the last
 * foreground push message (the push payload's `click_action`: where a click on it should lead),
 * so the shell can navigate there when the reader taps the toast.
 */
export interface ClickActionState {
  target: string | null;
}

export const initialClickActionState: ClickActionState = { target: null };

export const clickActionSlice = createSlice({
  name: 'clickAction',
  initialState: initialClickActionState,
  reducers: {
    clickActionSet(state, action: PayloadAction<string>) {
      state.target = action.payload;
    },
    clickActionCleared(state) {
      state.target = null;
    },
  },
});

export const { clickActionSet, clickActionCleared } = clickActionSlice.actions;
