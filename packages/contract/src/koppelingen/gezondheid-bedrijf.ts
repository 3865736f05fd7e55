/**
 * Link health of a whole farm and for one year (decision 020; sharing-anchors §6 item 4), pure so the
 * server and the port-3000 mocks say the same: the farm's worst link for the /Deelnemers column, and
 * the start page's pre-flight items for the links that need a look before the year is submitted.
 */
import { z } from 'zod';
import { GEZONDHEDEN, GEZONDHEID_NAMEN, type Gezondheid } from './gezondheid';
import { BERICHT_SOORT_NAMEN, type BerichtSoort } from './soorten';

/** Worst first: a red link outweighs an amber one, amber a green one; grey only without any active link. */
const ERNST: Record<Gezondheid, number> = { rood: 3, oranje: 2, groen: 1, grijs: 0 };

export const bedrijfGezondheidSchema = z.object({
  gezondheid: z.enum(GEZONDHEDEN),
  /** in Dutch: which link and why */
  reden: z.string(),
});
export type BedrijfGezondheid = z.infer<typeof bedrijfGezondheidSchema>;

/** One live link of a farm with its health (gezondheidVan) and what the pre-flight needs. */
export interface KoppelingStand {
  leverancier: string;
  soort: BerichtSoort;
  gezondheid: Gezondheid;
  reden: string;
  /** the health against the cadence alone (gezondheidVan without the failed messages) */
  cadans: Gezondheid;
  cadansReden: string;
  /** YYYY-MM-DD: the last message that was processed (data that arrived), null: none */
  laatsteVerwerkt: string | null;
  /** failed messages of the asked year not yet reprocessed or handled */
  foutenInJaar: number;
}

const nl = (iso: string) => iso.split('-').reverse().join('-');
const naam = (s: Pick<KoppelingStand, 'leverancier' | 'soort'>) => `${s.leverancier}, ${BERICHT_SOORT_NAMEN[s.soort]}`;

type Stand = Pick<KoppelingStand, 'leverancier' | 'soort' | 'gezondheid' | 'reden'> & Partial<Pick<KoppelingStand, 'cadans'>>;
/** Red for failed messages before red for lateness: the farmer or staff can act on a failure now. */
const doorFouten = (s: Stand) => (s.cadans !== undefined && s.cadans !== s.gezondheid ? 1 : 0);

/** The farm's worst link, with the reason naming it; no live link: grey. */
export function slechtsteGezondheid(standen: readonly Stand[]): BedrijfGezondheid {
  const slechtste = [...standen].sort((a, b) => ERNST[b.gezondheid] - ERNST[a.gezondheid] || doorFouten(b) - doorFouten(a))[0];
  if (!slechtste || slechtste.gezondheid === 'grijs') return { gezondheid: 'grijs', reden: 'Geen actieve koppeling.' };
  if (slechtste.gezondheid === 'groen') return { gezondheid: 'groen', reden: `${GEZONDHEID_NAMEN.groen}: alle koppelingen leveren volgens schema.` };
  const ook = standen.filter((s) => s !== slechtste && ERNST[s.gezondheid] >= ERNST.oranje).length;
  return { gezondheid: slechtste.gezondheid, reden: `${naam(slechtste)}: ${slechtste.reden}${ook > 0 ? ` En ${ook} andere ${ook === 1 ? 'koppeling' : 'koppelingen'}.` : ''}` };
}

export const koppelingPuntSchema = z.object({
  /** "Koppeling <leverancier>, <soort>: geen bericht sinds <datum>. <why>" */
  melding: z.string(),
  /** /Koppelingen/Index/<klwId> */
  route: z.string(),
});
export type KoppelingPunt = z.infer<typeof koppelingPuntSchema>;

/**
 * The pre-flight items of a year: per link with failed messages of that year, and per link that is
 * behind its cadence while the year's data is not yet complete. A link whose data arrived after the year
 * ended has delivered that year (a stale link today does not concern a year long closed: the demo's 2024
 * seen in 2026). A warning, not a block: see decision 020 ("Pre-flight").
 */
export function koppelingPunten(standen: readonly KoppelingStand[], jaar: number, klwId: number): KoppelingPunt[] {
  const route = `/Koppelingen/Index/${klwId}`;
  const punten: KoppelingPunt[] = [];
  for (const s of standen) {
    if (s.foutenInJaar > 0) {
      punten.push({ melding: `Koppeling ${naam(s)}: ${s.foutenInJaar} ${s.foutenInJaar === 1 ? 'bericht' : 'berichten'} over ${jaar} niet verwerkt.`, route });
      continue;
    }
    const jaarCompleet = s.laatsteVerwerkt !== null && s.laatsteVerwerkt > `${jaar}-12-31`;
    if ((s.cadans === 'oranje' || s.cadans === 'rood') && !jaarCompleet) {
      const sinds = s.laatsteVerwerkt ? `geen bericht sinds ${nl(s.laatsteVerwerkt)}` : 'nog geen bericht ontvangen';
      punten.push({ melding: `Koppeling ${naam(s)}: ${sinds}. ${s.cadansReden}`, route });
    }
  }
  return punten;
}
