import { asc, inArray } from 'drizzle-orm';
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
/** Every process rereads the keys at least this often, so it knows a new key before the key signs. */
const REFRESH_MS = 10 * 60_000;
/** A new key is published this long before it signs (longer than REFRESH_MS). */
export const PUBLISH_AHEAD_MS = 60 * 60_000;
/** A key this old gets a successor. */
export const ROTATE_AFTER_MS = 30 * 24 * 60 * 60_000;
/**
 * A key that no longer signs is removed this long after its successor took over: identity tokens
 * live 10 minutes, so nothing it signed is still valid by then.
 */
export const RETIRE_AFTER_MS = 24 * 60 * 60_000;

type KeyRow = typeof schema.identityKeys.$inferSelect;

/**
 * The identity service's signing keys, kept in `identity_keys` so that every process behind a
 * load balancer signs and verifies alike, and rotated without anyone's help:
 * - the first process to need a key makes one, and it signs at once;
 * - a key ROTATE_AFTER_MS old gets a successor, published at `/auth/jwks.json`
 *   for PUBLISH_AHEAD_MS before it signs, so every process and every client that caches the
 *   key set knows it first;
 * - the signer is the newest key published that long (all processes pick the same);
 * - keys older than the signer verify until RETIRE_AFTER_MS after it took over, then go.
 * The rotation runs whenever a process rereads the table (REFRESH_MS); two processes doing it at
 * once only add two successors, and the newer signs.
 */
export class SigningKeys {
  private keys: Promise<LoadedKeys> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async signer(): Promise<SigningKey> {
    return (await this.all()).signer;
  }

  async byKid(kid: string | undefined): Promise<SigningKey | undefined> {
    if (!kid) return undefined;
    const found = (await this.all()).keys.find((key) => key.kid === kid);
    if (found || this.now() - this.loadedAt < RELOAD_AFTER_MS) return found;
    this.keys = null;
    return (await this.all()).keys.find((key) => key.kid === kid);
  }

  /** The public half of every key, as `/auth/jwks.json` publishes it. */
  async publicJwks(): Promise<{ keys: JWK[] }> {
    return { keys: (await this.all()).keys.map((key) => key.publicJwk) };
  }

  private all(): Promise<LoadedKeys> {
    if (this.keys && this.now() - this.loadedAt >= REFRESH_MS) this.keys = null;
    if (!this.keys) {
      this.loadedAt = this.now();
      const loading = this.load();
      this.keys = loading;
      loading.catch(() => {
        if (this.keys === loading) this.keys = null;
      });
    }
    return this.keys;
  }

  private async load(): Promise<LoadedKeys> {
    const now = this.now();
    let rows = await this.rows();
    if (rows.length === 0 || needsSuccessor(rows, now)) {
      await this.db.insert(schema.identityKeys).values(await newKeyRow(new Date(now))).onConflictDoNothing();
      rows = await this.rows();
    }
    const signer = signingRow(rows, now);
    const retired = retiredRows(rows, signer, now);
    if (retired.length > 0) {
      await this.db.delete(schema.identityKeys).where(inArray(schema.identityKeys.id, retired.map((row) => row.id)));
      rows = rows.filter((row) => !retired.includes(row));
    }
    const keys = await Promise.all(rows.map(importKey));
    return { keys, signer: keys.find((key) => key.kid === signer.kid)! };
  }

  private rows(): Promise<KeyRow[]> {
    return this.db.select().from(schema.identityKeys).orderBy(asc(schema.identityKeys.id));
  }
}

interface LoadedKeys {
  keys: SigningKey[];
  signer: SigningKey;
}

/** The newest key published for PUBLISH_AHEAD_MS; the first key of all signs from the start. */
function signingRow(rows: KeyRow[], now: number): KeyRow {
  const published = rows.filter((row) => now - row.createdAt.getTime() >= PUBLISH_AHEAD_MS);
  return published.at(-1) ?? rows[0]!;
}

/** The signer is ROTATE_AFTER_MS old and no successor is waiting. */
function needsSuccessor(rows: KeyRow[], now: number): boolean {
  const signer = signingRow(rows, now);
  return signer.id === rows.at(-1)!.id && now - signer.createdAt.getTime() >= ROTATE_AFTER_MS;
}

/** Keys older than the signer, once it has signed for RETIRE_AFTER_MS (it took over when published PUBLISH_AHEAD_MS). */
function retiredRows(rows: KeyRow[], signer: KeyRow, now: number): KeyRow[] {
  if (now - signer.createdAt.getTime() < PUBLISH_AHEAD_MS + RETIRE_AFTER_MS) return [];
  return rows.filter((row) => row.id < signer.id);
}

async function importKey(row: KeyRow): Promise<SigningKey> {
  return {
    kid: row.kid,
    publicJwk: row.publicJwk as JWK,
    privateKey: (await importJWK(row.privateJwk as JWK, IDENTITY_ALG)) as CryptoKey,
    publicKey: (await importJWK(row.publicJwk as JWK, IDENTITY_ALG)) as CryptoKey,
  };
}

async function newKeyRow(createdAt: Date) {
  const { publicKey, privateKey } = await generateKeyPair(IDENTITY_ALG, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    alg: IDENTITY_ALG,
    createdAt,
    publicJwk: { ...publicJwk, kid, alg: IDENTITY_ALG, use: 'sig' },
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: IDENTITY_ALG },
  };
}
