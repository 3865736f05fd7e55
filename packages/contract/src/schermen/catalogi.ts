/**
 * Product catalogues of the register's tables (`TabelCategorie.catalogus`): picking a product
 * fills its typical contents, which stay editable. Every value names its source. The values
 * are the typical values of KLW-domeinnotities §2.3, marked there as ASSUMED: te verifiëren
 * met de CVB Veevoedertabel / RVO Tabel 9 or the farm's own analysis.
 */
export interface CatalogusWaarde {
  waarde: number;
  bron: string;
}

export interface CatalogusProduct {
  naam: string;
  /** column key → value with its source, e.g. vemPerKgDs */
  waarden: Record<string, CatalogusWaarde>;
}

const BRON = 'KLW-domeinnotities §2.3, typische waarde (te verifiëren met CVB Veevoedertabel)';
const w = (waarde: number): CatalogusWaarde => ({ waarde, bron: BRON });
const perKg = (ds: number, vem: number, re: number, p: number) => ({ dsGPerKg: w(ds), vemPerKgDs: w(vem), reGPerKgDs: w(re), pGPerKgDs: w(p) });
const perKgDs = (vem: number, re: number, p: number) => ({ vemPerKgDs: w(vem), reGPerKgDs: w(re), pGPerKgDs: w(p) });

export const catalogi: Record<string, CatalogusProduct[]> = {
  krachtvoer: [
    { naam: 'Standaardbrok', waarden: perKg(885, 1000, 180, 5) },
    { naam: 'Sojaschroot', waarden: perKg(880, 1050, 495, 7) },
  ],
  ruwvoer: [
    { naam: 'Graskuil', waarden: perKgDs(900, 170, 4) },
    { naam: 'Snijmaïskuil', waarden: perKgDs(975, 70, 2.05) },
  ],
  melkproducten: [{ naam: 'Melkpoeder (kalveren)', waarden: perKg(960, 1500, 230, 7.5) }],
  overigeVoeders: [
    { naam: 'Bierbostel', waarden: perKg(235, 900, 250, 6) },
    { naam: 'Perspulp', waarden: perKg(220, 1050, 95, 1) },
  ],
};
