/**
 * Submitting a year (Indienen, status 1 → 2) and reopening it (Heropenen, staff, 2 → 1): spec §4, a year with status id > 1 is read-only.
 * Its own module above the record, the outcome and the data links (decision 026): the record's
 * status is written by its owner, kringloopwijzer, through its service.
 */
import { koppelingPunten, MELDING_AL_AFGESLOTEN, MELDING_AL_OPEN, MELDING_ALLEEN_MEDEWERKER, MELDING_GEBLOKKEERD, type IndienControle, type JaarStatusAntwoord } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { SessieContext } from '../../plugins/auth';
import { verwerkWachtende } from '../koppelingen/koppelingen.beheer';
import { koppelingStanden } from '../koppelingen/koppelingen.gezondheid';
import { isGesloten, magHeropenen, redenGeenIndiening } from '../kringloopwijzer/kringloopwijzer.policy';
import { laadKlwVanToken, zetJaarStatus } from '../kringloopwijzer/kringloopwijzer.service';
import { STATUS_AFGESLOTEN, STATUS_OPEN, type JaarStatus } from '../kringloopwijzer/kringloopwijzer.status';
import { preflight } from './indienen.preflight';

// the messages live in the contract: the port-3000 mocks say them too
export { MELDING_AL_AFGESLOTEN, MELDING_AL_OPEN, MELDING_ALLEEN_MEDEWERKER, MELDING_GEBLOKKEERD };

const antwoord = (kringloopwijzerId: number, s: JaarStatus): JaarStatusAntwoord => ({ kringloopwijzerId, ...s });

/** The pre-flight list for the token's record: may the caller submit it now, and what blocks it. */
export async function indienControle(db: Db, sessie: SessieContext): Promise<IndienControle> {
  const record = await laadKlwVanToken(db, sessie.gebruiker, sessie.klwId);
  const reden = redenGeenIndiening(sessie.gebruiker, record);
  const blokkades = isGesloten(record) ? [] : await preflight(db, record);
  // overdue or failed data links: named, but they do not block (decision 020, "Pre-flight")
  const punten = isGesloten(record) ? [] : koppelingPunten((await koppelingStanden(db, [record.relatieId], record.jaar)).get(record.relatieId) ?? [], record.jaar, record.id);
  return { kringloopwijzerId: record.id, kanIndienen: reden === null && blokkades.length === 0, reden, blokkades, koppelingPunten: punten };
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
  // messages that waited for this year ("wacht: jaar ingediend") are processed now (decision 020)
  await verwerkWachtende(db, record.relatieId, record.id);
  return antwoord(record.id, STATUS_OPEN);
}
