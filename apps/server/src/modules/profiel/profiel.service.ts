/**
 * Profiel (decision 019): the user's own data, password, sessions, preferences and a company
 * change. Every change and its mail rows are one transaction.
 */
import { hash, verify } from '@node-rs/argon2';
import {
  bedrijfswijzigingWat,
  MAIL_VOORKEUR_SLEUTELS,
  STANDAARD_MAIL_VOORKEUREN,
  type BedrijfswijzigingInvoer,
  type GegevensInvoer,
  type Profiel,
  type SessieRegel,
  type VoorkeurenInvoer,
  type VoorwaardenInvoer,
  type WachtwoordInvoer,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { SessieContext } from '../../plugins/auth';
import { beeindigAndereSessies, beeindigSessieNr, werkGegevensBij, zetMailVoorkeuren, zetVoorwaarden, zetWachtwoordHash } from '../auth/auth.service';
import { huidigeVoorwaarden, legAcceptatieVast } from '../beheer-algemeen/beheer-algemeen.service';
import { zetInUitbak } from '../mail/mail.service';
import { bedrijfVanVerzoek, magNamensBedrijf, MELDING_GEEN_BEDRIJF, vereisGeenDemo } from './profiel.policy';
import { actieveSessies, emailBezet, medewerkerAdressen, openWijziging, voegWijzigingToe, vindRelatie } from './profiel.repository';
import { datumTekst, datumTijdTekst, isoNaarNl } from './profiel.tijd';

// Registratie relatie closes a company change through this module, the owner of `bedrijfswijzigingen`
// (decision 026); the other way round (relaties owning it) would need Profiel to import relaties, a loop.
export { sluitWijziging } from './profiel.repository';

export const MELDING_EMAIL_BEZET = 'Dit e-mailadres is al in gebruik bij een andere gebruiker.';
export const MELDING_WACHTWOORD_ONJUIST = 'Uw huidige wachtwoord is onjuist.';
export const TE_VEEL_WACHTWOORDPOGINGEN = 'Te veel pogingen met een onjuist huidig wachtwoord. Wacht een minuut en probeer het dan opnieuw.';
export const MELDING_SESSIE_ONBEKEND = 'Deze sessie bestaat niet (meer).';

/** A unique index refused the row (two requests racing for one address). */
const isUniekeSchending = (e: unknown) => typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

export async function haalProfiel(db: Db, sessie: SessieContext): Promise<Profiel> {
  const g = sessie.gebruiker;
  const bedrijfId = g.relatieId !== null && (g.isDeelnemer || g.isDemoGebruiker) ? g.relatieId : null;
  const [bedrijf, organisatie, wijziging] = await Promise.all([
    bedrijfId !== null ? vindRelatie(db, bedrijfId) : undefined,
    g.organisatieId !== null ? vindRelatie(db, g.organisatieId) : undefined,
    bedrijfId !== null ? openWijziging(db, bedrijfId) : undefined,
  ]);
  return {
    naam: g.naam,
    email: g.email,
    telefoon: g.telefoon,
    soort: g.isSBMedewerker ? 'medewerker' : bedrijf ? 'bedrijf' : organisatie ? 'organisatie' : 'overig',
    bedrijf: bedrijf
      ? {
          relatieId: bedrijf.id,
          naam: bedrijf.naam,
          kvkNummer: bedrijf.kvkNummer,
          brs: bedrijf.brs,
          ubns: bedrijf.ubns,
          adres: bedrijf.adres,
          postcode: bedrijf.postcode,
          plaats: bedrijf.plaats,
          openWijziging: wijziging ? { id: wijziging.id, nieuwKvk: wijziging.nieuwKvk, ingediendOp: datumTekst(wijziging.ingediendOp), wat: bedrijfswijzigingWat(wijziging) } : null,
        }
      : null,
    organisatie: organisatie ? { id: organisatie.id, naam: organisatie.naam, soort: organisatie.soort, status: organisatie.status, kvkNummer: organisatie.kvkNummer } : null,
    voorwaarden: g.voorwaardenVersie ? { versie: g.voorwaardenVersie, geaccepteerdOp: g.voorwaardenGeaccepteerdOp ? datumTekst(g.voorwaardenGeaccepteerdOp) : null } : null,
    mailVoorkeuren: { ...STANDAARD_MAIL_VOORKEUREN, ...g.mailVoorkeuren },
  };
}

export async function wijzigGegevens(db: Db, sessie: SessieContext, invoer: GegevensInvoer) {
  vereisGeenDemo(sessie.gebruiker);
  const g = sessie.gebruiker;
  try {
    await db.transaction(async (tx) => {
      if (await emailBezet(tx, invoer.email, g.id)) throw new HttpFout(409, MELDING_EMAIL_BEZET);
      await werkGegevensBij(tx, g.id, { naam: invoer.naam, email: invoer.email, telefoon: invoer.telefoon ?? null });
      // the old address hears of the change, so a taken-over account is noticed (no secret in the text)
      if (invoer.email !== g.email) {
        await zetInUitbak(tx, [
          { aan: g.email, soort: 'profiel', onderwerp: 'Uw e-mailadres in de Kringloopwijzer is gewijzigd', tekst: `Beste ${g.naam},\n\nHet e-mailadres van uw account is gewijzigd in ${invoer.email}. Heeft u dit niet zelf gedaan? Neem dan contact op met de servicedesk.` },
        ]);
      }
    });
  } catch (e) {
    // two requests racing for one address: the unique index decides
    if (isUniekeSchending(e)) throw new HttpFout(409, MELDING_EMAIL_BEZET);
    throw e;
  }
  return { ok: true as const, melding: 'Uw gegevens zijn opgeslagen.' };
}

export async function wijzigWachtwoord(db: Db, sessie: SessieContext, invoer: WachtwoordInvoer) {
  vereisGeenDemo(sessie.gebruiker);
  let klopt = false;
  try {
    klopt = await verify(sessie.gebruiker.wachtwoordHash, invoer.huidig);
  } catch {
    klopt = false;
  }
  if (!klopt) throw new HttpFout(400, MELDING_WACHTWOORD_ONJUIST, [{ field: 'huidig', message: MELDING_WACHTWOORD_ONJUIST }]);
  if (invoer.nieuw === invoer.huidig) throw new HttpFout(400, 'Kies een nieuw wachtwoord dat verschilt van het huidige.', [{ field: 'nieuw', message: 'Kies een nieuw wachtwoord dat verschilt van het huidige.' }]);
  const nieuweHash = await hash(invoer.nieuw);
  const beeindigd = await db.transaction(async (tx) => {
    await zetWachtwoordHash(tx, sessie.gebruiker.id, nieuweHash);
    // whoever else was logged in with the old password is out from the next request (ASVS 3.3.3)
    const aantal = await beeindigAndereSessies(tx, sessie.gebruiker.id, sessie.id);
    await zetInUitbak(tx, [
      { aan: sessie.gebruiker.email, soort: 'profiel', onderwerp: 'Uw wachtwoord is gewijzigd', tekst: `Beste ${sessie.gebruiker.naam},\n\nHet wachtwoord van uw account in de Kringloopwijzer is gewijzigd; andere sessies zijn afgemeld. Heeft u dit niet zelf gedaan? Neem dan contact op met de servicedesk.` },
    ]);
    return aantal;
  });
  return { ok: true as const, melding: beeindigd > 0 ? `Uw wachtwoord is gewijzigd. ${beeindigd === 1 ? 'Eén andere sessie is' : `${beeindigd} andere sessies zijn`} afgemeld.` : 'Uw wachtwoord is gewijzigd.' };
}

export async function haalSessies(db: Db, sessie: SessieContext): Promise<{ sessies: SessieRegel[] }> {
  const rijen = await actieveSessies(db, sessie.gebruiker.id);
  return {
    sessies: rijen.map((r) => ({
      nr: r.nr,
      apparaat: r.apparaat ?? 'Onbekend apparaat',
      aangemaaktOp: datumTijdTekst(r.aangemaaktOp),
      verlooptOp: datumTijdTekst(r.verlooptOp),
      dezeSessie: r.id === sessie.id,
    })),
  };
}

export async function meldSessieAf(db: Db, sessie: SessieContext, nr: number) {
  // another user's number is answered as unknown: no way to learn which numbers exist
  if (!(await beeindigSessieNr(db, sessie.gebruiker.id, nr))) throw new HttpFout(404, MELDING_SESSIE_ONBEKEND);
  return { ok: true as const, melding: 'De sessie is afgemeld.' };
}

export async function wijzigVoorkeuren(db: Db, sessie: SessieContext, invoer: VoorkeurenInvoer) {
  const nieuw: Record<string, boolean> = { ...STANDAARD_MAIL_VOORKEUREN, ...sessie.gebruiker.mailVoorkeuren };
  for (const k of MAIL_VOORKEUR_SLEUTELS) if (invoer[k] !== undefined) nieuw[k] = invoer[k];
  await zetMailVoorkeuren(db, sessie.gebruiker.id, nieuw);
  return { ok: true as const, melding: 'Uw e-mailvoorkeuren zijn opgeslagen.' };
}

/**
 * Accepts the terms of use: only the current version (the user must have read that text; a
 * page opened before the text changed names the old one and gets 409). Accepting again is
 * harmless and keeps the first date: nothing changes.
 */
export async function accepteerVoorwaarden(db: Db, sessie: SessieContext, invoer: VoorwaardenInvoer) {
  const huidig = (await huidigeVoorwaarden(db)).versie;
  if (invoer.versie !== huidig) {
    throw new HttpFout(409, `Versie ${invoer.versie} is niet de geldende versie van de gebruiksvoorwaarden; dat is versie ${huidig}. Laad de pagina opnieuw, lees de geldende versie en accepteer die.`);
  }
  const g = sessie.gebruiker;
  const op =
    g.voorwaardenVersie === huidig && g.voorwaardenGeaccepteerdOp
      ? g.voorwaardenGeaccepteerdOp
      : await db.transaction(async (tx) => {
          // the user's latest acceptance, and the acceptance of this version with its date (decision 030)
          const moment = await zetVoorwaarden(tx, g.id, huidig);
          await legAcceptatieVast(tx, g.id, huidig, moment!);
          return moment;
        });
  return { ok: true as const, melding: `U heeft versie ${huidig} van de gebruiksvoorwaarden geaccepteerd op ${datumTekst(op!)}.` };
}

export async function geefBedrijfswijzigingDoor(db: Db, sessie: SessieContext, invoer: BedrijfswijzigingInvoer) {
  const actor = sessie.gebruiker;
  vereisGeenDemo(actor);
  const relatieId = bedrijfVanVerzoek(actor, invoer.relatieId);
  const bedrijf = await vindRelatie(db, relatieId);
  if (!bedrijf || bedrijf.soort !== 'bedrijf') throw new HttpFout(404, 'Dit bedrijf bestaat niet.');
  if (!magNamensBedrijf(actor, relatieId)) throw new HttpFout(403, MELDING_GEEN_BEDRIJF);
  const nieuwBrs = invoer.nieuwBrs ?? bedrijf.brs;
  const nieuwUbns = invoer.nieuwUbns.length > 0 ? invoer.nieuwUbns : bedrijf.ubns;
  if (invoer.nieuwKvk === bedrijf.kvkNummer && nieuwBrs === bedrijf.brs && nieuwUbns.join(',') === bedrijf.ubns.join(',')) {
    throw new HttpFout(400, 'Er verandert niets: vul een ander KvK-nummer, BRS-nummer of andere UBN’s in.');
  }
  const id = await db.transaction(async (tx) => {
    if (await openWijziging(tx, relatieId)) throw new HttpFout(409, 'Er wacht al een bedrijfswijziging van dit bedrijf op verwerking door de servicedesk.');
    const nieuwId = await voegWijzigingToe(tx, {
      relatieId,
      oudKvk: bedrijf.kvkNummer,
      nieuwKvk: invoer.nieuwKvk,
      oudBrs: bedrijf.brs,
      nieuwBrs,
      oudUbns: bedrijf.ubns,
      nieuwUbns,
      overgangsdatum: invoer.overgangsdatum,
      ingediendDoor: actor.id,
      reden: invoer.toelichting ?? null,
    });
    const tekst =
      `${actor.naam} heeft een bedrijfswijziging doorgegeven voor ${bedrijf.naam}.\n\n` +
      `KvK: ${bedrijf.kvkNummer ?? '–'} → ${invoer.nieuwKvk}\nBRS: ${bedrijf.brs ?? '–'} → ${nieuwBrs ?? '–'}\nUBN: ${bedrijf.ubns.join(', ') || '–'} → ${nieuwUbns.join(', ') || '–'}\n` +
      `Overgangsdatum: ${isoNaarNl(invoer.overgangsdatum)}\n\nVerwerk de wijziging op Registratie relatie.`;
    await zetInUitbak(tx, [
      ...(await medewerkerAdressen(tx)).map((aan) => ({ aan, soort: 'bedrijfswijziging', relatieId, onderwerp: `Bedrijfswijziging ${bedrijf.naam}`, tekst })),
      { aan: actor.email, soort: 'bedrijfswijziging', relatieId, onderwerp: 'Uw bedrijfswijziging is ontvangen', tekst: `Beste ${actor.naam},\n\nDe bedrijfswijziging van ${bedrijf.naam} is ontvangen. De servicedesk verwerkt haar; daarna vragen wij u elke machtiging opnieuw te bevestigen.` },
    ]);
    return nieuwId;
  });
  const wat = bedrijfswijzigingWat({ oudKvk: bedrijf.kvkNummer, nieuwKvk: invoer.nieuwKvk, oudBrs: bedrijf.brs, nieuwBrs, oudUbns: bedrijf.ubns, nieuwUbns });
  return { id, melding: `De bedrijfswijziging (${wat}) is doorgegeven. De servicedesk verwerkt haar.` };
}
