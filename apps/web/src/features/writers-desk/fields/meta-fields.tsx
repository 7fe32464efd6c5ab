'use client';

import { useId } from 'react';
import { fill } from '../desk-text';
import styles from '../writers-desk.module.css';
import type { FieldProps } from './field-props';

/** The server's limits (set_news: meta_title 200, the others 500); search engines show less. */
const LIMITS = { metaTitle: 200, metaDescription: 500, metaKeywords: 500 } as const;
/** About what a search result shows before it cuts the text. */
const SHOWN = { title: 60, description: 160 };

function shorten(value: string, length: number): string {
  return value.length > length ? `${value.slice(0, length - 1)}…` : value;
}

/**
 * The show-till day and what search engines read: meta title, description and keywords, each with
 * a counter, and a search result as it may look (falling back to the title and the text).
 */
export function MetaFields({ draft, update, text, address }: FieldProps & { address: string }) {
  const id = useId();
  const field = (key: keyof typeof LIMITS, multiline = false) => {
    const value = draft[key];
    const props = {
      id: `${id}-${key}`,
      value,
      maxLength: LIMITS[key],
      'aria-describedby': `${id}-${key}-count`,
      onChange: (event: { target: { value: string } }) => update({ [key]: event.target.value }),
    };
    return (
      <p className={styles.field}>
        <label htmlFor={props.id}>{text[key]}</label>
        {multiline ? <textarea rows={3} {...props} /> : <input {...props} />}
        <span id={`${id}-${key}-count`} className={styles.hint}>
          {fill(text.characters, { count: value.length, max: LIMITS[key] })}
        </span>
      </p>
    );
  };
  const plainText = draft.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

  return (
    <fieldset className={styles.group}>
      <legend>{text.seo}</legend>
      <p className={styles.field}>
        <label htmlFor={`${id}-till`}>{text.showTillOptional}</label>
        <input id={`${id}-till`} type="date" value={draft.showTill} onChange={(event) => update({ showTill: event.target.value })} />
      </p>
      {field('metaTitle')}
      {field('metaDescription', true)}
      {field('metaKeywords')}
      <figure className={styles.searchResult}>
        <figcaption>{text.searchPreview}</figcaption>
        <p className={styles.resultTitle}>{shorten(draft.metaTitle || draft.title, SHOWN.title)}</p>
        <p className={styles.resultAddress} dir="ltr">
          {address}
        </p>
        <p>{shorten(draft.metaDescription || plainText, SHOWN.description)}</p>
      </figure>
    </fieldset>
  );
}
