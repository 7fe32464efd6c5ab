'use client';

import { useId } from 'react';
import { ApiCallError } from '../../../api-client/query-call';
import { useSlugCheck } from '../api/check-slug';
import { isSlugShaped, slugFromTitle } from '../draft/slug-from-title';
import { useDebouncedValue } from '../use-debounced-value';
import styles from '../writers-desk.module.css';
import type { FieldProps } from './field-props';

/** How long the slug must stay unchanged before the server is asked about it. */
const SLUG_CHECK_DELAY_MS = 400;

/**
 * The title, and the slug it suggests until the writer types their own. The slug is checked as
 * it is typed; a taken one (409) is said next to the field, in the server's words.
 */
export function TitleSlugFields({ draft, update, text, newsId, dir }: FieldProps & { newsId: number | null; dir: 'ltr' | 'rtl' }) {
  const id = useId();
  const settled = useDebouncedValue(draft.slug.trim(), SLUG_CHECK_DELAY_MS);
  const checkable = isSlugShaped(settled) ? settled : '';
  const check = useSlugCheck(checkable, draft.languageId, newsId);
  const taken = check.error instanceof ApiCallError && check.error.status === 409 ? check.error.message : null;

  let status = '';
  if (checkable && check.isFetching) status = text.slugChecking;
  else if (taken) status = taken;
  else if (checkable && check.isSuccess) status = text.slugFree;

  return (
    <div className={styles.group}>
      <p className={styles.field}>
        <label htmlFor={`${id}-title`}>{text.title}</label>
        <input
          id={`${id}-title`}
          dir={dir}
          required
          maxLength={200}
          value={draft.title}
          onChange={(event) => {
            const title = event.target.value;
            update(draft.slugEdited ? { title } : { title, slug: slugFromTitle(title) });
          }}
        />
      </p>
      <p className={styles.field}>
        <label htmlFor={`${id}-slug`}>{text.webAddress}</label>
        <input
          id={`${id}-slug`}
          dir="auto"
          maxLength={200}
          value={draft.slug}
          aria-describedby={`${id}-slug-hint ${id}-slug-status`}
          aria-invalid={taken ? true : undefined}
          onChange={(event) => update({ slug: event.target.value, slugEdited: event.target.value !== '' })}
        />
        <span id={`${id}-slug-hint`} className={styles.hint}>
          {text.slugHint}
        </span>
        <span id={`${id}-slug-status`} role="status" className={taken ? styles.problem : styles.hint}>
          {status}
        </span>
      </p>
    </div>
  );
}
