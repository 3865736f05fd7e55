/**
 * Hard maxima of the quantity fields: amounts no Dutch farm reaches, so a slip of the keyboard
 * (140.000.139.999 kg concentrate, 4.368.043.679 kWh) is refused with the field's Dutch message
 * instead of producing absurd results. Written once, here; the fields take them with `.max(…)`,
 * and the input register reads them from the zod checks, so the form, the server validation and
 * the port-3000 mocks all refuse the same (decision 010; docs/decisions/021-plausibiliteit-en-normen.md).
 *
 * Yardstick: a 400-cow dairy farm with ~280 young stock on 200 ha, delivering 4 million kg milk
 * (about four times the average Dutch dairy farm; te verifiëren tegen CBS Landbouwtelling). Each
 * maximum is that farm's yearly amount with a wide margin (≥ 8×): a real farm is never refused,
 * a figure thousands of times too large is. What a farm's own size makes implausible (per cow,
 * per ha) is a warning instead (signalering/plausibiliteit.ts).
 */
export const MAXIMA = {
  /** dairy or grazing animals per line: 400 cows, ~280 young stock, a few hundred sheep; the cow field's 5.000 */
  dieren: 5_000,
  /** housed animals (pigs, poultry, veal calves): a large poultry house holds some 100.000–300.000 birds */
  staldieren: 2_000_000,
  /** kg feed product per line (stocks and purchases): 400 cows × ~6.000 kg concentrate and wet by-products = 2,4 mln */
  kgVoerProduct: 20_000_000,
  /** kg DS roughage per batch: 400 cows × ~6.500 kg DS plus young stock ≈ 3,5 mln kg DS */
  kgDsRuwvoer: 20_000_000,
  /** kg milk fed to calves or otherwise produced: the delivered-milk maximum of spec §9 */
  kgMelk: 15_000_000,
  /** kWh purchased: 400 cows × ~500 kWh (cooling, milking, lighting; te verifiëren, KWIN-Veehouderij) = 200.000 */
  kWhAankoop: 5_000_000,
  /** kWh produced on the farm: one 3 MW wind turbine gives ~7,5 mln kWh a year */
  kWhEigen: 20_000_000,
  /** litres diesel (own or contractor's): 200 ha × ~150 l/ha = 30.000 l */
  literDiesel: 1_000_000,
  /** m³ natural gas: a dairy farm uses little or none (hot water, a house) */
  m3Aardgas: 1_000_000,
  /** m³ tap water: 400 cows × ~40 m³ drinking and cleaning water = 16.000 m³ */
  m3Water: 1_000_000,
  /** kg active substance of crop protection: 200 ha × ~3 kg = 600 kg */
  kgGewasbescherming: 100_000,
  /** kg silage film and other farm plastic: 400 cows ≈ 6.000 kg */
  kgKunststof: 1_000_000,
  /** kg fertiliser product (or bags) per line: 200 ha × ~1.500 kg = 300.000 kg */
  kgKunstmest: 10_000_000,
  /** kg N or P2O5 of one flow (crop output, co-substrate, housed-animal feed and animals): 200 ha × 400 kg N = 80.000; a large pig branch stays below 1 mln */
  kgNutrient: 10_000_000,
  /** ton co-substrate for the digester: a farm digester takes up to ~25.000 t a year */
  tonCoSubstraat: 1_000_000,
  /** kg N or P2O5 excreted per animal per year: a dairy cow ~130 kg N, a horse less; nothing reaches 500 */
  kgExcretiePerDier: 500,
} as const;
