import { performance } from 'node:perf_hooks';
import { Agent, type Dispatcher, request } from 'undici';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** Mean size of a response body as it came over the wire (compressed when the server compressed it). */
  bytesPerResponse: number;
  /** The generator's own CPU time per request (µs): on one machine it competes with the server for cores. */
  loaderCpuMicros: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Throughput and latency of a run from each request's latency (ms), its failures and its length. */
export function loadResult(
  latencies: number[],
  errors: number,
  elapsedSeconds: number,
  { bytes = 0, cpuMicros = 0 } = {},
): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const per = (total: number) => (sorted.length ? total / sorted.length : 0);
  return {
    requests: sorted.length,
    errors,
    rps: sorted.length / elapsedSeconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    bytesPerResponse: per(bytes),
    loaderCpuMicros: per(cpuMicros),
  };
}

/**
 * Reads a body to its end, as a browser does, counting its bytes. It does not gather them into one more
 * buffer (`arrayBuffer()` did): that copy of every 20 KB bracket was the generator's work, not the server's.
 */
async function drain(body: Dispatcher.ResponseData['body']) {
  let bytes = 0;
  for await (const chunk of body) bytes += (chunk as Buffer).length;
  return bytes;
}

/**
 * Keeps `connections` requests in flight against `url` for `seconds` and reports throughput and latency.
 * The same generator drives every target, so only the ratio between targets means anything.
 */
export async function runLoad(
  url: string,
  { connections = 50, seconds = 10, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const dispatcher = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const cpu = process.cpuUsage();
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const response = await request(url, { dispatcher, headers });
        bytes += await drain(response.body);
        if (response.statusCode !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return summarise(dispatcher, started, latencies, errors, bytes, cpu);
}

/**
 * Open-loop load: sends `rate` requests a second, evenly spaced, for `seconds`, whatever the answers
 * do (a crowd does not wait for the server). Latency counts from when each request was due, not from
 * when it went out, so a stalled server cannot hide its queue (no coordinated omission).
 */
export async function runFixedRate(
  url: string,
  { rate = 1000, seconds = 60, connections = 200 } = {},
): Promise<LoadResult> {
  const dispatcher = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let errors = 0;
  let bytes = 0;
  const cpu = process.cpuUsage();
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const send = (due: number) => {
    const done = request(url, { dispatcher })
      .then(async (response) => {
        bytes += await drain(response.body);
        if (response.statusCode !== 200) errors++;
      })
      .catch(() => {
        errors++;
      })
      .finally(() => {
        latencies.push(performance.now() - due);
        inFlight.delete(done);
      });
    inFlight.add(done);
  };
  let sent = 0;
  while (sent < total) {
    const dueNow = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000));
    for (; sent < dueNow; sent++) send(started + (sent * 1000) / rate);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  return summarise(dispatcher, started, latencies, errors, bytes, cpu);
}

/** Closes the run's connections and sums up what it measured since `started` (and `cpu`). */
async function summarise(
  dispatcher: Agent,
  started: number,
  latencies: number[],
  errors: number,
  bytes: number,
  cpu: NodeJS.CpuUsage,
): Promise<LoadResult> {
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  await dispatcher.close();
  return loadResult(latencies, errors, elapsed, { bytes, cpuMicros: used.user + used.system });
}
