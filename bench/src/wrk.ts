import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadResult } from './load.ts';

const TICKS_PER_SECOND = 100;

/** wrk (Debian's package) is the closed-loop generator when installed: written in C, it has no GC pauses. */
export const wrkInstalled = () => spawnSync('wrk', ['--version']).error === undefined;

// wrk's own summary, as one JSON line: latencies in µs, the duration in µs, errors of every kind.
const REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"errors":%d,"bytes":%d,"duration":%d,"p50":%d,"p99":%d}\\n',
    summary.requests, e.connect + e.read + e.write + e.status + e.timeout, summary.bytes, summary.duration,
    latency:percentile(50), latency:percentile(99)))
end
`;

/**
 * Keeps `connections` requests in flight for `seconds` with wrk (one thread, so it takes one core at most)
 * and reports what wrk measured. Bytes per response include the response headers, as wrk counts them.
 * The generator's CPU comes from its waiting shell's `/proc/<pid>/stat` (children's utime + stime).
 */
export async function runWrk(
  url: string,
  { connections = 50, seconds = 10, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const folder = mkdtempSync(join(tmpdir(), 'galaxia-wrk-'));
  const script = join(folder, 'report.lua');
  writeFileSync(script, REPORT);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('sh', ['-c', 'wrk "$@" && cat /proc/$$/stat', 'sh', ...args, url]);
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`)),
      );
    });
    const report = JSON.parse(/^WRK (.*)$/m.exec(output)?.[1] ?? 'null') as {
      requests: number;
      errors: number;
      bytes: number;
      duration: number;
      p50: number;
      p99: number;
    } | null;
    if (!report) throw new Error(`wrk printed no report: ${output}`);
    // The shell's stat line: cutime and cstime (waited-for children) are fields 16 and 17.
    const stat = output.trim().split('\n').at(-1)?.split(') ')[1]?.split(' ') ?? [];
    const loaderMicros = ((Number(stat[13]) + Number(stat[14])) * 1_000_000) / TICKS_PER_SECOND;
    const per = (total: number) => (report.requests ? total / report.requests : 0);
    return {
      requests: report.requests,
      errors: report.errors,
      rps: report.requests / (report.duration / 1_000_000),
      p50: report.p50 / 1000,
      p99: report.p99 / 1000,
      bytesPerResponse: per(report.bytes),
      loaderCpuMicros: per(loaderMicros),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
