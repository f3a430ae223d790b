import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const HOME_ROUTE_BUDGET_KB = 100;

/**
 * Prints the gzipped JavaScript a first visit to the home page downloads: the entry chunk and every
 * chunk it imports statically. Lazy routes (organiser area, charts, canvas, date picker) are excluded
 * because the home page never requests them. `REPORT_INITIAL_MODULES=1` also lists each chunk's modules by
 * size, to find what pulled something into the first load.
 */
export function reportInitialJs(): Plugin {
  return {
    name: 'galaxia:report-initial-js',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item) => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      visit(entry.fileName);
      const bytes = [...seen].reduce((sum, name) => sum + gzipSync(chunks.get(name)?.code ?? '').length, 0);
      const kb = bytes / 1024;
      const verdict = kb <= HOME_ROUTE_BUDGET_KB ? 'within' : 'OVER';
      console.info(
        `home route JavaScript: ${kb.toFixed(1)} KB gzipped in ${seen.size} chunks (${verdict} the ${HOME_ROUTE_BUDGET_KB} KB budget)`,
      );
      if (process.env.REPORT_INITIAL_MODULES) {
        for (const name of seen) {
          const chunk = chunks.get(name);
          const modules = Object.entries(chunk?.modules ?? {}).sort(
            (a, b) => b[1].renderedLength - a[1].renderedLength,
          );
          console.info(`  ${name}`);
          for (const [id, info] of modules)
            console.info(`    ${info.renderedLength}\t${id.replace(/.*\/work\/[^/]+\/[^/]+\//, '')}`);
        }
      }
    },
  };
}
