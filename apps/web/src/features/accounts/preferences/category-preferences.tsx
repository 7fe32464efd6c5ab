'use client';

import { useState, type FormEvent } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useProfile } from '../../../queries/get-profile';
import type { AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { categoryChoice, parseCategoryIds } from './category-choice';
import { FormMessage } from '../shared/form-field';
import { useSetUserCategories } from './api/set-user-categories';

export interface CategoryOption {
  id: number;
  name: string;
}

/**
 * The categories the reader follows, as checkboxes: the current choice comes from get_user_by_id
 * and is saved with set_user_category (quietly, like the profile: the screen says it is saved).
 */
export function CategoryPreferences({ categories, text }: { categories: CategoryOption[]; text: AccountText }) {
  const profile = useProfile();
  const saving = useSetUserCategories();
  const saved = profile.data ? profile.data.user_category.flatMap((choice) => parseCategoryIds(choice.category_id)) : null;
  // The boxes as the reader ticked them; null until they touch one (then as saved).
  const [edited, setEdited] = useState<Set<number> | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const ticked = edited ?? new Set(saved);
  const error = saving.error ? saving.error.message : null;

  if (categories.length === 0) return <p>{text.noCategories}</p>;
  if (!saved) {
    if (!profile.isError) return <div className={styles.placeholder} aria-hidden="true" />;
    // Unticked boxes would say the reader follows nothing: a failed read shows as one.
    return <LoadFailed message={text.accountNotLoaded} retryLabel={text.tryAgain} onRetry={() => void profile.refetch()} />;
  }

  const toggle = (id: number, on: boolean) => {
    setStatus(null);
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setEdited(next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saving.reset();
    const choice = categoryChoice(saved, categories.map((category) => category.id), [...ticked]);
    // A refusal shows as the mutation's error.
    await saving.mutateAsync(choice).then(() => setStatus(text.preferencesSaved), () => undefined);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className={styles.form} aria-busy={saving.isPending}>
      <fieldset className={styles.choices}>
        <legend>{text.yourCategories}</legend>
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <label className={styles.choice}>
                <input type="checkbox" checked={ticked.has(category.id)} onChange={(event) => toggle(category.id, event.target.checked)} />
                <span>{category.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <FormMessage error={error} status={status} />
      <button type="submit" className={styles.primary} disabled={saving.isPending}>
        {text.save}
      </button>
    </form>
  );
}
