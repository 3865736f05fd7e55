/**
 * The formula of a trace node written out for a farmer (decision 022): once in words with the Dutch
 * names of its operands, once with their values filled in ("bedrijfsoverschot (180 kg N/ha) − … = 140 kg N/ha").
 * Pure and only run for the node a screen opens, so building the graph stays as cheap as before.
 */
import type { AfleidingGraaf, Knoop, KnoopInvoer } from './afleidingsgraaf';
import { getalNl } from './getal-nl';

/** Decimals by size: whole numbers from 100, one from 10, two from 1, and three significant digits below 1. */
export function afleidingDecimalen(waarde: number): number {
  const a = Math.abs(waarde);
  if (a === 0 || a >= 100) return 0;
  if (a >= 10) return 1;
  if (a >= 1) return 2;
  return Math.min(8, 2 - Math.floor(Math.log10(a)));
}

/** Decimal comma, thousands dot; trailing zeros dropped (0,05 rather than 0,0500). */
export function formatAfleidingGetal(waarde: number): string {
  if (!Number.isFinite(waarde)) return '–';
  return getalNl(waarde, afleidingDecimalen(waarde));
}

/** A value with its unit ("1.234,5 kg N"); a dimensionless '-' or empty unit is left out. */
export function metEenheid(waarde: number, eenheid?: string): string {
  const getal = formatAfleidingGetal(waarde);
  return eenheid && eenheid !== '-' ? `${getal} ${eenheid}` : getal;
}

export interface TekstOpties {
  /** true: each operand with its value in brackets, and "= result" at the end */
  ingevuld: boolean;
  /** An input's name and shown value (the contract knows the field labels); default: the path's last part. */
  invoer?: (i: KnoopInvoer) => { naam: string; waarde: string };
}

/** More items than this in one operand list are shortened ("… 54 regels in totaal"). */
const MAX_LIJST = 10;

/** A name inside a sentence: "Bedrijfsoverschot" → "bedrijfsoverschot", "NH3-N stal" and "VEM-behoefte" stay. */
export const inZin = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLowerCase() + label.slice(1) : label);

const standaardInvoer = (i: KnoopInvoer) => ({
  naam: i.pad.split('.').pop() ?? i.pad,
  waarde: i.waarde === null ? 'niet ingevuld' : typeof i.waarde === 'number' ? formatAfleidingGetal(i.waarde) : String(i.waarde),
});

function lijst(delen: string[], scheiding: string, leeg = '0'): string {
  if (delen.length === 0) return leeg;
  if (delen.length <= MAX_LIJST) return delen.join(scheiding);
  return `${delen.slice(0, MAX_LIJST - 1).join(scheiding)}${scheiding}… (${delen.length} in totaal)`;
}

/**
 * The node's formula as text. `onbekend` lists every `{…}` that named nothing the node has (a child id,
 * a constant, a term); the catalogue test requires it to be empty. Lists (`{prefix.*}`, `{i:…}`, `{Σ}`)
 * may be empty on a farm without such items and then read "0".
 */
export function formuleTekst(graaf: AfleidingGraaf, knoop: Knoop, opties: TekstOpties): { tekst: string; onbekend: string[] } {
  const onbekend: string[] = [];
  const invoerTekst = opties.invoer ?? standaardInvoer;
  const genoemd = new Set<string>();
  const sjabloon = knoop.formule;
  // children named explicitly, so {Σ} takes the rest
  for (const m of sjabloon.matchAll(/\{([^{}:]+)\}/g)) {
    const ref = m[1];
    if (ref.endsWith('.*')) {
      for (const c of knoop.kinderen) if (c.startsWith(ref.slice(0, -1))) genoemd.add(c);
    } else genoemd.add(ref);
  }
  const kind = (id: string) => {
    const k = graaf.knopen[id];
    return opties.ingevuld ? `${inZin(k.label)} (${metEenheid(k.waarde, k.eenheid)})` : inZin(k.label);
  };
  const tekst = sjabloon.replace(/\{([^{}]+)\}/g, (_, ref: string) => {
    if (ref === 'Σ') return lijst(knoop.kinderen.filter((c) => !genoemd.has(c)).map(kind), ' + ');
    const dubbel = ref.indexOf(':');
    const soort = dubbel > 0 ? ref.slice(0, dubbel) : '';
    const naam = dubbel > 0 ? ref.slice(dubbel + 1) : ref;
    if (soort === 'c') {
      const voorvoegsel = naam.endsWith('*') ? naam.slice(0, -1) : undefined;
      const cs = knoop.constanten.filter((c) => (voorvoegsel !== undefined ? c.naam.startsWith(voorvoegsel) : c.naam === naam));
      if (cs.length === 0 && voorvoegsel === undefined) onbekend.push(ref);
      return lijst(cs.map((c) => (opties.ingevuld ? `${c.naam} (${metEenheid(c.waarde, c.eenheid)})` : c.naam)), ', ', 'geen');
    }
    if (soort === 'i') {
      const is = knoop.invoer.filter((i) => i.pad === naam || i.pad.endsWith(`.${naam}`));
      return lijst(is.map((i) => {
        const t = invoerTekst(i);
        return opties.ingevuld ? `${t.naam} (${t.waarde})` : t.naam;
      }), ' + ');
    }
    if (soort === 't') {
      const t = knoop.termen?.[naam];
      if (!t) {
        onbekend.push(ref);
        return naam;
      }
      return typeof t.waarde === 'number' ? metEenheid(t.waarde, t.eenheid) : t.waarde;
    }
    if (naam.endsWith('.*')) return lijst(knoop.kinderen.filter((c) => c.startsWith(naam.slice(0, -1))).map(kind), ' + ');
    if (!knoop.kinderen.includes(naam) || !graaf.knopen[naam]) {
      onbekend.push(ref);
      return naam;
    }
    return kind(naam);
  });
  return { tekst: opties.ingevuld ? `${tekst} = ${metEenheid(knoop.waarde, knoop.eenheid)}` : tekst, onbekend };
}
