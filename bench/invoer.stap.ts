/**
 * The save's engine step in-process, without HTTP or the database (decision 013, session 5): the
 * bench farm (every demo screen, Krachtvoer with 30 products, manual milk) through `berekenUitkomst`
 * with the full `valideerInvoer` and with the cached sections, the saved screen arriving parsed by
 * the register's check as on a real save. Less noisy than wall or CPU counts on a shared machine.
 * `npx tsx bench/invoer.stap.ts` (BENCH_N saves, default 5,000).
 */
import { valideerSchermDocument } from '@kw/contract';
import { demoSchermen } from '../apps/server/src/db/seed-invoer';
import { berekenUitkomst, type InvoerBron } from '../apps/server/src/modules/uitkomst/uitkomst.bereken';
import { SectieCache } from '../apps/server/src/modules/uitkomst/uitkomst.secties';
import { krachtvoer30 } from './invoer.bench.constanten';

const N = Number(process.env.BENCH_N ?? 5_000);
const leeg = { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null };
const melk: InvoerBron['melk'] = {
  invoer: {
    gebruikHandmatigeMelkRegistratie: true,
    totaalHandmatig: { kg: 850_000, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: 98 },
    totaalZelfZuivel: leeg,
    melkGevoerdAanKalveren: 9_000,
    totaalOverigeProductie: { ...leeg, kg: 500 },
  },
  automatisch: leeg,
  jaar: 2024,
};
const overig = Object.entries(demoSchermen({ naam: 'IB', koeien: 90, grasHa: 40, melkKg: 850_000 }, 2024))
  .filter(([scherm]) => scherm !== 'krachtvoer')
  .map(([scherm, gegevens]) => ({ scherm, gegevens: gegevens as Record<string, unknown>, versie: 1, tekst: JSON.stringify(gegevens) }));

/** One save of Krachtvoer body `i`: the register's check, then the engine step. */
function bron(i: number, metGeparst: boolean): InvoerBron {
  const gegevens = krachtvoer30(i);
  const check = valideerSchermDocument('krachtvoer', 2024, gegevens);
  if (!check.ok) throw new Error('bench body not valid');
  const rij = { scherm: 'krachtvoer', gegevens, versie: 2, geparst: metGeparst ? check.geparst : undefined };
  return { jaar: 2024, rijen: [...overig, rij].sort((a, b) => (a.scherm < b.scherm ? -1 : 1)), melk, melkOpgeslagen: true };
}

function meet(naam: string, stap: (i: number) => unknown) {
  for (let i = 0; i < 500; i++) stap(i);
  const t0 = process.cpuUsage();
  for (let i = 0; i < N; i++) stap(i);
  const d = process.cpuUsage(t0);
  console.log(`${naam}: ${((d.user + d.system) / N / 1000).toFixed(3)} ms CPU per save (register check + engine step)`);
}

const cache = new SectieCache();
meet('full valideerInvoer (before)', (i) => berekenUitkomst(bron(i, false), 'bench'));
meet('cached sections (after)     ', (i) => berekenUitkomst(bron(i, true), 'bench', cache));
