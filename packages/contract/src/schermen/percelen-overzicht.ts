/**
 * Totals of a record's plots (decision 014 and the Percelenoverzicht): per crop code, per soil
 * type and per land use, from the Percelen screen's document. Read-only: the plots are the one
 * place where land is entered; every other screen shows these sums.
 */
import type { Grondgebruik, Perceel } from '@kw/engine';
import { gewasVanCode } from './gewascodes';

/** A plot as it may be stored (a half-typed row lacks fields). */
export type PerceelRij = Partial<Perceel>;

export interface PercelenTotalen {
  aantal: number;
  totaalHa: number;
  perGewas: { gewascode: number | null; naam: string; aantal: number; ha: number }[];
  perGrondsoort: { grondsoort: string; label: string; aantal: number; ha: number }[];
  perGrondgebruik: { grondgebruik: string; label: string; aantal: number; ha: number }[];
}

const ha = (p: PerceelRij) => (typeof p.oppervlakteHa === 'number' && Number.isFinite(p.oppervlakteHa) ? p.oppervlakteHa : 0);

/**
 * Dutch labels of the plot table's choices, as the engine's schema meta names them. Written out
 * here so the web's screens do not load the register (zod and the engine's schemas) for a label;
 * `percelen-overzicht.test.ts` holds them equal to the register's.
 */
export const perceelKeuzeLabels = {
  grondsoort: { zand: 'Zand', klei: 'Klei', veen: 'Veen', loss: 'Löss' },
  grondgebruik: { blijvendGrasland: 'Blijvend grasland', tijdelijkGrasland: 'Tijdelijk grasland', mais: 'Maïs', akkerbouw: 'Akkerbouw', natuur: 'Natuur' },
} as const satisfies Record<string, Record<string, string>>;

/** Dutch label of a soil type or land use of a plot; 'Onbekend' when empty. */
export function perceelKeuzeLabel(sleutel: keyof typeof perceelKeuzeLabels, waarde: string | undefined): string {
  if (!waarde) return 'Onbekend';
  return (perceelKeuzeLabels[sleutel] as Record<string, string>)[waarde] ?? waarde;
}

function groepeer<K extends string | number>(percelen: PerceelRij[], sleutel: (p: PerceelRij) => K) {
  const groepen = new Map<K, { aantal: number; ha: number }>();
  for (const p of percelen) {
    const k = sleutel(p);
    const g = groepen.get(k) ?? { aantal: 0, ha: 0 };
    g.aantal += 1;
    g.ha += ha(p);
    groepen.set(k, g);
  }
  return [...groepen].map(([k, g]) => ({ k, ...g })).sort((a, b) => b.ha - a.ha);
}

export function percelenTotalen(percelen: PerceelRij[]): PercelenTotalen {
  return {
    aantal: percelen.length,
    totaalHa: percelen.reduce((s, p) => s + ha(p), 0),
    perGewas: groepeer(percelen, (p) => p.gewascode ?? -1).map(({ k, aantal, ha: h }) => ({
      gewascode: k === -1 ? null : k,
      naam: k === -1 ? 'Geen gewascode' : (gewasVanCode(k)?.naam ?? `Gewascode ${k}`),
      aantal,
      ha: h,
    })),
    perGrondsoort: groepeer(percelen, (p) => p.grondsoort ?? '').map(({ k, aantal, ha: h }) => ({ grondsoort: k, label: perceelKeuzeLabel('grondsoort', k || undefined), aantal, ha: h })),
    perGrondgebruik: groepeer(percelen, (p) => p.grondgebruik ?? '').map(({ k, aantal, ha: h }) => ({ grondgebruik: k, label: perceelKeuzeLabel('grondgebruik', k || undefined), aantal, ha: h })),
  };
}

/** The plots of some land uses (Grasland: permanent and temporary grassland). */
export const percelenMetGrondgebruik = (percelen: PerceelRij[], gebruik: readonly Grondgebruik[]) => percelen.filter((p) => p.grondgebruik !== undefined && gebruik.includes(p.grondgebruik));

/** The area of the plots with a crop code (an arable crop's area). */
export const oppervlakteVanGewas = (percelen: PerceelRij[], gewascode: number | undefined) =>
  gewascode === undefined ? 0 : percelen.filter((p) => p.gewascode === gewascode).reduce((s, p) => s + ha(p), 0);

/** The plots of a screen document of Percelen (an empty list for anything else). */
export function percelenVanDocument(gegevens: unknown): PerceelRij[] {
  const lijst = (gegevens as { percelen?: { percelen?: unknown } } | undefined)?.percelen?.percelen;
  return Array.isArray(lijst) ? lijst.filter((p): p is PerceelRij => p !== null && typeof p === 'object') : [];
}
