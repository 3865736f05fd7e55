/**
 * The calls of /beheer/algemeen (decision 030): reporting years with their deadline, the status
 * texts of the menu model, the terms of use as versions and the notices. Zod-free, so the web
 * can name a path without loading the shapes. Staff only, but the current notices: every user.
 */
import { MELDINGEN_PAD } from './meldingen';

export const beheerAlgemeenRoutes = {
  /** everything the screen shows: years, status texts, terms versions, notices, recent changes */
  overzicht: { method: 'GET', path: '/api/Beheer/Algemeen' },
  /** `{ jaar, deadline? }`: the year and the record of every farm that lacks one (again: the missing ones) */
  jaarOpenen: { method: 'POST', path: '/api/Beheer/Algemeen/Jaar/Openen' },
  /** `{ jaar, deadline, versie }` */
  jaarDeadline: { method: 'POST', path: '/api/Beheer/Algemeen/Jaar/Deadline' },
  /** `?jaar=`: what closing would change, nothing changed yet */
  sluitVoorbeeld: { method: 'GET', path: '/api/Beheer/Algemeen/Jaar/SluitVoorbeeld' },
  /** `{ jaar, versie, aantalTeSluiten }`: the count the preview showed, so a change since gives 409 */
  jaarSluiten: { method: 'POST', path: '/api/Beheer/Algemeen/Jaar/Sluiten' },
  /** `{ statusId, omschrijving, toelichting, versie }` */
  statustekst: { method: 'POST', path: '/api/Beheer/Algemeen/Statustekst' },
  /** `{ versie, tekst, ingangsdatum }`: a new version of the terms of use */
  voorwaarden: { method: 'POST', path: '/api/Beheer/Algemeen/Voorwaarden' },
  /** `{ id?, versie?, soort, tekst, van, tot, doelgroep }`: a new notice, or a change with its version */
  meldingOpslaan: { method: 'POST', path: '/api/Beheer/Algemeen/Melding' },
  /** `{ id, versie }` */
  meldingVerwijderen: { method: 'POST', path: '/api/Beheer/Algemeen/Melding/Verwijderen' },
  /** the notices running now for the caller's audience (every logged-in user) */
  actueleMeldingen: { method: 'GET', path: MELDINGEN_PAD },
} as const;
