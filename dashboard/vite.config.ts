import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress-assets.ts';
import { reportInitialJs } from './build/report-initial-js.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), reportInitialJs(), precompressAssets()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
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
