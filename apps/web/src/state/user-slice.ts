import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignedInUser, User } from '@newsroom/contract/users';

/** The signed-in account: at least its id and bearer token (SPEC section 3). */
export type UserData = Partial<SignedInUser> & Pick<SignedInUser, 'id' | 'token'>;

export interface UserState {
  data: UserData | null;
  isLogin: boolean;
  /** True when the reader signed in with a phone number (the profile then asks for an email). */
  mobileLoginType: boolean;
}

export const initialUserState: UserState = { data: null, isLogin: false, mobileLoginType: false };

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    loggedIn(state, action: PayloadAction<UserData>) {
      state.data = action.payload;
      state.isLogin = true;
    },
    loggedOut() {
      return initialUserState;
    },
    /** The server refused the token (signed out elsewhere, expired): signed out, and the ui slice says so. */
    sessionEnded() {
      return initialUserState;
    },
    profileImageUpdated(state, action: PayloadAction<string>) {
      if (state.data) state.data.profile = action.payload;
    },
    profileDataUpdated(state, action: PayloadAction<Pick<User, 'name' | 'mobile' | 'email'>>) {
      if (!state.data) return;
      const { name, mobile, email } = action.payload;
      Object.assign(state.data, { name, mobile, email });
    },
    mobileLoginTypeSet(state, action: PayloadAction<boolean>) {
      state.mobileLoginType = action.payload;
    },
  },
});

export const { loggedIn, loggedOut, sessionEnded, profileImageUpdated, profileDataUpdated, mobileLoginTypeSet } = userSlice.actions;
