/**
 * "Mijn gegevens downloaden" (decision 019, GDPR art. 20): one ZIP with every year's input
 * (the register's documents per screen and the Melklevering data) and results, the farm's
 * mandates with their history, the access log as written, and a README.txt in Dutch.
 * Only the farm's participant or volmacht holder; the download is itself logged.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { schrijfLezingen } from '../toegang/toegang.service';
import { resultaatVanRecord, samengesteldeInvoer } from '../uitkomst/uitkomst.service';
import { magNamensBedrijf, MELDING_GEEN_BEDRIJF } from './profiel.policy';
import { invoerVanRecord, machtigingenMetGeschiedenis, recordsVanBedrijf, vindRelatie, volledigToegangslog } from './profiel.repository';
import { datumTekst } from './profiel.tijd';

const json = (v: unknown) => strToU8(`${JSON.stringify(v, null, 2)}\n`);

function leesMij(bedrijf: string, jaren: number[], nu: Date) {
  return [
    `Gegevens van ${bedrijf} uit de Kringloopwijzer`,
    `Gedownload op ${datumTekst(nu)}.`,
    '',
    'Inhoud van dit bestand:',
    '- bedrijf.json: de gegevens van het bedrijf (naam, KvK, BRS, UBN’s, adres).',
    ...jaren.flatMap((j) => [
      `- ${j}/invoer.json: alles wat voor ${j} is ingevoerd, per scherm zoals opgeslagen, met de melkleveringen en de handmatige melkgegevens.`,
      `- ${j}/rekenkern-invoer.json: dezelfde invoer zoals de rekenkern haar leest.`,
      `- ${j}/resultaten.json: de uitkomsten van de berekening (BEX, kringlopen, emissies, kengetallen); leeg als de invoer nog niet compleet genoeg was.`,
    ]),
    '- machtigingen.json: elke machtiging van het bedrijf aan een organisatie, met de geschiedenis (wie, wanneer, waarom).',
    '- toegangslog.json: elke keer dat iemand anders dan het bedrijf zelf de gegevens bekeek, wijzigde, indiende of downloadde, zoals vastgelegd (tijden in UTC).',
    '',
    'Alle bestanden zijn JSON (UTF-8). Getallen gebruiken een punt als decimaalteken, datums staan als JJJJ-MM-DD.',
    '',
  ].join('\r\n');
}

export async function maakGegevensZip(db: Db, actor: Actor, relatieId: number): Promise<{ bestandsnaam: string; inhoud: Uint8Array }> {
  const bedrijf = await vindRelatie(db, relatieId);
  if (!bedrijf || bedrijf.soort !== 'bedrijf') throw new HttpFout(404, 'Dit bedrijf bestaat niet.');
  if (!magNamensBedrijf(actor, relatieId)) throw new HttpFout(403, MELDING_GEEN_BEDRIJF);
  // logged before the log is read, so the download itself is in the file (for anyone but the farm's own users)
  await schrijfLezingen(db, { gebruikerId: actor.id, bedrijven: [{ relatieId, klwId: null }], wat: 'Mijn gegevens (ZIP)', actie: 'gedownload' });

  const records = await recordsVanBedrijf(db, relatieId);
  const bestanden: Zippable = {};
  for (const r of records) {
    const [invoer, motorInvoer, resultaat] = await Promise.all([invoerVanRecord(db, relatieId, r.id), samengesteldeInvoer(db, r), resultaatVanRecord(db, r)]);
    bestanden[String(r.jaar)] = {
      'invoer.json': json({
        jaar: r.jaar,
        status: r.statusOmschrijving,
        aantalMelkkoeien: r.aantalMelkkoeien,
        schermen: Object.fromEntries(invoer.schermen.map((s) => [s.scherm, { gegevens: s.gegevens, versie: s.versie, gewijzigdOp: s.gewijzigdOp }])),
        melklevering: { handmatig: invoer.handmatig, leveringen: invoer.leveringen },
      }),
      'rekenkern-invoer.json': json(motorInvoer ?? null),
      'resultaten.json': json({ jaar: r.jaar, resultaat: resultaat ?? null }),
    };
  }
  const [machtigingen, log] = await Promise.all([machtigingenMetGeschiedenis(db, relatieId), volledigToegangslog(db, relatieId)]);
  const nu = new Date();
  bestanden['README.txt'] = strToU8(leesMij(bedrijf.naam, records.map((r) => r.jaar), nu));
  bestanden['bedrijf.json'] = json({ naam: bedrijf.naam, kvkNummer: bedrijf.kvkNummer, brs: bedrijf.brs, ubns: bedrijf.ubns, adres: bedrijf.adres, postcode: bedrijf.postcode, plaats: bedrijf.plaats });
  bestanden['machtigingen.json'] = json(machtigingen);
  bestanden['toegangslog.json'] = json(log);
  const inhoud = zipSync(bestanden, { level: 6, mtime: nu });
  const veilig = bedrijf.naam.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'bedrijf';
  return { bestandsnaam: `mijn-gegevens-${veilig}-${nu.toISOString().slice(0, 10)}.zip`, inhoud };
}
