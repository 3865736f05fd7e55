/** Reports of the token's record: the PDF and the key figures as XLSX or CSV (issue 11 §2). */
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { SessieContext } from '../../plugins/auth';
import { STATUS_AFGESLOTEN, STATUS_OPEN } from '../kringloopwijzer/kringloopwijzer.status';
import { isGesloten } from '../kringloopwijzer/kringloopwijzer.policy';
import { laadKlwVanToken } from '../kringloopwijzer/kringloopwijzer.service';
import { magRapportInzien } from './rapportage.policy';
import { bestandsnaamDeel, datum } from './rapportage.formaat';
import { SECTIE_MODELLEN } from './model/model.secties';
import type { RapportGegevens } from '@kw/contract';
import { maakKengetallenCsv } from './rapportage.csv';
import { maakRapportPdf } from './rapportage.pdf';
import { resultaatVoorRecord, type ResultaatBron } from './rapportage.resultaat';
import { SECTIES, type SectieId } from './rapportage.secties';
import type { RapportInvoer } from './rapportage.types';
import { maakKengetallenXlsx } from './rapportage.xlsx';

export const GEEN_UITKOMST = 'Voor deze kringloopwijzer is nog geen uitkomst berekend. Vul de gegevens in en sla ze op; daarna is het rapport beschikbaar.';

export interface Bestand {
  inhoud: Buffer;
  bestandsnaam: string;
  type: string;
}

/** The token's record (401/404/403 as every data call) with its Resultaat and metadata. */
async function rapportInvoer(db: Db, sessie: SessieContext, bron: ResultaatBron) {
  const record = await laadKlwVanToken(db, sessie.gebruiker, sessie.klwId);
  if (!magRapportInzien(sessie.gebruiker, record)) throw new HttpFout(403, 'U heeft geen toegang tot deze kringloopwijzer.');
  const resultaat = await resultaatVoorRecord(db, record, bron);
  if (!resultaat) throw new HttpFout(404, GEEN_UITKOMST);
  const invoer: RapportInvoer = {
    resultaat,
    meta: {
      bedrijfsnaam: record.relatie.naam,
      relatieId: record.relatieId,
      jaar: record.jaar,
      statusOmschrijving: record.statusOmschrijving ?? (isGesloten(record) ? STATUS_AFGESLOTEN : STATUS_OPEN).statusOmschrijving,
      rekenregelversie: resultaat.versie,
      datum: new Date(),
    },
  };
  return { invoer, record, naamDeel: `${record.jaar}-${bestandsnaamDeel(record.relatie.naamKort)}` };
}

export async function rapportPdf(db: Db, sessie: SessieContext, bron: ResultaatBron, secties: SectieId[]): Promise<Bestand> {
  const { invoer, naamDeel } = await rapportInvoer(db, sessie, bron);
  const soort = secties.length === 1 && secties[0] === 'bex' ? 'BEX-rapport' : 'KLW-rapport';
  return { inhoud: await maakRapportPdf(invoer, secties), bestandsnaam: `${soort}-${naamDeel}.pdf`, type: 'application/pdf' };
}

export async function kengetallenBestand(db: Db, sessie: SessieContext, bron: ResultaatBron, formaat: 'xlsx' | 'csv'): Promise<Bestand> {
  const { invoer, naamDeel } = await rapportInvoer(db, sessie, bron);
  const bestandsnaam = `Kengetallen-${naamDeel}.${formaat}`;
  return formaat === 'xlsx'
    ? { inhoud: await maakKengetallenXlsx(invoer), bestandsnaam, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
    : { inhoud: maakKengetallenCsv(invoer), bestandsnaam, type: 'text/csv; charset=utf-8' };
}

/** The chosen sections as data: the same tables, cells formatted the same way, as the PDF prints. */
export async function rapportGegevens(db: Db, sessie: SessieContext, bron: ResultaatBron, secties: SectieId[]): Promise<RapportGegevens> {
  const { invoer, record } = await rapportInvoer(db, sessie, bron);
  const { resultaat, meta } = invoer;
  return {
    kringloopwijzerId: record.id,
    bedrijfsnaam: meta.bedrijfsnaam,
    jaar: meta.jaar,
    statusId: record.statusId,
    statusOmschrijving: meta.statusOmschrijving,
    rekenregelversie: meta.rekenregelversie,
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
