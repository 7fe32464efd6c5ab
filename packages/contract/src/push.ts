import { z } from 'zod';
import { decimal, id } from './params';

/** FCM registration tokens (and similar push tokens) are URL-safe text without spaces. */
const PLAIN_TOKEN = /^[A-Za-z0-9_:.-]+$/;

const webPushSubscription = z.object({
  endpoint: z.string().url().refine((url) => url.startsWith('https://')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(512), auth: z.string().min(1).max(512) }),
});

export type WebPushSubscription = z.infer<typeof webPushSubscription>;

/**
 * A device's push token: a Web Push subscription (its JSON, as `PushSubscription.toJSON()` gives
 * it) or an FCM registration token. A subscription is re-serialized in one canonical form, so that
 * registering the same subscription again finds the stored one.
 */
export const pushToken = () =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(4096, 'must be at most 4096 characters')
    .transform((value, ctx) => {
      if (!value.startsWith('{')) {
        if (PLAIN_TOKEN.test(value)) return value;
        ctx.addIssue({ code: 'custom', message: 'must be an FCM registration token or a Web Push subscription' });
        return z.NEVER;
      }
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        json = null;
      }
      const parsed = webPushSubscription.safeParse(json);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'must be a Web Push subscription with an https endpoint and keys p256dh and auth' });
        return z.NEVER;
      }
      const { endpoint, keys } = parsed.data;
      return JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    });

/** Browsers without a position send the field empty: that is the same as leaving it out. */
const optionalCoordinate = (min: number, max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), decimal(min, max).optional());

export const registerTokenParams = z
  .object({
    language_id: id(),
    token: pushToken(),
    latitude: optionalCoordinate(-90, 90),
    longitude: optionalCoordinate(-180, 180),
  })
  .superRefine((params, ctx) => {
    // A position needs both coordinates; the message names the one that is missing.
    if (params.latitude !== undefined && params.longitude === undefined) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'is required with latitude' });
    } else if (params.longitude !== undefined && params.latitude === undefined) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'is required with longitude' });
    }
  });

export interface RegisteredDevice {
  id: number;
  language_id: number;
}
