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
  /** the user's organisation holds the farm's volmacht (decision 019) */
  volmacht: boolean;
  /** the user's organisation holds a mandate for this farm (volmacht, beheren or inzien) */
  adviseur: boolean;
  /** volmacht or beheren: may fill in and submit an open year (spec gebruikerIsAuthorized) */
  geautoriseerd: boolean;
  /** inzien only: sees every screen and report, changes nothing */
  inzien: boolean;
  /** staff (SB-medewerker) */
  medewerker: boolean;
  /** staff with running access to this farm, given with a reason (decision 019) */
  servicedesk: boolean;
  /** the mandate through which a non-participant acts (volmacht first, then beheren, inzien), if any */
  machtigingId: number | null;
}

export function rolVoorBedrijf(actor: BeleidsActor, relatieId: number): RolVoorBedrijf {
  const eigen = actor.machtigingen.filter((m) => m.relatieId === relatieId);
  const volmacht = eigen.find((m) => m.soort === 'volmacht');
  const beheren = eigen.find((m) => m.soort === 'beheren');
  const inzien = eigen.find((m) => m.soort === 'inzien');
  const isDeelnemer = actor.isDeelnemer && actor.relatieId === relatieId;
  return {
    isDeelnemer,
    volmacht: volmacht !== undefined,
    adviseur: (volmacht ?? beheren ?? inzien) !== undefined,
    geautoriseerd: eigen.some((m) => m.magBewerken),
    inzien: inzien !== undefined && volmacht === undefined && beheren === undefined,
    medewerker: actor.isSBMedewerker,
    servicedesk: actor.isSBMedewerker && eigen.some((m) => m.soort === 'servicedesk'),
    machtigingId: isDeelnemer ? null : (volmacht ?? beheren ?? inzien)?.id ?? null,
  };
}

export const isGesloten = (record: Pick<Kringloopwijzer, 'statusId'>) => record.statusId >= STATUS_GESLOTEN_VANAF;

/**
 * Farms whose records the user may open: own farm, a mandate of the user's organisation
 * (volmacht, beheren, inzien); staff only while their access with a reason runs (decision 019).
 */
export function magBedrijfInzien(actor: BeleidsActor, relatieId: number): boolean {
  const rol = rolVoorBedrijf(actor, relatieId);
  return rol.isDeelnemer || rol.adviseur || rol.servicedesk;
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
 * Indienen (spec §6): who may edit the open year may submit it — participant, proxy
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
