/**
 * The groups of the sector report (decision 029): the submission deadline, the farm's main
 * soil type and its intensity class. All read from stored results, never recomputed.
 */

/** True when `tijdstip` (ISO) lies after the deadline day (ISO date; a reporting year's, decision 030), Dutch time (the day ends at 24:00 Europe/Amsterdam). */
export function naDeadline(tijdstip: string, deadline: string): boolean {
  return dagNl(new Date(tijdstip)) > deadline;
}

// one formatter for every call: making one costs more than the whole comparison
let dagFormaat: Intl.DateTimeFormat | null = null;
/** YYYY-MM-DD of a moment in Dutch time. */
export function dagNl(moment: Date): string {
  dagFormaat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });
  return dagFormaat.format(moment);
}

export const GRONDSOORT_NAMEN = { zand: 'Zand', klei: 'Klei', veen: 'Veen', loss: 'Löss' } as const;
export type GrondsoortSleutel = keyof typeof GRONDSOORT_NAMEN;
export const ONBEKEND = 'Onbekend';

/** The soil type with the most hectares of the farm's plots (`oppervlakten.perGrondsoort` of the stored result); a tie goes to the first in the list. */
export function hoofdgrondsoort(perGrondsoort: Partial<Record<string, unknown>> | null | undefined): string {
  let beste: GrondsoortSleutel | null = null;
  let ha = 0;
  for (const s of Object.keys(GRONDSOORT_NAMEN) as GrondsoortSleutel[]) {
    const v = perGrondsoort?.[s];
    if (typeof v === 'number' && Number.isFinite(v) && v > ha) {
      beste = s;
      ha = v;
    }
  }
  return beste ? GRONDSOORT_NAMEN[beste] : ONBEKEND;
}

/**
 * Intensity classes in kg milk produced per ha of the farm (`melk.melkproductieKg` /
 * `oppervlakten.totaalHa`). Our own division in steps of 6.000 kg around the Dutch average of
 * some 15.000–17.000 kg milk per ha (CBS/WUR Bedrijveninformatienet, order of magnitude):
 * te verifiëren with ZuivelNL before the classes are published.
 */
export const INTENSITEIT_KLASSEN = [
  { naam: 'Tot 12.000 kg melk/ha', tot: 12_000 },
  { naam: '12.000 tot 18.000 kg melk/ha', tot: 18_000 },
  { naam: '18.000 tot 24.000 kg melk/ha', tot: 24_000 },
  { naam: '24.000 kg melk/ha en meer', tot: Infinity },
] as const;
export const INTENSITEIT_TE_VERIFIEREN = true;

export function intensiteitKlasse(melkKg: number | null, totaalHa: number | null): string {
  if (melkKg === null || totaalHa === null || !Number.isFinite(melkKg) || !Number.isFinite(totaalHa) || totaalHa <= 0) return ONBEKEND;
  const perHa = melkKg / totaalHa;
  return INTENSITEIT_KLASSEN.find((k) => perHa < k.tot)!.naam;
}
