/**
 * "Bewijs van toestemming": a receipt of one grant as a PDF (sharing-anchors.md §6 item 11, mandate
 * receipts: issuer, receiver, purpose, data, term — the fields of a Keyper/iSHARE policy [R47]),
 * drawn with pdfkit in the reports' house style (decision 012). Pure: the same row, farm and date
 * give the same document. The reference names the kind, the farm and the grant, so the farm, the
 * receiver or the service desk can find the grant back from a printed receipt.
 */
import PDFDocument from 'pdfkit';
import { TOESTEMMING_CODE, datumNl, type ToestemmingRegel } from '@kw/contract';
import { INHOUD_BREEDTE, KLEUR, LETTER, PAGINA, alinea, sectieKop } from '../rapportage/pdf/pdf.opmaak';

export interface BewijsInvoer {
  bedrijf: { naam: string; kvk: string | null };
  relatieId: number;
  regel: ToestemmingRegel;
  /** JJJJ-MM-DD, the Dutch day of issue */
  vandaag: string;
  /** when it was made (the document's metadata) */
  tijdstip: Date;
}

export const bewijsKenmerk = (relatieId: number, r: Pick<ToestemmingRegel, 'soort' | 'id'>) => `KLW-${TOESTEMMING_CODE[r.soort]}-${relatieId}-${r.id}`;

export const bewijsBestandsnaam = (relatieId: number, r: Pick<ToestemmingRegel, 'soort' | 'id'>) => `bewijs-van-toestemming-${bewijsKenmerk(relatieId, r)}.pdf`;

const partij = (p: { naam: string; kvk: string | null }) => (p.kvk ? `${p.naam} (KvK ${p.kvk})` : p.naam);

/** The fields of the receipt in their order (also what the API tests read back). */
export function bewijsVelden({ bedrijf, relatieId, regel, vandaag }: BewijsInvoer): Array<[string, string]> {
  const richting = regel.richting === 'in' ? 'Levert aan het bedrijf' : regel.richting === 'uit' ? 'Ontvanger' : 'Uitgevoerd door';
  return [
    ['Kenmerk', bewijsKenmerk(relatieId, regel)],
    ['Soort toestemming', regel.soortTekst],
    ['Verleend door (bedrijf)', partij(bedrijf)],
    [richting, partij(regel.ontvanger)],
    ['Doel', regel.doel],
    ['Gegevens', regel.producten.join('; ')],
    ['Ingangsdatum', regel.ingang ? datumNl(regel.ingang) : 'onbekend'],
    ['Einddatum', regel.einde ? datumNl(regel.einde) : 'tot intrekking'],
    ['Status', regel.statusTekst],
    ['Laatst gebruikt', regel.laatstGebruikt ? `${datumNl(regel.laatstGebruikt)} (${regel.laatstGebruiktBron})` : `nooit (${regel.laatstGebruiktBron})`],
    ['Datum van afgifte', datumNl(vandaag)],
  ];
}

export async function maakBewijsPdf(invoer: BewijsInvoer): Promise<Buffer> {
  const titel = 'Bewijs van toestemming';
  const kenmerk = bewijsKenmerk(invoer.relatieId, invoer.regel);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 60, bottom: PAGINA.onder, left: PAGINA.links, right: PAGINA.rechts },
    info: { Title: `${titel} ${kenmerk} – ${invoer.bedrijf.naam}`, Author: 'Open Kringloopwijzer', Subject: titel, CreationDate: invoer.tijdstip, ModDate: invoer.tijdstip },
    lang: 'nl-NL',
    displayTitle: true,
  });
  const delen: Buffer[] = [];
  doc.on('data', (d: Buffer) => delen.push(d));
  const klaar = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(delen)));
    doc.on('error', reject);
  });
  sectieKop(doc, titel, `Dit bewijs legt vast welke toestemming ${invoer.bedrijf.naam} heeft gegeven, aan wie, waarvoor en voor welke termijn, zoals de Kringloopwijzer die op de datum van afgifte kent.`);
  const labelBreedte = 150;
  for (const [label, waarde] of bewijsVelden(invoer)) {
    const y = doc.y;
    doc.font(LETTER.vet).fontSize(10).fillColor(KLEUR.zacht).text(label, PAGINA.links, y, { width: labelBreedte - 10 });
    const naLabel = doc.y;
    doc.font(LETTER.normaal).fontSize(10).fillColor(KLEUR.tekst).text(waarde, PAGINA.links + labelBreedte, y, { width: INHOUD_BREEDTE - labelBreedte, lineGap: 1.5 });
    doc.y = Math.max(doc.y, naLabel) + 6;
  }
  doc.moveDown(0.5);
  alinea(
    doc,
    invoer.regel.lopend
      ? 'U kunt deze toestemming altijd intrekken op Profiel, tabblad Toestemmingen. Intrekken stopt de gegevensstroom vanaf dat moment; wat al gedeeld is, blijft gedeeld.'
      : 'Deze toestemming is niet (meer) van kracht.',
    { kleur: KLEUR.zacht, schuin: true },
  );
  doc.end();
  return klaar;
}
