import { valideerSchermDocument } from '../packages/contract/src/schermen/valideer-scherm';
import { schermDocumentSchema } from '../packages/contract/src/schermen/formulier-definitie';
import { schermOpslaanSchema } from '../packages/contract/src/schermen/scherm.schema';
import { krachtvoer30 } from './invoer.bench.constanten';
const docs = Array.from({ length: 50 }, (_, i) => krachtvoer30(i));
const meet = (naam: string, f: (i: number) => unknown) => {
  for (let i = 0; i < 3000; i++) f(i);
  const t0 = process.cpuUsage();
  for (let i = 0; i < 10000; i++) f(i);
  const d = process.cpuUsage(t0);
  console.log(naam, ((d.user + d.system) / 10000).toFixed(1), 'µs');
};
const schema = schermDocumentSchema('krachtvoer')!;
for (let r = 0; r < 2; r++) {
  meet('opslaanSchema', (i) => schermOpslaanSchema.safeParse({ versie: 1, gegevens: docs[i % 50] }));
  meet('documentSchema', (i) => schema.safeParse(docs[i % 50]));
  meet('valideerSchermDocument', (i) => valideerSchermDocument('krachtvoer', 2024, docs[i % 50]));
}
