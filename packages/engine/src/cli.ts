/**
 * `npm run bereken -- <invoer.json>`: reads one farm-year, prints the result JSON.
 * Bad input prints Dutch errors per field to stderr and exits 1. The only engine file with I/O.
 */
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { bereken } from './bereken';
import { valideerInvoer } from './invoer/valideer';

export interface CliUitkomst {
  code: 0 | 1;
  stdout: string;
  stderr: string;
}

/** The CLI without process side effects (tested directly). `metAfleiding` adds the trace. */
export function voerCliUit(args: readonly string[], leesBestand: (pad: string) => string = (pad) => readFileSync(pad, 'utf8')): CliUitkomst {
  const metAfleiding = args.includes('--afleiding');
  const bestanden = args.filter((a) => !a.startsWith('--'));
  if (bestanden.length !== 1) {
    return { code: 1, stdout: '', stderr: 'Gebruik: npm run bereken -- <invoer.json> [--afleiding]\n' };
  }
  let tekst: string;
  try {
    tekst = leesBestand(bestanden[0]);
  } catch (e) {
    return { code: 1, stdout: '', stderr: `Kan het bestand '${bestanden[0]}' niet lezen: ${(e as Error).message}\n` };
  }
  let ruw: unknown;
  try {
    ruw = JSON.parse(tekst);
  } catch (e) {
    return { code: 1, stdout: '', stderr: `Het bestand '${bestanden[0]}' is geen geldige JSON: ${(e as Error).message}\n` };
  }
  const v = valideerInvoer(ruw);
  if (!v.ok) {
    const regels = v.fouten.map((f) => `- ${f.pad || '(invoer)'}: ${f.melding}`);
    return { code: 1, stdout: '', stderr: `De invoer bevat ${v.fouten.length} fout(en):\n${regels.join('\n')}\n` };
  }
  try {
    return { code: 0, stdout: `${JSON.stringify(bereken(v.data, { metAfleiding }), null, 2)}\n`, stderr: '' };
  } catch (e) {
    return { code: 1, stdout: '', stderr: `${(e as Error).message}\n` };
  }
}

const directAangeroepen = process.argv[1] !== undefined && /cli\.ts$/.test(process.argv[1]);
if (directAangeroepen) {
  const u = voerCliUit(process.argv.slice(2));
  if (u.stdout) process.stdout.write(u.stdout);
  if (u.stderr) process.stderr.write(u.stderr);
  process.exitCode = u.code;
}
