/** A task module for worker-pool tests: busy-waits `spinMs` on its thread, then echoes `value`. */
export default function poolTask(input: { spinMs: number; value: string }): string {
  const until = Date.now() + input.spinMs;
  while (Date.now() < until) {
    // burn CPU on the worker thread, as a decoder would
  }
  return `${input.value} from a worker`;
}
