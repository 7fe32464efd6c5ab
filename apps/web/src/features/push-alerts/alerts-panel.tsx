'use client';

import { useId, useState, type FormEvent, type Ref } from 'react';
import { keepTabInside } from '../../layout/keep-tab-inside';
import { readAlertsMemory, type AlertTopics } from './alerts-memory';
import type { AlertsSetup, CategoryChoice } from './alerts-setup';
import type { AlertsText } from './alerts-text';
import styles from './push-alerts.module.css';
import { showOutcome } from './show-outcome';
import type { useAlertActions } from './use-alert-actions';

interface AlertsPanelProps {
  ref: Ref<HTMLDialogElement>;
  setup: AlertsSetup;
  categories: CategoryChoice[];
  text: AlertsText;
  actions: ReturnType<typeof useAlertActions>;
}

/**
 * The alerts panel, a modal dialog: the topics (breaking news, categories to follow) saved with
 * register_token, and turning alerts off. A native dialog: focus moves in and back, Escape closes.
 */
export function AlertsPanel({ ref, categories, text, actions }: AlertsPanelProps) {
  const titleId = useId();
  // The boxes as the reader ticked them; read from this browser's memory each time the panel opens.
  const [topics, setTopics] = useState<AlertTopics>(() => readAlertsMemory().topics);
  const [status, setStatus] = useState('');

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await actions.saveTopics(topics);
    setStatus(outcome === 'saved' ? text.saved : outcome === 'failed' ? text.failed : '');
  };

  const onTurnOff = async (dialog: HTMLDialogElement | null) => {
    showOutcome(await actions.turnOff(), text);
    dialog?.close();
  };

  const toggleCategory = (id: number, on: boolean) =>
    setTopics((current) => ({ ...current, categoryIds: on ? [...current.categoryIds, id] : current.categoryIds.filter((kept) => kept !== id) }));

  return (
    <dialog
      ref={ref}
      className={styles.panel}
      aria-labelledby={titleId}
      closedby="any"
      // Also opened from the phone's drawer, itself a dialog: its own Tab handling must not see these keys.
      onKeyDown={(event) => {
        event.stopPropagation();
        keepTabInside(event, event.currentTarget);
      }}
      onToggle={(event) => {
        if (event.currentTarget.open) {
          setTopics(readAlertsMemory().topics);
          setStatus('');
        }
      }}
    >
      <form method="dialog" className={styles.panelHead}>
        <h2 id={titleId}>{text.panelTitle}</h2>
        <button type="submit" className={styles.secondary}>
          {text.closePanel}
        </button>
      </form>
      <p>{text.panelIntro}</p>
      <form onSubmit={(event) => void onSave(event)} aria-busy={actions.busy}>
        <fieldset className={styles.topics}>
          <legend>{text.topics}</legend>
          <label>
            <input type="checkbox" checked={topics.breakingNews} onChange={(event) => setTopics({ ...topics, breakingNews: event.target.checked })} /> {text.breakingNewsTopic}
          </label>
        </fieldset>
        {categories.length > 0 && (
          <fieldset className={styles.topics}>
            <legend>{text.categoriesToFollow}</legend>
            {categories.map((category) => (
              <label key={category.id}>
                <input type="checkbox" checked={topics.categoryIds.includes(category.id)} onChange={(event) => toggleCategory(category.id, event.target.checked)} /> {category.name}
              </label>
            ))}
          </fieldset>
        )}
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={actions.busy}>
            {text.saveTopics}
          </button>
          <button type="button" className={styles.secondary} disabled={actions.busy} onClick={(event) => void onTurnOff(event.currentTarget.closest('dialog'))}>
            {text.turnOff}
          </button>
        </div>
      </form>
    </dialog>
  );
}
