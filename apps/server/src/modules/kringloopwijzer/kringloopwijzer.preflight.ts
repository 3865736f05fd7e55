/**
 * The pre-flight check before a year is submitted (issue 11 §6): every register screen and
 * Melklevering that is not done, and every error signal of the stored outcome (decision 010,
 * brought up to date first). Each one blocks the submission.
 */
import { plekVanVeld, register } from '@kw/contract';
import type { Db } from '../../db/client';
import type { Kringloopwijzer } from '../../db/schema';
import { actueleUitkomst } from '../uitkomst/uitkomst.service';

export interface Blokkade {
  /** 'scherm': a screen not done; 'signaal': an error signal */
  soort: 'scherm' | 'signaal';
  /** the screen it concerns, as the menu names it */
  scherm: string;
  melding: string;
}

const titel = (scherm: string) => (scherm === 'melklevering' ? 'Melklevering' : (register.find((r) => r.sleutel === scherm)?.titel ?? scherm));

/** Everything that blocks submitting the record; empty: it may be submitted. */
export async function preflight(db: Db, record: Pick<Kringloopwijzer, 'id' | 'relatieId' | 'jaar'>): Promise<Blokkade[]> {
  const u = await actueleUitkomst(db, record);
  if (!u) return [{ soort: 'signaal', scherm: 'Kringloopwijzer', melding: 'De kringloopwijzer kon niet worden gelezen.' }];
  const blokkades: Blokkade[] = [];
  for (const [scherm, status] of Object.entries(u.schermstatus)) {
    if (status === 'niet-klaar') blokkades.push({ soort: 'scherm', scherm: titel(scherm), melding: `${titel(scherm)} is nog niet ingevuld en opgeslagen.` });
  }
  for (const s of u.signaleringen) {
    // named by the route that shows the field (issue 9: one screen may be spread over several routes)
    if (s.ernst === 'fout') blokkades.push({ soort: 'signaal', scherm: s.scherm === 'melklevering' ? titel(s.scherm) : (plekVanVeld(s.scherm, s.veldPad)?.titel ?? titel(s.scherm)), melding: s.bericht });
  }
  return blokkades;
}
