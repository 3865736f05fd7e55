/**
 * The answers of GetAfleiding from an engine trace graph, pure: the server builds them from the
 * record's stored input, the web's mock mode from its own mock input — one mapping for both.
 */
import { dumpfileEenheden, formuleTekst, inZin, knoopMetKinderen, type AfleidingGraaf, type Knoop, type KnoopInvoer } from '@kw/engine';
import { invoerWaarde } from './afleiding.opmaak';
import { invoerLabel, invoerPlek, invoerWeergaveWaarde, type AfleidingKnoopAntwoord, type AfleidingWortelsAntwoord } from './afleiding.schema';
import { indicatorDefinities } from './schermen/indicatoren';

/** A dashboard root is named as the results panel names it; other nodes by their Dutch name from the engine. */
const indicatorLabel = new Map(indicatorDefinities.map((d) => [`dashboard.${d.sleutel}`, d.label]));
const labelVan = (k: Knoop) => indicatorLabel.get(k.id) ?? k.label;

/** Inputs inside a formula: their screen label (with the table row) and the value with its unit. */
const invoerInTekst = (i: KnoopInvoer) => {
  const { label, eenheid } = invoerLabel(i.pad);
  return { naam: inZin(label), waarde: invoerWaarde(invoerWeergaveWaarde(i.pad, i.waarde), eenheid) };
};

export { formatAfleidingGetal, metEenheid, afleidingDecimalen, invoerWaarde } from './afleiding.opmaak';

const isKlwVariabele = (id: string) => Object.hasOwn(dumpfileEenheden, id);

/**
 * A node that only equals another (an indicator, verl_bodbal1_ha = kring1_bedbal_ovrbod) is skipped:
 * the walk goes on to what it equals. Returns that node and the KLW variables passed on the way.
 */
function volgAlias(graaf: AfleidingGraaf, id: string): { id: string; codes: string[] } {
  const codes: string[] = [];
  let huidig = id;
  for (let stap = 0; stap < 10; stap++) {
    if (isKlwVariabele(huidig)) codes.push(huidig);
    const alias = graaf.knopen[huidig]?.alias;
    if (!alias || !graaf.knopen[alias]) break;
    huidig = alias;
  }
  return { id: huidig, codes };
}

const samenvatting = (k: Knoop) => ({ id: k.id, label: labelVan(k), waarde: k.waarde, eenheid: k.eenheid, herkomst: k.herkomst, heeftKinderen: k.kinderen.length > 0 });

/** Every figure with a trace and its root node. */
export function afleidingWortelsAntwoord(graaf: AfleidingGraaf, kringloopwijzerId: number): AfleidingWortelsAntwoord {
  const wortels: AfleidingWortelsAntwoord['wortels'] = {};
  for (const [figuur, id] of Object.entries(graaf.wortels)) wortels[figuur] = samenvatting(graaf.knopen[id]);
  return { kringloopwijzerId, wortels };
}

/** One node (by its id, or by the figure whose root it is) with its direct children; undefined when unknown. */
export function afleidingKnoopAntwoord(graaf: AfleidingGraaf, id: string, kringloopwijzerId: number): AfleidingKnoopAntwoord | undefined {
  const gevraagd = Object.hasOwn(graaf.knopen, id) ? id : Object.hasOwn(graaf.wortels, id) ? (graaf.wortels as Record<string, string>)[id] : undefined;
  if (gevraagd === undefined || !graaf.knopen[gevraagd]) return undefined;
  const { id: echteId, codes } = volgAlias(graaf, gevraagd);
  const gevonden = knoopMetKinderen(graaf, echteId);
  if (!gevonden) return undefined;
  const { knoop, kinderen } = gevonden;
  const jaar = graaf.regels?.jaar;
  return {
    kringloopwijzerId,
    knoop: {
      id: knoop.id,
      // the figure keeps the name it was asked by ("Stikstofbodemoverschot"), the content is what it equals
      label: labelVan(graaf.knopen[gevraagd]),
      waarde: knoop.waarde,
      eenheid: knoop.eenheid,
      formule: formuleTekst(graaf, knoop, { ingevuld: false, invoer: invoerInTekst }).tekst,
      berekening: formuleTekst(graaf, knoop, { ingevuld: true, invoer: invoerInTekst }).tekst,
      codes,
      herkomst: knoop.herkomst,
      invoer: knoop.invoer.map((i) => {
        const plek = invoerPlek(i.pad);
        const { label, eenheid } = invoerLabel(i.pad);
        return { pad: i.pad, label, ...(eenheid ? { eenheid } : {}), waarde: invoerWeergaveWaarde(i.pad, i.waarde), herkomst: i.herkomst, ...(plek ? { plek } : {}) };
      }),
      constanten: knoop.constanten.map((c) => ({ naam: c.naam, waarde: c.waarde, ...(c.eenheid ? { eenheid: c.eenheid } : {}), bron: c.bron, ...(jaar !== undefined ? { jaar } : {}) })),
    },
    kinderen,
  };
}

/** The Dutch 400 message for a node the graph does not have. */
export const onbekendeKnoopMelding = (id: string) => `Onbekende knoop '${id}': deze afleiding heeft geen knoop met die naam.`;

export const GEEN_AFLEIDING = 'Voor deze kringloopwijzer is nog geen afleiding: vul eerst alle verplichte gegevens in en sla ze op.';
