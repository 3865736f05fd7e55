/**
 * The Melklevering field rules of spec §5 and the year thresholds of spec §9, as data.
 * One table, used by the form (rules, clamping, precision) and by the server (validation),
 * so the two cannot drift apart.
 */
import type { MelkLeveringGegevens, Totaal } from './melklevering.schema';

/** Spec §9: kg up to 15,000,000. */
export const MAX_KG = 15_000_000;
/** Spec §9: default phosphorus content shown in the info text when unknown, mg/100 g. */
export const FOSFOR_STANDAARD = 97;

/** Spec §9 year thresholds. */
export const jaarDrempels = {
  /** phosphorus from 2019 ("year after 2018"); also the automatic table's phosphorus column */
  fosfor: (jaar: number) => jaar >= 2019,
  /** other production after 2019 */
  overigeProductie: (jaar: number) => jaar > 2019,
  /** fed to calves after 2021 */
  gevoerdKalveren: (jaar: number) => jaar > 2021,
};

export type VeldSleutel =
  | 'totaalHandmatig.kg'
  | 'totaalHandmatig.vet'
  | 'totaalHandmatig.eiwit'
  | 'totaalHandmatig.ureum'
  | 'totaalHandmatig.fosfor'
  | 'totaalZelfZuivel.kg'
  | 'totaalZelfZuivel.vet'
  | 'totaalZelfZuivel.eiwit'
  | 'totaalZelfZuivel.ureum'
  | 'totaalZelfZuivel.fosfor'
  | 'melkGevoerdAanKalveren'
  | 'totaalOverigeProductie.kg';

export type Verplicht = 'altijd' | 'nooit' | 'alsZelfZuivel';

export interface VeldRegel {
  veld: VeldSleutel;
  label: string;
  eenheid: string;
  min: number;
  max: number;
  /** decimals kept on blur (spec §9 display precision) */
  precisie: number;
  verplicht: Verplicht;
  /** only for manual registration (the switch is on) */
  alleenHandmatig?: boolean;
}

const kwaliteit = (groep: 'totaalHandmatig' | 'totaalZelfZuivel', naam: string, verplicht: Verplicht, handmatig: boolean) => [
  { veld: `${groep}.vet`, label: `Vet ${naam}`, eenheid: '%', min: 2, max: 8, precisie: 2, verplicht, alleenHandmatig: handmatig },
  { veld: `${groep}.eiwit`, label: `Eiwit ${naam}`, eenheid: '%', min: 2, max: 6, precisie: 2, verplicht, alleenHandmatig: handmatig },
  { veld: `${groep}.ureum`, label: `Ureum ${naam}`, eenheid: 'mg/100 ml', min: 10, max: 80, precisie: 0, verplicht, alleenHandmatig: handmatig },
] as VeldRegel[];

const fosfor = (groep: 'totaalHandmatig' | 'totaalZelfZuivel', naam: string, verplicht: Verplicht, handmatig: boolean): VeldRegel => ({
  veld: `${groep}.fosfor` as VeldSleutel,
  label: `Fosfor ${naam}`,
  eenheid: 'mg/100 g',
  min: 75,
  max: 125,
  precisie: 0,
  verplicht,
  alleenHandmatig: handmatig,
});

/** The rules that apply in a reporting year (spec §5 table with the §9 thresholds). */
export function melkLeveringRegels(jaar: number): VeldRegel[] {
  const regels: VeldRegel[] = [
    { veld: 'totaalHandmatig.kg', label: 'Geleverd aan fabriek', eenheid: 'kg', min: 0, max: MAX_KG, precisie: 0, verplicht: 'altijd', alleenHandmatig: true },
    ...kwaliteit('totaalHandmatig', 'geleverd aan fabriek', 'altijd', true),
  ];
  if (jaarDrempels.fosfor(jaar)) regels.push(fosfor('totaalHandmatig', 'geleverd aan fabriek', 'altijd', true));
  regels.push({ veld: 'totaalZelfZuivel.kg', label: 'Zelfzuivel', eenheid: 'kg', min: 0, max: MAX_KG, precisie: 0, verplicht: 'nooit' });
  regels.push(...kwaliteit('totaalZelfZuivel', 'zelfzuivel', 'alsZelfZuivel', false));
  if (jaarDrempels.fosfor(jaar)) regels.push(fosfor('totaalZelfZuivel', 'zelfzuivel', 'alsZelfZuivel', false));
  if (jaarDrempels.gevoerdKalveren(jaar)) {
    regels.push({ veld: 'melkGevoerdAanKalveren', label: 'Gevoerd aan kalveren', eenheid: 'kg', min: 1, max: MAX_KG, precisie: 0, verplicht: 'altijd' });
  }
  if (jaarDrempels.overigeProductie(jaar)) {
    regels.push({ veld: 'totaalOverigeProductie.kg', label: 'Overige productie', eenheid: 'kg', min: 1, max: MAX_KG, precisie: 0, verplicht: 'altijd' });
  }
  return regels;
}

type Invoer = Pick<MelkLeveringGegevens, 'gebruikHandmatigeMelkRegistratie' | 'melkGevoerdAanKalveren' | 'totaalHandmatig' | 'totaalOverigeProductie' | 'totaalZelfZuivel'>;

export function leesVeld(data: Invoer, veld: VeldSleutel): number | null {
  if (veld === 'melkGevoerdAanKalveren') return data.melkGevoerdAanKalveren;
  const [groep, sleutel] = veld.split('.') as [keyof Invoer, keyof Totaal];
  const totaal = data[groep] as Totaal | null | undefined;
  return totaal?.[sleutel] ?? null;
}

/** Spec §3 "Self dairying": the quality fields apply once a self-dairying kg amount is filled. */
export const zelfZuivelGevuld = (data: Pick<Invoer, 'totaalZelfZuivel'>) => data.totaalZelfZuivel.kg !== null && data.totaalZelfZuivel.kg !== undefined;

/** Whether a rule is in force for this data: manual-only fields only when the switch is on. */
export function regelActief(regel: VeldRegel, data: Invoer): boolean {
  if (regel.alleenHandmatig && !data.gebruikHandmatigeMelkRegistratie) return false;
  if (regel.verplicht === 'alsZelfZuivel') return zelfZuivelGevuld(data);
  return true;
}

const nl = (n: number, precisie: number) =>
  n.toLocaleString('nl-NL', { minimumFractionDigits: precisie, maximumFractionDigits: precisie });

export interface VeldFout {
  veld: VeldSleutel;
  message: string;
}

/** Server-side check of one value against its rule; the Dutch message names the field. */
export function controleerVeld(regel: VeldRegel, waarde: number | null): string | null {
  if (waarde === null || waarde === undefined) {
    return regel.verplicht === 'nooit' ? null : `${regel.label} is verplicht.`;
  }
  if (!Number.isFinite(waarde)) return `${regel.label} moet een getal zijn.`;
  if (waarde < regel.min || waarde > regel.max) {
    return `${regel.label} moet tussen ${nl(regel.min, regel.precisie)} en ${nl(regel.max, regel.precisie)} ${regel.eenheid} liggen.`;
  }
  if (Math.abs(rond(waarde, regel.precisie) - waarde) > 1e-9) {
    return regel.precisie === 0
      ? `${regel.label} moet een geheel getal zijn.`
      : `${regel.label} mag hoogstens ${regel.precisie} decimalen hebben.`;
  }
  return null;
}

/** All rule violations of the editable milk data in a reporting year (empty when valid). */
export function valideerMelkLevering(data: Invoer, jaar: number): VeldFout[] {
  const fouten: VeldFout[] = [];
  for (const regel of melkLeveringRegels(jaar)) {
    if (!regelActief(regel, data)) continue;
    const message = controleerVeld(regel, leesVeld(data, regel.veld));
    if (message) fouten.push({ veld: regel.veld, message });
  }
  return fouten;
}

/**
 * Round half away from zero to `precisie` decimals, on the decimal notation (so 1.005
 * becomes 1.01 as a person would expect, not 1.00 as binary floating point gives).
 */
export function rond(waarde: number, precisie: number): number {
  const abs = Math.abs(waarde);
  // Exponent notation (very small or large numbers) cannot take the string shift.
  if (String(abs).includes('e')) return Math.sign(waarde) * (Math.round(abs * 10 ** precisie) / 10 ** precisie) || 0;
  const geschoven = Math.round(Number(`${abs}e${precisie}`));
  return Math.sign(waarde) * Number(`${geschoven}e-${precisie}`) || 0;
}

/** Spec §5: on leaving a field the value is clamped to min/max and rounded to the precision. */
export function klemEnRond(waarde: number | null, regel: Pick<VeldRegel, 'min' | 'max' | 'precisie'>): number | null {
  if (waarde === null || waarde === undefined || !Number.isFinite(waarde)) return null;
  return rond(Math.min(regel.max, Math.max(regel.min, waarde)), regel.precisie);
}
