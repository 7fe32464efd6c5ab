import type { Persistor } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { createBrowserStorage } from './browser-storage';
import { draftDiscarded, draftKept, newsCreationSlice, selectDraft, type StoryDraft } from './news-creation-slice';
import { createPersistor, makeStore } from './store';

const draft: StoryDraft = {
  languageId: 1,
  categoryId: 3,
  subcategoryId: null,
  tagIds: [4],
  locationId: null,
  title: 'Harbour reopens',
  slug: 'harbour-reopens',
  slugEdited: false,
  contentType: 'standard_post',
  videoUrl: '',
  description: '<p>The harbour opened again.</p>',
  showTill: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  savedImage: '',
  savedGallery: [],
  savedVideo: '',
  fileNames: { image: 'harbour.jpg', gallery: [], video: '' },
  keptAt: 1,
};

function memoryStorage(): globalThis.Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
  };
}

async function started(local: globalThis.Storage) {
  const store = makeStore({ storage: createBrowserStorage(() => local) });
  const persistor: Persistor = createPersistor(store);
  persistor.persist();
  await new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
  return { store, persistor };
}

describe('news creation drafts', () => {
  const reduce = newsCreationSlice.reducer;

  it('keeps one draft per story (new, or by id) and discards one without touching the others', () => {
    const both = reduce(reduce(undefined, draftKept({ key: 'new', draft })), draftKept({ key: '12', draft: { ...draft, title: 'Edited' } }));
    expect(selectDraft({ newsCreation: both }, 'new')?.title).toBe('Harbour reopens');
    expect(selectDraft({ newsCreation: both }, '12')?.title).toBe('Edited');
    const left = reduce(both, draftDiscarded('new'));
    expect(selectDraft({ newsCreation: left }, 'new')).toBeNull();
    expect(selectDraft({ newsCreation: left }, '12')?.title).toBe('Edited');
  });

  it('reads a state saved before drafts existed as having none', () => {
    const old = { currentLanguage: null, list: [], createToEdit: null } as unknown as Parameters<typeof reduce>[0];
    expect(selectDraft({ newsCreation: old! }, 'new')).toBeNull();
    expect(selectDraft({ newsCreation: reduce(old, draftKept({ key: 'new', draft })) }, 'new')?.title).toBe('Harbour reopens');
  });

  it('survives a reload: the draft is saved with the rest of the state under persist:root', async () => {
    const local = memoryStorage();
    const first = await started(local);
    first.store.dispatch(draftKept({ key: 'new', draft }));
    await first.persistor.flush();
    expect(JSON.parse(JSON.parse(local.getItem('persist:root')!).newsCreation).drafts.new.title).toBe('Harbour reopens');

    const second = await started(local);
    expect(selectDraft(second.store.getState(), 'new')).toEqual(draft);
  });
});
