/**
 * A dashboard indicator outside what any Dutch dairy farm reaches means an input is wrong (a
 * slip of the keyboard that stayed under the field maxima), so the result is a warning
 * "controleer de invoer", linked to the inputs that move the indicator most
 * (docs/decisions/021-plausibiliteit-en-normen.md).
 *
 * Which inputs: the trace knows every input an indicator reads (decision 016); each numeric one
 * that was entered is halved in turn and the engine run again, and the inputs whose halving moves
 * the indicator most are named. Only done when an indicator is out of range, so a normal save
 * pays nothing; measured cost in the decision record.
 */
import type { Dashboard } from '../dashboard';
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import { doorloopGraaf, type AfleidingGraaf } from '../afleidingsgraaf';
import type { Signalering } from './catalogus';
import { nl } from './formaat';

export interface IndicatorBereik {
  /** Dutch name as in the sentence "Het … is …" */
  naam: string;
  /** the article of the name in a sentence ('de ammoniakemissie', 'het stikstofbodemoverschot') */
  lidwoord: 'de' | 'het';
  min: number;
  max: number;
  eenheid: string;
  decimalen: number;
  /** why these bounds */
  bron: string;
}

/** The plausible range of each of the six indicators. */
export const INDICATOR_BEREIK: Record<keyof Dashboard, IndicatorBereik> = {
  stikstofbodemoverschotKgNPerHa: {
    naam: 'stikstofbodemoverschot', lidwoord: 'het', min: -200, max: 1_000, eenheid: 'kg N/ha', decimalen: 0,
    bron: 'Dutch dairy farms mostly lie between 0 and 300 kg N/ha (te verifiëren, BIN/KLW-sectorcijfers); the issue’s 1.000 kg N/ha is over three times the highest; below −200 the farm would mine its soil beyond what crops take up',
  },
  ammoniakKgNh3PerHa: {
    naam: 'ammoniakemissie per ha', lidwoord: 'de', min: 0, max: 500, eenheid: 'kg NH3/ha', decimalen: 0,
    bron: 'usual 40–100 kg NH3/ha (te verifiëren, KLW-sectorcijfers); 500 is five times the highest',
  },
  ammoniakKgNh3PerGve: {
    naam: 'ammoniakemissie per GVE', lidwoord: 'de', min: 0, max: 150, eenheid: 'kg NH3/GVE', decimalen: 1,
    bron: 'usual 15–35 kg NH3/GVE (te verifiëren, KLW-sectorcijfers); 150 is four times the highest',
  },
  broeikasgassenGCo2EqPerKgFpcm: {
    naam: 'broeikasgasemissie per kg meetmelk', lidwoord: 'de', min: 300, max: 5_000, eenheid: 'g CO2-eq/kg FPCM', decimalen: 0,
    bron: 'usual 1.000–1.500 g CO2-eq/kg FPCM (te verifiëren, KLW-sectorcijfers); the issue’s 5.000 is over three times that; below 300 the cows’ own methane alone is not covered',
  },
  blijvendGraslandProcent: { naam: 'aandeel blijvend grasland', lidwoord: 'het', min: 0, max: 100, eenheid: '%', decimalen: 0, bron: 'a share of the land: 0–100 %' },
  eiwitVanEigenLandProcent: { naam: 'aandeel eiwit van eigen land', lidwoord: 'het', min: 0, max: 100, eenheid: '%', decimalen: 0, bron: 'a share of the protein fed: 0–100 %' },
};

/** The indicators outside their range (skipped when not computable: no milk gives 0 g CO2-eq/kg FPCM by design). */
export function indicatorenBuitenBereik(d: Dashboard, heeftMelk: boolean): (keyof Dashboard)[] {
  return (Object.keys(INDICATOR_BEREIK) as (keyof Dashboard)[]).filter((k) => {
    if (k === 'broeikasgassenGCo2EqPerKgFpcm' && !heeftMelk) return false;
    const w = d[k];
    return Number.isFinite(w) && (w < INDICATOR_BEREIK[k].min || w > INDICATOR_BEREIK[k].max);
  });
}

/** Sets the value at a dotted path of the parsed input (the caller's copy). */
function zet(doel: unknown, pad: string, waarde: number): void {
  const delen = pad.split('.');
  let x = doel as Record<string, unknown>;
  for (const d of delen.slice(0, -1)) {
    x = x?.[d] as Record<string, unknown>;
    if (x === null || typeof x !== 'object') return;
  }
  x[delen[delen.length - 1]] = waarde;
}

/** How many contributing inputs a warning names. */
const AANTAL_BIJDRAGEN = 3;

/**
 * Per indicator out of range: the entered numeric inputs it reads (from the trace), ranked by how
 * much halving each one moves it. One rerun per input serves every indicator at once;
 * `herbereken` runs the engine without this check (no recursion).
 */
export function grootsteBijdragen(
  invoer: BedrijfsjaarInvoer,
  graaf: AfleidingGraaf,
  dashboard: Dashboard,
  indicatoren: (keyof Dashboard)[],
  herbereken: (i: BedrijfsjaarInvoer) => Dashboard,
): Map<keyof Dashboard, string[]> {
  const leest = new Map<string, Set<keyof Dashboard>>();
  for (const indicator of indicatoren)
    for (const k of doorloopGraaf(graaf, graaf.wortels[`dashboard.${indicator}`]))
      for (const i of k.invoer)
        if (typeof i.waarde === 'number' && i.waarde !== 0 && (i.herkomst === 'ingevoerd' || i.herkomst === 'gemeten')) {
          if (!leest.has(i.pad)) leest.set(i.pad, new Set());
          leest.get(i.pad)!.add(indicator);
        }
  const effect = new Map<keyof Dashboard, { pad: string; delta: number }[]>(indicatoren.map((k) => [k, []]));
  // One copy for every rerun, each input halved and put back after its run: a copy per input cost more
  // than the rerun itself (~0,4 ms against ~0,25 ms per input, bench/engine.bench.ts). The engine does
  // not change its input (the server shares parsed sections between saves, decision 013).
  const kopie = structuredClone(invoer);
  for (const [pad, welke] of leest) {
    const oud = pad.split('.').reduce<unknown>((o, d) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[d] : undefined), kopie);
    if (typeof oud !== 'number') continue;
    zet(kopie, pad, oud / 2);
    let nieuw: Dashboard;
    try {
      nieuw = herbereken(kopie);
    } catch {
      continue; // halving made the input invalid for the engine: no ranking from this one
    } finally {
      zet(kopie, pad, oud);
    }
    for (const k of welke) {
      const delta = Math.abs(dashboard[k] - nieuw[k]);
      if (Number.isFinite(delta) && delta > 0) effect.get(k)!.push({ pad, delta });
    }
  }
  return new Map(
    [...effect].map(([k, lijst]) => [
      k,
      lijst
        .sort((a, b) => b.delta - a.delta || a.pad.localeCompare(b.pad))
        .slice(0, AANTAL_BIJDRAGEN)
        .map((e) => e.pad),
    ]),
  );
}

/** The warning of one indicator out of range; `pad` is the input that moves it most. */
export function indicatorSignalering(indicator: keyof Dashboard, waarde: number, bijdragen: string[]): Signalering {
  const b = INDICATOR_BEREIK[indicator];
  return {
    code: 'INDICATOR_BUITEN_BEREIK',
    ernst: 'waarschuwing',
    melding: `${b.lidwoord === 'de' ? 'De' : 'Het'} ${b.naam} is ${nl(waarde, b.decimalen)} ${b.eenheid}; dat ligt buiten het verwachte bereik van ${nl(b.min)} tot ${nl(b.max)} ${b.eenheid}: controleer de invoer.`,
    pad: bijdragen[0] ?? 'veestapel.melkkoeien.gemiddeldAantal',
    waarde,
    indicator,
    bijdragen,
  };
}
