/**
 * Registratie relatie (decision 019), staff only: register organisations and farms, decide
 * applications, process or refuse company changes. Each change with its mails is one
 * transaction; a refused request changes nothing.
 */
import {
  bedrijfswijzigingAl,
  kvkBezet,
  MELDING_BEDRIJF_NIET_BEOORDELEN,
  MELDING_BEDRIJFSWIJZIGING_ONBEKEND,
  MELDING_NIEUW_KVK_BEZET,
  MELDING_RELATIE_AL_BEOORDEELD,
  MELDING_RELATIE_ONBEKEND,
  MELDING_RELATIES_ALLEEN_STAF,
  nieuwKvkBezetDoor,
  organisatieAl,
  RELATIE_SOORT_NAMEN,
  type RegistreerRelatie,
  type RelatieRegel,
  type WijzigingRegel,
} from '@kw/contract';
import type { Db, DbOfTx } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { zetInUitbak, type MailBericht } from '../mail/mail.service';
import { vraagHerbevestiging } from '../machtigingen/machtigingen.service';
import { sluitWijziging } from '../profiel/profiel.service';
import { datumTekst, isoNaarNl } from '../profiel/profiel.tijd';

// The OIDC login reads a relation by its KvK number through this module, the owner of `relaties` (decision 026).
export { vindRelatieOpKvk } from './relaties.repository';
import {
  adressenVanBedrijf,
  adressenVanOrganisatie,
  openWijzigingen,
  relatieMetKvk,
  vindRelatie,
  voegRelatieToe,
  wijzigingVoorUpdate,
  zetIdentificatie,
  zetStatus,
  zoekRelaties,
} from './relaties.repository';

export { MELDING_RELATIES_ALLEEN_STAF as MELDING_ALLEEN_MEDEWERKER } from '@kw/contract';
const MAX_LIJST = 200;

export function vereisMedewerker(actor: Actor) {
  if (!actor.isSBMedewerker) throw new HttpFout(403, MELDING_RELATIES_ALLEEN_STAF);
}

const isUniekeSchending = (e: unknown) => typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

export async function registreerRelatie(db: Db, actor: Actor, r: RegistreerRelatie) {
  vereisMedewerker(actor);
  try {
    return await db.transaction(async (tx) => {
      const bestaand = await relatieMetKvk(tx, r.kvkNummer);
      if (bestaand) throw new HttpFout(409, kvkBezet(bestaand.naam), [{ field: 'kvkNummer', message: kvkBezet(bestaand.naam) }]);
      const id = await voegRelatieToe(tx, {
        soort: r.soort,
        // staff register after checking: no application step
        status: 'goedgekeurd',
        statusGewijzigdOp: new Date(),
        statusGewijzigdDoor: actor.id,
        statusReden: 'geregistreerd door de servicedesk',
        naam: r.naam,
        naamKort: r.naam.slice(0, 40),
        kvkNummer: r.kvkNummer,
        brs: r.soort === 'bedrijf' ? (r.brs ?? null) : null,
        ubns: r.soort === 'bedrijf' ? r.ubns : [],
        adres: r.adres ?? null,
        postcode: r.postcode ?? null,
        plaats: r.plaats ?? null,
        contactpersoon: r.contactpersoon ?? null,
        contactEmail: r.contactEmail ?? null,
        telefoon: r.telefoon ?? null,
      });
      if (r.contactEmail) {
        await zetInUitbak(tx, [
          { aan: r.contactEmail, soort: 'registratie', relatieId: r.soort === 'bedrijf' ? id : null, onderwerp: 'Geregistreerd in de Kringloopwijzer', tekst: `${r.naam} (KvK ${r.kvkNummer}) is als ${RELATIE_SOORT_NAMEN[r.soort].toLowerCase()} geregistreerd in de Kringloopwijzer.` },
        ]);
      }
      return { id, melding: `${r.naam} is geregistreerd.` };
    });
  } catch (e) {
    if (isUniekeSchending(e)) throw new HttpFout(409, kvkBezet('een andere relatie'), [{ field: 'kvkNummer', message: kvkBezet('een andere relatie') }]);
    throw e;
  }
}

/**
 * A supplier's organisation, registered when staff onboard a data link for a KvK number that is not
 * known yet (decision 020), in the onboarding's transaction: approved at once, as staff checked it.
 * Here, with the owner of `relaties` (decision 026). Returns its id.
 */
export async function registreerLeverancierOrganisatie(tx: DbOfTx, o: { naam: string; kvkNummer: string }) {
  return voegRelatieToe(tx, { naam: o.naam, naamKort: o.naam.slice(0, 40), kvkNummer: o.kvkNummer, soort: 'leverancier', status: 'goedgekeurd' });
}

export async function lijstRelaties(db: Db, actor: Actor, q: { soort?: string; status?: string; zoek?: string }): Promise<{ relaties: RelatieRegel[]; meer: boolean }> {
  vereisMedewerker(actor);
  const rijen = await zoekRelaties(db, { ...q, zoek: q.zoek || undefined, max: MAX_LIJST });
  return { relaties: rijen.slice(0, MAX_LIJST).map((r) => ({ ...r, aangemaaktOp: datumTekst(r.aangemaaktOp) })), meer: rijen.length > MAX_LIJST };
}

export async function beslisAanvraag(db: Db, actor: Actor, b: { id: number; status: 'goedgekeurd' | 'geblokkeerd'; reden: string }) {
  vereisMedewerker(actor);
  return db.transaction(async (tx) => {
    const r = await vindRelatie(tx, b.id);
    if (!r) throw new HttpFout(404, MELDING_RELATIE_ONBEKEND);
    if (r.soort === 'bedrijf') throw new HttpFout(400, MELDING_BEDRIJF_NIET_BEOORDELEN);
    if (r.status === b.status) throw new HttpFout(409, organisatieAl(b.status));
    if (!(await zetStatus(tx, { id: r.id, van: r.status, naar: b.status, door: actor.id, reden: b.reden }))) {
      throw new HttpFout(409, MELDING_RELATIE_AL_BEOORDEELD);
    }
    const tekst =
      b.status === 'goedgekeurd'
        ? `De registratie van ${r.naam} in de Kringloopwijzer is goedgekeurd. U kunt nu machtigingen aanvragen.`
        : `De toegang van ${r.naam} tot de Kringloopwijzer is geblokkeerd. Reden: ${b.reden}\nMachtigingen van uw organisatie gelden niet zolang de blokkade duurt.`;
    await zetInUitbak(
      tx,
      (await adressenVanOrganisatie(tx, r.id)).map((aan) => ({ aan, soort: 'registratie', onderwerp: b.status === 'goedgekeurd' ? 'Registratie goedgekeurd' : 'Toegang geblokkeerd', tekst })),
    );
    return { ok: true as const, melding: b.status === 'goedgekeurd' ? `${r.naam} is goedgekeurd.` : `${r.naam} is geblokkeerd; haar gebruikers hebben vanaf nu geen toegang meer via machtigingen.` };
  });
}

export async function haalWijzigingen(db: Db, actor: Actor): Promise<{ wijzigingen: WijzigingRegel[] }> {
  vereisMedewerker(actor);
  const rijen = await openWijzigingen(db);
  return { wijzigingen: rijen.map((w) => ({ ...w, overgangsdatum: isoNaarNl(w.overgangsdatum), ingediendOp: datumTekst(w.ingediendOp) })) };
}

async function openWijzigingOfFout(tx: Parameters<Parameters<Db['transaction']>[0]>[0], relatieId: number, id: number) {
  const w = await wijzigingVoorUpdate(tx, relatieId, id);
  if (!w) throw new HttpFout(404, MELDING_BEDRIJFSWIJZIGING_ONBEKEND);
  if (w.status !== 'aangevraagd') throw new HttpFout(409, bedrijfswijzigingAl(w.status));
  return w;
}

/**
 * Carries the farm over to its new identifiers: the same relation keeps every record, so the
 * history stays; every active mandate asks to be confirmed again; both sides get a mail.
 */
export async function verwerkWijziging(db: Db, actor: Actor, v: { relatieId: number; id: number }) {
  vereisMedewerker(actor);
  try {
    return await db.transaction(async (tx) => {
      const w = await openWijzigingOfFout(tx, v.relatieId, v.id);
      const bedrijf = (await vindRelatie(tx, v.relatieId))!;
      const ander = await relatieMetKvk(tx, w.nieuwKvk);
      if (ander && ander.id !== v.relatieId) throw new HttpFout(409, nieuwKvkBezetDoor(ander.naam));
      await zetIdentificatie(tx, v.relatieId, { kvkNummer: w.nieuwKvk, brs: w.nieuwBrs, ubns: w.nieuwUbns });
      await sluitWijziging(tx, { relatieId: v.relatieId, id: v.id, status: 'verwerkt', door: actor.id });
      const herbevestigen = await vraagHerbevestiging(tx, v.relatieId, actor.id);
      const boer = await adressenVanBedrijf(tx, v.relatieId);
      const lijst = herbevestigen.map((m) => `- ${m.organisatie}: ${m.soort.replace('_', ' ')}`).join('\n');
      const berichten: MailBericht[] = boer.map((aan) => ({
        aan,
        soort: 'bedrijfswijziging',
        relatieId: v.relatieId,
        onderwerp: 'Uw bedrijfswijziging is verwerkt',
        tekst:
          `De bedrijfswijziging van ${bedrijf.naam} is verwerkt (nieuw KvK-nummer ${w.nieuwKvk}, overgangsdatum ${isoNaarNl(w.overgangsdatum)}). Uw gegevens van eerdere jaren blijven bij het bedrijf.` +
          (herbevestigen.length ? `\n\nBevestig deze machtigingen opnieuw op uw profiel; tot dan gelden ze niet:\n${lijst}` : ''),
      }));
      for (const m of herbevestigen) {
        for (const aan of await adressenVanOrganisatie(tx, m.organisatieId)) {
          berichten.push({
            aan,
            soort: 'machtiging',
            relatieId: v.relatieId,
            onderwerp: `Machtiging ${bedrijf.naam} wacht op herbevestiging`,
            tekst: `${bedrijf.naam} heeft een bedrijfswijziging doorgegeven. Uw machtiging (${m.soort.replace('_', ' ')}) geldt pas weer als het bedrijf haar opnieuw bevestigt.`,
          });
        }
      }
      await zetInUitbak(tx, berichten);
      return { ok: true as const, melding: `De bedrijfswijziging van ${bedrijf.naam} is verwerkt; ${herbevestigen.length === 1 ? 'één machtiging wacht' : `${herbevestigen.length} machtigingen wachten`} op herbevestiging.` };
    });
  } catch (e) {
    if (isUniekeSchending(e)) throw new HttpFout(409, MELDING_NIEUW_KVK_BEZET);
    throw e;
  }
}

export async function wijsWijzigingAf(db: Db, actor: Actor, a: { relatieId: number; id: number; reden: string }) {
  vereisMedewerker(actor);
  return db.transaction(async (tx) => {
    await openWijzigingOfFout(tx, a.relatieId, a.id);
    const bedrijf = (await vindRelatie(tx, a.relatieId))!;
    await sluitWijziging(tx, { relatieId: a.relatieId, id: a.id, status: 'afgewezen', door: actor.id, reden: a.reden });
    await zetInUitbak(
      tx,
      (await adressenVanBedrijf(tx, a.relatieId)).map((aan) => ({
        aan,
        soort: 'bedrijfswijziging',
        relatieId: a.relatieId,
        onderwerp: 'Uw bedrijfswijziging is afgewezen',
        tekst: `De bedrijfswijziging van ${bedrijf.naam} is niet verwerkt. Reden: ${a.reden}\nNeem bij vragen contact op met de servicedesk.`,
      })),
    );
    return { ok: true as const, melding: 'De bedrijfswijziging is afgewezen.' };
  });
}
