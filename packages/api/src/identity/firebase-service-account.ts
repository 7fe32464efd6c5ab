import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The parts of a Google service account key file (the JSON the Firebase console downloads) that sign-in checks use. */
export interface FirebaseServiceAccount {
  /** The project the key belongs to, when the file says. */
  projectId?: string;
  clientEmail: string;
  /** PEM (PKCS #8), kept only in memory. */
  privateKey: string;
  privateKeyId?: string;
  /** Where the key is exchanged for an access token (Google's OAuth 2.0 token endpoint). */
  tokenUri: string;
}

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/**
 * Reads and checks a service account key file. Errors name the problem, never the key: the
 * message may reach a start-up log.
 */
export function readServiceAccount(file: string): FirebaseServiceAccount {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error('could not be read as a JSON service account key file');
  }
  const key = (raw ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof key[name] === 'string' && key[name] !== '' ? (key[name] as string) : undefined);
  const clientEmail = text('client_email');
  const privateKey = text('private_key');
  if (key.type !== 'service_account' || !clientEmail || !privateKey) {
    throw new Error('expected a service account key (type "service_account" with client_email and private_key)');
  }
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new Error('its private_key is not a PEM private key');
  }
  const tokenUri = text('token_uri') ?? GOOGLE_TOKEN_URI;
  if (!/^https?:\/\//.test(tokenUri)) throw new Error('its token_uri is not an http(s) URL');
  return { projectId: text('project_id'), clientEmail, privateKey, privateKeyId: text('private_key_id'), tokenUri };
}
