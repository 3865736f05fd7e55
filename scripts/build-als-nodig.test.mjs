import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bronHash, moetBouwen, schrijfStempel } from './build-als-nodig.mjs';

const BRONNEN = ['apps/web/src', 'package-lock.json'];
let root;
const schrijf = (pad, tekst) => {
  mkdirSync(join(root, pad, '..'), { recursive: true });
  writeFileSync(join(root, pad), tekst);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'klw-build-'));
  schrijf('apps/web/src/main.tsx', 'export {};');
  schrijf('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only when the sources changed', () => {
  it('builds when nothing was built yet, or the build has no stamp', () => {
    expect(moetBouwen(root, BRONNEN)).toBe(true);
    schrijf('apps/web/dist/index.html', '<html></html>');
    expect(moetBouwen(root, BRONNEN)).toBe(true);
  });

  it('skips the build when the stamp matches the sources', () => {
    schrijf('apps/web/dist/index.html', '<html></html>');
    schrijfStempel(root, BRONNEN);
    expect(moetBouwen(root, BRONNEN)).toBe(false);
  });

  it('builds again after a source, a new file, or the lockfile changed', () => {
    schrijf('apps/web/dist/index.html', '<html></html>');
    const stempel = () => schrijfStempel(root, BRONNEN);
    stempel();
    schrijf('apps/web/src/main.tsx', 'export const x = 1;');
    expect(moetBouwen(root, BRONNEN)).toBe(true);
    stempel();
    schrijf('apps/web/src/nieuw.ts', '');
    expect(moetBouwen(root, BRONNEN)).toBe(true);
    stempel();
    schrijf('package-lock.json', '{"v":2}');
    expect(moetBouwen(root, BRONNEN)).toBe(true);
  });

  it('hashes paths as well as contents, and ignores files outside the sources', () => {
    const voor = bronHash(root, BRONNEN);
    schrijf('apps/server/src/x.ts', 'anders');
    expect(bronHash(root, BRONNEN)).toBe(voor);
    rmSync(join(root, 'apps/web/src/main.tsx'));
    schrijf('apps/web/src/hoofd.tsx', 'export {};');
    expect(bronHash(root, BRONNEN)).not.toBe(voor);
  });
});
