import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendJson, startLocalServer } from './local-http';

/** An account as Firebase Authentication's admin API answers it (`accounts:lookup`). */
export interface AdminAccount {
  localId: string;
  email?: string;
  phoneNumber?: string;
  displayName?: string;
  disabled?: boolean;
}

export interface LocalFirebaseAdmin {
  projectId: string;
  /** FIREBASE_ADMIN_API_URL for the server under test. */
  adminApiUrl: string;
  /** A service account key file whose token_uri is this stand-in's token endpoint. */
  serviceAccountFile: string;
  accounts: Map<string, AdminAccount>;
  /** Every request as it arrived: the token grants and the lookups. */
  requests: { path: string; authorization?: string; body: string }[];
  /** When set, every lookup answers this status (Google unavailable). */
  failLookupsWith: number | null;
  close(): Promise<void>;
}

const SCOPE = 'https://www.googleapis.com/auth/identitytoolkit';

/**
 * Google's OAuth 2.0 token endpoint and Firebase's admin API on 127.0.0.1, for offline tests of
 * legacy sign-in. The token endpoint checks the JWT grant as Google does (signature by the service
 * account's key, issuer, audience, scope, lifetime); the lookup checks the access token it gave.
 */
export async function startLocalFirebaseAdmin(projectId = 'legacy-news-app'): Promise<LocalFirebaseAdmin> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `newsroom@${projectId}.iam.gserviceaccount.com`;
  const accessTokens = new Set<string>();
  let tokenUri = '';
  const state = { accounts: new Map<string, AdminAccount>(), requests: [] as LocalFirebaseAdmin['requests'], failLookupsWith: null as number | null };

  const server = await startLocalServer((request, response, body) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    state.requests.push({ path: url.pathname, authorization: request.headers.authorization, body });
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(body);
      const assertion = form.get('assertion') ?? '';
      const [header, claims, signature] = assertion.split('.');
      const signed = verify('sha256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature ?? '', 'base64url'));
      const grant = signed ? JSON.parse(Buffer.from(claims!, 'base64url').toString()) : {};
      const now = Date.now() / 1000;
      const valid =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' && grant.iss === clientEmail && grant.aud === tokenUri && grant.scope === SCOPE && grant.iat <= now + 5 && grant.exp > now && grant.exp - grant.iat <= 3600;
      if (!valid) return sendJson(response, 400, { error: 'invalid_grant' });
      const accessToken = randomBytes(16).toString('hex');
      accessTokens.add(accessToken);
      return sendJson(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
    }
    if (url.pathname === `/v1/projects/${projectId}/accounts:lookup` && request.method === 'POST') {
      if (!accessTokens.has(request.headers.authorization?.replace(/^Bearer /, '') ?? '')) return sendJson(response, 401, { error: { code: 401, message: 'UNAUTHENTICATED' } });
      if (state.failLookupsWith) return sendJson(response, state.failLookupsWith, { error: { code: state.failLookupsWith, message: 'UNAVAILABLE' } });
      const ids = (JSON.parse(body) as { localId?: string[] }).localId ?? [];
      const users = ids.map((id) => state.accounts.get(id)).filter(Boolean);
      return sendJson(response, 200, users.length > 0 ? { kind: 'identitytoolkit#GetAccountInfoResponse', users } : { kind: 'identitytoolkit#GetAccountInfoResponse' });
    }
    sendJson(response, 404, { error: { code: 404, message: 'NOT_FOUND' } });
  });
  tokenUri = `${server.url}/token`;

  const serviceAccountFile = path.join(tmpdir(), `service-account-${randomBytes(6).toString('hex')}.json`);
  await writeFile(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: projectId,
      private_key_id: 'key-1',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: clientEmail,
      token_uri: tokenUri,
    }),
  );
  const close = async () => {
    await server.close();
    await rm(serviceAccountFile, { force: true });
  };
  return Object.assign(state, { projectId, adminApiUrl: server.url, serviceAccountFile, close });
}

/** The settings that turn legacy sign-in on against a stand-in. */
export const legacySignInEnv = (admin: LocalFirebaseAdmin): Record<string, string> => ({
  LEGACY_FIREBASE_SIGNIN: '1',
  FIREBASE_PROJECT_ID: admin.projectId,
  FIREBASE_SERVICE_ACCOUNT_FILE: admin.serviceAccountFile,
  FIREBASE_ADMIN_API_URL: admin.adminApiUrl,
});
