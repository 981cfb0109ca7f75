/**
 * One process per embedded data folder (docs/operating.md §4): while a process has
 * DATA_DIR/pglite open, a server started on the same DATA_DIR (a restart that does not wait for
 * the old one, a second `npm start`) and `npm run migrate` refuse with a message that names the
 * other process, exit 2 and leave the database alone; the first process keeps working. Once the
 * first closes its database, stops on SIGTERM or is killed with SIGKILL, the next open succeeds
 * with the data intact. Real PGlite on temp folders, real child processes.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../src/server/db/client.ts';
import { startChild } from '../../helpers/spawn-runtime.ts';

const dirs: string[] = [];
const children: ReturnType<typeof startChild>['child'][] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-data-lock-'));
  dirs.push(dir);
  return dir;
}

/** Runs a script as `npm start` / `npm run migrate` do (node, no tsx) to its end. */
function run(script: string, dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_EXAMPLES: 'false',
        PHOTO_ANALYSIS: 'false',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

const names = async (db: Awaited<ReturnType<typeof openPglite>>) =>
  (await db.query<{ name: string }>('SELECT name FROM notes ORDER BY name')).map((r) => r.name);

describe('the embedded data folder belongs to one process', () => {
  it('refuses a second server and npm run migrate while it is open, and the first keeps working', async () => {
    const dataDir = tempDataDir();
    const db = await openPglite(path.join(dataDir, 'pglite'));
    await db.exec("CREATE TABLE notes (name text); INSERT INTO notes VALUES ('before')");

    const message = `Another Bedtime Hero process (pid ${process.pid}) is using the data folder ${dataDir}; stop it first`;
    const [server, migrate] = await Promise.all([run('src/server/main.ts', dataDir), run('src/server/migrate-cli.ts', dataDir)]);
    expect(server.code).toBe(2);
    expect(server.stderr).toContain(message);
    expect(server.stderr).not.toContain('Aborted');
    expect(migrate.code).toBe(2);
    expect(migrate.stderr).toContain(message);

    // Untouched: the refused migrate created none of the app's tables, and this process still reads and writes.
    expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'schema_migrations'")).toEqual([]);
    await db.exec("INSERT INTO notes VALUES ('after')");
    expect(await names(db)).toEqual(['after', 'before']);
    await db.close();

    // Closed: the same folder opens again, here and in another process.
    expect((await run('src/server/migrate-cli.ts', dataDir)).code).toBe(0);
    const again = await openPglite(path.join(dataDir, 'pglite'));
    expect(await names(again)).toEqual(['after', 'before']);
    await again.close();
  });

  it('lets go when its process stops on SIGTERM or is killed with SIGKILL', async () => {
    const dataDir = tempDataDir();
    const first = startChild(
      { DATA_DIR: dataDir, SQL: "CREATE TABLE notes (name text); INSERT INTO notes VALUES ('one')" },
      'tests/helpers/pglite-child.ts',
      'node',
    );
    children.push(first.child);
    await first.waitFor(/^OPEN$/, 60_000);
    await expect(openPglite(path.join(dataDir, 'pglite'))).rejects.toThrow(`Another Bedtime Hero process (pid ${first.child.pid})`);
    first.child.kill('SIGTERM');
    expect(await new Promise((r) => first.child.once('exit', r))).toBe(0);

    const second = startChild({ DATA_DIR: dataDir, SQL: "INSERT INTO notes VALUES ('two')" }, 'tests/helpers/pglite-child.ts', 'node');
    children.push(second.child);
    await second.waitFor(/^OPEN$/, 60_000);
    second.child.kill('SIGKILL');
    await new Promise((r) => second.child.once('exit', r));
    // The killed process's lock is still on disk; its pid is dead, so it does not count.
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const db = await openPglite(path.join(dataDir, 'pglite'));
    expect(await names(db)).toEqual(['one', 'two']);
    await db.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another process or to this one (a restarted container), or a cut-off one', async () => {
    const dataDir = tempDataDir();
    const lockFile = path.join(dataDir, 'pglite.lock');
    // pid 1 is alive but started long before this lock's recorded start; then this process's own pid; then half a lock from a minute ago.
    for (const text of [
      JSON.stringify({ pid: 1, host: os.hostname(), started: 'another-start' }),
      JSON.stringify({ pid: process.pid, host: os.hostname(), started: null }),
      '{"pid":12',
    ]) {
      fs.writeFileSync(lockFile, text);
      const minuteAgo = new Date(Date.now() - 60_000);
      fs.utimesSync(lockFile, minuteAgo, minuteAgo);
      const db = await openPglite(path.join(dataDir, 'pglite'));
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
      await db.close();
    }
  });

  it('does not take over a lock from another host, and says how to clear it', async () => {
    const dataDir = tempDataDir();
    const lockFile = path.join(dataDir, 'pglite.lock');
    fs.writeFileSync(lockFile, JSON.stringify({ pid: 4242, host: 'other-machine', started: null }));
    await expect(openPglite(path.join(dataDir, 'pglite'))).rejects.toThrow(
      `Another Bedtime Hero process (pid 4242 on other-machine) is using the data folder ${dataDir}`,
    );
    await expect(openPglite(path.join(dataDir, 'pglite'))).rejects.toThrow(`If nothing runs there any more, delete ${lockFile}.`);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});
