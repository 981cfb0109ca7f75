/**
 * A second server for one browser spec (its own port, data folder and settings), besides the one
 * playwright.config.ts starts: src/server/main.ts in a process group of its own, so the whole
 * npx → tsx → node chain is stopped together.
 *
 *   server = await startOwnServer(PORT, { DATA_DIR, SEED_EXAMPLES: 'false' });
 *   …
 *   await server?.stop();
 */
import { spawn } from 'node:child_process';

export interface OwnServer {
  /** What the server has printed on stdout so far. */
  output(): string;
  /** Stops the server's process group and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the server on 127.0.0.1:`port` (PUBLIC_URL to match) with `env` over this process's
 * environment, and resolves once /v1/health answers OK and `ready` (if given) holds; rejects with
 * what the server printed when that takes longer than `timeoutMs`.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  options: { ready?: () => boolean | Promise<boolean>; timeoutMs?: number } = {},
): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const server: OwnServer = {
    output: () => out,
    async stop() {
      if (!child.pid || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      await exited;
    },
  };
  const timeoutMs = options.timeoutMs ?? 100_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${base}/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy && (!options.ready || (await options.ready()))) return server;
    await new Promise((r) => setTimeout(r, 300));
  }
  await server.stop();
  throw new Error(`the server on port ${port} was not ready within ${timeoutMs} ms:\n${out}\n${err.slice(-4_000)}`);
}
