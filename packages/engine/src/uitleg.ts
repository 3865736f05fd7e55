/**
 * All "Waarom dit getal?" explanations by node id (decision 022). Each calculation module keeps its own
 * texts in a `*.uitleg.ts` next to it; this only joins them. A per-item node (`verbruik.ruwvoer.producten.0`)
 * finds its family's entry by dropping path parts from the end: `verbruik.ruwvoer.producten.*`,
 * `verbruik.ruwvoer.*`, `verbruik.*`.
 */
import type { Uitleg } from './afleiding';
import { oppervlakteUitleg } from './balans/oppervlakten.uitleg';
import { melkUitleg } from './melk/melkproductie.uitleg';
import { voerUitleg } from './voer/voer.uitleg';
import { excretieUitleg } from './bex/excretie.uitleg';
import { forfaitUitleg } from './bex/forfait.uitleg';
import { ammoniakUitleg } from './bea/ammoniak.uitleg';
import { bedrijfsbalansUitleg } from './balans/bedrijfsbalans.uitleg';
import { stikstofUitleg } from './balans/stikstof.uitleg';
import { fosfaatUitleg } from './balans/fosfaat.uitleg';
import { gewasUitleg } from './balans/gewasopbrengst.uitleg';
import { broeikasgasUitleg } from './bec/broeikasgassen.uitleg';
import { kengetallenUitleg } from './kengetallen.uitleg';
import { stromenUitleg } from './balans/stromen.uitleg';
import { dashboardUitleg } from './dashboard.uitleg';

const catalogi = [
  oppervlakteUitleg, melkUitleg, voerUitleg, excretieUitleg, forfaitUitleg, ammoniakUitleg, bedrijfsbalansUitleg, stikstofUitleg,
  fosfaatUitleg, gewasUitleg, broeikasgasUitleg, kengetallenUitleg, stromenUitleg, dashboardUitleg,
];

/** Every explanation by key; a key given twice is a mistake the catalogue test reports. */
export const uitlegPerSleutel: ReadonlyMap<string, Uitleg> = new Map(catalogi.flatMap((c) => Object.entries(c)));
export const uitlegSleutels: readonly string[] = catalogi.flatMap((c) => Object.keys(c));

/** The explanation of a node id, or of its family; undefined when the catalogue has none (the test fails then). */
export function uitlegVan(id: string): Uitleg | undefined {
  const exact = uitlegPerSleutel.get(id);
  if (exact) return exact;
  let punt = id.lastIndexOf('.');
  while (punt > 0) {
    const familie = uitlegPerSleutel.get(`${id.slice(0, punt)}.*`);
    if (familie) return familie;
    punt = id.lastIndexOf('.', punt - 1);
  }
  return undefined;
}
