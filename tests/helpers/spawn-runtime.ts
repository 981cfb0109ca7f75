/**
 * Starts a child script (by default tests/helpers/runtime-child.ts: the runtime with its workers)
 * in its own process and collects its stdout lines; `waitFor` resolves with the first line
 * matching `re`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export function startChild(
  env: Record<string, string>,
  script = 'tests/helpers/runtime-child.ts',
  /** 'node': run the script with Node's own TypeScript support, as `npm start` does (no tsx). */
  loader: 'tsx' | 'node' = 'tsx',
  /** The child's working directory (the server reads dist/ and DATA_DIR from it); default this process's. */
  cwd?: string,
): { child: ChildProcess; lines: string[]; waitFor: (re: RegExp, ms: number) => Promise<string> } {
  const child = spawn(process.execPath, loader === 'tsx' ? ['--import', 'tsx', script] : [script], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false', PIPELINE_CONCURRENCY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let buffer = '';
  child.stdout!.on('data', (d: Buffer) => {
    buffer += d.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    lines.push(...parts);
  });
  const waitFor = async (re: RegExp, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const hit = lines.find((l) => re.test(l));
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${re}; got:\n${lines.join('\n')}`);
  };
  return { child, lines, waitFor };
}

/** A TCP port free on 127.0.0.1 right now (for a child server's PORT). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
