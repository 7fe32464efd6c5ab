import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Subcategory } from '@newsroom/contract/taxonomy';

export interface TemporaryDataState {
  categoryCount: number;
  subCategories: Subcategory[];
}

export const initialTemporaryDataState: TemporaryDataState = { categoryCount: 0, subCategories: [] };

export const temporaryDataSlice = createSlice({
  name: 'temporaryData',
  initialState: initialTemporaryDataState,
  reducers: {
    categoryCountChanged(state, action: PayloadAction<number>) {
      state.categoryCount = action.payload;
    },
    subCategoriesChanged(state, action: PayloadAction<Subcategory[]>) {
      state.subCategories = action.payload;
    },
  },
});

export const { categoryCountChanged, subCategoriesChanged } = temporaryDataSlice.actions;
