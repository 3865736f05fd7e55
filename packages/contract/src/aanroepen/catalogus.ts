/**
 * THE call catalogue (decision 036): every call the server registers, one entry each. The server registers
 * a route only through an entry (apps/server/src/aanroepen/registreer.ts); OpenAPI, the policy table and the
 * web's typed client read the same entries.
 */
import type { Aanroep } from './aanroep';
import { beheerAlgemeenAanroepen } from './beheer-algemeen.aanroepen';
import { koppelingAanroepen } from './koppelingen.aanroepen';
import { machtigingAanroepen } from './machtigingen.aanroepen';
import { mailAanroepen } from './mail.aanroepen';
import { pilotAanroepen } from './pilot.aanroepen';
import { relatieAanroepen } from './relaties.aanroepen';
import { sbDashboardAanroepen } from './sb-dashboard.aanroepen';
import { toestemmingAanroepen } from './toestemmingen.aanroepen';

export const aanroepen = {
  ...machtigingAanroepen,
  ...koppelingAanroepen,
  ...pilotAanroepen,
  ...toestemmingAanroepen,
  ...sbDashboardAanroepen,
  ...mailAanroepen,
  ...relatieAanroepen,
  ...beheerAlgemeenAanroepen,
};
export type AanroepNaam = keyof typeof aanroepen;

/** Every entry with its name, for the server's guard, OpenAPI and the policy table. */
export const alleAanroepen: ReadonlyArray<Aanroep & { naam: string }> = Object.entries(aanroepen).map(([naam, a]) => ({ ...(a as Aanroep), naam }));

export const aanroepSleutel = (methode: string, pad: string) => `${methode} ${pad}`;
/** 'METHOD /path' → entry */
export const aanroepOpPad: ReadonlyMap<string, Aanroep & { naam: string }> = new Map(alleAanroepen.map((a) => [aanroepSleutel(a.methode, a.pad), a]));
