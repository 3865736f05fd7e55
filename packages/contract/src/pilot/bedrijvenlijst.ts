/**
 * The farms of a pilot as staff type or upload them: one KvK number per line, or a CSV whose first
 * column is the KvK number (`;` or `,`), a header line allowed. Every bad line is reported with its
 * line number, so one answer names them all (pure: the server and the port-3000 mocks use it).
 */
export interface KvkRegel {
  regel: number;
  kvk: string;
}
export interface LijstFout {
  regel: number;
  melding: string;
}

const KOP = /^\s*"?(kvk|kvk-?nummer|kvknummer|kvk nummer)"?\s*$/i;

export function leesBedrijvenlijst(tekst: string): { regels: KvkRegel[]; fouten: LijstFout[] } {
  const regels: KvkRegel[] = [];
  const fouten: LijstFout[] = [];
  const gezien = new Map<string, number>();
  const lijnen = tekst.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lijnen.forEach((lijn, i) => {
    const regel = i + 1;
    const eerste = lijn.split(/[;,\t]/)[0].trim().replace(/^"(.*)"$/, '$1').trim();
    if (eerste === '') return; // an empty line (or an empty first column) is skipped
    if (regel === 1 && KOP.test(eerste)) return;
    if (!/^[0-9]{8}$/.test(eerste)) {
      fouten.push({ regel, melding: `Regel ${regel}: "${eerste.slice(0, 40)}" is geen KvK-nummer (precies 8 cijfers).` });
      return;
    }
    const eerder = gezien.get(eerste);
    if (eerder !== undefined) {
      fouten.push({ regel, melding: `Regel ${regel}: KvK-nummer ${eerste} staat ook al op regel ${eerder}.` });
      return;
    }
    gezien.set(eerste, regel);
    regels.push({ regel, kvk: eerste });
  });
  return { regels, fouten };
}

/** Thousands with a dot, the Dutch way (no locale data needed). */
const aantal = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** At most this many line numbers in the message, and this many lines in the details (a list may have thousands). */
export const MAX_GENOEMDE_REGELNUMMERS = 30;
export const MAX_REGELFOUTEN = 200;

/** The one Dutch message for every bad line (line numbers in order; a long list ends with how many more). */
export function lijstMelding(fouten: LijstFout[]): string {
  const nummers = [...new Set(fouten.map((f) => f.regel))].sort((a, b) => a - b);
  const genoemd = nummers.slice(0, MAX_GENOEMDE_REGELNUMMERS).join(', ');
  const meer = nummers.length > MAX_GENOEMDE_REGELNUMMERS ? ` en nog ${aantal(nummers.length - MAX_GENOEMDE_REGELNUMMERS)} regels` : '';
  return `De lijst met bedrijven bevat fouten op regel ${genoemd}${meer}. Er is niets opgeslagen.`;
}

/** The per-line details of the 400 (field `bedrijven.<regel>`), at most MAX_REGELFOUTEN, then one line saying how many more. */
export function lijstDetails(fouten: LijstFout[]): Array<{ field: string; message: string }> {
  const details = fouten.slice(0, MAX_REGELFOUTEN).map((f) => ({ field: `bedrijven.${f.regel}`, message: f.melding }));
  if (fouten.length > MAX_REGELFOUTEN) details.push({ field: 'bedrijven', message: `En nog ${aantal(fouten.length - MAX_REGELFOUTEN)} regels met een fout.` });
  return details;
}
