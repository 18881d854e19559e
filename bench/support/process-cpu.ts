import { readFileSync } from 'node:fs';

/** Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ, fixed by its ABI). */
const TICKS_PER_SECOND = 100;

/**
 * User and system CPU time a process has used so far, in milliseconds, from `/proc/<pid>/stat`
 * (NaN where there is no /proc). System time is the kernel's work for it: on a loopback
 * socket, each write also runs the receiving side's TCP input.
 */
export function processCpuSplitMs(pid: number | undefined): { user: number; system: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const tick = 1000 / TICKS_PER_SECOND;
    return { user: Number(fields[11]) * tick, system: Number(fields[12]) * tick };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}

/**
 * User + system CPU time a process has used so far, in milliseconds. Unlike latency, it does
 * not grow when the machine is busy with other work, so it compares two builds fairly on a
 * shared host.
 */
export function processCpuMs(pid: number | undefined): number {
  const { user, system } = processCpuSplitMs(pid);
  return user + system;
}
