import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The same build is served under '/' and under '/ZuivelNL.Klw.Web'; the router picks its
// basename at runtime (src/lib/base-path.ts), so assets stay absolute under '/'.
const server = 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/Menu': server,
      '/ZuivelNL.Klw.Web/Menu': server,
    },
  },
});
