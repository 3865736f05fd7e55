/**
 * Who may see and who may edit a nutrient-cycle record (spec §4, §6; docs/api.md "Roles").
 * The server decides every permission here; the client only mirrors it.
 */
import { MELDING_AL_AFGESLOTEN, MELDING_GEEN_TOEGANG, MELDING_NIET_INDIENEN, STATUS_GESLOTEN_VANAF } from '@kw/contract';
import type { Kringloopwijzer } from '../../db/schema';
import type { BeleidsActor } from '../../plugins/auth';

/** How a user relates to one farm. */
export interface RolVoorBedrijf {
  /** participant (deelnemer) of this farm (demo users: of their demo farm) */
  isDeelnemer: boolean;
  /** holds a proxy (volmacht) for this farm */
  volmacht: boolean;
  /** has an adviser mandate for this farm */
  adviseur: boolean;
  /** a proxy/mandate for this farm allows editing */
  geautoriseerd: boolean;
  /** staff (SB-medewerker): sees every farm */
  medewerker: boolean;
  /** the mandate through which a non-participant acts (proxy first), if any */
  machtigingId: number | null;
}

export function rolVoorBedrijf(actor: BeleidsActor, relatieId: number): RolVoorBedrijf {
  const eigen = actor.machtigingen.filter((m) => m.relatieId === relatieId);
  const volmacht = eigen.find((m) => m.soort === 'volmacht');
  const adviseur = eigen.find((m) => m.soort === 'adviseur');
  const isDeelnemer = actor.isDeelnemer && actor.relatieId === relatieId;
  return {
    isDeelnemer,
    volmacht: volmacht !== undefined,
    adviseur: adviseur !== undefined,
    geautoriseerd: eigen.some((m) => m.magBewerken),
    medewerker: actor.isSBMedewerker,
    machtigingId: isDeelnemer ? null : (volmacht ?? adviseur)?.id ?? null,
  };
}

export const isGesloten = (record: Pick<Kringloopwijzer, 'statusId'>) => record.statusId >= STATUS_GESLOTEN_VANAF;

/** Farms whose records the user may open: own farm, proxies, mandates; staff: all. */
export function magBedrijfInzien(actor: BeleidsActor, relatieId: number): boolean {
  const rol = rolVoorBedrijf(actor, relatieId);
  return rol.isDeelnemer || rol.volmacht || rol.adviseur || rol.medewerker;
}

export function magInzien(actor: BeleidsActor, record: Pick<Kringloopwijzer, 'relatieId'>): boolean {
  return magBedrijfInzien(actor, record.relatieId);
}

/** Spec §4/§6: status ≤ 1 and (participant of the farm, proxy holder for it, or authorized for it). */
export function magBewerken(actor: BeleidsActor, record: Pick<Kringloopwijzer, 'relatieId' | 'statusId'>): boolean {
  return redenGeenBewerking(actor, record) === null;
}

/** Why the user may not edit (Dutch), or null when they may. */
export function redenGeenBewerking(actor: BeleidsActor, record: Pick<Kringloopwijzer, 'relatieId' | 'statusId'>): string | null {
  if (!magInzien(actor, record)) return 'U heeft geen toegang tot deze kringloopwijzer.';
  if (isGesloten(record)) return 'Deze kringloopwijzer is afgesloten; wijzigen is niet meer mogelijk.';
  const rol = rolVoorBedrijf(actor, record.relatieId);
  if (rol.isDeelnemer || rol.volmacht || rol.geautoriseerd) return null;
  return 'U mag deze kringloopwijzer alleen inzien, niet wijzigen.';
}

/**
 * Indienen (issue 11 §6): who may edit the open year may submit it — participant, proxy
 * holder or authorized user. Why not (Dutch), or null when they may; a closed year is
 * answered separately (409).
 */
export function redenGeenIndiening(actor: BeleidsActor, record: Pick<Kringloopwijzer, 'relatieId' | 'statusId'>): string | null {
  if (!magInzien(actor, record)) return MELDING_GEEN_TOEGANG;
  if (isGesloten(record)) return MELDING_AL_AFGESLOTEN;
  const rol = rolVoorBedrijf(actor, record.relatieId);
  if (rol.isDeelnemer || rol.volmacht || rol.geautoriseerd) return null;
  return MELDING_NIET_INDIENEN;
}

/** Heropenen: staff only (SB-medewerker). */
export const magHeropenen = (actor: BeleidsActor) => actor.isSBMedewerker;
