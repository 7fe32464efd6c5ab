import { sign } from 'node:crypto';
import type { LegacyFirebaseSignIn } from '../config';

/** What Firebase Authentication records about an account (the fields legacy sign-in compares). */
export interface FirebaseAccount {
  uid: string;
  email?: string;
  phone?: string;
  name?: string;
  disabled: boolean;
}

/** Enough to read accounts: the narrowest scope Google offers for the Identity Toolkit API. */
const SCOPE = 'https://www.googleapis.com/auth/identitytoolkit';
/** Access tokens are asked for an hour and renewed this long before they end. */
const TOKEN_SECONDS = 3600;
const RENEW_BEFORE_MS = 5 * 60_000;
const TIMEOUT_MS = 5_000;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Firebase's admin API, as the newsroom's service account: an OAuth 2.0 access token from a JWT
 * grant signed with the account's key (RFC 7523, as Google's own libraries do), then
 * `accounts:lookup` of the Identity Toolkit API. Node's crypto signs; nothing else is needed.
 * Failures to reach Google are thrown (the call then fails with 500 and is logged), never read
 * as "no such account".
 */
export class FirebaseAdmin {
  private token: { value: string; renewAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly projectId: string,
    private readonly settings: LegacyFirebaseSignIn,
  ) {}

  /** The account with this uid, or null when the project has none. */
  async lookupAccount(uid: string): Promise<FirebaseAccount | null> {
    const url = `${this.settings.adminApiUrl}/v1/projects/${encodeURIComponent(this.projectId)}/accounts:lookup`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { users?: Record<string, unknown>[]; error?: { message?: string } };
    // Google answers an unknown uid with no users, or with USER_NOT_FOUND.
    if (response.status === 400 && body.error?.message?.startsWith('USER_NOT_FOUND')) return null;
    if (response.status === 401) this.token = null;
    if (!response.ok) throw new Error(`Firebase accounts:lookup answered ${response.status}`);
    const user = body.users?.find((candidate) => candidate.localId === uid);
    if (!user) return null;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    return { uid, email: text(user.email), phone: text(user.phoneNumber), name: text(user.displayName), disabled: user.disabled === true };
  }

  /** A cached access token, renewed shortly before it ends; calls at the same time share one request. */
  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return this.token.value;
    this.pending ??= this.requestAccessToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async requestAccessToken(): Promise<string> {
    const { serviceAccount } = this.settings;
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'RS256', typ: 'JWT', ...(serviceAccount.privateKeyId && { kid: serviceAccount.privateKeyId }) };
    const claims = { iss: serviceAccount.clientEmail, scope: SCOPE, aud: serviceAccount.tokenUri, iat: now, exp: now + TOKEN_SECONDS };
    const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    const assertion = `${unsigned}.${base64url(sign('sha256', Buffer.from(unsigned), serviceAccount.privateKey))}`;
    const response = await fetch(serviceAccount.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof body.access_token !== 'string') throw new Error(`the service account's token request answered ${response.status}`);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : TOKEN_SECONDS;
    this.token = { value: body.access_token, renewAt: Date.now() + Math.max(0, seconds * 1000 - RENEW_BEFORE_MS) };
    return this.token.value;
  }
}
