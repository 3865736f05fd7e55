/**
 * JavaScript a page loads, from the Vite manifest: the entry chunk, the chunks of the page's
 * lazy feature, and everything they import statically (not other lazy routes). Measured as
 * gzip level 9 and as the bytes on the wire: the brotli copy the server sends to a browser
 * that accepts it (made at build time, decision 011), else the file itself.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = resolve(import.meta.dirname, '../apps/web/dist');

function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return seen;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The page's JS files (paths relative to dist). */
function pageJsFiles(featureSrcPatterns: RegExp[], metEntry = true): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = metEntry ? Object.keys(manifest).filter((k) => manifest[k].isEntry) : [];
  const features = Object.keys(manifest).filter((k) => featureSrcPatterns.some((p) => p.test(k)));
  if (features.length !== featureSrcPatterns.length) throw new Error(`feature chunks not found for ${featureSrcPatterns.join(', ')}: ${features.join(', ')}`);
  return [...closure(manifest, [...entry, ...features])].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

export function pageJsGzip(featureSrcPatterns: RegExp[], metEntry = true): { kb: number; files: string[] } {
  const files = pageJsFiles(featureSrcPatterns, metEntry);
  return { kb: kb(files.reduce((som, f) => som + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0)), files };
}

/** Bytes on the wire for a browser that accepts brotli: the .br copy, or the file when it has none. */
export function pageJsWire(featureSrcPatterns: RegExp[], metEntry = true): { kb: number; files: string[]; zonderBrotli: string[]; grootZonderBrotli: string[] } {
  const files = pageJsFiles(featureSrcPatterns, metEntry);
  const zonderBrotli = files.filter((f) => !existsSync(join(dist, `${f}.br`)));
  // the build skips files under 1 KB (vite.config.ts); a bigger one without a copy is a build fault
  const grootZonderBrotli = zonderBrotli.filter((f) => statSync(join(dist, f)).size >= 1024);
  const bytes = files.reduce((som, f) => som + statSync(join(dist, zonderBrotli.includes(f) ? f : `${f}.br`)).size, 0);
  return { kb: kb(bytes), files, zonderBrotli, grootZonderBrotli };
}
