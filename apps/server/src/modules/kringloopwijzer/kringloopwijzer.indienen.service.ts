/** Submitting a year (Indienen, status 1 → 2) and reopening it (Heropenen, staff, 2 → 1): issue 11 §6. */
import { MELDING_AL_AFGESLOTEN, MELDING_AL_OPEN, MELDING_ALLEEN_MEDEWERKER, MELDING_GEBLOKKEERD, type IndienControle, type JaarStatusAntwoord } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { SessieContext } from '../../plugins/auth';
import { isGesloten, magHeropenen, redenGeenIndiening } from './kringloopwijzer.policy';
import { preflight } from './kringloopwijzer.preflight';
import { laadKlwVanToken } from './kringloopwijzer.service';
import { STATUS_AFGESLOTEN, STATUS_OPEN, type JaarStatus } from './kringloopwijzer.status';
import { zetJaarStatus } from './kringloopwijzer.status.repository';

// the messages live in the contract: the port-3000 mocks say them too
export { MELDING_AL_AFGESLOTEN, MELDING_AL_OPEN, MELDING_ALLEEN_MEDEWERKER, MELDING_GEBLOKKEERD };

const antwoord = (kringloopwijzerId: number, s: JaarStatus): JaarStatusAntwoord => ({ kringloopwijzerId, ...s });

/** The pre-flight list for the token's record: may the caller submit it now, and what blocks it. */
export async function indienControle(db: Db, sessie: SessieContext): Promise<IndienControle> {
  const record = await laadKlwVanToken(db, sessie.gebruiker, sessie.klwId);
  const reden = redenGeenIndiening(sessie.gebruiker, record);
  const blokkades = isGesloten(record) ? [] : await preflight(db, record);
  return { kringloopwijzerId: record.id, kanIndienen: reden === null && blokkades.length === 0, reden, blokkades };
}

export async function dienIn(db: Db, sessie: SessieContext): Promise<JaarStatusAntwoord> {
  const record = await laadKlwVanToken(db, sessie.gebruiker, sessie.klwId);
  if (isGesloten(record)) throw new HttpFout(409, MELDING_AL_AFGESLOTEN);
  const reden = redenGeenIndiening(sessie.gebruiker, record);
  if (reden) throw new HttpFout(403, reden);
  const blokkades = await preflight(db, record);
  if (blokkades.length > 0) throw new HttpFout(409, MELDING_GEBLOKKEERD, blokkades.map((b) => ({ field: b.scherm, message: b.melding })));
  const gelukt = await zetJaarStatus(db, { relatieId: record.relatieId, kringloopwijzerId: record.id, naar: STATUS_AFGESLOTEN, gebruikerId: sessie.gebruiker.id, actie: 'indienen' });
  if (!gelukt) throw new HttpFout(409, MELDING_AL_AFGESLOTEN);
  return antwoord(record.id, STATUS_AFGESLOTEN);
}

export async function heropen(db: Db, sessie: SessieContext): Promise<JaarStatusAntwoord> {
  const record = await laadKlwVanToken(db, sessie.gebruiker, sessie.klwId);
  if (!magHeropenen(sessie.gebruiker)) throw new HttpFout(403, MELDING_ALLEEN_MEDEWERKER);
  if (!isGesloten(record)) throw new HttpFout(409, MELDING_AL_OPEN);
  const gelukt = await zetJaarStatus(db, { relatieId: record.relatieId, kringloopwijzerId: record.id, naar: STATUS_OPEN, gebruikerId: sessie.gebruiker.id, actie: 'heropenen' });
  if (!gelukt) throw new HttpFout(409, MELDING_AL_OPEN);
  return antwoord(record.id, STATUS_OPEN);
}
