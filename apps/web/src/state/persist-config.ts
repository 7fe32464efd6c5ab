import { createTransform, type PersistConfig } from 'redux-persist';
import { createBrowserStorage } from './browser-storage';
import type { RootReducerState } from './root-reducer';
import type { UiState } from './ui-slice';

/** All slices are saved together under this one key (localStorage item `persist:root`). */
export const PERSIST_ROOT_KEY = 'root';

/** SPEC section 9: loading the saved state gives up after 5000 ms and starts from the initial state. */
export const PERSIST_LOAD_TIMEOUT_MS = 5000;

// The ui slice is saved with the others, but a search popup left open must not pop up again on
// the next visit, nor a notice about a session that ended during an earlier one.
const closeUiOnLoad = createTransform<UiState, UiState>(
  (saved) => saved,
  (loaded) => ({ ...loaded, searchPopupOpen: false, sessionEnded: false }),
  { whitelist: ['ui'] },
);

export function createPersistConfig(storage = createBrowserStorage()): PersistConfig<RootReducerState> {
  return {
    key: PERSIST_ROOT_KEY,
    storage,
    timeout: PERSIST_LOAD_TIMEOUT_MS,
    transforms: [closeUiOnLoad],
  };
}
