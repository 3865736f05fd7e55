/**
 * SEAM — the pre-flight check before a year is submitted (issue 11 §6): the screens that are
 * not done and the error signals; each one blocks the submission.
 *
 * At merge the lead wires the data source to the stored screen status and the stored
 * results (branch "register": the menu's done/warning states and klw_uitkomst's signals of
 * severity "fout"). On this branch it checks what exists: the Melklevering screen, which must
 * be saved and valid for its year (its validation errors are the error signals).
 */
import { valideerMelkLevering, type Totaal } from '@kw/contract';
import type { Db } from '../../db/client';
import type { Kringloopwijzer } from '../../db/schema';
import { handmatigeRij, heeftLeveringen } from '../melklevering/melklevering.repository';

export interface Blokkade {
  /** 'scherm': a screen not done; 'signaal': an error signal */
  soort: 'scherm' | 'signaal';
  /** the screen it concerns, as the menu names it */
  scherm: string;
  melding: string;
}

const totaal = (kg: number | null, vet: number | null, eiwit: number | null, ureum: number | null, fosfor: number | null): Totaal => ({ kg, vet, eiwit, ureum, fosfor });

async function melklevering(db: Db, record: Pick<Kringloopwijzer, 'id' | 'jaar'>): Promise<Blokkade[]> {
  const rij = await handmatigeRij(db, record.id);
  if (!rij) return [{ soort: 'scherm', scherm: 'Melklevering', melding: 'Melklevering is nog niet ingevuld en opgeslagen.' }];
  const handmatig = rij.gebruikHandmatigeMelkRegistratie || !(await heeftLeveringen(db, record.id));
  const fouten = valideerMelkLevering(
    {
      gebruikHandmatigeMelkRegistratie: handmatig,
      melkGevoerdAanKalveren: rij.gevoerdAanKalverenKg,
      totaalHandmatig: totaal(rij.handmatigKg, rij.handmatigVet, rij.handmatigEiwit, rij.handmatigUreum, rij.handmatigFosfor),
      totaalOverigeProductie: totaal(rij.overigeProductieKg, null, null, null, null),
      totaalZelfZuivel: totaal(rij.zelfZuivelKg, rij.zelfZuivelVet, rij.zelfZuivelEiwit, rij.zelfZuivelUreum, rij.zelfZuivelFosfor),
    },
    record.jaar,
  );
  return fouten.map((f) => ({ soort: 'signaal' as const, scherm: 'Melklevering', melding: f.message }));
}

/** Everything that blocks submitting the record; empty: it may be submitted. */
export async function preflight(db: Db, record: Pick<Kringloopwijzer, 'id' | 'jaar'>): Promise<Blokkade[]> {
  return melklevering(db, record);
}
