/**
 * The mails of every mandate step (decisions 018, 019): one to the farm's side and one to the
 * organisation's side, Dutch, with what changed, the term and the reason; never a secret
 * or a link with a token. Which of them a receiver may switch off (the `machtigingen` e-mail
 * preference) is `isVerplicht` below (decision 019, "Mails en voorkeuren").
 */
import { datumNlVanIso, MACHTIGING_SOORT_NAMEN, MACHTIGING_SOORT_UITLEG, type MachtigingSoortNaam } from '@kw/contract';
import type { MailBericht } from '../mail/mail.service';

export type MailStap = 'aangevraagd' | 'verleend' | 'bevestigd' | 'geweigerd' | 'ingetrokken' | 'beeindigd' | 'verlopen' | 'herinnering';
export type Zijde = 'bedrijf' | 'organisatie';

/**
 * A mail the receiver cannot switch off. The real KLW confirms every mandate change by e-mail
 * (sharing-anchors.md §1.1, [R2]); here the preference may silence the confirmations of what
 * changes nobody's access against their will, but never:
 * - any step of a volmacht: it lets an organisation manage the farm's mandates, so both sides
 *   always hear of it (also of its reminder and its expiry);
 * - to the farm: an organisation gets access to its data (verleend, bevestigd) — also when the
 *   farm's volmacht holder gave it, which the farmer may not know otherwise;
 * - to the organisation: the farm ended its access (ingetrokken) — its next call on that farm
 *   is refused, and it must know why.
 * Optional (preference `machtigingen`, default on): requests, refusals, an organisation ending
 * its own mandate, a grant to the organisation, reminders and expiries of the other kinds.
 */
export function isVerplicht(stap: MailStap, zijde: Zijde, soort: MachtigingSoortNaam): boolean {
  if (soort === 'volmacht') return true;
  if (zijde === 'bedrijf') return stap === 'verleend' || stap === 'bevestigd';
  return stap === 'ingetrokken';
}

/** A receiver and whether they want the optional mandate mails (their preference, else STANDAARD_MAIL_VOORKEUREN). */
export interface Ontvanger {
  email: string;
  wilMachtigingMails: boolean;
}

const ZINNEN: Record<MailStap, { onderwerp: string; zin: string }> = {
  aangevraagd: { onderwerp: 'Machtiging aangevraagd', zin: 'heeft een machtiging aangevraagd' },
  verleend: { onderwerp: 'Machtiging verleend', zin: 'heeft een machtiging verleend' },
  bevestigd: { onderwerp: 'Machtiging bevestigd', zin: 'heeft de aangevraagde machtiging bevestigd' },
  geweigerd: { onderwerp: 'Machtiging geweigerd', zin: 'heeft de aangevraagde machtiging geweigerd' },
  ingetrokken: { onderwerp: 'Machtiging ingetrokken', zin: 'heeft de machtiging ingetrokken' },
  beeindigd: { onderwerp: 'Machtiging beëindigd', zin: 'heeft de machtiging beëindigd' },
  verlopen: { onderwerp: 'Machtiging verlopen', zin: 'meldt dat de einddatum van de machtiging is verstreken; de machtiging geldt niet meer' },
  herinnering: { onderwerp: 'Machtiging verloopt binnenkort', zin: 'meldt dat de machtiging binnenkort afloopt' },
};

export interface MailGegevens {
  stap: MailStap;
  /** the user who took the step, and for whom (organisation or farm name) */
  door: string;
  bedrijf: { id: number; naam: string; kvk: string | null };
  organisatie: { naam: string; kvk: string | null };
  soort: MachtigingSoortNaam;
  ingangsdatum: string;
  einddatum: string;
  reden: string | null;
  adressen: { bedrijf: Ontvanger[]; organisatie: Ontvanger[] };
}

const VERVOLG_BEDRIJF: Partial<Record<MailStap, string>> = {
  aangevraagd: 'Bevestig of weiger de aanvraag bij "Machtigingen" op de pagina Profiel van de Kringloopwijzer.',
  herinnering: 'Na de einddatum heeft de organisatie geen toegang meer. Wilt u doorgaan, verleen dan een nieuwe machtiging of bevestig een nieuwe aanvraag.',
};
const VERVOLG_ORGANISATIE: Partial<Record<MailStap, string>> = {
  aangevraagd: 'Het bedrijf beslist over de aanvraag; u krijgt daarover bericht.',
  bevestigd: 'Het bedrijf staat nu in uw lijst op de pagina Deelnemers.',
  verleend: 'Het bedrijf staat nu in uw lijst op de pagina Deelnemers.',
  ingetrokken: 'Vanaf nu heeft uw organisatie via deze machtiging geen toegang meer tot de gegevens van het bedrijf.',
  verlopen: 'Vanaf nu heeft uw organisatie via deze machtiging geen toegang meer tot de gegevens van het bedrijf. Vraag zo nodig een nieuwe machtiging aan.',
  herinnering: 'Na de einddatum heeft uw organisatie via deze machtiging geen toegang meer. Vraag tijdig een nieuwe machtiging aan op de pagina Deelnemers.',
};

export function machtigingMails(g: MailGegevens): MailBericht[] {
  const { onderwerp, zin } = ZINNEN[g.stap];
  const kop = `${onderwerp}: ${g.organisatie.naam} — ${g.bedrijf.naam}`;
  const kvk = (k: string | null) => (k ? ` (KvK ${k})` : '');
  const kern = [
    `${g.door} ${zin}.`,
    '',
    `Bedrijf: ${g.bedrijf.naam}${kvk(g.bedrijf.kvk)}`,
    `Organisatie: ${g.organisatie.naam}${kvk(g.organisatie.kvk)}`,
    `Soort: ${MACHTIGING_SOORT_NAMEN[g.soort]} — ${MACHTIGING_SOORT_UITLEG[g.soort]}`,
    `Termijn: ${datumNlVanIso(g.ingangsdatum)} tot en met ${datumNlVanIso(g.einddatum)}`,
    ...(g.reden ? [`Reden: ${g.reden}`] : []),
  ];
  const slot = ['', 'Deze e-mail is automatisch verstuurd door de Kringloopwijzer. U kunt er niet op antwoorden.'];
  const tekst = (vervolg?: string) => ['Geachte heer/mevrouw,', '', ...kern, ...(vervolg ? ['', vervolg] : []), ...slot].join('\n');
  const bericht = (aan: string, vervolg?: string): MailBericht => ({ aan, onderwerp: kop, tekst: tekst(vervolg), relatieId: g.bedrijf.id, soort: 'machtiging' });
  const wil = (zijde: Zijde) => (o: Ontvanger) => o.wilMachtigingMails || isVerplicht(g.stap, zijde, g.soort);
  const aanBedrijf = g.adressen.bedrijf.filter(wil('bedrijf')).map((o) => bericht(o.email, VERVOLG_BEDRIJF[g.stap]));
  // one address on both sides (an unusual setup) gets one mail
  const opBedrijf = new Set(aanBedrijf.map((b) => b.aan));
  const aanOrganisatie = g.adressen.organisatie.filter((o) => !opBedrijf.has(o.email)).filter(wil('organisatie')).map((o) => bericht(o.email, VERVOLG_ORGANISATIE[g.stap]));
  return [...aanBedrijf, ...aanOrganisatie];
}
