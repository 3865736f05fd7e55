/**
 * The split of decision 015, per indicator, for an older year Y against the reference year R:
 * A = the stored result, H = the recompute under the current rules. Pure; the server's
 * GetHerberekening and the port-3000 mocks both use it.
 */
import type { Resultaat } from '@kw/engine';
import type { HerberekeningRegel, IndicatorSleutel } from '../rapportage-grafiek.schema';
import { indicatorDefinities } from '../schermen/indicatoren';

type Dashboardbron = Pick<Resultaat, 'dashboard'>;

export function herberekeningRegels(aY: Dashboardbron, hY: Dashboardbron, aR: Dashboardbron, hR: Dashboardbron): HerberekeningRegel[] {
  return indicatorDefinities.map((d) => {
    const ay = aY.dashboard[d.sleutel];
    const ar = aR.dashboard[d.sleutel];
    const hy = hY.dashboard[d.sleutel];
    const hr = hR.dashboard[d.sleutel];
    return {
      ...d,
      sleutel: d.sleutel as HerberekeningRegel['sleutel'],
      opgeslagen: ay,
      herberekend: hy,
      referentieOpgeslagen: ar,
      referentieHerberekend: hr,
      // verschil = regelwijziging + datawijziging exactly
      verschil: ar - ay,
      regelwijziging: hy - ay - (hr - ar),
      datawijziging: hr - hy,
    };
  });
}

/** klw_uitkomst.engine_versie is "@kw/engine x.y.z; <rule version>": the engine part. */
export const engineDeel = (v: string) => v.split('; ')[0];

/** 404: the year has no result to recompute. */
export const geenUitkomstOmTeHerberekenen = (jaar: number) => `Voor ${jaar} is nog geen uitkomst berekend; er is niets om te herberekenen.`;

/** 409: the year's stored input does not validate under the running engine. */
export const invoerNietHerberekenbaar = (jaar: number) => `De opgeslagen invoer van ${jaar} voldoet niet aan de huidige rekenregels; herberekenen is niet mogelijk.`;

/** A stored dashboard as the history lists it: the six indicators, null where a value is missing; null without a result. */
export const historischeIndicatoren = (d: Record<string, number> | null | undefined) =>
  d ? (Object.fromEntries(indicatorDefinities.map((i) => [i.sleutel, typeof d[i.sleutel] === 'number' ? d[i.sleutel] : null])) as Record<IndicatorSleutel, number | null>) : null;
