import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress-assets.ts';
import { reportInitialJs } from './build/report-initial-js.ts';

const STORE_MODULES =
  /dashboard[\\/]src[\\/](app[\\/](store|seeded-reads|api-slice|table-endpoints|route-paths|auth-api|event-api|events-api)|features[\\/](communities[\\/]communities|event[\\/]battle-royale[\\/]battle-royale|event[\\/]entry|players[\\/]players)-api)\.ts$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), reportInitialJs(), precompressAssets()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The store and the endpoints it seeds from the server's reads (src/app/seeded-reads.ts) load together,
    // with the first page that needs the store: one chunk, and one name in the home page's preload lists.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'store', test: STORE_MODULES, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  // `vite build` builds both: the browser bundle (dist) and the server renderer the api imports
  // (dist-server, outside dist so it is never served as a static file).
  environments: {
    ssr: {
      build: {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: 'src/entry-server.tsx' },
      },
    },
  },
  builder: {},
});
