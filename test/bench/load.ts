// Bounded loopback load on one URL: fixed connections for a fixed time (and a request cap), then rps and latency.
import autocannon from "autocannon";

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** Upper bound on requests, whatever the speed. */
  maxRequests: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers outside 2xx (a 304 would count too; the bench sends no validators). */
  non2xx: number;
  errors: number;
}

export async function loadUrl(url: string, opts: LoadOptions): Promise<LoadResult> {
  // A few requests first, so caches (edge HTML, KV) are warm as they would be in steady state.
  for (let i = 0; i < 3; i++) await fetch(url, { headers: opts.headers }).then((r) => r.arrayBuffer());
  const r = await autocannon({ url, duration: opts.seconds, maxOverallRequests: opts.maxRequests, connections: opts.connections, headers: opts.headers });
  return {
    rps: r.requests.total / Math.max(r.duration, 0.001),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
