/** Reports of the token's record: the PDF and the key figures as XLSX or CSV (decision 012). */
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { SessieContext } from '../../plugins/auth';
import { STATUS_AFGESLOTEN, STATUS_OPEN } from '../kringloopwijzer/kringloopwijzer.status';
import { isGesloten } from '../kringloopwijzer/kringloopwijzer.policy';
import { laadKlwVanToken } from '../kringloopwijzer/kringloopwijzer.service';
import { magRapportInzien } from './rapportage.policy';
import { bestandsnaamDeel, GEEN_UITKOMST, maakRapportGegevens, type SectieId } from '@kw/contract/rapportage';
import type { RapportGegevens } from '@kw/contract';
import { maakKengetallenCsv } from './rapportage.csv';
import { PdfTeLaatFout, rapportPdfInWerker } from './pdf/pdf.werkers';
import { resultaatVoorRecord, type ResultaatBron } from './rapportage.resultaat';
import type { RapportInvoer } from './rapportage.types';
import { maakKengetallenXlsx } from './rapportage.xlsx';

// the message lives in the contract: the port-3000 mocks say it too
export { GEEN_UITKOMST };

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
  return { inhoud: await pdfOfTeLaat(invoer, secties), bestandsnaam: `${soort}-${naamDeel}.pdf`, type: 'application/pdf' };
}

/**
 * A drawing that ran past the pool's time limit is a 503 with the pool's Dutch message ("try again shortly"), not a
 * 500: the server goes on, the hung thread was replaced, and a later try may well succeed (decision 012, revision
 * 28-11-2026). Every other failure stays as it was.
 */
async function pdfOfTeLaat(invoer: RapportInvoer, secties: SectieId[]): Promise<Buffer> {
  try {
    return await rapportPdfInWerker(invoer, secties);
  } catch (fout) {
    if (fout instanceof PdfTeLaatFout) throw new HttpFout(503, fout.message);
    throw fout;
  }
}

export async function kengetallenBestand(db: Db, sessie: SessieContext, bron: ResultaatBron, formaat: 'xlsx' | 'csv'): Promise<Bestand> {
  const { invoer, naamDeel } = await rapportInvoer(db, sessie, bron);
  const bestandsnaam = `Kengetallen-${naamDeel}.${formaat}`;
  return formaat === 'xlsx'
    ? { inhoud: await maakKengetallenXlsx(invoer), bestandsnaam, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
    : { inhoud: maakKengetallenCsv(invoer), bestandsnaam, type: 'text/csv; charset=utf-8' };
}

/** The chosen sections as data: the same tables, cells formatted the same way, as the PDF prints (built in the contract, shared with the mocks). */
export async function rapportGegevens(db: Db, sessie: SessieContext, bron: ResultaatBron, secties: SectieId[]): Promise<RapportGegevens> {
  const { invoer, record } = await rapportInvoer(db, sessie, bron);
  const { resultaat, meta } = invoer;
  return maakRapportGegevens(
    resultaat,
    { kringloopwijzerId: record.id, bedrijfsnaam: meta.bedrijfsnaam, jaar: meta.jaar, statusId: record.statusId, statusOmschrijving: meta.statusOmschrijving, datum: meta.datum },
    secties,
  );
}
