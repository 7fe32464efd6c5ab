import { asc } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { schema, type Db } from '@newsroom/db/client';

export const IDENTITY_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  publicJwk: JWK;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/** An unknown key id makes the ring reread the table, at most this often (another process may have added a key). */
const RELOAD_AFTER_MS = 30_000;

/**
 * The identity service's signing keys, kept in `identity_keys` so that every process behind a
 * load balancer signs and verifies alike. The first process to need a key makes one; the oldest
 * key signs (so all processes pick the same), and every stored key verifies.
 */
export class SigningKeys {
  private keys: Promise<SigningKey[]> | null = null;
  private loadedAt = 0;

  constructor(private readonly db: Db) {}

  async signer(): Promise<SigningKey> {
    const [oldest] = await this.all();
    if (!oldest) throw new Error('no identity signing key');
    return oldest;
  }

  async byKid(kid: string | undefined): Promise<SigningKey | undefined> {
    if (!kid) return undefined;
    const found = (await this.all()).find((key) => key.kid === kid);
    if (found || Date.now() - this.loadedAt < RELOAD_AFTER_MS) return found;
    this.keys = null;
    return (await this.all()).find((key) => key.kid === kid);
  }

  /** The public half of every key, as `/auth/jwks.json` publishes it. */
  async publicJwks(): Promise<{ keys: JWK[] }> {
    return { keys: (await this.all()).map((key) => key.publicJwk) };
  }

  private all(): Promise<SigningKey[]> {
    if (!this.keys) {
      this.loadedAt = Date.now();
      const loading = this.load();
      this.keys = loading;
      loading.catch(() => {
        if (this.keys === loading) this.keys = null;
      });
    }
    return this.keys;
  }

  private async load(): Promise<SigningKey[]> {
    let rows = await this.db.select().from(schema.identityKeys).orderBy(asc(schema.identityKeys.id));
    if (rows.length === 0) {
      await this.db.insert(schema.identityKeys).values(await newKeyRow()).onConflictDoNothing();
      rows = await this.db.select().from(schema.identityKeys).orderBy(asc(schema.identityKeys.id));
    }
    return Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        publicJwk: row.publicJwk as JWK,
        privateKey: (await importJWK(row.privateJwk as JWK, IDENTITY_ALG)) as CryptoKey,
        publicKey: (await importJWK(row.publicJwk as JWK, IDENTITY_ALG)) as CryptoKey,
      })),
    );
  }
}

async function newKeyRow() {
  const { publicKey, privateKey } = await generateKeyPair(IDENTITY_ALG, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    alg: IDENTITY_ALG,
    publicJwk: { ...publicJwk, kid, alg: IDENTITY_ALG, use: 'sig' },
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: IDENTITY_ALG },
  };
}
