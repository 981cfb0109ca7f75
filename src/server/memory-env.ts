/**
 * glibc malloc settings for the server and worker processes (≤ 350 MB resident when
 * idle). They must be in the environment before the process starts (glibc reads them once), so
 * `npm start`, `npm run serve` and `npm run worker` set them (package.json), the benchmarks start
 * the server with them, and docs/operating.md tells a supervisor to set them. A value already in
 * the environment wins. Musl and other C libraries ignore them.
 *
 * - MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KiB and more get their own mapping, returned to
 *   the system when freed. Without it glibc raises the threshold after the first large frees
 *   (PGlite's first start, image buffers, zlib) and later large blocks land in the heap, which
 *   keeps them resident after they are freed: 100-200 MB of a quiet server's RSS.
 * - MALLOC_ARENA_MAX=2: one arena per thread (libuv pool, V8 helpers) each keeps its own free
 *   memory; two bound that at a small cost in lock contention.
 */
export const SERVER_MALLOC_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** `env` with the malloc settings added where it does not set them itself (for spawning the server). */
export function withServerMallocEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env };
  for (const [name, value] of Object.entries(SERVER_MALLOC_ENV)) out[name] ??= value;
  return out;
}
