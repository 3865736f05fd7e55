/**
 * Runs before every API test file. The files of one worker share its process and modules (`isolate: false`,
 * docs/decisions/023-testsnelheid.md, revision 27-11-2026 (2)); every file has its own database copied from one
 * template, so what a module remembers about one file's data must not reach the next file. The only such memory in
 * apps/server/src is toegang.service's own-farm cache (the other module-level caches hold what the code alone
 * determines: statement texts, rule versions, empty sections).
 */
import { beforeAll } from 'vitest';
import { vergeetEigenCache } from '../../src/modules/toegang/toegang.service';

beforeAll(() => {
  vergeetEigenCache();
});
