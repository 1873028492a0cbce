import { readFileSync } from 'node:fs';
import { request } from 'node:http';

/** The resident memory of a process, in bytes (Linux). */
export function residentBytes(pid: number): number {
  const kib = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) * 1024;
}

/** The `share` quantile of `values` (0.99: the p99), by the nearest rank. */
export function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** One GET on a connection of its own; resolves with its time to the whole answer, in ms. */
function timedGet(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) resolve(performance.now() - started);
        else reject(new Error(`${url} answered ${response.statusCode}`));
      });
    })
      .on('error', reject)
      .end();
  });
}

export interface Measured<T> {
  readonly result: T;
  /** Each page request's time, in ms. */
  readonly latencies: number[];
  /** The server's resident memory before, and at its highest meanwhile, in bytes. */
  readonly idleBytes: number;
  readonly peakBytes: number;
}

/**
 * Runs `work` while `clients` visitors read `pageUrl` one request after the other each, and the
 * server's memory (process `pid`) is sampled every 20 ms; the reading goes on for `settleMs`
 * after the work is done, so that what it left running is measured too. The page is read once
 * before: what is measured is the work's effect, not the page's first rendering.
 */
export async function measuredWhile<T>(
  pid: number,
  pageUrl: string,
  work: () => Promise<T>,
  { clients = 4, settleMs = 500 } = {},
): Promise<Measured<T>> {
  await timedGet(pageUrl);
  const idleBytes = residentBytes(pid);
  let peakBytes = idleBytes;
  let running = true;
  const sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, residentBytes(pid));
  }, 20);
  const latencies: number[] = [];
  const visitors = Array.from({ length: clients }, async () => {
    while (running) latencies.push(await timedGet(pageUrl));
  });
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return { result, latencies, idleBytes, peakBytes };
  } finally {
    running = false;
    await Promise.all(visitors);
    clearInterval(sampler);
  }
}
