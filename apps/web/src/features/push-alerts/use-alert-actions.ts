'use client';

import { useMutation } from '@tanstack/react-query';
import { fcmTokenChanged } from '../../state/settings-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectToken } from '../../state/select';
import { readAlertsMemory, registrationSignature, updateAlertsMemory, type AlertTopics, type Registration } from './alerts-memory';
import type { AlertsSetup } from './alerts-setup';
import { setAlertsStatus } from './alerts-status';
import { currentSubscription, pushTokenOf, subscribe, tellWorker } from './browser-push';
import { useDeleteDevice } from './api/delete-device';
import { useRegisterDevice } from './api/register-device';

export type AlertsOutcome = 'on' | 'off' | 'saved' | 'blocked' | 'failed';

/**
 * Turning alerts on (the reader's click is the consent: only then does the browser ask), saving
 * topics, and turning them off. Each registration is remembered with what it stored, so the
 * page registers again only when something changed (use-keep-registered.ts).
 */
export function useAlertActions(setup: AlertsSetup) {
  const dispatch = useAppDispatch();
  const readerToken = useAppSelector(selectToken);
  const readerId = useAppSelector((state) => (state.user.isLogin ? (state.user.data?.id ?? null) : null));
  const { lat, long } = useAppSelector((state) => state.settings);
  const register = useRegisterDevice();
  const forget = useDeleteDevice();

  const store = async (subscription: PushSubscription, topics: AlertTopics) => {
    const registration: Registration = { token: pushTokenOf(subscription), languageId: setup.language.id, readerId, latitude: lat, longitude: long, topics };
    await register.mutateAsync(registration);
    updateAlertsMemory({ topics, registered: registrationSignature(registration) });
    dispatch(fcmTokenChanged(registration.token));
    await tellWorker({
      apiBase: setup.api.baseUrl,
      accessKey: setup.api.accessKey,
      vapidPublicKey: setup.vapidPublicKey,
      languageId: setup.language.id,
      languagePrefix: setup.language.isDefault ? '' : `/${setup.language.code}`,
      readerToken,
      breakingNews: topics.breakingNews,
      categoryIds: topics.categoryIds,
      latitude: lat,
      longitude: long,
    });
  };

  // One action at a time (permission, subscription and the server's answer), its progress kept
  // by TanStack Query like every other write.
  const action = useMutation({
    mutationFn: async (work: () => Promise<AlertsOutcome>): Promise<AlertsOutcome> => {
      try {
        return await work();
      } catch (error) {
        console.error('[push] news alerts:', error);
        return 'failed';
      }
    },
  });
  const run = (work: () => Promise<AlertsOutcome>) => action.mutateAsync(work);

  const turnOn = () =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setAlertsStatus(permission === 'denied' ? 'blocked' : 'off');
        return permission === 'denied' ? 'blocked' : 'off';
      }
      await store(await subscribe(setup.vapidPublicKey), readAlertsMemory().topics);
      setAlertsStatus('on');
      return 'on';
    });

  const saveTopics = (topics: AlertTopics) =>
    run(async () => {
      const subscription = await currentSubscription();
      if (!subscription) {
        setAlertsStatus('off');
        return 'off';
      }
      await store(subscription, topics);
      return 'saved';
    });

  const turnOff = () =>
    run(async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        const token = pushTokenOf(subscription);
        // Unsubscribed first: even if the server cannot be told, nothing reaches this browser.
        await subscription.unsubscribe();
        await forget.mutateAsync(token).catch((error: unknown) => console.error('[push] the server could not forget this browser:', error));
      }
      updateAlertsMemory({ registered: null });
      dispatch(fcmTokenChanged(null));
      setAlertsStatus('off');
      return 'off';
    });

  return { busy: action.isPending, turnOn, saveTopics, turnOff };
}
