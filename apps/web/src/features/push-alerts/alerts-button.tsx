'use client';

import { useRef } from 'react';
import toast from 'react-hot-toast';
import type { AlertsSetup, CategoryChoice } from './alerts-setup';
import { useAlertsStatus } from './alerts-status';
import type { AlertsText } from './alerts-text';
import { AlertsPanel } from './alerts-panel';
import styles from './push-alerts.module.css';
import { showOutcome } from './show-outcome';
import { useAlertActions } from './use-alert-actions';

interface AlertsButtonProps {
  setup: AlertsSetup;
  categories: CategoryChoice[];
  text: AlertsText;
  /** The header's style for this place (its bar, or the phone's drawer). */
  className?: string;
}

/**
 * The header's alerts control. Off, it offers "Get breaking news alerts": a click is the
 * reader's consent, and only then does the browser ask for permission. On, it opens the alerts
 * panel (topics, turning them off). Not drawn where the browser cannot push or the site has no key.
 */
export function AlertsButton({ setup, categories, text, className }: AlertsButtonProps) {
  const status = useAlertsStatus(setup.vapidPublicKey);
  const actions = useAlertActions(setup);
  const panel = useRef<HTMLDialogElement>(null);
  if (status === 'unknown' || status === 'unavailable') return null;

  const on = status === 'on';
  const onClick = async () => {
    if (on) return panel.current?.showModal();
    if (status === 'blocked') return void toast.error(text.blocked);
    showOutcome(await actions.turnOn(), text);
  };

  return (
    <>
      <button type="button" className={`${className ?? ''} ${styles.headerButton}`} aria-haspopup={on ? 'dialog' : undefined} aria-busy={actions.busy} disabled={actions.busy} onClick={() => void onClick()} title={on ? text.alerts : text.getAlerts}>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          {on && <circle cx="18" cy="5" r="3" fill="currentColor" stroke="none" />}
        </svg>
        <span className={styles.headerLabel}>{on ? text.alerts : text.getAlerts}</span>
      </button>
      <AlertsPanel ref={panel} setup={setup} categories={categories} text={text} actions={actions} />
    </>
  );
}
