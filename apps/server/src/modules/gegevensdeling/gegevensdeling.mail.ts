/**
 * The mails of a participation step (decision 027): the farm is told of a request, the consumer of
 * the farm's answer and of a revocation, each with the reason. Like every mandate change in the
 * real KLW (sharing-anchors.md [R2]). Dutch, never a secret or a link with a token.
 */
import { dataproductNamen } from '@kw/contract';
import type { MailBericht } from '../mail/mail.service';

export type DeelnameMailStap = 'aangevraagd' | 'opnieuw' | 'goedgekeurd' | 'afgewezen' | 'ingetrokken' | 'ingetrokken-door-aanvrager' | 'verlopen';

const ONDERWERP: Record<DeelnameMailStap, string> = {
  aangevraagd: 'Verzoek om gegevens te delen',
  opnieuw: 'Herinnering: verzoek om gegevens te delen',
  goedgekeurd: 'Deelname goedgekeurd',
  afgewezen: 'Deelname afgewezen',
  ingetrokken: 'Deelname ingetrokken',
  'ingetrokken-door-aanvrager': 'Verzoek om gegevens te delen ingetrokken',
  verlopen: 'Deelname verlopen',
};

export interface DeelnameMail {
  stap: DeelnameMailStap;
  door: string;
  bedrijf: { id: number; naam: string; kvk: string | null };
  afnemer: string;
  doel: { naam: string; boerTekst: string; einddatum: string | null };
  producten: string[];
  reden: string | null;
  adressen: string[];
}


export function deelnameMails(m: DeelnameMail): MailBericht[] {
  const aanBoer = m.stap !== 'goedgekeurd' && m.stap !== 'afgewezen';
  const tekst = [
    'Geachte heer/mevrouw,',
    '',
    `${m.door}: ${ONDERWERP[m.stap].toLowerCase()}.`,
    '',
    `Bedrijf: ${m.bedrijf.naam}${m.bedrijf.kvk ? ` (KvK ${m.bedrijf.kvk})` : ''}`,
    `Afnemer: ${m.afnemer}`,
    `Doel: ${m.doel.naam}`,
    ...(aanBoer && m.doel.boerTekst ? [`Waarvoor: ${m.doel.boerTekst}`] : []),
    `Gegevens: ${dataproductNamen(m.producten)}`,
    ...(m.doel.einddatum ? [`Tot en met: ${m.doel.einddatum.split('-').reverse().join('-')}`] : []),
    ...(m.reden ? [`Reden: ${m.reden}`] : []),
    ...(m.stap === 'aangevraagd' || m.stap === 'opnieuw'
      ? ['', 'Bekijk welke gegevens van uw bedrijf dit zijn en keur goed of wijs af bij "Niet goedgekeurde deelnames" in de Kringloopwijzer.']
      : []),
    '',
    'Deze e-mail is automatisch verstuurd door de Kringloopwijzer. U kunt er niet op antwoorden.',
  ].join('\n');
  return [...new Set(m.adressen)].map((aan) => ({ aan, onderwerp: `${ONDERWERP[m.stap]}: ${m.doel.naam} — ${m.bedrijf.naam}`, tekst, relatieId: m.bedrijf.id, soort: 'deelname' }));
}
