import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Envelope } from '@newsroom/contract/envelope';
import { NO_DATA_FOUND } from '../api-client/endpoint-methods';

export interface CounterState {
  /** The length of the data list the last count call returned. */
  counter: number;
}

export const initialCounterState: CounterState = { counter: 0 };

export const counterSlice = createSlice({
  name: 'counter',
  initialState: initialCounterState,
  reducers: {
    counterReceived(state, action: PayloadAction<Envelope<unknown[]>>) {
      state.counter = action.payload.data.length;
    },
    /** Payload: the server message. An empty list ('No Data Found') counts as zero. */
    counterRequestFailed(state, action: PayloadAction<string>) {
      if (action.payload === NO_DATA_FOUND) state.counter = 0;
    },
  },
});

export const { counterReceived, counterRequestFailed } = counterSlice.actions;
