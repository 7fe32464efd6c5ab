'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { canPush, currentSubscription } from './browser-push';

/**
 * Whether this browser gets alerts, shared by every alerts control of the page (the header's bar
 * and drawer, the offer under a story), so that turning them on in one updates the others.
 * `unknown` until the page's script has looked (and on the server); `unavailable` where the
 * browser cannot push or the site has no key: then nothing is offered.
 */
export type AlertsStatus = 'unknown' | 'unavailable' | 'off' | 'on' | 'blocked';

let status: AlertsStatus = 'unknown';
let detecting: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function setAlertsStatus(next: AlertsStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

function subscribeToStatus(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function detect(vapidPublicKey: string): Promise<void> {
  if (!canPush() || !vapidPublicKey) return setAlertsStatus('unavailable');
  if (Notification.permission === 'denied') return setAlertsStatus('blocked');
  try {
    const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
    setAlertsStatus(subscription ? 'on' : 'off');
  } catch (error) {
    console.error('[push] could not read the subscription:', error);
    setAlertsStatus('unavailable');
  }
}

/** The alerts' status, looked up once per page load. */
export function useAlertsStatus(vapidPublicKey: string): AlertsStatus {
  useEffect(() => {
    detecting ??= detect(vapidPublicKey);
  }, [vapidPublicKey]);
  return useSyncExternalStore(subscribeToStatus, () => status, () => 'unknown');
}
