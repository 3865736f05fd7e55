/**
 * /Brokers (sharing-anchors.md §2 "/Brokers"): the channels through which data reaches this KLW — directly from a
 * supplier, through JoinData, or RVO's registrations through ZuivelNL — summed from the staff's supplier list.
 */
import { KANALEN, type Kanaal } from '@kw/contract';
import type { BeheerLeverancier } from './api';

export interface KanaalOverzicht {
  kanaal: Kanaal;
  leveranciers: BeheerLeverancier[];
  actief: number;
  /** farms with a link through this channel (a farm with links to two suppliers counts twice) */
  koppelingen: number;
  berichten30: number;
  /** the worst failed share of a supplier over 7 days; null without messages */
  slechtsteFout7: number | null;
  /** DD-MM-YYYY HH:mm of the newest message, null without */
  laatsteBericht: string | null;
}

/** DD-MM-YYYY HH:mm → a sortable YYYY-MM-DD HH:mm */
const sorteerbaar = (t: string) => `${t.slice(6, 10)}-${t.slice(3, 5)}-${t.slice(0, 2)}${t.slice(10)}`;

export function kanaalOverzichten(leveranciers: readonly BeheerLeverancier[]): KanaalOverzicht[] {
  return KANALEN.map((kanaal) => {
    const eigen = leveranciers.filter((l) => l.kanaal === kanaal);
    const fouten = eigen.map((l) => l.foutPercentage7).filter((f): f is number => f !== null);
    const laatste = eigen.map((l) => l.laatsteBericht).filter((t): t is string => t !== null).sort((a, b) => sorteerbaar(b).localeCompare(sorteerbaar(a)))[0] ?? null;
    return {
      kanaal,
      leveranciers: eigen,
      actief: eigen.filter((l) => l.actief).length,
      koppelingen: eigen.reduce((s, l) => s + l.bedrijvenMetKoppeling, 0),
      berichten30: eigen.reduce((s, l) => s + l.berichten30, 0),
      slechtsteFout7: fouten.length ? Math.max(...fouten) : null,
      laatsteBericht: laatste,
    };
  });
}

/** What each channel is, for staff who answer a farmer's "where does my data come from". */
export const KANAAL_UITLEG: Record<Kanaal, string> = {
  direct: 'De leverancier levert zijn berichten rechtstreeks af in de inbox van deze Kringloopwijzer, met een eigen client-id en geheim (OAuth2 client credentials).',
  joindata:
    'De leverancier deelt via de datahub van JoinData; de boer geeft daar toestemming. De berichten komen met het client-id van de leverancier binnen in dezelfde inbox.',
  rvo: 'Registraties bij RVO (percelen, diertellingen, mesttransporten) komen via ZuivelNL. De boer machtigt ZuivelNL bij RVO; hier is dat niet in te stellen.',
};
