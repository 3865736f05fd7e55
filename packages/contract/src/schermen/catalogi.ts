/**
 * Product catalogues of the stock tables (issue 8 §4): picking a product fills its typical
 * contents, which stay editable. The keys of `gehalten` are the engine's row fields
 * (`productVoerSchema`, `ruwvoerProductSchema`); a table fills only the columns it has.
 *
 * Source of the values: KLW-domeinnotities §2.3 "Feeds (ASSUMED typical values — replace
 * with CVB Veevoedertabel / RVO Tabel 9 / lab)", the midpoint of each range given there.
 * Every value is an assumption until checked against the CVB Veevoedertabel: te verifiëren.
 * A farm's own analysis (feed supplier's delivery note, lab report) always beats these.
 */
export interface CatalogusProduct {
  naam: string;
  /** typical contents per engine field: dsGPerKg (g/kg product), vemPerKgDs, reGPerKgDs, pGPerKgDs (g/kg DS) */
  gehalten: Partial<Record<'dsGPerKg' | 'vemPerKgDs' | 'reGPerKgDs' | 'pGPerKgDs', number>>;
  /** other fields set by the pick, e.g. the kind of roughage */
  velden?: Record<string, string>;
  bron: string;
  /** true while the values are not checked against the CVB Veevoedertabel */
  teVerifieren: boolean;
}

const NOTITIES = 'KLW-domeinnotities §2.3 (typische waarden, midden van de bandbreedte)';
const AANNAME = 'aanname zonder gelezen bron; controleren met de CVB Veevoedertabel';

export const catalogi: Record<string, CatalogusProduct[]> = {
  krachtvoer: [
    // notes §2.3: DS 880–890, VEM ~1000, RE 170–190, P 4.5–5.5
    { naam: 'Standaardbrok', gehalten: { dsGPerKg: 885, vemPerKgDs: 1000, reGPerKgDs: 180, pGPerKgDs: 5 }, bron: NOTITIES, teVerifieren: true },
    // notes §2.3: DS 880, VEM 1050, RE 480–510, P 7
    { naam: 'Sojaschroot', gehalten: { dsGPerKg: 880, vemPerKgDs: 1050, reGPerKgDs: 495, pGPerKgDs: 7 }, bron: NOTITIES, teVerifieren: true },
    { naam: 'Eiwitrijke brok', gehalten: { dsGPerKg: 885, vemPerKgDs: 1000, reGPerKgDs: 260, pGPerKgDs: 5.5 }, bron: AANNAME, teVerifieren: true },
    { naam: 'Raapzaadschroot', gehalten: { dsGPerKg: 880, vemPerKgDs: 970, reGPerKgDs: 380, pGPerKgDs: 11 }, bron: AANNAME, teVerifieren: true },
  ],
  overigeVoeders: [
    // notes §2.3: DS 220–250, VEM 900, RE 240–260, P 6
    { naam: 'Bierbostel', gehalten: { dsGPerKg: 235, vemPerKgDs: 900, reGPerKgDs: 250, pGPerKgDs: 6 }, bron: NOTITIES, teVerifieren: true },
    // notes §2.3: DS 220, VEM 1050, RE 90–100, P 1.0
    { naam: 'Perspulp', gehalten: { dsGPerKg: 220, vemPerKgDs: 1050, reGPerKgDs: 95, pGPerKgDs: 1 }, bron: NOTITIES, teVerifieren: true },
  ],
  ruwvoer: [
    // notes §2.3: DS 400–500, VEM 850–950, RE 160–180, P 3.8–4.2
    { naam: 'Graskuil', gehalten: { dsGPerKg: 450, vemPerKgDs: 900, reGPerKgDs: 170, pGPerKgDs: 4 }, velden: { soort: 'graskuil' }, bron: NOTITIES, teVerifieren: true },
    // notes §2.3: DS 330–380, VEM 950–1000, RE 65–75, P 1.9–2.2
    { naam: 'Snijmaïskuil', gehalten: { dsGPerKg: 355, vemPerKgDs: 975, reGPerKgDs: 70, pGPerKgDs: 2.1 }, velden: { soort: 'snijmais' }, bron: NOTITIES, teVerifieren: true },
    { naam: 'Hooi', gehalten: { dsGPerKg: 850, vemPerKgDs: 780, reGPerKgDs: 120, pGPerKgDs: 3.2 }, velden: { soort: 'hooi' }, bron: AANNAME, teVerifieren: true },
  ],
  melkproducten: [
    // notes §2.3: DS 960, VEM ~1500, RE 220–240, P 7–8
    { naam: 'Melkpoeder (kalveren)', gehalten: { dsGPerKg: 960, vemPerKgDs: 1500, reGPerKgDs: 230, pGPerKgDs: 7.5 }, bron: NOTITIES, teVerifieren: true },
  ],
};

/** The products of a catalogue (empty for an unknown key). */
export const catalogusProducten = (sleutel: string | undefined): CatalogusProduct[] => (sleutel ? (catalogi[sleutel] ?? []) : []);
