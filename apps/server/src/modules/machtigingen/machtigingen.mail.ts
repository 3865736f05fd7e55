/**
 * The mails of every mandate step (issue 17 §1, §6): one to the farm's side and one to the
 * organisation's side, Dutch, with what changed, the term and the reason; never a secret
 * or a link with a token.
 */
import { datumNlVanIso, MACHTIGING_SOORT_NAMEN, MACHTIGING_SOORT_UITLEG, type MachtigingSoortNaam } from '@kw/contract';
import type { MailBericht } from '../mail/mail.service';

export type MailStap = 'aangevraagd' | 'verleend' | 'bevestigd' | 'geweigerd' | 'ingetrokken' | 'beeindigd';

const ZINNEN: Record<MailStap, { onderwerp: string; zin: string }> = {
  aangevraagd: { onderwerp: 'Machtiging aangevraagd', zin: 'heeft een machtiging aangevraagd' },
  verleend: { onderwerp: 'Machtiging verleend', zin: 'heeft een machtiging verleend' },
  bevestigd: { onderwerp: 'Machtiging bevestigd', zin: 'heeft de aangevraagde machtiging bevestigd' },
  geweigerd: { onderwerp: 'Machtiging geweigerd', zin: 'heeft de aangevraagde machtiging geweigerd' },
  ingetrokken: { onderwerp: 'Machtiging ingetrokken', zin: 'heeft de machtiging ingetrokken' },
  beeindigd: { onderwerp: 'Machtiging beëindigd', zin: 'heeft de machtiging beëindigd' },
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
  adressen: { bedrijf: string[]; organisatie: string[] };
}

const VERVOLG_BEDRIJF: Partial<Record<MailStap, string>> = {
  aangevraagd: 'Bevestig of weiger de aanvraag bij "Machtigingen" op de pagina Profiel van de Kringloopwijzer.',
};
const VERVOLG_ORGANISATIE: Partial<Record<MailStap, string>> = {
  aangevraagd: 'Het bedrijf beslist over de aanvraag; u krijgt daarover bericht.',
  bevestigd: 'Het bedrijf staat nu in uw lijst op de pagina Deelnemers.',
  verleend: 'Het bedrijf staat nu in uw lijst op de pagina Deelnemers.',
  ingetrokken: 'Vanaf nu heeft uw organisatie via deze machtiging geen toegang meer tot de gegevens van het bedrijf.',
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
  const aanBedrijf = g.adressen.bedrijf.map((a) => bericht(a, VERVOLG_BEDRIJF[g.stap]));
  // one address on both sides (an unusual setup) gets one mail
  const aanOrganisatie = g.adressen.organisatie.filter((a) => !g.adressen.bedrijf.includes(a)).map((a) => bericht(a, VERVOLG_ORGANISATIE[g.stap]));
  return [...aanBedrijf, ...aanOrganisatie];
}
