/**
 * Checks of a "Waarom dit getal?" answer that a farmer can do by eye: no raw code as a name or value, and a
 * sum written out in words adds up with the values it shows, each in the unit of the result.
 */
import type { AfleidingGraaf } from '@kw/engine';
import { afleidingKnoopAntwoord } from '../afleiding.antwoord';

const CAMEL = /\b(?!kWh\b)[a-z]+[A-Z][A-Za-z]*\b/;
const getal = (t: string) => Number(t.replace(/[−-]/, '-').replace(/\./g, '').replace(',', '.'));
/** Half a unit of the last shown digit. */
const halveEenheid = (t: string) => (t.includes(',') ? 0.5 * 10 ** -t.split(',')[1].length : 0.5);

/** Splits at ' + ' and ' − ' outside brackets; null when an operator other than + and − appears outside brackets. */
function termenVan(expr: string): { teken: 1 | -1; tekst: string }[] | null {
  const uit: { teken: 1 | -1; tekst: string }[] = [];
  let diepte = 0;
  let begin = 0;
  let teken: 1 | -1 = 1;
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i];
    if (c === '(') diepte++;
    else if (c === ')') diepte--;
    else if (diepte === 0 && (c === '×' || c === '/' || c === ':')) return null;
    else if (diepte === 0 && (c === '+' || c === '−') && expr[i - 1] === ' ' && expr[i + 1] === ' ') {
      uit.push({ teken, tekst: expr.slice(begin, i) });
      teken = c === '+' ? 1 : -1;
      begin = i + 1;
    }
  }
  uit.push({ teken, tekst: expr.slice(begin) });
  return uit;
}

/** The value a term shows: its last bracket that holds a number with a unit, "(22.755 kg N)". */
function waardeVan(term: string): { getal: number; tekst: string; eenheid: string } | null {
  const m = [...term.matchAll(/\(([−-]?\d[\d.]*(?:,\d+)?)(?: ([^()]*))?\)/g)];
  if (!m.length) return null;
  const laatste = m[m.length - 1];
  return { getal: getal(laatste[1]), tekst: laatste[1], eenheid: (laatste[2] ?? '').trim() };
}

/** Every problem of the graph's nodes as a line; empty: all fine. */
export function afleidingAfwijkingen(graaf: AfleidingGraaf): string[] {
  const fouten: string[] = [];
  for (const id of Object.keys(graaf.knopen)) {
    const a = afleidingKnoopAntwoord(graaf, id, 1);
    if (!a) continue;
    const k = a.knoop;
    if (CAMEL.test(k.label)) fouten.push(`${id}: naam ${k.label}`);
    for (const c of a.kinderen) if (CAMEL.test(c.label)) fouten.push(`${id}: kind ${c.label}`);
    for (const i of k.invoer) if (typeof i.waarde === 'string' && CAMEL.test(i.waarde)) fouten.push(`${id}: invoer ${i.label} = ${i.waarde}`);
    if (CAMEL.test(k.berekening)) fouten.push(`${id}: code in de berekening: ${k.berekening}`);
    // a sum: "a (1 kg N) + b (2 kg N) = 3 kg N"
    const [expr, uitkomst] = k.berekening.split(/ = (?=[^=]*$)/);
    if (uitkomst === undefined || /\b(max|min|als|anders)\b|…/.test(expr)) continue;
    const termen = termenVan(expr);
    if (!termen || termen.length < 2) continue;
    const waarden = termen.map((t) => ({ ...t, w: waardeVan(t.tekst) }));
    if (waarden.some((t) => t.w === null)) continue;
    const r = /^([−-]?\d[\d.]*(?:,\d+)?)(?: (.*))?$/.exec(uitkomst.trim());
    if (!r) continue;
    const eenheid = (r[2] ?? '').trim();
    for (const t of waarden) if (t.w!.eenheid !== eenheid) fouten.push(`${id}: term in ${t.w!.eenheid || 'geen eenheid'}, uitkomst in ${eenheid || 'geen eenheid'}: ${k.berekening}`);
    const som = waarden.reduce((s, t) => s + t.teken * t.w!.getal, 0);
    const marge = waarden.reduce((s, t) => s + halveEenheid(t.w!.tekst), halveEenheid(r[1])) + 1e-9;
    if (Math.abs(som - getal(r[1])) > marge) fouten.push(`${id}: de termen geven ${som}, getoond ${r[1]}: ${k.berekening}`);
  }
  return fouten;
}

