/**
 * Wall time of each pipeline step in this process: `npm run bench stories` prints them,
 * and a metrics exporter may read them. Kept in memory as count / total / max per step name.
 */

/** Totals of one step name since the last reset; milliseconds. */
export interface StepTiming {
  count: number;
  totalMs: number;
  maxMs: number;
}

const timings = new Map<string, StepTiming>();

/** Records one run of `step` that took `ms` milliseconds. */
export function recordStepTime(step: string, ms: number): void {
  const t = timings.get(step) ?? { count: 0, totalMs: 0, maxMs: 0 };
  t.count++;
  t.totalMs += ms;
  t.maxMs = Math.max(t.maxMs, ms);
  timings.set(step, t);
}

/** A copy of the totals per step, in the order steps were first seen. */
export function readStepTimings(): Record<string, StepTiming> {
  return Object.fromEntries([...timings].map(([k, v]) => [k, { ...v }]));
}

export function resetStepTimings(): void {
  timings.clear();
}
