/**
 * A task module for worker-pool tests: busy-waits `spinMs` on its thread, then echoes `value`
 * (for 'execArgv': the worker's Node flags; for 'pid': the worker's process id).
 */
export default function poolTask(input: { spinMs: number; value: string }): string {
  if (input.value === 'execArgv') return process.execArgv.join(' ');
  if (input.value === 'pid') return String(process.pid);
  const until = Date.now() + input.spinMs;
  while (Date.now() < until) {
    // burn CPU on the worker thread, as a decoder would
  }
  return `${input.value} from a worker`;
}
