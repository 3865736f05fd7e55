/**
 * Indienen and Heropenen in the port-3000 mock mode (spec §7), in the server's order and
 * with its Dutch answers (apps/server/src/modules/indienen/indienen.service.ts):
 * Indienen 409 closed → 403 role → 409 blocked → status 2; Heropenen 403 not staff → 409 open → status 1.
 */
import {
  isAfgesloten,
  MELDING_AL_AFGESLOTEN,
  MELDING_AL_OPEN,
  MELDING_ALLEEN_MEDEWERKER,
  MELDING_GEBLOKKEERD,
  MELDING_NIET_INDIENEN,
  STATUS_NAAM_AFGESLOTEN,
  STATUS_NAAM_OPEN,
  statusToelichting,
  type IndienControle,
  type JaarStatusAntwoord,
} from '@kw/contract';
import type { Antwoord } from './rapporten';

const fout = (statusCode: number, message: string, errorDetails?: Array<{ field: string; message: string }>): Antwoord => ({
  status: statusCode,
  data: { statusCode, message, ...(errorDetails ? { errorDetails } : {}) },
});

const antwoord = (kringloopwijzerId: number, statusId: 1 | 2): JaarStatusAntwoord => ({
  kringloopwijzerId,
  statusId,
  statusOmschrijving: statusId === 2 ? STATUS_NAAM_AFGESLOTEN : STATUS_NAAM_OPEN,
  statusToelichting: statusToelichting(statusId),
});

export interface JaarStatusVraag {
  klwId: number;
  statusId: number;
  /** participant, proxy holder or authorized user of this farm (who may edit may submit) */
  magWijzigen: boolean;
  isMedewerker: boolean;
  /** the pre-flight list of the record */
  controle: () => IndienControle;
  /** keeps the new status (the mocks keep it with the settings, so a reload still shows it) */
  zet: (statusId: 1 | 2) => void;
}

export function mockIndienen(v: JaarStatusVraag): Antwoord {
  if (isAfgesloten(v.statusId)) return fout(409, MELDING_AL_AFGESLOTEN);
  if (!v.magWijzigen) return fout(403, MELDING_NIET_INDIENEN);
  const { blokkades } = v.controle();
  if (blokkades.length > 0) return fout(409, MELDING_GEBLOKKEERD, blokkades.map((b) => ({ field: b.scherm, message: b.melding })));
  v.zet(2);
  return { status: 200, data: antwoord(v.klwId, 2) };
}

export function mockHeropenen(v: JaarStatusVraag): Antwoord {
  if (!v.isMedewerker) return fout(403, MELDING_ALLEEN_MEDEWERKER);
  if (!isAfgesloten(v.statusId)) return fout(409, MELDING_AL_OPEN);
  v.zet(1);
  return { status: 200, data: antwoord(v.klwId, 1) };
}
