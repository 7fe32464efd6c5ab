import path from 'node:path';
import { readOutbox, type OutboxMessage } from '../../src/identity/outbox';

export type { OutboxMessage };

/**
 * Every message the test site's senders wrote to its outbox (<DATA_DIR>/outbox), oldest first.
 * Mail goes out in the background: callers poll for the one they wait on.
 */
export async function testSiteOutbox(): Promise<OutboxMessage[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return readOutbox(path.join(dataDir, 'outbox'));
}
