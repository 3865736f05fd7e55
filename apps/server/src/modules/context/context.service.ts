/** The call context (spec §3) of the caller for the token's record. */
import type { CallContext } from '@kw/contract';
import type { Db } from '../../db/client';
import type { SessieContext } from '../../plugins/auth';
import { rolVoorBedrijf } from '../kringloopwijzer/kringloopwijzer.policy';
import { laadKlwVanToken, type KlwMetRelatie } from '../kringloopwijzer/kringloopwijzer.service';

export function bouwCallContext(sessie: SessieContext, record: KlwMetRelatie | null): CallContext {
  const g = sessie.gebruiker;
  const relatieId = record?.relatieId ?? g.relatieId;
  const rol = relatieId !== null ? rolVoorBedrijf(g, relatieId) : null;
  const viaMachtiging = rol !== null && !rol.isDeelnemer && rol.machtigingId !== null;
  return {
    gebruikerId: g.id,
    deelnemerId: relatieId,
    proxyId: viaMachtiging ? rol.machtigingId : null,
    proxyKvk: viaMachtiging ? g.kvkNummer : null,
    kringloopwijzerId: record?.id ?? null,
    naam: g.naam,
    kringloopwijzerJaar: record?.jaar ?? null,
    kringloopwijzerStatusId: record?.statusId ?? null,
    gebruikerKvKNummer: g.kvkNummer,
    // Relative to the farm of the record, so isAlleenLezen(context) on the client matches the server's policy.
    gebruikerIsDeelnemer: rol ? rol.isDeelnemer : g.isDeelnemer,
    gebruikerIsSBMedewerker: g.isSBMedewerker,
    gebruikerIsAuthorized: rol?.geautoriseerd ?? false,
    volmacht: rol?.volmacht ?? false,
    gebruikerIsDemoGebruiker: g.isDemoGebruiker,
  };
}

export async function haalCallContext(db: Db, sessie: SessieContext): Promise<CallContext> {
  const record = sessie.klwId === null ? null : await laadKlwVanToken(db, sessie.gebruiker, sessie.klwId);
  return bouwCallContext(sessie, record);
}
