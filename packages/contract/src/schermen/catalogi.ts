/**
 * Product catalogues of the stock tables (decision 010): picking a product fills its typical
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
  gehalten: Partial<Record<'dsGPerKg' | 'vemPerKgDs' | 'reGPerKgDs' | 'pGPerKgDs' | KunstmestGehalte, number>>;
  /** other fields set by the pick, e.g. the kind of roughage */
  velden?: Record<string, string>;
  bron: string;
  /** true while the values are not checked against the CVB Veevoedertabel */
  teVerifieren: boolean;
}

/** Contents of a fertiliser row (`kunstmestProductSchema`), g per kg product. */
type KunstmestGehalte = 'nAmmoniumGPerKg' | 'nNitraatGPerKg' | 'nUreumGPerKg' | 'p2o5GPerKg' | 'k2oGPerKg';

/**
 * Fertiliser catalogue: KLW-domein-supplement §7, values [CERTAIN] from nmi-agro/fdm
 * `fdm-data/src/fertilizers/catalogues/baat.json` (g/kg product = kg/ton); urea-N = fdm's p_n_of.
 * `soort` picks the NH3 emission factor per product type (engine `kunstmestSoortSchema`).
 */
const BAAT = 'KLW-domein-supplement §7 (nmi-agro/fdm baat.json, g/kg product)';
const km = (naam: string, nh4: number, no3: number, ureum: number, p2o5: number, k2o: number, soort?: string): CatalogusProduct => ({
  naam,
  gehalten: { nAmmoniumGPerKg: nh4, nNitraatGPerKg: no3, nUreumGPerKg: ureum, p2o5GPerKg: p2o5, k2oGPerKg: k2o },
  ...(soort ? { velden: { soort } } : {}),
  bron: BAAT,
  teVerifieren: false,
});

const NOTITIES = 'KLW-domeinnotities §2.3 (typische waarden, midden van de bandbreedte)';
const AANNAME = 'aanname zonder gelezen bron; controleren met de CVB Veevoedertabel';

export const catalogi: Record<string, CatalogusProduct[]> = {
  kunstmest: [
    km('KAS (kalkammonsalpeter) 27% N', 135, 135, 0, 0, 0, 'kas'),
    km('KAS zwavel 24% N', 120, 120, 0, 0, 0, 'kas'),
    km('Ammoniumnitraat 34% N', 170, 170, 0, 0, 0, 'ammoniumnitraat'),
    km('Ammoniumsulfaat (ZA) 21% N', 210, 0, 0, 0, 0, 'ammoniumsulfaat'),
    km('Ammoniumsulfaatsalpeter (ASS) 26% N', 190, 70, 0, 0, 0, 'ammoniumsulfaatsalpeter'),
    km('Ureum korrel 46% N', 0, 0, 460, 0, 0, 'ureum'),
    km('Ureum 20% vloeibaar', 0, 0, 200, 0, 0, 'ureum-vloeibaar'),
    km('Zwavel-gecoate ureum 29% N', 0, 0, 290, 0, 0, 'ureum-zwavelgecoat'),
    km('UAN / Urean 30% N (vloeibaar)', 75, 75, 150, 0, 0, 'uan'),
    km('Kalksalpeter 15,5% N', 11, 144, 0, 0, 0, 'nitraat'),
    km('Chilisalpeter 16% N', 0, 160, 0, 0, 0, 'nitraat'),
    km('DAP 18-46-0', 177, 0, 0, 460, 0, 'dap-map'),
    km('MAP 10-50-0', 100, 0, 0, 500, 0, 'dap-map'),
    km('NP 26-14', 140, 120, 0, 140, 0, 'np-npk'),
    km('NP 26-7', 140, 120, 0, 70, 0, 'np-npk'),
    km('NP 23-23', 140, 90, 0, 230, 0, 'np-npk'),
    km('NPK 12-10-18', 70, 50, 0, 100, 180, 'np-npk'),
    km('NPK 15-15-15', 0, 150, 0, 150, 150, 'np-npk'),
    km('Tripelsuperfosfaat', 0, 0, 0, 450, 0),
    km('Kali-60 (kaliumchloride)', 0, 0, 0, 0, 600),
    km('Kaliumsulfaat', 0, 0, 0, 0, 500),
  ],
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
