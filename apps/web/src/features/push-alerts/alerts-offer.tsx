'use client';

import { useEffect, useId, useState } from 'react';
import { countStoryRead, READS_BEFORE_OFFER, updateAlertsMemory } from './alerts-memory';
import type { AlertsSetup } from './alerts-setup';
import { useAlertsStatus } from './alerts-status';
import type { AlertsText } from './alerts-text';
import styles from './push-alerts.module.css';
import { showOutcome } from './show-outcome';
import { useAlertActions } from './use-alert-actions';

/**
 * The alerts offer under a story. Each story opened counts in this browser; from the second one
 * on, a reader without alerts sees the offer once per story, until they turn alerts on or say
 * "No thanks" (remembered). It never asks the browser for permission by itself.
 */
export function AlertsOffer({ setup, text, storyId }: { setup: AlertsSetup; text: AlertsText; storyId: number }) {
  const status = useAlertsStatus(setup.vapidPublicKey);
  const actions = useAlertActions(setup);
  const titleId = useId();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const memory = countStoryRead();
    setWanted(memory.storiesRead >= READS_BEFORE_OFFER && !memory.offerDismissed);
  }, [storyId]);

  if (!wanted || status !== 'off') return null;

  const dismiss = () => {
    updateAlertsMemory({ offerDismissed: true });
    setWanted(false);
  };

  return (
    <aside className={styles.offer} aria-labelledby={titleId}>
      <h2 id={titleId}>{text.getAlerts}</h2>
      <p>{text.offerText}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={actions.busy} onClick={() => void actions.turnOn().then((outcome) => showOutcome(outcome, text))}>
          {text.turnOn}
        </button>
        <button type="button" className={styles.secondary} onClick={dismiss}>
          {text.noThanks}
        </button>
      </div>
    </aside>
  );
}
