/**
 * The answers of GetAfleiding from an engine trace graph, pure: the server builds them from the
 * record's stored input, the web's mock mode from its own mock input — one mapping for both.
 */
import { knoopMetKinderen, type AfleidingGraaf, type Knoop } from '@kw/engine';
import { invoerLabel, invoerPlek, type AfleidingKnoopAntwoord, type AfleidingWortelsAntwoord } from './afleiding.schema';
import { indicatorDefinities } from './schermen/indicatoren';

/** A dashboard root is named as the results panel names it; other nodes keep the engine's name (the KLW variable). */
const indicatorLabel = new Map(indicatorDefinities.map((d) => [`dashboard.${d.sleutel}`, d.label]));
const labelVan = (k: Knoop) => indicatorLabel.get(k.id) ?? k.label;

const samenvatting = (k: Knoop) => ({ id: k.id, label: labelVan(k), waarde: k.waarde, eenheid: k.eenheid, herkomst: k.herkomst, heeftKinderen: k.kinderen.length > 0 });

/** Every figure with a trace and its root node. */
export function afleidingWortelsAntwoord(graaf: AfleidingGraaf, kringloopwijzerId: number): AfleidingWortelsAntwoord {
  const wortels: AfleidingWortelsAntwoord['wortels'] = {};
  for (const [figuur, id] of Object.entries(graaf.wortels)) wortels[figuur] = samenvatting(graaf.knopen[id]);
  return { kringloopwijzerId, wortels };
}

/** One node (by its id, or by the figure whose root it is) with its direct children; undefined when unknown. */
export function afleidingKnoopAntwoord(graaf: AfleidingGraaf, id: string, kringloopwijzerId: number): AfleidingKnoopAntwoord | undefined {
  const echteId = Object.hasOwn(graaf.knopen, id) ? id : Object.hasOwn(graaf.wortels, id) ? (graaf.wortels as Record<string, string>)[id] : undefined;
  const gevonden = echteId === undefined ? undefined : knoopMetKinderen(graaf, echteId);
  if (!gevonden) return undefined;
  const { knoop, kinderen } = gevonden;
  return {
    kringloopwijzerId,
    knoop: {
      id: knoop.id,
      label: labelVan(knoop),
      waarde: knoop.waarde,
      eenheid: knoop.eenheid,
      formule: knoop.formule,
      herkomst: knoop.herkomst,
      invoer: knoop.invoer.map((i) => {
        const plek = invoerPlek(i.pad);
        const { label, eenheid } = invoerLabel(i.pad);
        return { pad: i.pad, label, ...(eenheid ? { eenheid } : {}), waarde: i.waarde, herkomst: i.herkomst, ...(plek ? { plek } : {}) };
      }),
      constanten: knoop.constanten.map((c) => ({ naam: c.naam, waarde: c.waarde, ...(c.eenheid ? { eenheid: c.eenheid } : {}), bron: c.bron })),
    },
    kinderen,
  };
}

/** The Dutch 400 message for a node the graph does not have. */
export const onbekendeKnoopMelding = (id: string) => `Onbekende knoop '${id}': deze afleiding heeft geen knoop met die naam.`;

export const GEEN_AFLEIDING = 'Voor deze kringloopwijzer is nog geen afleiding: vul eerst alle verplichte gegevens in en sla ze op.';
