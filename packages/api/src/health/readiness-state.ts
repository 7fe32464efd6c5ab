/** Whether this process is stopping: set first thing on SIGTERM, so that `/ready` says so. */
export class Readiness {
  private stoppingSince: number | null = null;

  get stopping(): boolean {
    return this.stoppingSince !== null;
  }

  markStopping(): void {
    this.stoppingSince ??= Date.now();
  }
}
