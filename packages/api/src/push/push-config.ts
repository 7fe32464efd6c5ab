import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { invalidSettings, readSettings, switchSetting, wholeNumberSetting, type Environment } from '@newsroom/contract/env-settings';

/** Where Firebase Cloud Messaging's HTTP v1 API and Google's OAuth 2.0 token endpoint are. */
const FCM_API_URL = 'https://fcm.googleapis.com';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** The push settings (docs/push.md); the defaults suit a small machine. */
const pushEnv = z.object({
  PUSH_ENABLED: switchSetting('1'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  /** Queue workers in this process (0: this process only enqueues, another one sends). */
  PUSH_WORKERS: wholeNumberSetting(0, 32, 2),
  /** Messages one worker has in flight at once. */
  PUSH_CONCURRENCY: wholeNumberSetting(1, 1000, 50),
  /** Devices per delivery job, and per page the fan-out reads. */
  PUSH_BATCH_SIZE: wholeNumberSetting(1, 10_000, 500),
  PUSH_MAX_ATTEMPTS: wholeNumberSetting(1, 20, 5),
  /** The first retry waits this long; each next one twice as long. */
  PUSH_RETRY_SECONDS: z.coerce.number().min(0).max(86_400).default(30),
  PUSH_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
  /** A claimed job not finished (nor extended) within this time is taken by another worker. */
  PUSH_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /** Delivery rows of notifications finished this long ago are deleted (their counts stay). */
  PUSH_DELIVERIES_KEEP_DAYS: wholeNumberSetting(1, 3650, 30),
  /** Notifications finished this long ago are deleted, counts and all. */
  PUSH_NOTIFICATIONS_KEEP_DAYS: wholeNumberSetting(1, 3650, 365),
  /** Comma separated origins (`https://127.0.0.1:9443`) sent to although private or on another port. */
  PUSH_TRUSTED_ORIGINS: z.string().default(''),
  /** PEM certificates trusted besides the system's (a private push service's own). */
  PUSH_CA_FILE: z.string().optional(),
  FCM_PROJECT_ID: z.string().optional(),
  FCM_CLIENT_EMAIL: z.string().optional(),
  FCM_PRIVATE_KEY: z.string().optional(),
  FCM_API_URL: z.string().url().default(FCM_API_URL),
  FCM_TOKEN_URL: z.string().url().default(GOOGLE_TOKEN_URL),
});

export interface FcmConfig {
  projectId: string;
  clientEmail: string;
  privateKeyPem: string;
  apiUrl: string;
  tokenUrl: string;
}

export interface PushConfig {
  enabled: boolean;
  /** Both given, or neither (then the database's pair). */
  vapidKeys?: { publicKey: string; privateKey: string };
  vapidSubject: string;
  workers: number;
  concurrency: number;
  batchSize: number;
  maxAttempts: number;
  retryBaseMs: number;
  timeoutMs: number;
  leaseMs: number;
  /** What the database upkeep keeps of the queue's history, in days. */
  retention: { deliveryDays: number; notificationDays: number };
  trustedOrigins: string[];
  extraCaPem?: string;
  fcm?: FcmConfig;
}

export function readPushConfig(env: Environment, publicUrl: string): PushConfig {
  const e = readSettings(pushEnv, env);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) invalidSettings('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const fcmSettings = [e.FCM_PROJECT_ID, e.FCM_CLIENT_EMAIL, e.FCM_PRIVATE_KEY];
  if (fcmSettings.some(Boolean) && !fcmSettings.every(Boolean)) invalidSettings('FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY must be set together');
  const subject = e.VAPID_SUBJECT ?? defaultSubject(publicUrl);
  if (!/^(mailto:|https:\/\/)/.test(subject)) invalidSettings('VAPID_SUBJECT must be a mailto: address or an https URL');
  return {
    enabled: e.PUSH_ENABLED,
    vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: subject,
    workers: e.PUSH_WORKERS,
    concurrency: e.PUSH_CONCURRENCY,
    batchSize: e.PUSH_BATCH_SIZE,
    maxAttempts: e.PUSH_MAX_ATTEMPTS,
    retryBaseMs: e.PUSH_RETRY_SECONDS * 1000,
    timeoutMs: e.PUSH_TIMEOUT_SECONDS * 1000,
    leaseMs: e.PUSH_LEASE_SECONDS * 1000,
    retention: { deliveryDays: e.PUSH_DELIVERIES_KEEP_DAYS, notificationDays: e.PUSH_NOTIFICATIONS_KEEP_DAYS },
    trustedOrigins: e.PUSH_TRUSTED_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean).map(originOf),
    extraCaPem: e.PUSH_CA_FILE ? readCaFile(e.PUSH_CA_FILE) : undefined,
    fcm:
      e.FCM_PROJECT_ID && e.FCM_CLIENT_EMAIL && e.FCM_PRIVATE_KEY
        ? {
            projectId: e.FCM_PROJECT_ID,
            clientEmail: e.FCM_CLIENT_EMAIL,
            // A key in an environment variable usually has its line breaks written as \n.
            privateKeyPem: e.FCM_PRIVATE_KEY.replace(/\\n/g, '\n'),
            apiUrl: e.FCM_API_URL.replace(/\/+$/, ''),
            tokenUrl: e.FCM_TOKEN_URL,
          }
        : undefined,
  };
}

/**
 * Push services want a way to reach the sender (RFC 8292): the site itself when it is public,
 * else a mailbox at its host. Apple's service refuses `localhost` subjects, so set VAPID_SUBJECT
 * for a site without a public address.
 */
function defaultSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:webmaster@${url.hostname}`;
}

function originOf(text: string): string {
  try {
    return new URL(text).origin;
  } catch {
    return invalidSettings(`PUSH_TRUSTED_ORIGINS: ${text} is not an origin such as https://push.example:8443`);
  }
}

function readCaFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    return invalidSettings(`PUSH_CA_FILE: ${(error as Error).message}`);
  }
}
