import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { sendJson, startLocalServer } from './local-http';

/** Who the provider says signs in next. */
export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next authorization signs in. */
  user: ProviderUser;
  /** When set, the next authorization is refused with this OAuth error. */
  refuseWith: string | null;
  /** When set, ID tokens carry this nonce instead of the one asked for. */
  nonceOverride: string | null;
  close(): Promise<void>;
}

interface Grant {
  redirectUri: string;
  challenge: string;
  nonce: string;
  user: ProviderUser;
}

/**
 * A small OpenID Connect provider on 127.0.0.1 for tests: discovery, key set, an authorization
 * endpoint that approves at once (no login screen), and a token endpoint that checks the client,
 * the redirect URI and PKCE, and signs ID tokens with its own RS256 key.
 */
export async function startLocalOidcProvider(): Promise<LocalOidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'provider-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const state: Omit<LocalOidcProvider, 'issuer' | 'close'> = {
    clientId: 'newsroom-client',
    clientSecret: randomBytes(16).toString('hex'),
    user: { sub: 'provider-user-1' },
    refuseWith: null,
    nonceOverride: null,
  };
  let issuer = '';

  const server = await startLocalServer(async (request, response, body) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return sendJson(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return sendJson(response, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') return authorize(url, response);
    if (url.pathname === '/token' && request.method === 'POST') return token(new URLSearchParams(body), request.headers.authorization, response);
    sendJson(response, 404, { error: 'not_found' });
  });
  issuer = server.url;

  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    const back = new URL(query.get('redirect_uri') ?? '');
    back.searchParams.set('state', query.get('state') ?? '');
    if (query.get('client_id') !== state.clientId || query.get('code_challenge_method') !== 'S256') {
      back.searchParams.set('error', 'invalid_request');
    } else if (state.refuseWith) {
      back.searchParams.set('error', state.refuseWith);
    } else {
      const code = randomBytes(16).toString('base64url');
      grants.set(code, { redirectUri: query.get('redirect_uri') ?? '', challenge: query.get('code_challenge') ?? '', nonce: query.get('nonce') ?? '', user: { ...state.user } });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.href }).end();
  }

  async function token(form: URLSearchParams, authorization: string | undefined, response: ServerResponse) {
    const [basicId, basicSecret] = authorization?.startsWith('Basic ')
      ? Buffer.from(authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
      : [form.get('client_id'), form.get('client_secret')];
    if (basicId !== state.clientId || basicSecret !== state.clientSecret) return sendJson(response, 401, { error: 'invalid_client' });
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!grant || grant.redirectUri !== form.get('redirect_uri') || grant.challenge !== challenge) return sendJson(response, 400, { error: 'invalid_grant' });
    const idToken = await signIdToken(privateKey, issuer, state.clientId, grant, state.nonceOverride);
    sendJson(response, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 3600, id_token: idToken });
  }

  return Object.assign(state, { issuer, close: server.close });
}

function signIdToken(key: CryptoKey, issuer: string, audience: string, grant: Grant, nonceOverride: string | null): Promise<string> {
  const { sub, ...profile } = grant.user;
  return new SignJWT({ ...profile, nonce: nonceOverride ?? grant.nonce })
    .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}
