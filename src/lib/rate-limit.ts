/** A fixed-window limit of submissions per client, kept in memory. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; `false` when the client has used up its window. */
  attempt(client: string, now = Date.now()): boolean {
    const recent = (this.hits.get(client) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(client, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(client, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return true;
  }

  private prune(now: number): void {
    for (const [client, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(client);
    }
  }
}
