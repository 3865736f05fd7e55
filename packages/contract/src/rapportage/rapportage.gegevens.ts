/**
 * GetRapportGegevens as data (decision 012): the chosen sections' tables from a record's
 * Resultaat, each cell formatted once the Dutch way. The server and the port-3000 mocks both
 * answer with this, so the results screen shows the very text the PDF prints.
 */
import type { Resultaat } from '@kw/engine';
import type { RapportGegevens } from '../rapportage.schema';
import { SECTIE_MODELLEN } from './model/model.secties';
import { datum } from './rapportage.formaat';
import { SECTIES, type SectieId } from './rapportage.secties';

/** Why a record has no report yet (404): nothing entered, or the input does not validate. */
export const GEEN_UITKOMST = 'Voor deze kringloopwijzer is nog geen uitkomst berekend. Vul de gegevens in en sla ze op; daarna is het rapport beschikbaar.';

export interface RapportGegevensMeta {
  kringloopwijzerId: number;
  bedrijfsnaam: string;
  jaar: number;
  statusId: number;
  statusOmschrijving: string;
  /** the date the report is made */
  datum: Date;
}

export function maakRapportGegevens(resultaat: Resultaat, meta: RapportGegevensMeta, secties: SectieId[]): RapportGegevens {
  return {
    kringloopwijzerId: meta.kringloopwijzerId,
    bedrijfsnaam: meta.bedrijfsnaam,
    jaar: meta.jaar,
    statusId: meta.statusId,
    statusOmschrijving: meta.statusOmschrijving,
    rekenregelversie: resultaat.versie,
    datum: datum(meta.datum),
    secties: secties.map((id) => {
      const m = SECTIE_MODELLEN[id](resultaat);
      return {
        id,
        titel: SECTIES[id],
        inleiding: m.inleiding,
        // the PDF's column widths stay on the server
        tabellen: m.tabellen.map((t) => ({
          titel: t.titel,
          kolommen: t.kolommen.map((k) => ({ titel: k.titel, rechts: k.rechts ?? false })),
          rijen: t.rijen.map((r) => ({ cellen: r.cellen, vet: r.vet ?? false })),
        })),
        voetnoot: m.voetnoot,
      };
    }),
  };
}
