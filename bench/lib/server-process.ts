import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server process under test: the built product, or the bare Fastify ceiling. */
export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Forgets the peak resident memory so far (Linux clear_refs 5), so the next reading is one phase's. */
  resetPeakMemory(): void;
  /** VmHWM: the peak resident memory since start or the last reset, in MB. */
  peakMemoryMb(): number;
  /** VmRSS now, in MB. */
  memoryMb(): number;
  /**
   * The CPU time the process has used so far (user and system), in ms: per request, the measure that a
   * busy machine disturbs least (the others' load makes a request wait, not cost more).
   */
  cpuMs(): number;
  /** The CPU time of its main thread only (the event loop; PGlite too, unless it has a worker), in ms. */
  mainThreadCpuMs(): number;
  stop(): Promise<void>;
}

function statusField(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`No ${field} in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const CLOCK_TICKS_PER_SECOND = 100;

/** A process's (or, with /proc/<pid>/task/<tid>, a thread's) CPU time so far, user and system, in ms. */
export function cpuMsOf(pid: number | string): number {
  // The fields after the command name (which may hold spaces, so read from its closing bracket).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime and stime (fields 14 and 15 of stat)
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000; // Migrations on a million rows may build an index first.
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer ${url} within 3 minutes:\n${output()}`);
}

/** Starts `node <script>` with the environment given, on 127.0.0.1, and waits for `readyPath`. */
export async function startServer(options: {
  script: string;
  /** Node's own options before the script, e.g. --cpu-prof. */
  nodeArguments?: string[];
  port: number;
  env: Record<string, string>;
  readyPath: string;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(options.nodeArguments ?? []), options.script], {
    env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(`${baseUrl}${options.readyPath}`, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server process has no pid');
  return {
    pid,
    baseUrl,
    resetPeakMemory: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    peakMemoryMb: () => statusField(pid, 'VmHWM'),
    memoryMb: () => statusField(pid, 'VmRSS'),
    cpuMs: () => cpuMsOf(pid),
    mainThreadCpuMs: () => cpuMsOf(`${pid}/task/${pid}`),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
