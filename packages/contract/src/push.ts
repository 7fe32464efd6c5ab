import { z } from 'zod';
import { rowId } from './json';
import { decimal, id, idList, oneOf } from './params';

/**
 * Bounds of a push token. A token is stored in a unique index, whose rows must stay well under
 * PostgreSQL's btree limit (about 2.7 kB): longer values answered 500, and even those failed
 * writes grew the database. The longest canonical subscription stored is about 1.2 kB.
 * - FCM registration tokens are URL-safe base64 with a colon, 152 to 163 characters today
 *   (Firebase documents no maximum; the format has grown before), so 512 leaves room.
 * - A Web Push endpoint is a push service URL, about 150 to 500 characters in today's browsers.
 * - A subscription's keys have fixed sizes (RFC 8291): p256dh is an uncompressed P-256 point
 *   (65 bytes, starting 0x04: 87 base64url characters starting "B"), auth 16 bytes (22).
 */
export const PUSH_TOKEN_LIMITS = { token: 2048, fcmToken: 512, endpoint: 1024 } as const;

const FCM_TOKEN = new RegExp(`^[A-Za-z0-9_:-]{32,${PUSH_TOKEN_LIMITS.fcmToken}}$`);
const P256DH_KEY = /^B[A-Za-z0-9_-]{86}$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}$/;

/** Browsers send base64url without padding; some libraries add it. Stored without. */
const unpadded = (value: unknown) => (typeof value === 'string' ? value.replace(/={1,2}$/, '') : value);

const SUBSCRIPTION_SHAPE = 'must be a Web Push subscription (JSON with endpoint and keys) or an FCM registration token';

const webPushSubscription = z.object(
  {
    endpoint: z
      .string({ error: 'must be a Web Push subscription with an https endpoint' })
      .max(PUSH_TOKEN_LIMITS.endpoint, `must be a Web Push subscription whose endpoint is at most ${PUSH_TOKEN_LIMITS.endpoint} characters`)
      .refine(isHttpsUrl, 'must be a Web Push subscription with an https endpoint'),
    // Browsers send it (mostly null); it is not stored, so any value passes.
    expirationTime: z.unknown().optional(),
    keys: z.object(
      {
        p256dh: z.preprocess(unpadded, z.string().regex(P256DH_KEY)),
        auth: z.preprocess(unpadded, z.string().regex(AUTH_SECRET)),
      },
      { error: 'must be a Web Push subscription with keys p256dh and auth' },
    ),
  },
  { error: SUBSCRIPTION_SHAPE },
);

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export type WebPushSubscription = z.infer<typeof webPushSubscription>;

/**
 * A device's push token: a Web Push subscription (its JSON, as `PushSubscription.toJSON()` gives
 * it) or an FCM registration token, each checked by shape and size. A subscription is
 * re-serialized in one canonical form, so that registering the same subscription again finds
 * the stored one. Whether its endpoint may be sent to is the server's push endpoint policy.
 */
export const pushToken = () =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(PUSH_TOKEN_LIMITS.token, `must be at most ${PUSH_TOKEN_LIMITS.token} characters`)
    .transform((value, ctx) => {
      if (!value.startsWith('{')) {
        if (FCM_TOKEN.test(value)) return value;
        ctx.addIssue({ code: 'custom', message: `must be an FCM registration token (32 to ${PUSH_TOKEN_LIMITS.fcmToken} letters, digits, "-", "_" or ":") or a Web Push subscription` });
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
        const issue = parsed.error.issues[0];
        const inKeys = issue?.path[0] === 'keys' && issue.path.length > 1;
        ctx.addIssue({ code: 'custom', message: inKeys ? keyMessage(String(issue.path[1])) : (issue?.message ?? SUBSCRIPTION_SHAPE) });
        return z.NEVER;
      }
      const { endpoint, keys } = parsed.data;
      return JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    });

function keyMessage(key: string): string {
  return key === 'p256dh'
    ? 'must be a Web Push subscription whose keys.p256dh is a P-256 public key (65 bytes, base64url)'
    : 'must be a Web Push subscription whose keys.auth is a 16-byte secret (base64url)';
}

/** Browsers without a position send the field empty: that is the same as leaving it out. */
const optionalCoordinate = (min: number, max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), decimal(min, max).optional());

export const registerTokenParams = z
  .object({
    language_id: id(),
    token: pushToken(),
    latitude: optionalCoordinate(-90, 90),
    longitude: optionalCoordinate(-180, 180),
    /** '1': the device wants breaking news alerts, '0': not. Left out: unchanged ('1' for a new device). */
    breaking_news: z.preprocess((value) => (value === '' ? undefined : value), oneOf(['0', '1'] as const).optional()),
    /** Comma list of the category ids the device follows; empty: none. Left out: unchanged. */
    category_ids: idList({ max: 100 }).optional(),
  })
  .superRefine((params, ctx) => {
    // A position needs both coordinates; the message names the one that is missing.
    if (params.latitude !== undefined && params.longitude === undefined) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'is required with latitude' });
    } else if (params.longitude !== undefined && params.latitude === undefined) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'is required with longitude' });
    }
  });

/** The stored device (a token registered again is the same device). */
export const registeredDevice = z
  .object({ id: rowId, language_id: rowId })
  .strict()
  .meta({ id: 'RegisteredDevice', example: { id: 57, language_id: 1 } });
export type RegisteredDevice = z.infer<typeof registeredDevice>;

export const registerTokenData = registeredDevice;

/** Forgets a device (its reader turned alerts off): the same token `register_token` stored. */
export const deleteTokenParams = z.object({ token: pushToken() });

/** Whether a device was stored under that token (1) or none was (0); both answer success. */
export const deleteTokenData = z
  .object({ deleted: z.union([z.literal(0), z.literal(1)]) })
  .strict()
  .meta({ id: 'DeletedDevice', example: { deleted: 1 } });
