// One timed run of the load (reader-cycle.ts) against one address, a process or the balancer, with
// autocannon, and what came back: throughput and latency, and every answer that was not a 2xx and
// every socket error with the request that met it, so that a failed run says what failed.
import autocannon from 'autocannon';
import type { BenchSite } from './bench-site';
import { KIND_OF, ReaderCycle, type Kind, type ReaderRequest } from './reader-cycle';

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** Changes each connection's own story for likes and bookmarks (reader-cycle.ts). */
  round: number;
  signal: AbortSignal;
}

export interface LoadFigures {
  rps: number;
  /** Over 2xx answers (autocannon's latency), ms. */
  p50: number;
  p99: number;
  answers: number;
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Latency by kind of request, ms, 2xx answers only. */
  byKind: Record<Kind, { answers: number; p50: number; p99: number }>;
  /** Writes answered 2xx, by endpoint. */
  acknowledged: Record<'set_like_dislike' | 'set_bookmark' | 'set_comment', number>;
  /** A few failures, as "status METHOD path: message". */
  samples: string[];
  /** How many answers of each status autocannon counted. */
  statuses: Record<string, number>;
}

const SAMPLES = 10;

/** The fields of autocannon's client the run uses (its type declares no `on` for these events). */
interface LoadClient {
  setRequests(requests: autocannon.Request[]): void;
  on(event: 'response', listener: (status: number, bytes: number, ms: number) => void): void;
  on(event: 'connError' | 'timeout', listener: (error?: Error) => void): void;
}

export async function runMixedLoad(base: string, site: BenchSite, options: LoadOptions): Promise<LoadFigures> {
  const latencies: Record<Kind, number[]> = { page: [], read: [], write: [] };
  const acknowledged: LoadFigures['acknowledged'] = { set_like_dislike: 0, set_bookmark: 0, set_comment: 0 };
  const samples: string[] = [];
  const sample = (line: string) => samples.length < SAMPLES && samples.push(line);
  let connections = 0;

  // Each connection is one reader with its own cycle. With one request in flight per connection
  // (no pipelining), the answer that arrives is to the request built last. Answers are counted on
  // the client's "response" event, the one autocannon counts too, so that every non-2xx it
  // reports is sampled here; the request's onResponse, just before it, only lends the body.
  const setupClient = (client: unknown) => {
    const loadClient = client as LoadClient;
    const reader = new ReaderCycle(site, connections++, options.round);
    let current: ReaderRequest | null = null;
    let body = '';
    const described = () => (current ? `${current.method} ${current.path}` : 'the first request');
    loadClient.setRequests([
      {
        setupRequest: (request) => {
          current = reader.next();
          const { step: _step, body: form, ...http } = current;
          return { ...request, ...http, ...(form === undefined ? {} : { body: form }) };
        },
        onResponse: (_status, answer) => (body = answer),
      },
    ]);
    loadClient.on('response', (status, _bytes, ms) => {
      if (status < 200 || status >= 300) sample(`${status} ${described()}: ${body.slice(0, 160)}`);
      else if (current) {
        latencies[KIND_OF[current.step]].push(ms);
        if (KIND_OF[current.step] === 'write') {
          reader.acknowledged(current);
          acknowledged[current.path.slice('/api/'.length) as keyof typeof acknowledged] += 1;
        }
      }
      body = '';
    });
    loadClient.on('connError', (error) => sample(`socket error on ${described()}: ${error?.message ?? 'unknown'}`));
    loadClient.on('timeout', () => sample(`timeout on ${described()}`));
  };

  options.signal.throwIfAborted();
  let instance: autocannon.Instance | null = null;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url: base, connections: options.connections, duration: options.seconds, setupClient }, (error: unknown, result) => (error ? reject(error) : resolve(result)));
  });
  const stop = () => instance?.stop();
  options.signal.addEventListener('abort', stop, { once: true });
  try {
    const result = await finished;
    // Stopped early: the figures of a cut-short run mean nothing.
    options.signal.throwIfAborted();
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      answers: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      byKind: { page: percentiles(latencies.page), read: percentiles(latencies.read), write: percentiles(latencies.write) },
      acknowledged,
      samples,
      statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0])),
    };
  } finally {
    options.signal.removeEventListener('abort', stop);
  }
}

function percentiles(values: number[]): { answers: number; p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return { answers: sorted.length, p50: at(0.5), p99: at(0.99) };
}
