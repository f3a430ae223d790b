import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

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
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const response = await request(url, { dispatcher, headers });
        await response.body.arrayBuffer();
        if (response.statusCode !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
