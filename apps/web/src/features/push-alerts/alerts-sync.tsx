'use client';

import { useEffect, useRef } from 'react';
import { fcmTokenChanged } from '../../state/settings-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectSavedStateLoaded, selectToken } from '../../state/select';
import { readAlertsMemory, registrationSignature, updateAlertsMemory, type Registration } from './alerts-memory';
import type { AlertsSetup } from './alerts-setup';
import { useAlertsStatus } from './alerts-status';
import { currentSubscription, pushTokenOf, tellWorker } from './browser-push';
import { useRegisterDevice } from './api/register-device';

/**
 * Keeps the server's record of this browser current while alerts are on: registers again when
 * the page's language changes, when the reader signs in or out (the device follows the reader),
 * when the shared position moves, and when the subscription rotated while no page was open.
 * Also tells the push worker what it needs to register a rotated subscription by itself.
 * Renders nothing; the page mounts it once.
 */
export function AlertsSync({ setup }: { setup: AlertsSetup }) {
  const status = useAlertsStatus(setup.vapidPublicKey);
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectSavedStateLoaded);
  const readerToken = useAppSelector(selectToken);
  const readerId = useAppSelector((state) => (state.user.isLogin ? (state.user.data?.id ?? null) : null));
  const { lat, long } = useAppSelector((state) => state.settings);
  const { mutateAsync: register } = useRegisterDevice();
  const running = useRef<Promise<void>>(Promise.resolve());
  const { id: languageId, code, isDefault } = setup.language;
  const { baseUrl, accessKey } = setup.api;

  useEffect(() => {
    // Until the saved state is in, a signed-in reader looks signed out: registering then would unlink the device.
    if (status !== 'on' || !loaded) return;
    const sync = async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      const { topics } = readAlertsMemory();
      await tellWorker({
        apiBase: baseUrl,
        accessKey,
        vapidPublicKey: setup.vapidPublicKey,
        languageId,
        languagePrefix: isDefault ? '' : `/${code}`,
        readerToken,
        breakingNews: topics.breakingNews,
        categoryIds: topics.categoryIds,
        latitude: lat,
        longitude: long,
      });
      const registration: Registration = { token: pushTokenOf(subscription), languageId, readerId, latitude: lat, longitude: long, topics };
      const signature = registrationSignature(registration);
      if (signature === readAlertsMemory().registered) return;
      await register(registration);
      updateAlertsMemory({ registered: signature });
      dispatch(fcmTokenChanged(registration.token));
    };
    // One after the other: a sign-in right after a language change must not race it.
    running.current = running.current.then(sync).catch((error: unknown) => console.error('[push] could not register this browser again:', error));
  }, [status, loaded, readerToken, readerId, lat, long, languageId, code, isDefault, baseUrl, accessKey, setup.vapidPublicKey, register, dispatch]);

  return null;
}
