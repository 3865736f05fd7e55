/**
 * Plausibility relative to the farm's own size: an amount that fits under the hard field maximum
 * (invoer/maxima.ts) but is implausible per cow or per ha is a warning on its field, so a typing
 * slip of ten or a hundred times shows before the results are used
 * (docs/decisions/021-plausibiliteit-en-normen.md). Each threshold says where it comes from.
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { Berekening } from '../berekening';
import type { SignaleringCode } from './catalogus';
import { nl } from './formaat';

type Meld = (code: SignaleringCode, pad: string, melding: string, waarde?: number) => void;

export const PLAUSIBEL = {
  /**
   * kg concentrate (product) used per cow: Dutch dairy cows get about 1.800–2.600 kg a year (te verifiëren,
   * KLW-sectorcijfers); more than 4.000 kg is nearly twice the highest normal figure.
   */
  krachtvoerKgPerKoe: 4_000,
  /** kWh purchased per cow: usual 400–700 kWh (milking, cooling; te verifiëren, KWIN-Veehouderij); 1.500 is over twice that. */
  elektriciteitKwhPerKoe: 1_500,
  /** litres diesel (own + contractor) per ha: usual 100–250 l/ha on a dairy farm (te verifiëren, KWIN); 600 l/ha is not ploughing every field twice. */
  dieselLiterPerHa: 600,
  /**
   * kg mineral-fertiliser N per ha: more than the highest total-N usage norm of any crop, 385 kg N/ha for mown
   * grassland on clay (RVO Tabel 2, supplement §8.1), rounded up to 400, cannot fit under the norm even without manure.
   */
  kunstmestNKgPerHa: 400,
  /** m³ tap water per cow: a cow drinks ~30–40 m³ a year and cleaning adds some (te verifiëren); 150 m³ is four times that. */
  waterM3PerKoe: 150,
} as const;

/** Index of the largest row (the one to look at first), -1 for none. */
const grootste = (waarden: number[]) => waarden.reduce((best, w, i) => (w > (waarden[best] ?? -Infinity) ? i : best), -1);

export function plausibiliteit(invoer: BedrijfsjaarInvoer, b: Berekening, meld: Meld): void {
  const koeien = invoer.veestapel.melkkoeien.gemiddeldAantal;
  const ha = b.oppervlakten.totaalHa - b.oppervlakten.natuurHa;
  const e = invoer.energie;
  if (koeien > 0) {
    const producten = invoer.krachtvoer.producten;
    const kg = producten.reduce((s, p) => s + Math.max(0, p.beginvoorraadKg + p.aanvoerKg - p.eindvoorraadKg), 0);
    if (kg / koeien > PLAUSIBEL.krachtvoerKgPerKoe) {
      const i = grootste(producten.map((p) => p.aanvoerKg));
      meld('KRACHTVOER_PER_KOE_HOOG', i >= 0 ? `krachtvoer.producten.${i}.aanvoerKg` : 'krachtvoer.producten', `Het krachtvoerverbruik is ${nl(kg / koeien)} kg per koe (${nl(kg)} kg voor ${nl(koeien, 1)} koeien); meer dan ${nl(PLAUSIBEL.krachtvoerKgPerKoe)} kg per koe is niet aannemelijk. Controleer de aanvoer en de voorraden.`, kg / koeien);
    }
    if (e.elektriciteitKwh / koeien > PLAUSIBEL.elektriciteitKwhPerKoe)
      meld('ELEKTRICITEIT_PER_KOE_HOOG', 'energie.elektriciteitKwh', `De ingekochte elektriciteit is ${nl(e.elektriciteitKwh / koeien)} kWh per koe; meer dan ${nl(PLAUSIBEL.elektriciteitKwhPerKoe)} kWh per koe is niet aannemelijk. Controleer de kWh op de jaarnota.`, e.elektriciteitKwh / koeien);
    if (e.waterM3 !== undefined && e.waterM3 / koeien > PLAUSIBEL.waterM3PerKoe)
      meld('WATER_PER_KOE_HOOG', 'energie.waterM3', `Het leidingwater is ${nl(e.waterM3 / koeien)} m³ per koe; meer dan ${nl(PLAUSIBEL.waterM3PerKoe)} m³ per koe is niet aannemelijk. Controleer de m³ op de jaarnota.`, e.waterM3 / koeien);
  }
  if (ha > 0) {
    const diesel = e.dieselLiter + (e.loonwerkDieselLiter ?? 0);
    if (diesel / ha > PLAUSIBEL.dieselLiterPerHa)
      meld('DIESEL_PER_HA_HOOG', e.dieselLiter >= (e.loonwerkDieselLiter ?? 0) ? 'energie.dieselLiter' : 'energie.loonwerkDieselLiter', `Het dieselverbruik (eigen en loonwerk) is ${nl(diesel / ha)} liter per ha; meer dan ${nl(PLAUSIBEL.dieselLiterPerHa)} liter per ha is niet aannemelijk. Controleer de liters.`, diesel / ha);
    const n = Math.max(0, b.ammoniak.kunstmest.verbruikNKg);
    if (n / ha > PLAUSIBEL.kunstmestNKgPerHa) {
      const i = grootste(invoer.kunstmest.producten.map((p) => p.aanvoerKg * (p.nAmmoniumGPerKg + p.nNitraatGPerKg + p.nUreumGPerKg)));
      meld('KUNSTMEST_N_PER_HA_HOOG', i >= 0 ? `kunstmest.producten.${i}.aanvoerKg` : 'kunstmest.producten', `Het kunstmestverbruik is ${nl(n / ha)} kg N per ha; dat is meer dan de hoogste stikstofgebruiksnorm van welk gewas ook (${nl(PLAUSIBEL.kunstmestNKgPerHa)} kg N per ha). Controleer de hoeveelheden en de eenheid (kg of zakken).`, n / ha);
    }
  }
}
