/** A task module for worker-pool tests: busy-waits `spinMs` on its thread, then echoes `value` (for 'execArgv': the worker's Node flags). */
export default function poolTask(input: { spinMs: number; value: string }): string {
  if (input.value === 'execArgv') return process.execArgv.join(' ');
  const until = Date.now() + input.spinMs;
  while (Date.now() < until) {
    // burn CPU on the worker thread, as a decoder would
  }
  return `${input.value} from a worker`;
}
