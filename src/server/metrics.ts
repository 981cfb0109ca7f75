/**
 * Prometheus metrics of one process, on prom-client. Served at
 * GET /metrics behind METRICS_TOKEN (http/routes/metrics.ts). Every label has a bounded set of
 * values: routes are patterns (`/v1/stories/:storyId`), never raw URLs.
 *
 * - `http_request_duration_seconds{method,route,status}`: API (Hono route pattern) and pages
 *   (first path segment, `(unmatched)` for 404s), observed in http/app.ts and main.ts.
 * - `bedtime_hero_jobs{queue,state}`: jobs in the queue by state, read from the queue on scrape.
 * - `bedtime_hero_job_duration_seconds{queue,outcome}`: one job run, observed by the jobs layer
 *   when it finishes (`story-generate` = a story, `story-export` = a video export).
 * - `bedtime_hero_vendor_errors_total{vendor,status}`: failed vendor calls, every attempt
 *   (providers/http-retry.ts); `status` is the HTTP status or timeout/network/other.
 * - the prom-client process defaults (RSS, CPU, event-loop lag, GC), prefixed `bedtime_hero_`.
 */
import client from 'prom-client';

/** The process's metric registry (one per process, shared by every Runtime in it). */
export const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({ register: metricsRegistry, prefix: 'bedtime_hero_' });

/** HTTP latency, seconds, by method, route pattern and status code. */
export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency in seconds, by route pattern.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** Duration of one job run, seconds, by queue and outcome (completed | failed | stopped). */
export const jobDuration = new client.Histogram({
  name: 'bedtime_hero_job_duration_seconds',
  help: 'Duration of one job run in seconds, by queue (story-generate = a story, story-export = a video) and outcome.',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1200, 1800],
  registers: [metricsRegistry],
});

/** Failed vendor calls (every attempt, retried or not), by vendor and HTTP status / timeout / network / other. */
export const vendorErrors = new client.Counter({
  name: 'bedtime_hero_vendor_errors_total',
  help: 'Failed vendor API calls (each attempt), by vendor and status (HTTP code, timeout, network, other).',
  labelNames: ['vendor', 'status'] as const,
  registers: [metricsRegistry],
});

/** One row of the jobs-by-state gauge. */
export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

const jobSources = new Set<() => Promise<JobCount[]>>();

new client.Gauge({
  name: 'bedtime_hero_jobs',
  help: 'Jobs in the queue by queue and state (created, retry, active, completed, cancelled, failed), read at scrape time.',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const source of jobSources) {
      for (const row of await source().catch(() => [])) this.inc({ queue: row.queue, state: row.state }, row.count);
    }
  },
});

/** Registers a source of job counts for the gauge (the runtime's queue); returns the unregister function. */
export function watchJobs(source: () => Promise<JobCount[]>): () => void {
  jobSources.add(source);
  return () => jobSources.delete(source);
}

/** Label of an HTTP status for vendor errors: the code, or what went wrong without one. */
export function vendorErrorStatus(status: number | undefined, message: string): string {
  if (status) return String(status);
  if (/did not answer within/.test(message)) return 'timeout';
  if (/network error/.test(message)) return 'network';
  return 'other';
}

/**
 * Route label of a page or static-file request (not the API): its first path segment, with a
 * `/*` when deeper; `(unmatched)` for a 404 and `(error)` for any other 4xx/5xx, so the set of
 * labels is bounded by the site's own pages and folders whatever URLs clients send.
 */
export function pageRouteLabel(url: string, status: number): string {
  if (status === 404) return '(unmatched)';
  if (status >= 400) return '(error)';
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  return `/${segments[0]}${segments.length > 1 ? '/*' : ''}`;
}

/** The exposition text and its content type. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}
