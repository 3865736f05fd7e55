/**
 * The N and P2O5 flows of a farm-year as a flow diagram (decision 015): herd → manure → soil →
 * crop → herd. A sankey draws no cycles, so the crop's harvest for the herd ends in the node
 * "Voer voor het eigen vee" and the herd's own feed starts in "Eigen ruwvoer en gras" (the same
 * amount, one loop apart). Only flows above zero are drawn. Pure: Resultaat in, diagram out.
 *
 * `bron`: the engine's trace root (afleidingsgraaf.ts `rapportWortels`) whose value IS the flow, so
 * the figures table opens "Waarom dit getal?" on it. Flows that are a difference of results
 * (purchased feed, milk for calves, sold or stored crop), a sum the trace has no node for (milk and
 * meat, fertiliser N, losses from the soil), a soil surplus in kg (the trace has it per ha) or a P2O5
 * figure of a herd quantity kept in kg P carry none.
 */
import { omrekening, type RapportWortel, type Resultaat } from '@kw/engine';
import type { StroomDiagram } from '../rapportage-grafiek.schema';

interface Stroom {
  van: string;
  naar: string;
  waarde: number;
  bron?: RapportWortel;
}

function diagram(eenheid: string, stromen: Stroom[]): StroomDiagram {
  const getoond = stromen.filter((s) => Number.isFinite(s.waarde) && s.waarde > 0).map(({ bron, ...s }) => (bron ? { ...s, bron } : s));
  const namen = [...new Set(getoond.flatMap((s) => [s.van, s.naar]))];
  return { eenheid, knopen: namen.map((naam) => ({ naam })), stromen: getoond };
}

export function stikstofstromen(r: Resultaat): StroomDiagram {
  const ex = r.bex.excretie;
  const bodem = r.bodem.stikstof;
  // N in the ration grown on own land (gewasopbrengst: eigenLandNProcent of the ration's N)
  const eigen = (r.voer.rantsoen.nKg * r.gewasopbrengst.eigenLandNProcent) / 100;
  const gewas = r.gewasopbrengst.gewasNKg;
  return diagram('kg N', [
    { van: 'Aangekocht voer', naar: 'Vee', waarde: r.voer.rantsoen.nKg - eigen },
    { van: 'Eigen ruwvoer en gras', naar: 'Vee', waarde: eigen, bron: 'stroom.n.eigen-voer' },
    // the herd's intake is the ration plus the milk fed to calves (excretie.ts)
    { van: 'Melk voor kalveren', naar: 'Vee', waarde: ex.opnameNKg - r.voer.rantsoen.nKg },
    { van: 'Vee', naar: 'Melk en vlees', waarde: ex.vastleggingMelkNKg + ex.vastleggingDierenNKg },
    { van: 'Vee', naar: 'Mest', waarde: ex.excretieTotaalNKg, bron: 'stroom.n.excretie' },
    { van: 'Aangevoerde mest', naar: 'Mest', waarde: r.bea.mest.aanvoer.nKg },
    { van: 'Mest', naar: 'Afgevoerde mest', waarde: r.bea.mest.afvoer.nKg, bron: 'stroom.n.afgevoerde-mest' },
    { van: 'Mest', naar: 'Verliezen stal en opslag', waarde: r.bea.stal.totaalNKg, bron: 'stroom.n.verliezen-stal' },
    { van: 'Mest', naar: 'Bodem', waarde: bodem.bodemAanvoer.mest + bodem.bodemAanvoer.weidemest, bron: 'stroom.n.mest-bodem' },
    { van: 'Kunstmest', naar: 'Bodem', waarde: bodem.bodemAanvoer.kunstmest },
    { van: 'Compost en kalk', naar: 'Bodem', waarde: bodem.bodemAanvoer.compost + bodem.bodemAanvoer.kalk, bron: 'stroom.n.compost-kalk' },
    { van: 'Depositie, binding en mineralisatie', naar: 'Bodem', waarde: bodem.bodemAanvoer.depositie + bodem.bodemAanvoer.binding + bodem.bodemAanvoer.mineralisatie, bron: 'stroom.n.depositie-binding-mineralisatie' },
    { van: 'Bodem', naar: 'Gewas', waarde: gewas, bron: 'stroom.n.gewas' },
    { van: 'Bodem', naar: 'Verliezen uit de bodem', waarde: bodem.bodemVerliesNh3Kg + bodem.bodemVerliesOverigKg },
    { van: 'Bodem', naar: 'Bodemoverschot', waarde: bodem.bodemoverschotViaBodembalansKg },
    // the smaller of the two: the own feed's root when it is that, else the crop's
    { van: 'Gewas', naar: 'Voer voor het eigen vee', waarde: Math.min(eigen, gewas), bron: eigen <= gewas ? 'stroom.n.eigen-voer' : 'stroom.n.gewas' },
    { van: 'Gewas', naar: 'Verkocht of in voorraad', waarde: gewas - eigen },
  ]);
}

export function fosfaatstromen(r: Resultaat): StroomDiagram {
  const ex = r.bex.excretie;
  const bodem = r.bodem.fosfaat;
  // the engine keeps the herd's P in kg P; the diagram shows kg P2O5 like the balances
  const f = omrekening.p2o5PerP.waarde;
  const eigen = ((r.voer.rantsoen.pKg * r.gewasopbrengst.eigenLandPProcent) / 100) * f;
  const gewas = r.gewasopbrengst.gewasP2o5Kg;
  return diagram('kg P2O5', [
    { van: 'Aangekocht voer', naar: 'Vee', waarde: r.voer.rantsoen.pKg * f - eigen },
    { van: 'Eigen ruwvoer en gras', naar: 'Vee', waarde: eigen },
    { van: 'Melk voor kalveren', naar: 'Vee', waarde: (ex.opnamePKg - r.voer.rantsoen.pKg) * f },
    { van: 'Vee', naar: 'Melk en vlees', waarde: (ex.vastleggingMelkPKg + ex.vastleggingDierenPKg) * f },
    { van: 'Vee', naar: 'Mest', waarde: ex.excretieTotaalPKg * f },
    { van: 'Aangevoerde mest', naar: 'Mest', waarde: r.bea.mest.aanvoer.p2o5Kg },
    { van: 'Mest', naar: 'Afgevoerde mest', waarde: r.bea.mest.afvoer.p2o5Kg, bron: 'stroom.p.afgevoerde-mest' },
    { van: 'Mest', naar: 'Bodem', waarde: bodem.bodemAanvoer.mest + bodem.bodemAanvoer.weidemest, bron: 'stroom.p.mest-bodem' },
    { van: 'Kunstmest', naar: 'Bodem', waarde: bodem.bodemAanvoer.kunstmest, bron: 'stroom.p.kunstmest' },
    { van: 'Compost en kalk', naar: 'Bodem', waarde: bodem.bodemAanvoer.compost + bodem.bodemAanvoer.kalk, bron: 'stroom.p.compost-kalk' },
    { van: 'Bodem', naar: 'Gewas', waarde: gewas, bron: 'stroom.p.gewas' },
    { van: 'Bodem', naar: 'Bodemoverschot', waarde: bodem.bodemoverschotViaBodembalansKg },
    // own P2O5 (kg P in the trace) has no root: linked only when the crop is the smaller
    { van: 'Gewas', naar: 'Voer voor het eigen vee', waarde: Math.min(eigen, gewas), ...(gewas <= eigen ? { bron: 'stroom.p.gewas' as const } : {}) },
    { van: 'Gewas', naar: 'Verkocht of in voorraad', waarde: gewas - eigen },
  ]);
}
