import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The same build is served under '/' and under '/ZuivelNL.Klw.Web'; the router picks its
// basename at runtime (src/lib/base-path.ts), so assets stay absolute under '/'.
const server = 'http://localhost:8080';

/** Text files worth compressing; images and fonts in the build are compressed already. */
const TE_COMPRIMEREN = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below ~1 KB a compressed copy saves less than a TCP packet (the server's API threshold too). */
const MIN_BYTES = 1024;

/**
 * Brotli (quality 11, the maximum: made once at build time) and gzip (level 9) copies next to
 * every text file of the build, which the server sends when the browser accepts them
 * (@fastify/static preCompressed, decision 011). No network, only node:zlib. A copy that is not
 * smaller than the file is not written.
 */
function comprimeer(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kw-comprimeer',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const loop = (map: string) => {
        for (const naam of readdirSync(map)) {
          const pad = join(map, naam);
          if (statSync(pad).isDirectory()) {
            if (naam !== '.vite') loop(pad);
            continue;
          }
          if (!TE_COMPRIMEREN.test(naam)) continue;
          const inhoud = readFileSync(pad);
          if (inhoud.length < MIN_BYTES) continue;
          const br = brotliCompressSync(inhoud, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: inhoud.length },
          });
          const gz = gzipSync(inhoud, { level: 9 });
          if (br.length < inhoud.length) writeFileSync(`${pad}.br`, br);
          if (gz.length < inhoud.length) writeFileSync(`${pad}.gz`, gz);
        }
      };
      loop(outDir);
    },
  };
}

/**
 * Ant Design's rc-* helper packages declare no `sideEffects`, so the bundler keeps every module an
 * import reaches: antd's form context alone dragged rc-field-form's whole engine and its validator
 * (~12 KB brotli) into the shell. Their modules only define components and helpers (no global
 * registration, no CSS imports: antd's styles are CSS-in-JS), so unused ones may be dropped.
 * Measured: every page ~12 KB lighter (decision 008, amended 2026-11-24).
 */
const ZONDER_BIJWERKING = /node_modules\/(rc-[a-z-]+|@rc-component\/[a-z-]+)\//;

export default defineConfig({
  base: '/',
  plugins: [react(), comprimeer()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !ZONDER_BIJWERKING.test(id) } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/Menu': server,
      '/ZuivelNL.Klw.Web/Menu': server,
    },
  },
});
