/**
 * The top self and total times of a V8 CPU profile (`node --cpu-prof`, e.g. the server of
 * `BENCH_CPU_PROF=1 npx tsx bench/invoer.cpu.ts`), by function and file:line, idle left out.
 * `npx tsx bench/cpu-profiel.ts FILE.cpuprofile [top=40] [START=regex]`: with START, only the samples
 * from the first one whose stack holds a function matching it (the calls, not the server's start).
 * Time inside a system call (e.g. `writev`) includes time the process was preempted there on a
 * busy machine: read CPU per call from bench/invoer.cpu.ts, and this for where it goes.
 */
import { readFileSync } from 'node:fs';

interface Knoop {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profiel {
  nodes: Knoop[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const [bestand, topTekst = '40', startTekst] = process.argv.slice(2);
if (!bestand) throw new Error('Gebruik: npx tsx bench/cpu-profiel.ts FILE.cpuprofile [top] [START-regex]');
const p = JSON.parse(readFileSync(bestand, 'utf8')) as Profiel;
const perId = new Map(p.nodes.map((n) => [n.id, n]));
const ouder = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) ouder.set(c, n.id);
const naam = (n: Knoop) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
const stapel = (sample: number) => {
  const uit: Knoop[] = [];
  for (let id: number | undefined = sample; id !== undefined; id = ouder.get(id)) uit.push(perId.get(id)!);
  return uit;
};

let begin = 0;
if (startTekst) {
  const re = new RegExp(startTekst);
  begin = p.samples.findIndex((s) => stapel(s).some((k) => re.test(k.callFrame.functionName)));
  if (begin < 0) throw new Error(`Geen sample met een functie die past op ${startTekst}.`);
}
const zelf = new Map<string, number>();
const totaal = new Map<string, number>();
let bezig = 0;
for (let i = begin; i < p.samples.length; i++) {
  const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
  const s = stapel(p.samples[i]);
  if (s[0].callFrame.functionName === '(idle)') continue;
  bezig += ms;
  zelf.set(naam(s[0]), (zelf.get(naam(s[0])) ?? 0) + ms);
  for (const k of new Set(s.map(naam))) totaal.set(k, (totaal.get(k) ?? 0) + ms);
}
const top = Number(topTekst);
const toon = (kop: string, m: Map<string, number>) => {
  console.log(`--- ${kop}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * v) / bezig).toFixed(1).padStart(5)} % ${v.toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`bezig ${bezig.toFixed(0)} ms (idle niet meegeteld)`);
toon('self', zelf);
toon('total', totaal);
