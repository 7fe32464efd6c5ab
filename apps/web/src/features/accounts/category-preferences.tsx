'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { loadProfile } from '../../api-client/app-calls';
import { useCallStep } from '../../api-client/call-step-context';
import { LoadFailed } from '../../components/load-failed';
import type { AccountText } from './account-text';
import styles from './accounts.module.css';
import { categoryChoice, parseCategoryIds } from './category-choice';
import { FormMessage } from './form-field';

export interface CategoryOption {
  id: number;
  name: string;
}

/**
 * The categories the reader follows, as checkboxes: the current choice comes from get_user_by_id
 * and is saved with set_user_category (quietly, like the profile: the screen says it is saved).
 */
export function CategoryPreferences({ categories, text }: { categories: CategoryOption[]; text: AccountText }) {
  const call = useCallStep();
  const [saved, setSaved] = useState<number[] | null>(null);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void loadProfile(call, { signal: controller.signal }).then((result) => {
      if (result.ok) {
        const ids = result.response.data.user_category.flatMap((choice) => parseCategoryIds(choice.category_id));
        setSaved(ids);
        setTicked(new Set(ids));
      } else if (!controller.signal.aborted) {
        setLoadFailed(true);
      }
    });
    return () => controller.abort();
  }, [call, attempt]);

  if (categories.length === 0) return <p>{text.noCategories}</p>;
  if (!saved) {
    if (!loadFailed) return <div className={styles.placeholder} aria-hidden="true" />;
    const retry = () => {
      setLoadFailed(false);
      setAttempt((now) => now + 1);
    };
    // Unticked boxes would say the reader follows nothing: a failed read shows as one.
    return <LoadFailed message={text.accountNotLoaded} retryLabel={text.tryAgain} onRetry={retry} />;
  }

  const toggle = (id: number, on: boolean) => {
    setStatus(null);
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const choice = categoryChoice(saved, categories.map((category) => category.id), [...ticked]);
    const result = await call('set_user_category', { params: { category_id: choice }, displayToast: false });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setSaved(parseCategoryIds(result.response.data.user_category.category_id));
    setStatus(text.preferencesSaved);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className={styles.form} aria-busy={busy}>
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
      <button type="submit" className={styles.primary} disabled={busy}>
        {text.save}
      </button>
    </form>
  );
}
