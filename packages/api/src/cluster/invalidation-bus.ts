import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { listenOn, type ChannelListener } from '@newsroom/db/channel-listener';
import type { Forgotten } from '../auth/session-cache';
import type { Deps } from '../deps';

/**
 * Cross-process invalidation on PostgreSQL (docs/scale-out.md). Every process listens on one
 * channel. A write that clears this process's read cache (and, through its listeners, the page
 * caches) or forgets a reader's tokens is announced with NOTIFY; the other processes do the same
 * locally as soon as PostgreSQL delivers it, in milliseconds. A process whose listening
 * connection drops connects again and clears its caches once, since it may have missed messages.
 * The embedded database has one process and needs none of this.
 */
export const INVALIDATION_CHANNEL = 'newsroom_invalidation';

type Message = { from: string; clear: true } | ({ from: string } & Forgotten);

export interface InvalidationBusOptions {
  /** The database's address (`DATABASE_URL`), for the listening connection. */
  connectionString: string;
  channel?: string;
  onError?: (error: unknown) => void;
  /** Waits between attempts to connect again: the first, doubled up to the last. */
  retryMs?: { first: number; last: number };
}

export interface InvalidationBus {
  /** Resolves once the listening connection is up again after a drop (tests wait on it). */
  connected(): Promise<void>;
  stop(): Promise<void>;
}

export async function startInvalidationBus(deps: Deps, options: InvalidationBusOptions): Promise<InvalidationBus> {
  const channel = options.channel ?? INVALIDATION_CHANNEL;
  const processId = randomUUID();
  const retry = options.retryMs ?? { first: 250, last: 5_000 };
  const reportError = options.onError ?? ((error: unknown) => console.error('[cluster] invalidation bus:', error instanceof Error ? error.message : error));
  let stopped = false;
  let listener: ChannelListener | null = null;
  // Set while a message from another process is applied, so that it is not announced again.
  let applying = false;
  let whenConnected: Promise<void> = Promise.resolve();

  const applyLocally = (work: () => void) => {
    applying = true;
    try {
      work();
    } finally {
      applying = false;
    }
  };

  const announce = (message: Message) => {
    if (applying || stopped) return;
    // Sent through the pool: the listening connection may be reconnecting. Nothing waits for it;
    // a message that cannot be sent leaves the others to their caches' time limits, and is logged.
    deps.db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(message)})`).catch(reportError);
  };

  const receive = (payload: string | undefined) => {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      return;
    }
    if (message.from === processId) return;
    applyLocally(() => {
      if ('clear' in message) deps.cache.clear();
      else if ('tokenHash' in message && typeof message.tokenHash === 'string') deps.sessions.forgetToken(message.tokenHash);
      else if ('userId' in message && Number.isInteger(message.userId)) deps.sessions.forgetUser(message.userId);
    });
  };

  const stopCacheAnnouncements = deps.cache.onClear(() => announce({ from: processId, clear: true }));
  const stopSessionAnnouncements = deps.sessions.onForget((forgotten) => announce({ from: processId, ...forgotten }));

  const connect = async (): Promise<void> => {
    listener = await listenOn(options.connectionString, channel, {
      onMessage: receive,
      onLost: (error) => {
        if (stopped) return;
        if (error) reportError(error);
        listener = null;
        whenConnected = reconnect();
      },
    });
  };

  const reconnect = async (): Promise<void> => {
    for (let wait = retry.first; !stopped; wait = Math.min(wait * 2, retry.last)) {
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
      if (stopped) return;
      try {
        await connect();
        if (stopped) return void (await listener?.end());
        // Messages sent while this process was not listening are lost: start from nothing.
        applyLocally(() => {
          deps.cache.clear();
          deps.sessions.clear();
        });
        return;
      } catch (error) {
        reportError(error);
      }
    }
  };

  await connect();
  return {
    connected: () => whenConnected,
    async stop() {
      stopped = true;
      stopCacheAnnouncements();
      stopSessionAnnouncements();
      await listener?.end();
      listener = null;
    },
  };
}
