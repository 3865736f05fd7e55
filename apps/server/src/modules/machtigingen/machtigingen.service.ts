/**
 * The mandate life cycle (decision 019): request → confirm | refuse; grant directly; revoke or
 * end from either side. States aangevraagd → actief | geweigerd; actief → ingetrokken |
 * verlopen. Each step checks the caller's right, the state and the version the caller saw,
 * then writes the mandate, its history row and the mails to both sides in ONE transaction.
 * One volmacht per farm: checked here with a message naming the holder, and guarded last by
 * the partial unique index (its violation becomes the same 409, never a 500).
 */
import {
  MACHTIGING_SOORT_NAMEN,
  MACHTIGING_STATUS_NAMEN,
  MACHTIGINGEN_PER_PAGINA,
  actueleStatus,
  vandaagIso,
  type AanvragenInvoer,
  type AlleMachtigingenAntwoord,
  type AlleVraag,
  type BedrijfMachtigingenAntwoord,
  type MachtigingRegel,
  type MachtigingStap,
  type OrganisatieMachtigingenAntwoord,
  type VerlenenInvoer,
} from '@kw/contract';
import type { SQL } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import type { Machtiging } from '../../db/schema';
import { HttpFout } from '../../fouten';
import {
  MELDING_ALLE_MACHTIGINGEN_STAF,
  MELDING_AL_LOPEND,
  MELDING_BEDRIJF_ONBEKEND,
  MELDING_GEEN_ORGANISATIE,
  MELDING_GEEN_TOEGANG_MACHTIGINGEN,
  MELDING_INGANG_VERLEDEN,
  MELDING_MACHTIGING_GEWIJZIGD,
  MELDING_MACHTIGING_ONBEKEND,
  MELDING_NIET_INTREKKEN,
  MELDING_ORGANISATIE_NIET_GOEDGEKEURD,
  MELDING_TERMIJN_VOORBIJ,
  alBeeindigd,
  geenBedrijfMetKvk,
  geenOpenAanvraag,
  geenOrganisatieMetKvk,
  volmachtBezet,
} from '@kw/contract';
import type { Actor } from '../../plugins/auth';
import { schrijfLezingen } from '../toegang/toegang.service';
import type { MailStap } from './machtigingen.mail';
import { zetMachtigingMailsInUitbak, type MailMachtiging } from './machtigingen.mail-uitbak';
import { isVanOrganisatie, magAlleMachtigingenZien, magMachtigingenBeheren, magMachtigingenLezen, MELDING_GEEN_BEHEER } from './machtigingen.policy';
import {
  leesGeschiedenis,
  leesMachtigingen,
  levendeMachtiging,
  machtigingVoorStap,
  markeerVerlopen,
  nieuweMachtiging,
  opBedrijf,
  opEen,
  opOrganisatie,
  relatieOpId,
  relatieOpKvk,
  staffFilter,
  telMachtigingen,
  volmachtHouder,
  zetStatus,
} from './machtigingen.repository';
import { naarRegels } from './machtigingen.weergave';

// Registratie relatie asks every active mandate to be confirmed again after a company change, in its own
// transaction, through this module, the owner of `machtigingen` (decision 026).
export { vraagHerbevestiging } from './machtigingen.herbevestiging.repository';

export const MELDING_GEWIJZIGD = MELDING_MACHTIGING_GEWIJZIGD;
const soortNaam = (s: keyof typeof MACHTIGING_SOORT_NAMEN) => MACHTIGING_SOORT_NAMEN[s].toLowerCase();

/** The database's unique index (by name) was violated; drizzle wraps the driver's error in `cause`. */
function schendt(e: unknown, index: string): boolean {
  for (let f = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; f && i < 4; f = f.cause as typeof f, i++) {
    if (f.code === '23505' && (f.constraint === index || String(f.message ?? '').includes(index))) return true;
  }
  return false;
}

/** Runs a step; a race that the checks could not see ends in the unique index and becomes the same Dutch 409. */
async function metVolmachtBewaking<T>(db: Db, relatieId: number, stap: () => Promise<T>): Promise<T> {
  try {
    return await stap();
  } catch (e) {
    if (schendt(e, 'machtigingen_een_volmacht_uq')) {
      const houder = await volmachtHouder(db, relatieId);
      throw new HttpFout(409, volmachtBezet(houder?.naam ?? 'een andere organisatie'));
    }
    if (schendt(e, 'machtigingen_levend_uq')) throw new HttpFout(409, MELDING_AL_LOPEND);
    throw e;
  }
}

function termijnVanafVandaag(ingangsdatum: string) {
  if (ingangsdatum < vandaagIso()) throw new HttpFout(400, MELDING_INGANG_VERLEDEN, [{ field: 'ingangsdatum', message: 'De ingangsdatum ligt in het verleden.' }]);
}

async function stuurMails(tx: DbOfTx, stap: MailStap, actor: Actor, m: MailMachtiging, reden: string | null) {
  await zetMachtigingMailsInUitbak(tx, stap, m, reden, (namen) => {
    const namens = actor.organisatieId === m.organisatieId ? namen.organisatie : actor.isDeelnemer && actor.relatieId === m.relatieId ? namen.bedrijf : null;
    return namens ? `${actor.naam} (${namens})` : actor.naam;
  });
}

async function regels(db: DbOfTx, waar: SQL | undefined, pagina?: { limit: number; offset: number }): Promise<MachtigingRegel[]> {
  const rijen = await leesMachtigingen(db, waar, pagina);
  const geschiedenis = await leesGeschiedenis(db, rijen);
  return naarRegels(rijen, geschiedenis, vandaagIso());
}

async function regel(db: DbOfTx, relatieId: number, id: number): Promise<MachtigingRegel> {
  const [r] = await regels(db, opEen(relatieId, id));
  return r;
}

/** An organisation asks a farm for a mandate (→ aangevraagd). */
export async function vraagAan(db: Db, actor: Actor, invoer: AanvragenInvoer): Promise<MachtigingRegel> {
  const organisatie = actor.organisatieId === null ? undefined : await relatieOpId(db, actor.organisatieId);
  if (!organisatie || organisatie.soort === 'bedrijf' || organisatie.status !== 'goedgekeurd') {
    throw new HttpFout(403, MELDING_ORGANISATIE_NIET_GOEDGEKEURD);
  }
  termijnVanafVandaag(invoer.ingangsdatum);
  const bedrijf = await relatieOpKvk(db, invoer.kvkNummer);
  if (!bedrijf || bedrijf.soort !== 'bedrijf') throw new HttpFout(404, geenBedrijfMetKvk(invoer.kvkNummer));
  const m = await metVolmachtBewaking(db, bedrijf.id, () =>
    db.transaction(async (tx) => {
      if (invoer.soort === 'volmacht') {
        const houder = await volmachtHouder(tx, bedrijf.id, organisatie.id);
        if (houder) throw new HttpFout(409, volmachtBezet(houder.naam));
      }
      const levend = await levendeMachtiging(tx, bedrijf.id, organisatie.id, invoer.soort);
      if (levend) {
        throw new HttpFout(409, levend.status === 'aangevraagd'
          ? `Uw organisatie heeft dit bedrijf al om een machtiging ${soortNaam(invoer.soort)} gevraagd; het bedrijf moet die nog bevestigen.`
          : `Uw organisatie heeft al een machtiging ${soortNaam(invoer.soort)} voor dit bedrijf.`);
      }
      const nieuw = await nieuweMachtiging(tx, { relatieId: bedrijf.id, organisatieId: organisatie.id, soort: invoer.soort, status: 'aangevraagd', ingangsdatum: invoer.ingangsdatum, einddatum: invoer.einddatum, door: actor.id, actie: 'aangevraagd' });
      await stuurMails(tx, 'aangevraagd', actor, nieuw, null);
      return regel(tx, nieuw.relatieId, nieuw.id);
    }),
  );
  return m;
}

/** The farmer or the farm's volmacht holder grants a mandate directly (→ actief). */
export async function verleen(db: Db, actor: Actor, invoer: VerlenenInvoer): Promise<MachtigingRegel> {
  const bedrijf = await relatieOpId(db, invoer.relatieId);
  if (!magMachtigingenBeheren(actor, invoer.relatieId)) throw new HttpFout(403, MELDING_GEEN_BEHEER);
  if (!bedrijf || bedrijf.soort !== 'bedrijf') throw new HttpFout(404, MELDING_BEDRIJF_ONBEKEND);
  termijnVanafVandaag(invoer.ingangsdatum);
  const organisatie = await relatieOpKvk(db, invoer.organisatieKvk);
  if (!organisatie || organisatie.soort === 'bedrijf') throw new HttpFout(404, geenOrganisatieMetKvk(invoer.organisatieKvk));
  if (organisatie.status !== 'goedgekeurd') throw new HttpFout(409, `${organisatie.naam} is nog niet door de servicedesk goedgekeurd en kan nog geen machtiging krijgen.`);
  return metVolmachtBewaking(db, bedrijf.id, () =>
    db.transaction(async (tx) => {
      if (invoer.soort === 'volmacht') {
        const houder = await volmachtHouder(tx, bedrijf.id, organisatie.id);
        if (houder) throw new HttpFout(409, volmachtBezet(houder.naam));
      }
      const levend = await levendeMachtiging(tx, bedrijf.id, organisatie.id, invoer.soort);
      if (levend) {
        throw new HttpFout(409, levend.status === 'aangevraagd'
          ? `${organisatie.naam} heeft al om een machtiging ${soortNaam(invoer.soort)} gevraagd: bevestig die aanvraag.`
          : `${organisatie.naam} heeft al een machtiging ${soortNaam(invoer.soort)} voor dit bedrijf.`);
      }
      const nieuw = await nieuweMachtiging(tx, { relatieId: bedrijf.id, organisatieId: organisatie.id, soort: invoer.soort, status: 'actief', ingangsdatum: invoer.ingangsdatum, einddatum: invoer.einddatum, door: actor.id, actie: 'verleend' });
      await stuurMails(tx, 'verleend', actor, nieuw, null);
      return regel(tx, nieuw.relatieId, nieuw.id);
    }),
  );
}

function controleerVersie(m: Machtiging, versie: number) {
  if (m.versie !== versie) throw new HttpFout(409, MELDING_GEWIJZIGD);
}

const statusZin = (m: Machtiging) => MACHTIGING_STATUS_NAMEN[actueleStatus(m.status, m.einddatum, vandaagIso())].toLowerCase();

/** The farm side confirms (→ actief) or refuses (→ geweigerd) a request. */
export async function beslis(db: Db, actor: Actor, stap: MachtigingStap, besluit: 'bevestigd' | 'geweigerd'): Promise<MachtigingRegel> {
  if (!magMachtigingenBeheren(actor, stap.relatieId)) throw new HttpFout(403, MELDING_GEEN_BEHEER);
  const reden = besluit === 'geweigerd' && stap.reden ? stap.reden : null;
  return metVolmachtBewaking(db, stap.relatieId, () =>
    db.transaction(async (tx) => {
      const m = await machtigingVoorStap(tx, stap.relatieId, stap.machtigingId);
      if (!m) throw new HttpFout(404, MELDING_MACHTIGING_ONBEKEND);
      if (m.status !== 'aangevraagd') throw new HttpFout(409, geenOpenAanvraag(statusZin(m)));
      controleerVersie(m, stap.versie);
      if (besluit === 'bevestigd') {
        if (m.einddatum < vandaagIso()) throw new HttpFout(409, MELDING_TERMIJN_VOORBIJ);
        if (m.soort === 'volmacht') {
          const houder = await volmachtHouder(tx, m.relatieId, m.organisatieId);
          if (houder) throw new HttpFout(409, volmachtBezet(houder.naam));
        }
      }
      const naar = besluit === 'bevestigd' ? 'actief' : 'geweigerd';
      const nu = await zetStatus(tx, { relatieId: m.relatieId, id: m.id, versie: m.versie, van: 'aangevraagd', naar, door: actor.id, actie: besluit, reden });
      if (!nu) throw new HttpFout(409, MELDING_GEWIJZIGD);
      await stuurMails(tx, besluit, actor, m, reden);
      return regel(tx, m.relatieId, m.id);
    }),
  );
}

/**
 * Either side ends a mandate or withdraws a request (→ ingetrokken). Counts from the very
 * next request: the caller's rights are read per request (auth.repository).
 */
export async function trekIn(db: Db, actor: Actor, stap: MachtigingStap): Promise<MachtigingRegel> {
  const bedrijfszijde = magMachtigingenBeheren(actor, stap.relatieId);
  return db.transaction(async (tx) => {
    const m = await machtigingVoorStap(tx, stap.relatieId, stap.machtigingId);
    const organisatiezijde = m !== undefined && isVanOrganisatie(actor, m.organisatieId);
    // an outsider learns nothing about which mandates exist
    if (!bedrijfszijde && !organisatiezijde) throw new HttpFout(403, MELDING_NIET_INTREKKEN);
    if (!m) throw new HttpFout(404, MELDING_MACHTIGING_ONBEKEND);
    const status = actueleStatus(m.status, m.einddatum, vandaagIso());
    if (status !== 'actief' && status !== 'aangevraagd') throw new HttpFout(409, alBeeindigd(statusZin(m)));
    controleerVersie(m, stap.versie);
    const reden = stap.reden ? stap.reden : null;
    const actie = bedrijfszijde ? 'ingetrokken' : 'beeindigd';
    const nu = await zetStatus(tx, { relatieId: m.relatieId, id: m.id, versie: m.versie, van: m.status, naar: 'ingetrokken', door: actor.id, actie, reden });
    if (!nu) throw new HttpFout(409, MELDING_GEWIJZIGD);
    await stuurMails(tx, actie, actor, m, reden);
    return regel(tx, m.relatieId, m.id);
  });
}

/** A farm's mandates with their history; a read by anyone but the farm's own users is logged. */
export async function vanBedrijf(db: Db, actor: Actor, relatieId: number): Promise<BedrijfMachtigingenAntwoord> {
  const bedrijf = await relatieOpId(db, relatieId);
  if (!magMachtigingenLezen(actor, relatieId)) throw new HttpFout(403, MELDING_GEEN_TOEGANG_MACHTIGINGEN);
  if (!bedrijf || bedrijf.soort !== 'bedrijf') throw new HttpFout(404, MELDING_BEDRIJF_ONBEKEND);
  await db.transaction((tx) => markeerVerlopen(tx, { relatieId }));
  await schrijfLezingen(db, { gebruikerId: actor.id, bedrijven: [{ relatieId, klwId: null }], wat: 'Machtigingen', actie: 'bekeken' });
  const [lijst, houder] = await Promise.all([regels(db, opBedrijf(relatieId)), volmachtHouder(db, relatieId)]);
  return { relatieId, bedrijfsnaam: bedrijf.naam, volmachtHouder: houder?.naam ?? null, magBeheren: magMachtigingenBeheren(actor, relatieId), machtigingen: lijst };
}

/** The caller's organisation's mandates, including open requests and refusals with their reason. */
export async function vanOrganisatie(db: Db, actor: Actor): Promise<OrganisatieMachtigingenAntwoord> {
  const organisatie = actor.organisatieId === null ? undefined : await relatieOpId(db, actor.organisatieId);
  if (!organisatie || organisatie.soort === 'bedrijf') throw new HttpFout(403, MELDING_GEEN_ORGANISATIE);
  await db.transaction((tx) => markeerVerlopen(tx, { organisatieId: organisatie.id }));
  return { organisatieId: organisatie.id, organisatie: organisatie.naam, organisatieStatus: organisatie.status, machtigingen: await regels(db, opOrganisatie(organisatie.id)) };
}

/** Staff: every mandate, filtered, a page at a time. */
export async function alle(db: Db, actor: Actor, vraag: AlleVraag): Promise<AlleMachtigingenAntwoord> {
  if (!magAlleMachtigingenZien(actor)) throw new HttpFout(403, MELDING_ALLE_MACHTIGINGEN_STAF);
  await db.transaction((tx) => markeerVerlopen(tx));
  const waar = staffFilter(vraag);
  const [totaal, lijst] = await Promise.all([
    telMachtigingen(db, waar),
    regels(db, waar, { limit: MACHTIGINGEN_PER_PAGINA, offset: (vraag.pagina - 1) * MACHTIGINGEN_PER_PAGINA }),
  ]);
  return { totaal, pagina: vraag.pagina, perPagina: MACHTIGINGEN_PER_PAGINA, machtigingen: lijst };
}

/**
 * A farm's mandates as rows, for the consent ledger (decision 033): expired ones marked first, the
 * state as it counts today. The caller (the ledger) has checked the right to read them.
 */
export async function machtigingenVoorGrootboek(db: Db, relatieId: number) {
  await db.transaction((tx) => markeerVerlopen(tx, { relatieId }));
  const vandaag = vandaagIso();
  return (await leesMachtigingen(db, opBedrijf(relatieId))).map((m) => ({ ...m, status: actueleStatus(m.status, m.einddatum, vandaag) }));
}
