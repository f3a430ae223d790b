import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const HOME_ROUTE_BUDGET_KB = 100;

/** The lazy modules each measured public page loads before its first render. */
const PAGE_MODULES: Record<string, string[]> = {
  events: ['features/events/events-page.tsx', 'app/with-store.tsx'],
  event: ['features/event/event-detail-page.tsx', 'app/with-store.tsx'],
  brackets: ['features/event/brackets-page.tsx', 'app/with-store.tsx'],
};

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
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const root of roots) visit(root);
        return seen;
      };
      const gzipKb = (names: Set<string>) =>
        [...names].reduce((sum, name) => sum + gzipSync(chunks.get(name)?.code ?? '').length, 0) / 1024;
      const seen = closure([entry.fileName]);
      const kb = gzipKb(seen);
      const verdict = kb <= HOME_ROUTE_BUDGET_KB ? 'within' : 'OVER';
      console.info(
        `home route JavaScript: ${kb.toFixed(1)} KB gzipped in ${seen.size} chunks (${verdict} the ${HOME_ROUTE_BUDGET_KB} KB budget)`,
      );
      // Other public pages load their page module (and the store) before hydrating: their first load is the
      // entry's plus those chunks' static imports. Pieces a page loads later (React.lazy) are not counted.
      const chunkOf = (suffix: string) =>
        [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(suffix))?.fileName;
      for (const [page, modules] of Object.entries(PAGE_MODULES)) {
        const roots = modules.map(chunkOf).filter((name): name is string => name !== undefined);
        const pageKb = gzipKb(closure([entry.fileName, ...roots]));
        console.info(`${page} first-load JavaScript: ${pageKb.toFixed(1)} KB gzipped`);
      }
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
