/**
 * Gzipped JavaScript a page loads, from the Vite manifest: the entry chunk, the chunks
 * of the page's lazy feature, and everything they import statically (not other lazy routes).
 */
import { readFileSync } from 'node:fs';
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

export function pageJsGzip(featureSrcPatterns: RegExp[]): { kb: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const features = Object.keys(manifest).filter((k) => featureSrcPatterns.some((p) => p.test(k)));
  if (features.length !== featureSrcPatterns.length) throw new Error(`feature chunks not found for ${featureSrcPatterns.join(', ')}: ${features.join(', ')}`);
  const keys = closure(manifest, [...entry, ...features]);
  let bytes = 0;
  const files: string[] = [];
  for (const k of keys) {
    const file = manifest[k].file;
    if (!file.endsWith('.js')) continue;
    bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    files.push(file);
  }
  return { kb: Math.round((bytes / 1024) * 10) / 10, files };
}
