import type { Db } from '@newsroom/db/client';
import type { PushConfig } from './push-config';
import type { PushSender } from './push-message';

/** What a queue worker works with. */
export interface QueueContext {
  db: Db;
  push: PushConfig;
  sender: PushSender;
  /** Names the worker on the jobs it leases. */
  workerId: string;
  /** Lets the other workers of the process look for jobs now (new delivery jobs were queued). */
  wake(): void;
  /** False once the worker is told to stop: it finishes the messages in flight and leaves the rest of its job. */
  running(): boolean;
  /** Tests count the fan-out's pages. */
  onPageRead?(devices: number): void;
}
