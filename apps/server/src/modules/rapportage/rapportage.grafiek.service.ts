/** GetGrafiekGegevens: the chart data of the token's record (401 → 404 → 403 as every data call). */
import type { GrafiekGegevens } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { SessieContext } from '../../plugins/auth';
import { laadKlwVanToken } from '../kringloopwijzer/kringloopwijzer.service';
import { GEEN_UITKOMST, grafiekGegevens } from '@kw/contract/rapportage';
import { magRapportInzien } from './rapportage.policy';
import { resultaatVoorRecord, type ResultaatBron } from './rapportage.resultaat';

export async function grafiekGegevensVanToken(db: Db, sessie: SessieContext, bron: ResultaatBron): Promise<GrafiekGegevens> {
  const record = await laadKlwVanToken(db, sessie.gebruiker, sessie.klwId);
  if (!magRapportInzien(sessie.gebruiker, record)) throw new HttpFout(403, 'U heeft geen toegang tot deze kringloopwijzer.');
  const resultaat = await resultaatVoorRecord(db, record, bron);
  if (!resultaat) throw new HttpFout(404, GEEN_UITKOMST);
  return grafiekGegevens(resultaat, { kringloopwijzerId: record.id, bedrijfsnaam: record.relatie.naam });
}
