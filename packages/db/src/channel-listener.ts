import pg from 'pg';

export interface ChannelListener {
  end(): Promise<void>;
}

/**
 * A PostgreSQL connection of its own (not from the pool, which hands connections around) that
 * LISTENs on `channel` and hands each notification's payload to `onMessage`. `onLost` is called
 * once if the connection ends or fails after it was set up (a restart, a failover); a failure to
 * set it up is thrown instead.
 */
export async function listenOn(
  connectionString: string,
  channel: string,
  handlers: { onMessage: (payload: string | undefined) => void; onLost: (error?: unknown) => void },
): Promise<ChannelListener> {
  const client = new pg.Client({ connectionString });
  let settled = false;
  let ending = false;
  const lost = (error?: unknown) => {
    if (!settled || ending) return;
    ending = true;
    client.end().catch(() => {});
    handlers.onLost(error);
  };
  client.on('notification', (notification) => {
    if (notification.channel === channel) handlers.onMessage(notification.payload);
  });
  client.on('error', lost);
  client.on('end', () => lost());
  try {
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    ending = true;
    await client.end().catch(() => {});
    throw error;
  }
  settled = true;
  return {
    async end() {
      ending = true;
      await client.end().catch(() => {});
    },
  };
}
