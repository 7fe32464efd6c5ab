'use client';

import { useId, useState } from 'react';
import { useTags } from '../api/get-tags';
import styles from '../writers-desk.module.css';
import type { FieldProps } from './field-props';

/**
 * Existing tags of the story's language, as checkboxes a filter narrows down: a list of labelled
 * checkboxes needs no custom keyboard handling and reads well in every screen reader. Chosen tags
 * stay visible whatever the filter says.
 */
export function TagPicker({ draft, update, text }: FieldProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const tags = useTags(draft.languageId).data ?? [];
  const wanted = filter.trim().toLocaleLowerCase();
  const shown = tags.filter((tag) => draft.tagIds.includes(tag.id) || tag.tag_name.toLocaleLowerCase().includes(wanted));
  const toggle = (tagId: number, on: boolean) =>
    update({ tagIds: on ? [...draft.tagIds, tagId] : draft.tagIds.filter((chosen) => chosen !== tagId) });

  return (
    <fieldset className={styles.group}>
      <legend>{text.tags}</legend>
      <p className={styles.field}>
        <label htmlFor={`${id}-filter`}>{text.filterTags}</label>
        <input id={`${id}-filter`} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </p>
      {shown.length === 0 ? (
        <p className={styles.hint}>{text.noTags}</p>
      ) : (
        <ul className={styles.tagList}>
          {shown.map((tag) => (
            <li key={tag.id}>
              <label>
                <input type="checkbox" checked={draft.tagIds.includes(tag.id)} onChange={(event) => toggle(tag.id, event.target.checked)} />{' '}
                {tag.tag_name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
