/**
 * `npm run koppelingen:simuleer`: the demo suppliers deliver a realistic year of messages for De
 * Vries through the real HTTP endpoints of a running server (decision 020): a token per supplier
 * (client credentials), then per month the dairy's deliveries (every third day), feed, bedding and
 * fertiliser deliveries, I&R averages, weekly-ish VDM transports, two silage and two soil analyses,
 * and the plots once (and for every open "Nu ophalen" request). Message ids are fixed, so running
 * it twice changes nothing (the server acknowledges known ids). Year: the newest open demo year.
 *
 *   KLW_URL (default: the server of `npm start`, http://localhost:$PORT, PORT 8080), KLW_JAAR (default 2024)
 */
import { inboxPaden, koppelingRoutes, type BerichtSoort } from '@kw/contract';
import { DEMO_KLANTNUMMERS, DEMO_LEVERANCIERS } from '../apps/server/src/db/seed-koppelingen';

// port 3000 is the mock mode (spec §7), which has no inbox; `npm start` listens on PORT, 8080 by default
const basis = process.env.KLW_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const jaar = Number(process.env.KLW_JAAR ?? 2024);
const tokens = new Map<string, string>();

async function token(sleutel: string): Promise<string> {
  const l = DEMO_LEVERANCIERS.find((x) => x.sleutel === sleutel)!;
  if (!tokens.has(sleutel)) {
    const res = await fetch(`${basis}${koppelingRoutes.token.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: l.clientId, client_secret: l.clientSecret }),
    });
    if (!res.ok) throw new Error(`token ${l.naam}: ${res.status} ${await res.text()}`);
    tokens.set(sleutel, ((await res.json()) as { access_token: string }).access_token);
  }
  return tokens.get(sleutel)!;
}

const telling = new Map<string, number>();
async function stuur(sleutel: string, soort: BerichtSoort, bericht: Record<string, unknown>) {
  const res = await fetch(`${basis}${inboxPaden[soort]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(sleutel)}` },
    body: JSON.stringify({ klantnummer: DEMO_KLANTNUMMERS[soort], ...bericht }),
  });
  const a = (await res.json()) as { status?: string; reden?: string; message?: string };
  const k = res.ok ? `${soort}: ${a.status}` : `${soort}: HTTP ${res.status}`;
  telling.set(k, (telling.get(k) ?? 0) + 1);
  if (!res.ok || a.status === 'mislukt') console.warn(`  ${String(bericht.berichtId)}: ${a.reden ?? a.message}`);
}

const d = (m: number, dag: number) => `${jaar}-${String(m).padStart(2, '0')}-${String(dag).padStart(2, '0')}`;
const dagenIn = (m: number) => new Date(Date.UTC(jaar, m, 0)).getUTCDate();
// a deterministic wobble (no Math.random: the same run gives the same year)
const golf = (i: number, a: number) => Math.round(a * Math.sin(i * 1.7) * 100) / 100;

async function main() {
  console.log(`Koppelingen simuleren voor ${jaar} tegen ${basis} …`);
  for (let m = 1; m <= 12; m++) {
    // milk: a delivery every third day, about 2,650 kg a day (De Vries ~ 970,000 kg a year)
    const leveringen = [];
    for (let dag = 1; dag <= dagenIn(m); dag += 3) {
      leveringen.push({ datum: d(m, dag), tijd: '06:30', kg: Math.round(7_950 + golf(dag + m * 31, 400)), vetProcent: 4.4 + golf(dag, 0.15), eiwitProcent: 3.55 + golf(dag + 3, 0.08), ureumMgPer100ml: 22 + golf(dag + 7, 3) });
    }
    await stuur('zuivel', 'melkleveringen', { berichtId: `SIM-MELK-${jaar}-${m}`, ubn: '1234567', leveringen });
    // feed: two compound-feed loads a month; bedding and fertiliser in spring
    await stuur('voer', 'voerleveringen', {
      berichtId: `SIM-VOER-${jaar}-${m}`,
      leveringen: [
        { categorie: 'krachtvoer', datum: d(m, 5), product: 'Standaardbrok', kg: 9_500, dsGPerKg: 885, vemPerKgDs: 1_040 + golf(m, 15), reGPerKgDs: 180, pGPerKgDs: 5 },
        { categorie: 'krachtvoer', datum: d(m, 19), product: 'Standaardbrok', kg: 9_500, dsGPerKg: 885, vemPerKgDs: 1_040 + golf(m + 1, 15), reGPerKgDs: 180, pGPerKgDs: 5 },
        ...(m % 3 === 1 ? [{ categorie: 'strooisel', datum: d(m, 8), product: 'Tarwestro', kg: 4_000, nGPerKg: 6, p2o5GPerKg: 2 }] : []),
        ...(m >= 2 && m <= 6 ? [{ categorie: 'kunstmest', datum: d(m, 12), product: 'KAS 27', kg: 4_000, nAmmoniumGPerKg: 135, nNitraatGPerKg: 135, nUreumGPerKg: 0, p2o5GPerKg: 0, k2oGPerKg: 0 }] : []),
      ],
    });
    // I&R: the average from 1 January to the end of the month
    await stuur('rvo', 'diertellingen', { berichtId: `SIM-IR-${jaar}-${m}`, ubn: '1234567', peildatum: d(m, dagenIn(m)), gemiddeldAantal: { melkkoeien: 118 + golf(m, 2), jongveeJonger1Jaar: 36 + golf(m + 2, 2), jongveeOuder1Jaar: 40 + golf(m + 4, 2) } });
    // VDM: slurry off the farm in the spreading season
    if (m >= 2 && m <= 8) {
      await stuur('rvo', 'mesttransporten', { berichtId: `SIM-VDM-${jaar}-${m}`, transporten: [{ vdmNummer: `${jaar}${String(m).padStart(2, '0')}01`, datum: d(m, 14), richting: 'afvoer', mestcode: 14, hoeveelheid: 90 + golf(m, 10), eenheid: 'm3', kgNPerTon: 4.2, kgP2o5PerTon: 1.6, tegenpartij: 'Intermediair Oost' }] });
    }
  }
  await stuur('lab', 'analyses', { berichtId: `SIM-LAB-${jaar}-1`, laboratorium: 'Agrolab Wageningen', analyses: [{ soort: 'grond', monsternummer: `G-${jaar}-1`, datum: d(2, 14), perceelId: 'huiskavel', pAlMgP2o5Per100g: 44, pCaCl2MgPPerKg: 2.3, organischeStofProcent: 4.6, ph: 5.5 }] });
  await stuur('lab', 'analyses', { berichtId: `SIM-LAB-${jaar}-2`, laboratorium: 'Agrolab Wageningen', analyses: [{ soort: 'kuilvoer', monsternummer: `K-${jaar}-1`, datum: d(6, 20), partij: `Graskuil ${jaar}`, ruwvoersoort: 'graskuil', vemPerKgDs: 905, reGPerKgDs: 171, pGPerKgDs: 4.1 }] });
  await stuur('lab', 'analyses', { berichtId: `SIM-LAB-${jaar}-3`, laboratorium: 'Agrolab Wageningen', analyses: [{ soort: 'kuilvoer', monsternummer: `K-${jaar}-2`, datum: d(10, 2), partij: `Snijmaïs ${jaar}`, ruwvoersoort: 'snijmais', vemPerKgDs: 975, reGPerKgDs: 72, pGPerKgDs: 2 }] });
  // plots: once, and again for every open "Nu ophalen" request
  const verzoeken = await fetch(`${basis}${koppelingRoutes.ophaalverzoeken.path}`, { headers: { authorization: `Bearer ${await token('rvo')}` } });
  const open = verzoeken.ok ? ((await verzoeken.json()) as { verzoeken: Array<{ id: number }> }).verzoeken : [];
  for (const v of [{ id: 0 }, ...open]) {
    await stuur('rvo', 'percelen', { berichtId: `SIM-PERC-${jaar}-${v.id}`, peildatum: d(5, 15), percelen: [{ id: 'huiskavel', naam: 'Huiskavel', oppervlakteHa: 18.4, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' }] });
  }
  for (const [k, n] of [...telling].sort()) console.log(`  ${k}: ${n}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
