import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Envelope } from '@newsroom/contract/envelope';
import type { Settings } from '@newsroom/contract/settings';

export interface SettingsState {
  data: Settings | null;
  loading: boolean;
  lat: number | null;
  long: number | null;
  /** The device's push token once registered with the push service. */
  fcmtoken: string | null;
}

export const initialSettingsState: SettingsState = {
  data: null,
  loading: false,
  lat: null,
  long: null,
  fcmtoken: null,
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    settingsRequested(state) {
      state.loading = true;
    },
    settingsReceived(state, action: PayloadAction<Envelope<Settings>>) {
      state.data = action.payload.data;
      state.loading = false;
    },
    settingsRequestFailed(state) {
      state.loading = false;
    },
    locationChanged(state, action: PayloadAction<{ lat: number; long: number } | null>) {
      state.lat = action.payload?.lat ?? null;
      state.long = action.payload?.long ?? null;
    },
    fcmTokenChanged(state, action: PayloadAction<string | null>) {
      state.fcmtoken = action.payload;
    },
  },
});

export const { settingsRequested, settingsReceived, settingsRequestFailed, locationChanged, fcmTokenChanged } =
  settingsSlice.actions;
