/**
 * The six dashboard indicators of a record (decision 010; engine `Dashboard`, KLW-domeinnotities
 * §2), with the Dutch label and unit the results panel shows.
 */
import type { Dashboard } from '@kw/engine';
import type { Indicator } from './register.types';

export const indicatorDefinities: { sleutel: keyof Dashboard; label: string; eenheid: string }[] = [
  { sleutel: 'stikstofbodemoverschotKgNPerHa', label: 'Stikstofbodemoverschot', eenheid: 'kg N/ha' },
  { sleutel: 'ammoniakKgNh3PerHa', label: 'Ammoniakemissie per ha', eenheid: 'kg NH3/ha' },
  { sleutel: 'ammoniakKgNh3PerGve', label: 'Ammoniakemissie per GVE', eenheid: 'kg NH3/GVE' },
  { sleutel: 'broeikasgassenGCo2EqPerKgFpcm', label: 'Broeikasgassen per kg meetmelk', eenheid: 'g CO2-eq/kg FPCM' },
  { sleutel: 'blijvendGraslandProcent', label: 'Blijvend grasland', eenheid: '%' },
  { sleutel: 'eiwitVanEigenLandProcent', label: 'Eiwit van eigen land', eenheid: '%' },
];

const getal = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** The indicators from the stored dashboard and the one before the last change. */
export function indicatoren(nu: Partial<Dashboard> | null | undefined, vorig: Partial<Dashboard> | null | undefined): Indicator[] {
  return indicatorDefinities.map((d) => ({ ...d, waarde: getal(nu?.[d.sleutel]), vorigeWaarde: getal(vorig?.[d.sleutel]) }));
}
