/**
 * One process at a time on an embedded database folder (docs/operating.md §4). PGlite is a
 * single-process Postgres: a second process that opens the same DATA_DIR/pglite while the first
 * still has it open (a restart that does not wait for the old server, two `npm start`,
 * `npm run migrate` or `npm run ops` beside a running server) silently loses the other's
 * committed writes or leaves a folder that aborts at every later start.
 *
 * The lock is a file beside the database folder (`DATA_DIR/pglite.lock`) holding the owner's
 * pid, host and, on Linux, the process's start time. It appears whole and atomically (written
 * aside, then hard-linked into place, which fails if it exists; O_EXCL where there are no hard
 * links). A lock whose owner is gone
 * (killed with -9, crashed) is stale and taken over at once; a live owner, or one on another
 * host that cannot be checked from here, makes the open fail with DataDirInUseError before the
 * database is touched. The lock goes when the database closes, or at the latest when the
 * process exits.
 *
 * Not a library lock (proper-lockfile): its staleness is by age (an mtime refreshed every few
 * seconds), so a lock left by kill -9 would block the next start for that long, and a main
 * thread busy longer than that (PGlite runs in it) would lose its lock to a second process.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../config.ts';

/** A live process (or one on another host) holds the data folder: this one must not open it. */
export class DataDirInUseError extends ConfigError {
  /** The process that holds it. */
  readonly holder: { pid: number; host: string };
  constructor(dataDir: string, holder: { pid: number; host: string }, lockFile: string) {
    const who = holder.host === os.hostname() ? `pid ${holder.pid}` : `pid ${holder.pid} on ${holder.host}`;
    const elsewhere = holder.host === os.hostname() ? '' : ` If nothing runs there any more, delete ${lockFile}.`;
    super(
      `Another Bedtime Hero process (${who}) is using the data folder ${dataDir}; stop it first (a server that is shutting down lets go when it exits), or give this one its own DATA_DIR.${elsewhere}`,
    );
    this.name = 'DataDirInUseError';
    this.holder = { pid: holder.pid, host: holder.host };
  }
}

interface Holder {
  pid: number;
  host: string;
  /** Field 22 of /proc/<pid>/stat (clock ticks since boot), or null where there is no /proc. */
  started: string | null;
}

/** The lock files this process holds, with the exact text it wrote into each. */
const held = new Map<string, string>();
let exitHookInstalled = false;

/**
 * Takes the lock of the embedded database folder `dbDir` (DATA_DIR/pglite) for this process.
 * Returns `release` (idempotent; removes the file only while it is still this process's).
 * Throws DataDirInUseError if another live process holds it (Error if this process already does).
 */
export function lockDataDir(dbDir: string): { release(): void } {
  const lockFile = `${path.resolve(dbDir)}.lock`;
  const dataDir = path.dirname(lockFile);
  if (held.has(lockFile)) throw new Error(`This process already has the embedded database in ${dbDir} open.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname(), started: startTimeOf(process.pid) } satisfies Holder);
  const draft = `${lockFile}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, mine);
  try {
    // A stale lock is removed and the placing tried again; the deadline covers racing starters.
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      if (place(draft, lockFile, mine)) {
        held.set(lockFile, mine);
        installExitHook();
        return { release: () => release(lockFile) };
      }
      const text = readText(lockFile);
      if (text === null) continue;
      const holder = parseHolder(text);
      if (holder && isAlive(holder)) throw new DataDirInUseError(dataDir, holder, lockFile);
      // Unreadable and new: a starter without hard links (below) is still writing it.
      if (!holder && Date.now() - (fs.statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 2000) sleep(50);
      else removeIfUnchanged(lockFile, text);
    }
    throw new Error(`Could not take the lock ${lockFile}: other processes kept replacing it.`);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Puts this process's lock in place whole (a hard link to the written draft); false if a lock is
 * there. Where the folder has no hard links (some network or FUSE mounts) it creates the file
 * exclusively and then writes it.
 */
function place(draft: string, lockFile: string, mine: string): boolean {
  try {
    fs.linkSync(draft, lockFile);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
  }
  try {
    fs.writeFileSync(lockFile, mine, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function release(lockFile: string): void {
  const mine = held.get(lockFile);
  if (mine === undefined) return;
  held.delete(lockFile);
  if (readText(lockFile) === mine) fs.rmSync(lockFile, { force: true });
}

/** process.exit() after a graceful shutdown, an uncaught error: the locks go with the process. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const lockFile of [...held.keys()]) release(lockFile);
  });
}

/**
 * Removes a stale lock, but only if it still holds `text`: two starters that both found it stale
 * must not let the slower one delete the faster one's new lock. The check and the removal happen
 * under a second, short-lived lock file (`.takeover`), itself stale after 5 s.
 */
function removeIfUnchanged(lockFile: string, text: string): void {
  const takeover = `${lockFile}.takeover`;
  for (;;) {
    try {
      fs.writeFileSync(takeover, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5000) fs.rmSync(takeover, { force: true });
      else sleep(20);
    }
  }
  try {
    if (readText(lockFile) === text) fs.rmSync(lockFile, { force: true });
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

function isAlive(holder: Holder): boolean {
  // Another machine's process (a shared network folder) cannot be checked from here.
  if (holder.host !== os.hostname()) return true;
  // Our own pid in a lock we do not hold: a previous process had it (a container restarts at pid 1).
  if (holder.pid === process.pid) return false;
  const stat = procStat(holder.pid);
  if (stat === 'no-proc') {
    try {
      process.kill(holder.pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
  if (stat === null) return false;
  // A zombie (killed, not yet reaped by its parent) holds nothing; a different start time is another process with a recycled pid.
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return holder.started === null || holder.started === stat.started;
}

/** State and start time of a Linux process; null if it does not exist; 'no-proc' without /proc. */
function procStat(pid: number): { state: string; started: string } | null | 'no-proc' {
  const text = readText(`/proc/${pid}/stat`);
  if (text === null) return fs.existsSync('/proc/self/stat') ? null : 'no-proc';
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, started: fields[19]! };
}

function startTimeOf(pid: number): string | null {
  const stat = procStat(pid);
  return stat && stat !== 'no-proc' ? stat.started : null;
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return typeof value.pid === 'number' && typeof value.host === 'string' ? { pid: value.pid, host: value.host, started: value.started ?? null } : null;
  } catch {
    return null;
  }
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
