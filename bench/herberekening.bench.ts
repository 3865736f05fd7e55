/**
 * The recompute after a rule change (decision 028), on PostgreSQL: BENCH_HERBEREKENING_BOEREN farms
 * (default 20,000; varied inputs, herberekening.bench.opzet.ts) carry outcomes of older rules beside
 * the register bench's farms; a staff call starts the run and the server's own worker recomputes
 * every open year (read, engine, write, mark, audit), while the register bench runs at the deadline
 * peak (60 GET/s + 20 saves/s) for BENCH_HERBEREKENING_NAAST seconds (default 30; 0: alone).
 * Targets: the whole run ≤ 60 s, the register's p99 ≤ 50 ms beside it.
 * `npx tsx bench/herberekening.bench.ts` (DATABASE_URL, default the local server); run from run-all.ts.
 */
import { readFileSync } from 'node:fs';
import { herberekeningRoutes, type HerberekeningVoortgang } from '@kw/contract';
import type { Meting } from './http.bench';
import { registerLast } from './invoer.bench';
import { zetBenchOp } from './invoer.bench.opzet';
import { zetHerberekeningOp } from './herberekening.bench.opzet';
import { openLoop, post } from './save-loop';

const BOEREN = Number(process.env.BENCH_HERBEREKENING_BOEREN ?? 20_000);
const REGISTER_BOEREN = Number(process.env.BENCH_HERBEREKENING_REGISTER ?? 1_000);
const NAAST = Number(process.env.BENCH_HERBEREKENING_NAAST ?? 30);

export interface HerberekeningBenchUitkomst {
  records: number;
  seconden: number;
  perSeconde: number;
  mislukt: number;
  registerLezen: Meting | null;
  registerOpslaan: Meting | null;
  /** the same load just before, without the recompute: what this machine gives at the moment */
  registerZonder: [Meting, Meting] | null;
  /** CPU of the server process per recomputed record (user + system), ms; PostgreSQL not counted */
  serverCpuMsPerRecord: number;
  load: string;
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
function cpuMs(pid: number): number {
  const velden = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(velden[11]) + Number(velden[12])) * 10;
}
const regel = (m: Meting) => `p50 ${String(m.p50).padStart(5)}  p95 ${String(m.p95).padStart(5)}  p99 ${String(m.p99).padStart(5)} ms${m.non2xx + m.errors ? ` (non-2xx ${m.non2xx}, fouten ${m.errors})` : ''}`;

async function voortgang(base: string, token: string): Promise<HerberekeningVoortgang> {
  const res = await fetch(`${base}${herberekeningRoutes.voortgang.path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`voortgang ${res.status} ${await res.text()}`);
  return (await res.json()) as HerberekeningVoortgang;
}

export async function runHerberekeningBench(): Promise<HerberekeningBenchUitkomst> {
  const o = await zetBenchOp(REGISTER_BOEREN, 18095);
  try {
    const h = await zetHerberekeningOp(o, BOEREN);
    const last = registerLast(o);
    // warm up: the server's code paths and PostgreSQL's plans
    await Promise.all([openLoop(20, 3, last.lees), openLoop(10, 3, last.bewaar)]);
    last.stand();
    // the register alone first (15 s), so the figures beside the run can be read against what this machine gives now
    const zonder = NAAST > 0 ? await Promise.all([openLoop(60, Math.min(15, NAAST), last.lees), openLoop(20, Math.min(15, NAAST), last.bewaar)]) : null;
    const loadZonder = loadavg();
    last.stand();

    const cpuVoor = cpuMs(o.server.pid!);
    const t0 = performance.now();
    const start = await post(`${o.base}${herberekeningRoutes.starten.path}`, h.stafToken, JSON.stringify({ reden: 'bench: nieuwe rekenregels' }));
    if (start.status !== 200) throw new Error(`starten ${start.status} ${start.text}`);
    const totaal = (JSON.parse(start.text) as HerberekeningVoortgang).run!.totaal;
    const naast = NAAST > 0 ? Promise.all([openLoop(60, NAAST, last.lees), openLoop(20, NAAST, last.bewaar)]) : Promise.resolve(null);
    let stand = await voortgang(o.base, h.stafToken);
    while (stand.actief) {
      await new Promise((r) => setTimeout(r, 1_000));
      stand = await voortgang(o.base, h.stafToken);
    }
    const seconden = Math.round((performance.now() - t0) / 100) / 10;
    const serverCpuMsPerRecord = Math.round(((cpuMs(o.server.pid!) - cpuVoor) / totaal) * 100) / 100;
    const load = loadavg();
    const register = await naast;
    const { geslaagd, conflicten } = last.stand();
    const run = stand.run!;
    const perSeconde = Math.round(totaal / seconden);
    console.log(`Herberekening, PostgreSQL: ${totaal} open jaren (${h.open} gezaaid met oudere regels + ${totaal - h.open} van het invoerregister; ${h.gesloten} ingediende blijven staan):`);
    console.log(`  ${seconden} s (doel ≤ 60 s), ${perSeconde} per s; herberekend ${run.klaar}, mislukt ${run.mislukt}, overgeslagen ${run.overgeslagen}; server-CPU ${serverCpuMsPerRecord} ms per jaar (incl. het register ernaast)   load ${load}`);
    if (zonder) console.log(`  het invoerregister alleen, vlak ervoor (${Math.min(15, NAAST)} s): GET 60/s ${regel(zonder[0])}   opslaan 20/s ${regel(zonder[1])}   load ${loadZonder}`);
    if (register) {
      console.log(`  ernaast het invoerregister op de deadlinepiek (${NAAST} s): GET 60/s ${regel(register[0])}   opslaan 20/s ${regel(register[1])} (${geslaagd} opgeslagen, ${conflicten} × 409)  doel p99 ≤ 50 ms`);
    }
    return { records: totaal, seconden, perSeconde, mislukt: run.mislukt, registerLezen: register?.[0] ?? null, registerOpslaan: register?.[1] ?? null, registerZonder: zonder, serverCpuMsPerRecord, load };
  } finally {
    await o.opruimen();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runHerberekeningBench();
