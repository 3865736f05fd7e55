/**
 * BEX step 2 preparation: feed use per product from stocks.
 * Verbruik = beginvoorraad + aanleg/aanvoer − eindvoorraad − verkoop
 * (KLW-domeinnotities §1.3: "VRDAANLEG + VRDBEGIN − VRDEIND = VERBRUIK").
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { ProductVoer, RuwvoerProduct } from '../invoer/voer.schema';
import type { RekenParameters, Voergroep } from '../parameters/types';
import { omrekening } from '../eenheden';

/** One feed product after stock accounting; all masses in kg DS, N in kg N, P in kg P. */
export interface Voerpost {
  pad: string;
  naam: string;
  groep: Voergroep;
  /** 'eigen' = grown on the farm (aanleg is harvest), 'aankoop' = crosses the farm gate. */
  herkomst: 'eigen' | 'aankoop';
  beginKgDs: number;
  /** Own harvest (eigen) or purchase (aankoop), kg DS. */
  aanlegKgDs: number;
  /** Purchase in kg product (product feeds; 0 for roughage entered in kg DS): the CO2 footprint of compound feed is per kg product. */
  aanlegKgProduct: number;
  /** Supplier's footprint in kg CO2-eq per kg product (product feeds, when filled); replaces the standard in BEC. */
  co2KgPerKgProduct?: number;
  eindKgDs: number;
  verkoopKgDs: number;
  /** begin + aanleg − eind − verkoop; may be negative (then signalled and not fed). */
  verbruikBerekendKgDs: number;
  /** max(0, verbruikBerekend): what the herd is taken to have eaten, incl. feed losses. */
  verbruikKgDs: number;
  /** kg product used (product feeds only; 0 for roughage entered in kg DS). */
  verbruikKgProduct: number;
  vemPerKgDs: number;
  reGPerKgDs: number;
  pGPerKgDs: number;
  verliesFractie: number;
}

/** kg N in `kgDs` kg DS at `reGPerKgDs` g RE/kg DS: kg DS × RE / 6,25 / 1000. */
export const nUitRe = (kgDs: number, reGPerKgDs: number) => (kgDs * reGPerKgDs) / omrekening.rePerN.waarde / 1000;
/** kg P in `kgDs` kg DS at `pGPerKgDs` g P/kg DS. */
export const pUitGehalte = (kgDs: number, pGPerKgDs: number) => (kgDs * pGPerKgDs) / 1000;

function productpost(pad: string, groep: Voergroep, v: ProductVoer, verlies: number): Voerpost {
  const ds = v.dsGPerKg / 1000;
  const verbruikProduct = v.beginvoorraadKg + v.aanvoerKg - v.eindvoorraadKg;
  const berekend = verbruikProduct * ds;
  return {
    pad,
    naam: v.naam,
    groep,
    herkomst: 'aankoop',
    beginKgDs: v.beginvoorraadKg * ds,
    aanlegKgDs: v.aanvoerKg * ds,
    aanlegKgProduct: v.aanvoerKg,
    co2KgPerKgProduct: v.co2KgPerKgProduct,
    eindKgDs: v.eindvoorraadKg * ds,
    verkoopKgDs: 0,
    verbruikBerekendKgDs: berekend,
    verbruikKgDs: berekend > 0 ? berekend : 0,
    verbruikKgProduct: verbruikProduct > 0 ? verbruikProduct : 0,
    vemPerKgDs: v.vemPerKgDs,
    reGPerKgDs: v.reGPerKgDs,
    pGPerKgDs: v.pGPerKgDs,
    verliesFractie: verlies,
  };
}

const ruwvoerGroep: Record<RuwvoerProduct['soort'], Voergroep> = {
  graskuil: 'graskuil',
  hooi: 'hooi',
  snijmais: 'snijmais',
  'overig-ruwvoer': 'overigRuwvoer',
};

function ruwvoerpost(pad: string, r: RuwvoerProduct, verlies: number): Voerpost {
  const berekend = r.beginvoorraadKgDs + r.aanlegKgDs - r.eindvoorraadKgDs - r.verkoopKgDs;
  return {
    pad,
    naam: r.naam,
    groep: ruwvoerGroep[r.soort],
    herkomst: r.herkomst,
    beginKgDs: r.beginvoorraadKgDs,
    aanlegKgDs: r.aanlegKgDs,
    aanlegKgProduct: 0,
    eindKgDs: r.eindvoorraadKgDs,
    verkoopKgDs: r.verkoopKgDs,
    verbruikBerekendKgDs: berekend,
    verbruikKgDs: berekend > 0 ? berekend : 0,
    verbruikKgProduct: 0,
    vemPerKgDs: r.vemPerKgDs,
    reGPerKgDs: r.reGPerKgDs,
    pGPerKgDs: r.pGPerKgDs,
    verliesFractie: verlies,
  };
}

/** All feed products of the year (except fresh grass, the closing item). */
export function voerposten(invoer: BedrijfsjaarInvoer, p: RekenParameters): Voerpost[] {
  const kv = p.voerverliesKrachtvoer.waarde;
  const rv = p.voerverliesRuwvoer.waarde;
  const posten: Voerpost[] = [];
  invoer.krachtvoer.producten.forEach((v, i) => posten.push(productpost(`krachtvoer.producten.${i}`, 'krachtvoer', v, kv)));
  invoer.ruwvoer.producten.forEach((r, i) => posten.push(ruwvoerpost(`ruwvoer.producten.${i}`, r, rv)));
  // Wet by-products follow the concentrate loss (CBS: "2% voor droge en vochtrijke krachtvoeders").
  invoer.overigeVoeders.producten.forEach((v, i) => posten.push(productpost(`overigeVoeders.producten.${i}`, 'overigeVoeders', v, kv)));
  invoer.melkproducten.producten.forEach((v, i) => posten.push(productpost(`melkproducten.producten.${i}`, 'melkproducten', v, kv)));
  return posten;
}
