/** The Melklevering screen's rules (spec §2, §4, §9) as pure functions over the contract types. */
import {
  jaarDrempels,
  jaarcijfersPerKoe,
  melkLeveringRegels,
  regelActief,
  rond,
  zelfZuivelGevuld,
  type JaarcijfersPerKoe,
  type MelkLeveringGegevens,
  type Totaal,
  type VeldRegel,
  type VeldSleutel,
} from '@kw/contract';
import { formatDatum, PRECISIE } from '../../lib/format';

export interface MelkFormWaarden {
  gebruikHandmatigeMelkRegistratie: boolean;
  totaalHandmatig: Totaal;
  totaalZelfZuivel: Totaal;
  melkGevoerdAanKalveren: number | null;
  totaalOverigeProductie: Totaal;
}

export const SUCCES_TITEL = 'Succesvol opgeslagen';
export const SUCCES_BESCHRIJVING = 'Melk leveringen zijn opgeslagen';
export const FOUT_TITEL = 'Er ging iets fout';

/** Automatic (factory) deliveries: months with at least one delivery. */
export const heeftAutomatischeLeveringen = (data: Pick<MelkLeveringGegevens, 'maanden'>) => data.maanden.some((m) => m.leveringen.length > 0);

/** 'Automatische melkleveringen [Laatste levering: DD-MM-YYYY]', or NVT without a last delivery. */
export function tabelTitel(datumLaatsteLevering: string | null | undefined): string {
  return `Automatische melkleveringen [Laatste levering: ${formatDatum(datumLaatsteLevering) || 'NVT'}]`;
}

/** Which parts of the screen a year shows (spec §9 thresholds). */
export function zichtbaarheid(jaar: number) {
  return {
    fosfor: jaarDrempels.fosfor(jaar),
    fosforKolom: jaarDrempels.fosfor(jaar),
    overigeProductie: jaarDrempels.overigeProductie(jaar),
    gevoerdKalveren: jaarDrempels.gevoerdKalveren(jaar),
  };
}

const kopie = (t: Totaal | null | undefined): Totaal => ({ kg: t?.kg ?? null, vet: t?.vet ?? null, eiwit: t?.eiwit ?? null, ureum: t?.ureum ?? null, fosfor: t?.fosfor ?? null });

/**
 * The form's values on load: manual registration forced on without automatic deliveries
 * (spec §4); with the switch off the manual totals are the automatic overall totals.
 */
export function formulierWaarden(data: MelkLeveringGegevens): MelkFormWaarden {
  const handmatig = data.gebruikHandmatigeMelkRegistratie || !heeftAutomatischeLeveringen(data);
  return {
    gebruikHandmatigeMelkRegistratie: handmatig,
    totaalHandmatig: handmatig ? kopie(data.totaalHandmatig) : kopie(data.totaal),
    totaalZelfZuivel: kopie(data.totaalZelfZuivel),
    melkGevoerdAanKalveren: data.melkGevoerdAanKalveren ?? null,
    totaalOverigeProductie: kopie(data.totaalOverigeProductie),
  };
}

/** Spec §4: the switch is disabled without automatic deliveries or when read-only. */
export const switchUitgeschakeld = (data: Pick<MelkLeveringGegevens, 'maanden'>, alleenLezen: boolean) => alleenLezen || !heeftAutomatischeLeveringen(data);

const TOTAAL_SLEUTELS = ['kg', 'vet', 'eiwit', 'ureum', 'fosfor'] as const;

/** A manual total rounded to each field's precision (the contract rules; spec §5/§9). */
export function afgerond(t: Totaal, jaar: number): Totaal {
  const regels = regelsPerVeld(jaar);
  const uit = kopie(t);
  for (const sleutel of TOTAAL_SLEUTELS) {
    const precisie = regels[`totaalHandmatig.${sleutel}`]?.precisie ?? PRECISIE[sleutel];
    const waarde = uit[sleutel];
    uit[sleutel] = waarde === null || waarde === undefined ? null : rond(waarde, precisie);
  }
  return uit;
}

/**
 * Spec §4: turning the switch off resets the manual totals to the automatic overall totals;
 * turning it on keeps what is shown, rounded to the fields' precision (spec §5), so the copied
 * automatic totals (e.g. urea 22,7) do not fail their own rules.
 */
export function naSwitch(aan: boolean, data: Pick<MelkLeveringGegevens, 'totaal' | 'kringloopwijzerJaar'>, huidig: Totaal): Totaal {
  return aan ? afgerond(huidig, data.kringloopwijzerJaar) : kopie(data.totaal);
}

const gelijkTotaal = (a: Totaal, b: Totaal) => TOTAAL_SLEUTELS.every((k) => (a?.[k] ?? null) === (b?.[k] ?? null));

/** Whether the form holds changes against what was loaded (for the leave-the-page question). */
export function heeftWijzigingen(begin: MelkFormWaarden, nu: Partial<MelkFormWaarden> | undefined): boolean {
  if (!nu) return false;
  return (
    Boolean(nu.gebruikHandmatigeMelkRegistratie) !== begin.gebruikHandmatigeMelkRegistratie ||
    (nu.melkGevoerdAanKalveren ?? null) !== begin.melkGevoerdAanKalveren ||
    (['totaalHandmatig', 'totaalZelfZuivel', 'totaalOverigeProductie'] as const).some((g) => !gelijkTotaal(kopie(nu[g]), begin[g]))
  );
}

const normaliseer = (w: Partial<Totaal> | null | undefined, basis: Totaal): Totaal => {
  const uit = kopie(basis);
  for (const sleutel of ['kg', 'vet', 'eiwit', 'ureum', 'fosfor'] as const) {
    if (w && sleutel in w) uit[sleutel] = w[sleutel] ?? null;
  }
  return uit;
};

/** Spec §4 "Saving": the form values merged over the loaded data (versie and the factory data kept). */
export function samenvoegen(data: MelkLeveringGegevens, waarden: Partial<MelkFormWaarden>): MelkLeveringGegevens {
  const handmatig = waarden.gebruikHandmatigeMelkRegistratie ?? data.gebruikHandmatigeMelkRegistratie;
  return {
    ...data,
    gebruikHandmatigeMelkRegistratie: handmatig,
    totaalHandmatig: handmatig ? normaliseer(waarden.totaalHandmatig, data.totaalHandmatig) : kopie(data.totaal),
    totaalZelfZuivel: normaliseer(waarden.totaalZelfZuivel, data.totaalZelfZuivel),
    melkGevoerdAanKalveren: waarden.melkGevoerdAanKalveren === undefined ? data.melkGevoerdAanKalveren : waarden.melkGevoerdAanKalveren,
    totaalOverigeProductie: normaliseer(waarden.totaalOverigeProductie, data.totaalOverigeProductie),
    versie: data.versie,
  };
}

/** The rules of a year by field key. */
export function regelsPerVeld(jaar: number): Partial<Record<VeldSleutel, VeldRegel>> {
  return Object.fromEntries(melkLeveringRegels(jaar).map((r) => [r.veld, r]));
}

/** Whether a field carries rules now and whether it is required (for the shared NumberField). */
export function veldStatus(regel: VeldRegel, waarden: MelkFormWaarden): { actief: boolean; verplicht: boolean } {
  const actief = regelActief(regel, waarden);
  return { actief, verplicht: actief && regel.verplicht !== 'nooit' };
}

/** Spec §3: the self-dairying quality fields appear once its kg is filled. */
export const toonZelfZuivelKwaliteit = (waarden: Pick<MelkFormWaarden, 'totaalZelfZuivel'>) => zelfZuivelGevuld(waarden);

/** Spec §9: number of dairy cows, 1 if unknown. */
export const aantalKoeien = (data: Pick<MelkLeveringGegevens, 'aantalMelkkoeien'>) =>
  data.aantalMelkkoeien && data.aantalMelkkoeien > 0 ? data.aantalMelkkoeien : 1;

/** Spec §9 per-cow figures over the form values; amounts a year does not ask for do not count. */
export function perKoe(data: Pick<MelkLeveringGegevens, 'aantalMelkkoeien' | 'kringloopwijzerJaar'>, waarden: MelkFormWaarden): JaarcijfersPerKoe {
  const z = zichtbaarheid(data.kringloopwijzerJaar);
  const zelfZuivel = zelfZuivelGevuld(waarden) ? waarden.totaalZelfZuivel : { ...waarden.totaalZelfZuivel, vet: null, eiwit: null, ureum: null, fosfor: null };
  return jaarcijfersPerKoe({
    aantalMelkkoeien: data.aantalMelkkoeien,
    totaalHandmatig: z.fosfor ? waarden.totaalHandmatig : { ...waarden.totaalHandmatig, fosfor: null },
    totaalZelfZuivel: z.fosfor ? zelfZuivel : { ...zelfZuivel, fosfor: null },
    melkGevoerdAanKalveren: z.gevoerdKalveren ? waarden.melkGevoerdAanKalveren : null,
    totaalOverigeProductie: z.overigeProductie ? waarden.totaalOverigeProductie : { ...waarden.totaalOverigeProductie, kg: null },
  });
}
