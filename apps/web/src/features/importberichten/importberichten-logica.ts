/** Pure rules of the reprocessing screen (tested in importberichten-logica.test.ts). */
import { OORZAAK_NAMEN, type OpnieuwAntwoord, type Oorzaak } from '@kw/contract';

/** What to reprocess: some messages, a whole group (cause) or all open messages of one farm (exactly one). */
export type Keuze = { berichtIds: number[] } | { oorzaak: Oorzaak } | { relatieId: number };

/** The choice in words, for titles and confirmations. */
export function keuzeTekst(k: Keuze, bedrijf?: string | null): string {
  if ('oorzaak' in k) return `de groep "${OORZAAK_NAMEN[k.oorzaak]}"`;
  if ('relatieId' in k) return `alle open berichten van ${bedrijf ?? 'dit bedrijf'}`;
  return k.berichtIds.length === 1 ? `bericht ${k.berichtIds[0]}` : `${k.berichtIds.length} berichten`;
}

const n = (aantal: number, enkel: string, meer: string) => `${aantal} ${aantal === 1 ? enkel : meer}`;

/** One sentence with the counts of a run; a dry run says "zou(den)". */
export function uitkomstTekst(a: Pick<OpnieuwAntwoord, 'proefdraai' | 'verwerkt' | 'mislukt' | 'wacht'>): string {
  const delen = [
    a.verwerkt > 0 ? `${n(a.verwerkt, 'bericht', 'berichten')} ${a.proefdraai ? (a.verwerkt === 1 ? 'zou worden verwerkt' : 'zouden worden verwerkt') : 'verwerkt'}` : null,
    a.mislukt > 0 ? `${n(a.mislukt, 'bericht', 'berichten')} ${a.proefdraai ? (a.mislukt === 1 ? 'zou mislukken' : 'zouden mislukken') : 'mislukt'}` : null,
    a.wacht > 0 ? `${n(a.wacht, 'bericht', 'berichten')} ${a.proefdraai ? (a.wacht === 1 ? 'zou wachten' : 'zouden wachten') : `${a.wacht === 1 ? 'wacht' : 'wachten'} op een heropend jaar`}` : null,
  ].filter((d): d is string => d !== null);
  if (delen.length === 0) return a.proefdraai ? 'Er zou niets veranderen.' : 'Er was niets te verwerken.';
  return `${delen.join(', ')}.`.replace(/^./, (c) => c.toUpperCase());
}

/** The warning of a group retry that found new failures (ServicePulse's repeated-failure indicator, sharing-anchors R39), or null. */
export function nieuweFoutenTekst(a: Pick<OpnieuwAntwoord, 'opnieuwMislukt' | 'nieuwBinnengekomen' | 'proefdraai'>): string | null {
  if (a.proefdraai) return null;
  const delen = [
    a.opnieuwMislukt > 0 ? `${n(a.opnieuwMislukt, 'bericht mislukte', 'berichten mislukten')} opnieuw` : null,
    a.nieuwBinnengekomen > 0 ? `${n(a.nieuwBinnengekomen, 'nieuw mislukt bericht kwam', 'nieuwe mislukte berichten kwamen')} binnen tijdens het verwerken` : null,
  ].filter((d): d is string => d !== null);
  return delen.length === 0 ? null : `Let op: ${delen.join(' en ')}. Bekijk de oorzaak in de lijst hieronder.`;
}
