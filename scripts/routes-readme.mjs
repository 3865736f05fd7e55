// `npm run routes:readme`: rewrites the README's status table ("## Status of the screens") from the route
// catalogue (packages/contract/src/routes/route-catalogus.ts, decision 017). Run with tsx (the catalogue is TypeScript).
import { readFileSync, writeFileSync } from 'node:fs';
import { vervangReadmeTabel } from '../packages/contract/src/routes/readme-tabel.ts';

const pad = new URL('../README.md', import.meta.url);
const oud = readFileSync(pad, 'utf8');
const nieuw = vervangReadmeTabel(oud);
if (nieuw === oud) console.log('README: statustabel klopt al met de routecatalogus');
else {
  writeFileSync(pad, nieuw);
  console.log('README: statustabel herschreven uit de routecatalogus');
}
