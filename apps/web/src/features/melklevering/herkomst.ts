/**
 * Which of the dairy's deliveries on Melklevering came in by the data link (decision 020): per delivery
 * the Herkomst entry of `melkleveringen[<datum> <tijd>].kg`, and one sentence for the table's heading.
 */
import { melkSleutel, type MelkLeveringGegevens } from '@kw/contract';
import type { HerkomstVeld, Herkomsten } from '../../components/scherm/koppeling-herkomst';

export const herkomstVanLevering = (herkomsten: Herkomsten, l: { leverDatum: string; afleverTijd: string }): HerkomstVeld | undefined =>
  herkomsten.get(melkSleutel(l.leverDatum.slice(0, 10), l.afleverTijd));

/** "12 van de 14 leveringen uit koppeling: De Eendracht, laatste 10-02-2024"; null when none came by link. */
export function melkHerkomstZin(data: Pick<MelkLeveringGegevens, 'maanden'>, herkomsten: Herkomsten): string | null {
  if (herkomsten.size === 0) return null;
  const leveringen = data.maanden.flatMap((m) => m.leveringen);
  const gekoppeld = leveringen.map((l) => herkomstVanLevering(herkomsten, l)).filter((h): h is HerkomstVeld => h !== undefined);
  if (gekoppeld.length === 0) return null;
  // per supplier the latest date (DD-MM-YYYY compared as YYYY-MM-DD)
  const iso = (d: string) => d.split('-').reverse().join('-');
  const laatste = new Map<string, string>();
  for (const h of gekoppeld) if (!laatste.has(h.leverancier) || iso(h.datum) > iso(laatste.get(h.leverancier)!)) laatste.set(h.leverancier, h.datum);
  const wie = [...laatste].map(([naam, datum]) => `${naam}, laatste ${datum}`).join('; ');
  const n = leveringen.length;
  return `${gekoppeld.length} van de ${n} ${n === 1 ? 'levering' : 'leveringen'} uit koppeling: ${wie}`;
}
