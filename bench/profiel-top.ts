/**
 * The top of a V8 CPU profile (`node --cpu-prof`), as text: the functions with the most self time, and
 * the project's own functions (and the packages they call into) with the most total time, each in ms
 * and as a share of the non-idle time. `npx tsx bench/profiel-top.ts DIR_OR_FILE [N] [FUNCTION-regex] [END-FUNCTION-regex]` — the largest
 * `.cpuprofile` of a directory (the main thread; tsx's loader thread writes a small one beside it). Used to find where a
 * consumer-API delivery's and a register call's CPU go (decision 034, docs/metingen.md). Time inside a system call (e.g.
 * `writev`) includes time the process was preempted there on a busy machine: read CPU per call from the cpu benches.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Knoop {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profiel {
  nodes: Knoop[];
  samples: number[];
  timeDeltas: number[];
}

const [pad = '/tmp/afnemer-prof', n = '25', vanaf, tot] = process.argv.slice(2);
const N = Number(n);
const bestand = statSync(pad).isDirectory()
  ? readdirSync(pad)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => join(pad, f))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0]
  : pad;
const p = JSON.parse(readFileSync(bestand, 'utf8')) as Profiel;

const knopen = new Map(p.nodes.map((k) => [k.id, k]));
const ouder = new Map<number, number>();
for (const k of p.nodes) for (const c of k.children ?? []) ouder.set(c, k.id);
const opStapel = (id: number, functie: RegExp) => {
  for (let x: number | undefined = id; x !== undefined; x = ouder.get(x)) if (functie.test(knopen.get(x)!.callFrame.functionName)) return true;
  return false;
};
// with a third argument, only the samples from the first one with that function on its stack (skips the server's start)
const eerste = vanaf ? p.samples.findIndex((id) => opStapel(id, new RegExp(vanaf))) : 0;
if (eerste < 0) throw new Error(`Geen sample met een functie die past op ${vanaf}.`);
// with a fourth, only up to the first sample after that with the fourth's function on its stack (the GETs before the saves)
const laatste = tot ? p.samples.findIndex((id, i) => i > eerste && opStapel(id, new RegExp(tot))) : -1;
const perKnoop = new Map<number, number>();
p.samples.forEach((id, i) => {
  if (i >= eerste && (laatste < 0 || i < laatste)) perKnoop.set(id, (perKnoop.get(id) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
});

const kort = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, 'nm:').replace(/^.*\/(apps|packages|bench)\//, '$1/');
const naam = (k: Knoop) => `${k.callFrame.functionName || '(anoniem)'} ${kort(k.callFrame.url)}:${k.callFrame.lineNumber + 1}`;
const STIL = new Set(['(idle)', '(program)', '(garbage collector)']);

const zelf = new Map<string, number>();
const totaal = new Map<string, number>();
let bezig = 0;
for (const [id, ms] of perKnoop) {
  const k = knopen.get(id)!;
  if (k.callFrame.functionName === '(idle)') continue;
  bezig += ms;
  zelf.set(naam(k), (zelf.get(naam(k)) ?? 0) + ms);
  // total time: every distinct function on the stack once
  const gezien = new Set<string>();
  for (let x: number | undefined = id; x !== undefined; x = ouder.get(x)) {
    const n = naam(knopen.get(x)!);
    if (gezien.has(n) || STIL.has(knopen.get(x)!.callFrame.functionName)) continue;
    gezien.add(n);
    totaal.set(n, (totaal.get(n) ?? 0) + ms);
  }
}
const toon = (kop: string, m: Map<string, number>, filter: (n: string) => boolean = () => true) => {
  console.log(kop);
  [...m]
    .filter(([n]) => filter(n))
    .sort((a, b) => b[1] - a[1])
    .slice(0, N)
    .forEach(([n, ms]) => console.log(`  ${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / bezig).toFixed(1).padStart(5)} %  ${n}`));
};
console.log(`${bestand}${vanaf ? ` from the first ${vanaf}` : ''}${tot ? ` to the first ${tot}` : ''}: ${bezig.toFixed(0)} ms not idle`);
toon('Self time:', zelf);
toon('Total time, project code:', totaal, (n) => / (apps|packages)\//.test(n));
toon('Total time, packages:', totaal, (n) => / nm:/.test(n));
