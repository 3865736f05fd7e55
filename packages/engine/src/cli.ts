/**
 * `npm run bereken -- <invoer.json>`: reads one farm-year, prints the result JSON.
 * Bad input prints Dutch errors per field to stderr and exits 1. The only engine file with I/O.
 */
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { bereken } from './bereken';
import { OngeldigeInvoer, valideerInvoer, type Invoerfout } from './invoer/valideer';
import { leesJson } from './json-lezen';

export interface CliUitkomst {
  code: 0 | 1;
  stdout: string;
  stderr: string;
}

/** Dutch reasons for the common file-system errors (Node's own messages are English). */
const leesfout: Record<string, string> = {
  ENOENT: 'het bestand bestaat niet',
  EACCES: 'geen leesrechten op het bestand',
  EPERM: 'geen leesrechten op het bestand',
  EISDIR: 'dit is een map, geen bestand',
};

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
    const reden = leesfout[(e as NodeJS.ErrnoException).code ?? ''] ?? 'onbekende fout bij het lezen';
    return { code: 1, stdout: '', stderr: `Kan het bestand '${bestanden[0]}' niet lezen: ${reden}.\n` };
  }
  const json = leesJson(tekst);
  if (!json.ok) {
    return { code: 1, stdout: '', stderr: `Het bestand '${bestanden[0]}' is geen geldige JSON (regel ${json.regel}, kolom ${json.kolom}): ${json.reden}.\n` };
  }
  const v = valideerInvoer(json.waarde);
  if (!v.ok) return { code: 1, stdout: '', stderr: foutenlijst(v.fouten) };
  try {
    return { code: 0, stdout: `${JSON.stringify(bereken(v.data, { metAfleiding }), null, 2)}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof OngeldigeInvoer) return { code: 1, stdout: '', stderr: foutenlijst(e.fouten) };
    return { code: 1, stdout: '', stderr: `De berekening is mislukt door een fout in de rekenkern: ${(e as Error).message}\n` };
  }
}

function foutenlijst(fouten: readonly Invoerfout[]): string {
  const regels = fouten.map((f) => `- ${f.pad || '(invoer)'}: ${f.melding}`);
  return `De invoer bevat ${fouten.length} fout(en):\n${regels.join('\n')}\n`;
}

const directAangeroepen = process.argv[1] !== undefined && /cli\.ts$/.test(process.argv[1]);
if (directAangeroepen) {
  const u = voerCliUit(process.argv.slice(2));
  if (u.stdout) process.stdout.write(u.stdout);
  if (u.stderr) process.stderr.write(u.stderr);
  process.exitCode = u.code;
}
