/**
 * The status texts, the terms of use and the notices on /beheer/algemeen (decision 030): each
 * change checked against its version (409 when someone changed it since) and written with its
 * audit row in one transaction.
 */
import {
  DOELGROEP_NAMEN,
  GEBRUIKSVOORWAARDEN,
  gewijzigdDoorAnder as gewijzigdDoorAnderTekst,
  MELDING_EINDE_MELDING_VERLEDEN,
  MELDING_MELDING_ONBEKEND,
  MELDING_SOORT_NAMEN,
  MELDING_VOORWAARDEN_INGANG_VERLEDEN,
  meldingInvoerSchema,
  meldingVerwijderenSchema,
  statustekstSchema,
  statusZonderTekst,
  vandaagIso,
  voorwaardenVersieBestaat,
  voorwaardenVersieInvoerSchema,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { datumNl, datumNlVanMoment, ontleed } from './beheer-algemeen.invoer';
import { vereisMedewerker } from './beheer-algemeen.policy';
import { meldingVoorWijziging, nieuweMelding, schrijfAudit, statustekstVoorWijziging, verwijderMelding, voegVoorwaardenToe, wijzigMelding, wijzigStatustekst } from './beheer-algemeen.repository';
import { meldingUit } from './beheer-algemeen.service';

const gewijzigdDoorAnder = (wat: string) => new HttpFout(409, gewijzigdDoorAnderTekst(wat));

export async function zetStatustekst(db: Db, actor: Actor, body: unknown) {
  vereisMedewerker(actor);
  const invoer = ontleed(statustekstSchema, body);
  return db.transaction(async (tx) => {
    const voor = await statustekstVoorWijziging(tx, invoer.statusId);
    if (!voor) throw new HttpFout(404, statusZonderTekst(invoer.statusId));
    if (voor.versie !== invoer.versie) throw gewijzigdDoorAnder(`De tekst van status "${voor.omschrijving}"`);
    const na = await wijzigStatustekst(tx, invoer.statusId, { omschrijving: invoer.omschrijving, toelichting: invoer.toelichting }, actor.id);
    const melding = `De tekst van status ${invoer.statusId} is opgeslagen ("${na.omschrijving}").`;
    await schrijfAudit(tx, {
      gebruikerId: actor.id,
      tabel: 'statusteksten',
      actie: 'statustekst wijzigen',
      voor: { statusId: voor.statusId, omschrijving: voor.omschrijving, toelichting: voor.toelichting },
      na: { statusId: na.statusId, naam: na.omschrijving, toelichting: na.toelichting, omschrijving: melding },
    });
    return { statusId: na.statusId, omschrijving: na.omschrijving, toelichting: na.toelichting, versie: na.versie };
  });
}

export async function voegVoorwaardenVersieToe(db: Db, actor: Actor, body: unknown) {
  vereisMedewerker(actor);
  const invoer = ontleed(voorwaardenVersieInvoerSchema, body);
  if (invoer.ingangsdatum < vandaagIso()) throw new HttpFout(400, MELDING_VOORWAARDEN_INGANG_VERLEDEN, [{ field: 'ingangsdatum', message: 'Vandaag of later.' }]);
  const bestaat = new HttpFout(409, voorwaardenVersieBestaat(invoer.versie));
  if (invoer.versie === GEBRUIKSVOORWAARDEN.versie) throw bestaat;
  return db.transaction(async (tx) => {
    const r = await voegVoorwaardenToe(tx, invoer, actor.id);
    if (!r) throw bestaat;
    const melding = `Versie ${r.versie} van de gebruiksvoorwaarden geldt vanaf ${datumNl(r.ingangsdatum)}; iedereen accepteert die bij de volgende keer inloggen.`;
    await schrijfAudit(tx, { gebruikerId: actor.id, tabel: 'gebruiksvoorwaarden', actie: 'voorwaarden toevoegen', voor: null, na: { versie: r.versie, ingangsdatum: r.ingangsdatum, tekens: r.tekst.length, omschrijving: melding } });
    return { melding };
  });
}

export const meldingOmschrijving = (m: { soort: keyof typeof MELDING_SOORT_NAMEN; doelgroep: keyof typeof DOELGROEP_NAMEN; van: Date; tot: Date }) =>
  `${MELDING_SOORT_NAMEN[m.soort]} voor ${DOELGROEP_NAMEN[m.doelgroep].toLowerCase()}, ${datumNlVanMoment(m.van)} tot ${datumNlVanMoment(m.tot)}`;

export async function slaMeldingOp(db: Db, actor: Actor, body: unknown) {
  vereisMedewerker(actor);
  const invoer = ontleed(meldingInvoerSchema, body);
  const velden = { soort: invoer.soort, tekst: invoer.tekst, doelgroep: invoer.doelgroep, van: new Date(invoer.van), tot: new Date(invoer.tot) };
  if (invoer.id === undefined && velden.tot.getTime() <= Date.now()) throw new HttpFout(400, MELDING_EINDE_MELDING_VERLEDEN, [{ field: 'tot', message: 'Na nu.' }]);
  return db.transaction(async (tx) => {
    if (invoer.id === undefined) {
      const na = await nieuweMelding(tx, velden, actor.id);
      const melding = `Melding toegevoegd: ${meldingOmschrijving(na)}.`;
      await schrijfAudit(tx, { gebruikerId: actor.id, tabel: 'systeemmeldingen', actie: 'melding toevoegen', voor: null, na: { ...meldingUit(na), omschrijving: melding } });
      return { melding: meldingUit(na), bericht: melding };
    }
    const voor = await meldingVoorWijziging(tx, invoer.id);
    if (!voor) throw new HttpFout(404, MELDING_MELDING_ONBEKEND);
    if (voor.versie !== invoer.versie) throw gewijzigdDoorAnder('Deze melding');
    const na = await wijzigMelding(tx, invoer.id, velden, actor.id);
    const melding = `Melding gewijzigd: ${meldingOmschrijving(na)}.`;
    await schrijfAudit(tx, { gebruikerId: actor.id, tabel: 'systeemmeldingen', actie: 'melding wijzigen', voor: meldingUit(voor), na: { ...meldingUit(na), omschrijving: melding } });
    return { melding: meldingUit(na), bericht: melding };
  });
}

export async function verwijderMeldingVan(db: Db, actor: Actor, body: unknown) {
  vereisMedewerker(actor);
  const { id, versie } = ontleed(meldingVerwijderenSchema, body);
  return db.transaction(async (tx) => {
    const voor = await meldingVoorWijziging(tx, id);
    if (!voor) throw new HttpFout(404, MELDING_MELDING_ONBEKEND);
    if (voor.versie !== versie) throw gewijzigdDoorAnder('Deze melding');
    await verwijderMelding(tx, id);
    const melding = `Melding verwijderd: ${meldingOmschrijving(voor)}.`;
    await schrijfAudit(tx, { gebruikerId: actor.id, tabel: 'systeemmeldingen', actie: 'melding verwijderen', voor: { ...meldingUit(voor), omschrijving: melding }, na: null });
    return { melding };
  });
}
