/**
 * The README's status table ("## Status of the screens") written from the route catalogue (decision 017):
 * `npm run routes:readme` rewrites it, `readme-tabel.test.ts` fails when README and catalogue disagree.
 */
import { README_STATUS, ROUTE_RIJEN, type RouteId } from './route-catalogus';

export const README_KOP = '| route | screen | status |';
const SCHEIDING = '|---|---|---|';

/** The table's lines, one row per catalogue row, in catalogue order. */
export function readmeTabel(): string[] {
  const cel = (tekst: string) => tekst.replace(/\|/g, '\\|');
  return [README_KOP, SCHEIDING, ...ROUTE_RIJEN.map((r) => `| \`${r.route}\` | ${cel(r.naam)} | ${cel(README_STATUS[r.id as RouteId])} |`)];
}

/** The README text with its status table replaced by `tabel`; throws when the README has no such table. */
export function vervangReadmeTabel(readme: string, tabel: string[] = readmeTabel()): string {
  const regels = readme.split('\n');
  const begin = regels.indexOf(README_KOP);
  if (begin < 0) throw new Error(`README: geen tabel met kop "${README_KOP}"`);
  let eind = begin;
  while (eind < regels.length && regels[eind].startsWith('|')) eind++;
  return [...regels.slice(0, begin), ...tabel, ...regels.slice(eind)].join('\n');
}

/** The table as the README has it now. */
export function huidigeReadmeTabel(readme: string): string[] {
  const regels = readme.split('\n');
  const begin = regels.indexOf(README_KOP);
  if (begin < 0) return [];
  let eind = begin;
  while (eind < regels.length && regels[eind].startsWith('|')) eind++;
  return regels.slice(begin, eind);
}
