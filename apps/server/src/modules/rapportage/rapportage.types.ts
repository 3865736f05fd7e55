/** What a report is made of: the engine's result of one farm-year plus the record's metadata. */
import type { Resultaat } from '@kw/engine';

export interface RapportMeta {
  bedrijfsnaam: string;
  relatieId: number;
  jaar: number;
  /** e.g. "Open" or "Afgesloten" (the record's status description) */
  statusOmschrijving: string;
  /** Resultaat.versie: the rule version the year was calculated with */
  rekenregelversie: string;
  /** the date the report was made */
  datum: Date;
}

export interface RapportInvoer {
  resultaat: Resultaat;
  meta: RapportMeta;
}
