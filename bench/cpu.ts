import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { median } from './browser';

/**
 * Where a burst's time goes, seen from outside the server's code: the CPU of the machine, of this
 * process (the app, its sealer threads and the clients) and of the PostgreSQL backends of the app's
 * pool, read from /proc; the main thread's busy share; and the sealer threads' messages, timed as
 * they pass (every Worker of this process: the app's sealer pool is the only one during a burst).
 */
const TICK = 100; // USER_HZ on Linux
const ticks = (pid: number | string) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0;
  }
};
const machine = () => {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = values.map(Number);
  return { busy: n.reduce((a, b) => a + b, 0) - n[3]! - n[4]!, all: n.reduce((a, b) => a + b, 0) };
};

/** The local ports of this process's connections to PostgreSQL (port 5432), from its socket descriptors and /proc/net/tcp. */
function ourPorts() {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync('/proc/self/fd')) {
    try {
      const link = fs.readlinkSync(`/proc/self/fd/${fd}`);
      if (link.startsWith('socket:[')) inodes.add(link.slice(8, -1));
    } catch {}
  }
  const ports = new Set<number>();
  for (const table of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && f[2]!.endsWith(':1538') && inodes.has(f[9]!)) ports.add(Number.parseInt(f[1]!.split(':')[1]!, 16));
    }
  }
  return ports;
}

/**
 * The CPU of the PostgreSQL backends serving this process: a backend's title names its client's port.
 * The backends are found at the start and at the end (one found only then counts from its start);
 * those found are polled, so one that ends in the window keeps what it used until the last look.
 */
function postgresBackends() {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const find = (starting: boolean) => {
    const ports = ourPorts();
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
        const port = Number(/\((\d+)\)/.exec(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1]);
        if (ports.has(port) && !first.has(Number(pid))) first.set(Number(pid), starting ? ticks(Number(pid)) : 0);
      } catch {}
    }
  };
  const poll = () => {
    for (const pid of first.keys()) {
      const now = ticks(pid);
      if (now > 0) last.set(pid, now);
    }
  };
  find(true);
  const timer = setInterval(poll, 250);
  return () => {
    clearInterval(timer);
    find(false);
    poll();
    let used = 0;
    for (const [pid, at] of last) used += at - first.get(pid)!;
    return used / TICK;
  };
}

/** This process's threads' CPU, by thread id. */
const threadTicks = () => new Map(fs.readdirSync('/proc/self/task').map((tid) => [Number(tid), ticks(`self/task/${tid}`)]));

export interface CpuShare {
  /** Seconds of CPU over the window: the machine's (all cores) and what it could have given. */
  machine: number;
  machineCapacity: number;
  /** This process: all of it, its main thread (the app's requests and the clients), the threads started in the window (the sealer pool). */
  process: number;
  mainThread: number;
  newThreads: number;
  /** The PostgreSQL backends of this process's connections. */
  postgres: number;
}

export function cpuMeter() {
  const threads0 = threadTicks();
  const postgres = postgresBackends();
  const m0 = machine();
  const cpu = process.cpuUsage();
  return {
    stop(): CpuShare {
      const used = process.cpuUsage(cpu);
      const m1 = machine();
      const threads1 = threadTicks();
      let newThreads = 0;
      for (const [tid, t] of threads1) if (!threads0.has(tid)) newThreads += t;
      return {
        machine: (m1.busy - m0.busy) / TICK,
        machineCapacity: (m1.all - m0.all) / TICK,
        process: (used.user + used.system) / 1e6,
        mainThread: ((threads1.get(process.pid) ?? 0) - (threads0.get(process.pid) ?? 0)) / TICK,
        newThreads: newThreads / TICK,
        postgres: postgres(),
      };
    },
  };
}

export interface SealerTimes {
  jobs: number;
  /** Seconds from the start to the last job sent, and to the last answer of a sealer thread. */
  lastSent: number;
  lastAnswer: number;
  /** A job's wait and check on its thread, median and 90th percentile, seconds. */
  latency: { p50: number; p90: number };
  /** Answers that came together (one batch), their number and median size. */
  batches: number;
  batchSize: number;
}

/** Times every message to and from a worker thread of this process until stop(). */
export function watchSealers(started: number) {
  const sent = new Map<string, number>();
  const answers: { at: number; thread: number; id: number }[] = [];
  const threads = new WeakMap<Worker, number>();
  const post = Worker.prototype.postMessage;
  const emit = Worker.prototype.emit;
  let count = 0;
  const thread = (w: Worker) => {
    if (!threads.has(w)) threads.set(w, ++count);
    return threads.get(w)!;
  };
  Worker.prototype.postMessage = function (this: Worker, message: { id?: number }, ...rest: never[]) {
    if (typeof message?.id === 'number') sent.set(`${thread(this)}/${message.id}`, performance.now());
    return post.call(this, message, ...rest);
  };
  Worker.prototype.emit = function (this: Worker, event: string | symbol, ...args: unknown[]) {
    const id = (args[0] as { id?: number } | undefined)?.id;
    if (event === 'message' && typeof id === 'number') answers.push({ at: performance.now(), thread: thread(this), id });
    return emit.call(this, event, ...args);
  } as Worker['emit'];
  return {
    stop(): SealerTimes {
      Worker.prototype.postMessage = post;
      Worker.prototype.emit = emit;
      const latencies = answers.map((a) => a.at - (sent.get(`${a.thread}/${a.id}`) ?? a.at)).sort((a, b) => a - b);
      // Answers of one batch are posted together: on one thread, less than 2 ms apart.
      const sizes: number[] = [];
      const byThread = new Map<number, typeof answers>();
      for (const a of answers)
        byThread
          .set(a.thread, byThread.get(a.thread) ?? [])
          .get(a.thread)!
          .push(a);
      for (const list of byThread.values()) {
        let last = Number.NEGATIVE_INFINITY;
        for (const a of list) {
          if (a.at - last < 2) sizes[sizes.length - 1]! += 1;
          else sizes.push(1);
          last = a.at;
        }
      }
      return {
        jobs: sent.size,
        lastSent: (Math.max(...sent.values()) - started) / 1000,
        lastAnswer: (Math.max(...answers.map((a) => a.at)) - started) / 1000,
        latency: { p50: median(latencies) / 1000, p90: (latencies[Math.floor(latencies.length * 0.9)] ?? 0) / 1000 },
        batches: sizes.length,
        batchSize: median(sizes),
      };
    },
  };
}
