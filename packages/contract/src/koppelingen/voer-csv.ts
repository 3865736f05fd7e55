/**
 * The CSV form of a feed-delivery message, as suppliers export it (decision 020): one delivery
 * per line, `;`-separated (the Dutch spreadsheet default, since `,` is the decimal sign), a
 * header line naming the columns with the JSON message's field names, decimals with a comma or
 * a point. The message id and customer number come with the call (query), not in the file.
 * The result is the JSON message, checked by the same schema.
 */
const GETAL_KOLOMMEN = new Set([
  'kg', 'kgDs', 'dsGPerKg', 'vemPerKgDs', 'reGPerKgDs', 'pGPerKgDs', 'co2KgPerKgProduct', 'nGPerKg', 'p2o5GPerKg',
  'nAmmoniumGPerKg', 'nNitraatGPerKg', 'nUreumGPerKg', 'k2oGPerKg',
]);
const TEKST_KOLOMMEN = new Set(['categorie', 'datum', 'product', 'soort']);

/** At most this many bytes of CSV (200 deliveries of ~200 characters, the JSON message's limit). */
export const VOER_CSV_MAX_TEKENS = 100_000;

function splitsRegel(regel: string): string[] {
  const velden: string[] = [];
  let huidig = '';
  let tussenAanhalingstekens = false;
  for (let i = 0; i < regel.length; i++) {
    const t = regel[i];
    if (tussenAanhalingstekens) {
      if (t === '"' && regel[i + 1] === '"') {
        huidig += '"';
        i++;
      } else if (t === '"') tussenAanhalingstekens = false;
      else huidig += t;
    } else if (t === '"') tussenAanhalingstekens = true;
    else if (t === ';') {
      velden.push(huidig);
      huidig = '';
    } else huidig += t;
  }
  velden.push(huidig);
  return velden.map((v) => v.trim());
}

/** The CSV as the JSON message's body (unchecked: the schema checks it), or a Dutch reason. */
export function voerCsvNaarBericht(tekst: string, berichtId: string, klantnummer: string): { ok: true; bericht: unknown } | { ok: false; reden: string } {
  if (tekst.length > VOER_CSV_MAX_TEKENS) return { ok: false, reden: `Het CSV-bestand is te groot (hoogstens ${VOER_CSV_MAX_TEKENS} tekens).` };
  const regels = tekst.replace(/^\uFEFF/, '').split(/\r?\n/).filter((r) => r.trim() !== '');
  if (regels.length < 2) return { ok: false, reden: 'Het CSV-bestand heeft een kopregel en minstens één levering nodig.' };
  const kop = splitsRegel(regels[0]);
  const onbekend = kop.filter((k) => !GETAL_KOLOMMEN.has(k) && !TEKST_KOLOMMEN.has(k));
  if (onbekend.length > 0) return { ok: false, reden: `Onbekende kolom in de kopregel: ${onbekend.slice(0, 3).join(', ')}.` };
  if (new Set(kop).size !== kop.length) return { ok: false, reden: 'Een kolom staat twee keer in de kopregel.' };
  const leveringen: Record<string, unknown>[] = [];
  for (let r = 1; r < regels.length; r++) {
    const velden = splitsRegel(regels[r]);
    if (velden.length !== kop.length) return { ok: false, reden: `Regel ${r + 1} heeft ${velden.length} velden; de kopregel noemt er ${kop.length}.` };
    const levering: Record<string, unknown> = {};
    for (let k = 0; k < kop.length; k++) {
      const v = velden[k];
      if (v === '') continue;
      if (GETAL_KOLOMMEN.has(kop[k])) {
        const n = /^-?[0-9]+([.,][0-9]+)?$/.test(v) ? Number(v.replace(',', '.')) : NaN;
        if (!Number.isFinite(n)) return { ok: false, reden: `Regel ${r + 1}, kolom ${kop[k]}: "${v.slice(0, 20)}" is geen getal.` };
        levering[kop[k]] = n;
      } else levering[kop[k]] = v;
    }
    leveringen.push(levering);
  }
  return { ok: true, bericht: { berichtId, klantnummer, leveringen } };
}
