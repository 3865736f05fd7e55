/**
 * "Waarom dit getal?" over HTTP (decision 016): the real server in-process
 * (app.inject, no sockets) on the demo database. Per round a save of the Energie screen changes
 * the record's input version; then the first GetAfleiding builds the graph (read input + validate
 * + engine with trace) and later ones come from the in-memory LRU. Also the graph's size per
 * demo farm-year and the bytes of one node's answer. PGlite by default; with
 * `KW_TEST_DB=postgres DATABASE_URL=…` on PostgreSQL. Run: `npx tsx bench/afleiding.bench.ts`.
 */
import { register, routes, schermCalls } from '@kw/contract';
import { afleidingTeller } from '../apps/server/src/modules/rapportage/rapportage.afleiding';
import { demoKlwIds, Klant, startTestServer } from '../apps/server/test/helpers/server';

const RONDES = Number(process.env.BENCH_RONDES ?? 30);
const GECACHET_PER_RONDE = 5;

const mediaan = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const max = (xs: number[]) => Math.max(...xs);
const r1 = (x: number) => Math.round(x * 10) / 10;

export async function runAfleidingBench() {
  const s = await startTestServer();
  try {
    const ids = await demoKlwIds(s.database);
    const k = await new Klant(s.app).alsIngelogd('demo@demo.nl', ids.demo2024);
    const energie = register.find((x) => x.sleutel === 'energie')!;
    const url = (knoop: string) => `${routes.afleiding.path}?knoop=${encodeURIComponent(knoop)}`;
    const getKnopen = ['verl_bodbal1_ha', 'melkprod', 'opp_totaal', 'dzh_co2_pensferm', 'depositie'];

    const lezenMs: number[] = [];
    const opslaanMs: number[] = [];
    const eersteMs: number[] = [];
    const gecachetMs: number[] = [];
    for (let r = 0; r < RONDES + 3; r++) {
      let t = performance.now();
      const gelezen = (await k.get(schermCalls(energie).lezen)).json() as { versie: number; gegevens: { energie: Record<string, number> } };
      const lezen = performance.now() - t;
      t = performance.now();
      const res = await k.post(schermCalls(energie).opslaan, { versie: gelezen.versie, gegevens: { energie: { ...gelezen.gegevens.energie, dieselLiter: 10_000 + r } } }, { bearer: true });
      const opslaan = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`opslaan ${res.statusCode}`);
      const voor = afleidingTeller.gebouwd;
      t = performance.now();
      const eerste = await k.get(url('dashboard.stikstofbodemoverschotKgNPerHa'));
      const eersteTijd = performance.now() - t;
      if (eerste.statusCode !== 200 || afleidingTeller.gebouwd !== voor + 1) throw new Error('geen nieuwe graaf na opslaan');
      const cached: number[] = [];
      for (const id of getKnopen.slice(0, GECACHET_PER_RONDE)) {
        t = performance.now();
        await k.get(url(id));
        cached.push(performance.now() - t);
      }
      if (r < 3) continue; // warm-up
      lezenMs.push(lezen);
      opslaanMs.push(opslaan);
      eersteMs.push(eersteTijd);
      gecachetMs.push(...cached);
    }

    // The whole graph of each demo farm-year: fetched node by node, summed.
    const omvang: Record<string, { knopen: number; kb: number; grootsteKnoopKb: number }> = {};
    for (const [naam, id, email] of [['De Vries 2024', ids.vries2024, 'deelnemer@demo.nl'], ['Demo 2024', ids.demo2024, 'demo@demo.nl']] as const) {
      const kl = await new Klant(s.app).alsIngelogd(email, id);
      const wortels = (await kl.get(routes.afleiding.path)).json() as { wortels: Record<string, { id: string }> };
      const gezien = new Set<string>();
      let bytes = 0;
      let grootste = 0;
      let rij = Object.values(wortels.wortels).map((w) => w.id);
      while (rij.length > 0) {
        const volgende: string[] = [];
        for (const kid of rij) {
          if (gezien.has(kid)) continue;
          gezien.add(kid);
          const res = await kl.get(url(kid));
          bytes += res.rawPayload.length;
          grootste = Math.max(grootste, res.rawPayload.length);
          volgende.push(...(res.json() as { kinderen: { id: string }[] }).kinderen.map((c) => c.id));
        }
        rij = volgende;
      }
      omvang[naam] = { knopen: gezien.size, kb: r1(bytes / 1000), grootsteKnoopKb: r1(grootste / 1000) };
    }
    return {
      database: process.env.KW_TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite',
      rondes: RONDES,
      schermLezenMediaanMs: r1(mediaan(lezenMs)),
      opslaanMediaanMs: r1(mediaan(opslaanMs)),
      eersteAfleidingMediaanMs: r1(mediaan(eersteMs)),
      eersteAfleidingMaxMs: r1(max(eersteMs)),
      gecachetMediaanMs: r1(mediaan(gecachetMs)),
      gecachetMaxMs: r1(max(gecachetMs)),
      omvang,
    };
  } finally {
    await s.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAfleidingBench().then((m) => console.log(JSON.stringify(m, null, 2)));
}
