import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@ledgerline/contracts': fromHere('../../libs/contracts/src/index.ts'),
      '@': fromHere('./src'),
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    // scripts/check-web-bundle.mjs follows the landing page's chunks through the manifest.
    manifest: true,
    // AG Grid Community alone is about 1 MB minified; it lives in the chunk of the pages with grids.
    chunkSizeWarningLimit: 1400,
  },
});
