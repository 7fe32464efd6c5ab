/**
 * Mail and SMS go out after the answer, not before it: a real sender takes tens or hundreds of
 * milliseconds, and an answer that waited for it would tell, by its timing, whether an address
 * has an account. Failures are logged; `idle()` lets tests (and a clean stop) wait for the queue.
 */
export class Deliveries {
  private pending = new Set<Promise<void>>();

  start(what: string, send: () => Promise<void>): void {
    const delivery: Promise<void> = Promise.resolve()
      .then(send)
      .catch((error: unknown) => console.error(`[identity] could not send ${what}`, error))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every delivery started so far has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
