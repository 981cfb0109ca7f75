/**
 * CPU seconds of this process AND its live descendant processes (the media pool's FFmpeg
 * children encode every narration MP3, and `process.cpuUsage()` does not see them). Linux only:
 * reads /proc/<pid>/stat (utime + stime, in clock ticks of 1/100 s); elsewhere children count 0.
 * A child that exits between two readings loses its share, so read before and after a run while
 * the pools are warm (they keep children 30 s idle).
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

function statOf(pid: number): { ppid: number; ticks: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is state (field 3); ppid is field 4, utime 14, stime 15.
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU seconds of every live descendant of this process, keyed by pid. */
export function descendantCpu(): Map<number, number> {
  const parents = new Map<number, { ppid: number; ticks: number }>();
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return new Map();
  }
  for (const name of pids) {
    const stat = statOf(Number(name));
    if (stat) parents.set(Number(name), stat);
  }
  const result = new Map<number, number>();
  const isDescendant = (pid: number): boolean => {
    for (let at = parents.get(pid)?.ppid, hops = 0; at && hops < 16; at = parents.get(at)?.ppid, hops++) {
      if (at === process.pid) return true;
    }
    return false;
  };
  for (const [pid, stat] of parents) if (isDescendant(pid)) result.set(pid, stat.ticks / TICKS_PER_SECOND);
  return result;
}

/** Seconds the descendants used between two `descendantCpu()` readings (new children count from 0). */
export function descendantCpuSince(before: Map<number, number>, after = descendantCpu()): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** Resident memory (MB) of every live descendant of `root` (Linux /proc; 0 elsewhere), e.g. the server's page-media and FFmpeg children. */
export function descendantRssMb(root: number): number {
  let total = 0;
  let names: string[] = [];
  try {
    names = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  const parentOf = new Map<number, number>();
  for (const name of names) {
    const stat = statOf(Number(name));
    if (stat) parentOf.set(Number(name), stat.ppid);
  }
  for (const [pid] of parentOf) {
    let at = parentOf.get(pid);
    for (let hops = 0; at && at !== root && hops < 16; hops++) at = parentOf.get(at);
    if (at !== root) continue;
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}
