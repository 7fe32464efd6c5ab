import toast from 'react-hot-toast';
import type { AlertsText } from './alerts-text';
import type { AlertsOutcome } from './use-alert-actions';

/** Says in the toast area how turning alerts on, saving topics or turning them off went. */
export function showOutcome(outcome: AlertsOutcome, text: AlertsText) {
  if (outcome === 'on') toast.success(text.turnedOn);
  else if (outcome === 'saved') toast.success(text.saved);
  else if (outcome === 'blocked') toast.error(text.blocked);
  else if (outcome === 'failed') toast.error(text.failed);
  else toast(text.turnedOff);
}
