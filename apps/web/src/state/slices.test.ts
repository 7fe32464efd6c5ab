import { NO_DATA_FOUND } from '@newsroom/contract/envelope';
import type { Settings } from '@newsroom/contract/settings';
import { describe, expect, it } from 'vitest';
import { clickActionCleared, clickActionSet, clickActionSlice } from './click-action-slice';
import { counterReceived, counterRequestFailed, counterSlice } from './counter-slice';
import { newsCreationLanguageChanged, newsCreationSlice, newsToEditChosen, newsToEditCleared } from './news-creation-slice';
import { rootReducer } from './root-reducer';
import { fcmTokenChanged, locationChanged, settingsReceived, settingsRequested, settingsRequestFailed, settingsSlice } from './settings-slice';
import { categoryCountChanged, subCategoriesChanged, temporaryDataSlice } from './temporary-data-slice';
import { envelope } from './test-envelopes';
import { searchPopupClosed, searchPopupOpened, uiSlice } from './ui-slice';

const init = { type: 'init' };

describe('slices', () => {
  it('are combined under the names of SPEC section 3', () => {
    expect(Object.keys(rootReducer(undefined, init))).toEqual([
      'language',
      'newsCreation',
      'settings',
      'counter',
      'temporaryData',
      'clickAction',
      'user',
      'ui',
    ]);
  });

  it('settings: requested sets loading, success stores data, failure clears loading', () => {
    const reduce = settingsSlice.reducer;
    const start = reduce(undefined, init);
    expect(start).toEqual({ data: null, loading: false, lat: null, long: null, fcmtoken: null });
    const loading = reduce(start, settingsRequested());
    expect(loading.loading).toBe(true);
    const data = { system_timezone: 'UTC' } as Settings;
    expect(reduce(loading, settingsReceived(envelope(data)))).toMatchObject({ data, loading: false });
    expect(reduce(loading, settingsRequestFailed())).toMatchObject({ data: null, loading: false });
  });

  it('settings: keeps the position and the push token', () => {
    const reduce = settingsSlice.reducer;
    const located = reduce(undefined, locationChanged({ lat: 48.85, long: 2.35 }));
    expect(located).toMatchObject({ lat: 48.85, long: 2.35 });
    expect(reduce(located, locationChanged(null))).toMatchObject({ lat: null, long: null });
    expect(reduce(undefined, fcmTokenChanged('device-token')).fcmtoken).toBe('device-token');
  });

  it('counter: becomes the number of items; 0 on the failure "No Data Found"', () => {
    const reduce = counterSlice.reducer;
    const three = reduce(undefined, counterReceived(envelope([1, 2, 3])));
    expect(three.counter).toBe(3);
    expect(reduce(three, counterRequestFailed(NO_DATA_FOUND)).counter).toBe(0);
    expect(reduce(three, counterRequestFailed('Network error')).counter).toBe(3);
  });

  it('temporary data: categoryCount and subCategories', () => {
    const reduce = temporaryDataSlice.reducer;
    expect(reduce(undefined, init)).toEqual({ categoryCount: 0, subCategories: [] });
    expect(reduce(undefined, categoryCountChanged(4)).categoryCount).toBe(4);
    const subs = [{ id: 1, category_id: 2, subcategory_name: 'Cup', slug: 'cup', image: '', meta_title: '', meta_description: '', meta_keyword: '', language_id: 1, category: { id: 2, category_name: 'Sports' } }];
    expect(reduce(undefined, subCategoriesChanged(subs)).subCategories).toEqual(subs);
  });

  it('news creation: current language, item to edit (with an id)', () => {
    const reduce = newsCreationSlice.reducer;
    expect(reduce(undefined, init)).toEqual({ currentLanguage: null, list: [], createToEdit: null, drafts: {} });
    expect(reduce(undefined, newsCreationLanguageChanged({ id: 2, code: 'fr', name: 'French' })).currentLanguage).toEqual({
      id: 2,
      code: 'fr',
      name: 'French',
    });
    const editing = reduce(undefined, newsToEditChosen({ id: 12, title: 'Draft' }));
    expect(editing.createToEdit).toEqual({ id: 12, title: 'Draft' });
    expect(reduce(editing, newsToEditCleared()).createToEdit).toBeNull();
  });

  it('clickAction and ui flags', () => {
    expect(clickActionSlice.reducer(undefined, clickActionSet('/en/news/a')).target).toBe('/en/news/a');
    expect(clickActionSlice.reducer({ target: '/x' }, clickActionCleared()).target).toBeNull();
    const open = uiSlice.reducer(undefined, searchPopupOpened());
    expect(open.searchPopupOpen).toBe(true);
    expect(uiSlice.reducer(open, searchPopupClosed()).searchPopupOpen).toBe(false);
  });
});
