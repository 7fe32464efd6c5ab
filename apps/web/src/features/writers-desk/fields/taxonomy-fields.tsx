'use client';

import { useId } from 'react';
import { useCategories } from '../api/get-categories';
import { useLocations } from '../api/get-locations';
import { useSubcategories } from '../api/get-subcategories';
import styles from '../writers-desk.module.css';
import { chosenId, type FieldProps } from './field-props';

export interface StoryLanguage {
  id: number;
  code: string;
  name: string;
  dir: 'ltr' | 'rtl';
}

/**
 * Language, category, subcategory and location. Categories, subcategories and tags belong to one
 * language, so choosing another language clears them; subcategories load for the chosen category.
 */
export function TaxonomyFields({ draft, update, text, languages }: FieldProps & { languages: StoryLanguage[] }) {
  const id = useId();
  const categories = useCategories(draft.languageId);
  const subcategories = useSubcategories(draft.categoryId);
  const locations = useLocations();
  const subcategoryList = subcategories.data ?? [];

  return (
    <div className={styles.fieldRow}>
      <p className={styles.field}>
        <label htmlFor={`${id}-language`}>{text.storyLanguage}</label>
        <select
          id={`${id}-language`}
          value={draft.languageId ?? ''}
          onChange={(event) => update({ languageId: chosenId(event.target.value), categoryId: null, subcategoryId: null, tagIds: [] })}
        >
          {languages.map((language) => (
            <option key={language.id} value={language.id}>
              {language.name}
            </option>
          ))}
        </select>
      </p>
      <p className={styles.field}>
        <label htmlFor={`${id}-category`}>{text.category}</label>
        <select
          id={`${id}-category`}
          required
          value={draft.categoryId ?? ''}
          onChange={(event) => update({ categoryId: chosenId(event.target.value), subcategoryId: null })}
        >
          <option value="">{text.choose}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.category_name}
            </option>
          ))}
        </select>
      </p>
      <p className={styles.field}>
        <label htmlFor={`${id}-subcategory`}>{text.subcategory}</label>
        <select
          id={`${id}-subcategory`}
          value={draft.subcategoryId ?? ''}
          disabled={subcategoryList.length === 0}
          onChange={(event) => update({ subcategoryId: chosenId(event.target.value) })}
        >
          <option value="">{text.none}</option>
          {subcategoryList.map((subcategory) => (
            <option key={subcategory.id} value={subcategory.id}>
              {subcategory.subcategory_name}
            </option>
          ))}
        </select>
      </p>
      <p className={styles.field}>
        <label htmlFor={`${id}-location`}>{text.location}</label>
        <select id={`${id}-location`} value={draft.locationId ?? ''} onChange={(event) => update({ locationId: chosenId(event.target.value) })}>
          <option value="">{text.none}</option>
          {(locations.data ?? []).map((location) => (
            <option key={location.id} value={location.id}>
              {location.location_name}
            </option>
          ))}
        </select>
      </p>
    </div>
  );
}
