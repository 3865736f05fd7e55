/**
 * The engine's `melklevering` section from the Melklevering screen's data (decision 010):
 * the one place where the screen's totals (spec §3, units of spec §5: fat and protein %,
 * urea mg/100 ml, phosphorus mg/100 g) become the farm-year input. The bounds are the same on
 * both sides (`melkLeveringRegels` and the engine's `melkleveringSchema`; a test holds them equal).
 */
import type { BedrijfsjaarInvoerRuw } from '@kw/engine';
import { jaarDrempels } from './melklevering.rules';
import type { MelkLeveringInvoer, Totaal } from './melklevering.schema';

type MelkSectie = NonNullable<BedrijfsjaarInvoerRuw['melklevering']>;
type MelkMetGehalten = MelkSectie['geleverd'];

const metGehalten = (t: Totaal, fosforTelt: boolean): MelkMetGehalten | undefined => {
  if (t.kg === null || t.vet === null || t.eiwit === null) return undefined;
  return {
    kg: t.kg,
    vetProcent: t.vet,
    eiwitProcent: t.eiwit,
    ...(t.ureum !== null ? { ureumMgPer100ml: t.ureum } : {}),
    ...(fosforTelt && t.fosfor !== null ? { fosforMgPer100g: t.fosfor } : {}),
  };
};

export interface MelkBron {
  /** the saved manual part (absent: nothing saved yet) */
  invoer: Omit<MelkLeveringInvoer, 'versie'> | undefined;
  /** totals of the automatic deliveries (kg null: none) */
  automatisch: Totaal;
  jaar: number;
}

/**
 * Manual totals when registering manually, else the automatic totals; self-dairying once its
 * kg is filled; fed-to-calves and other production only in the years they apply (spec §9).
 * Undefined: no complete delivered-milk figure yet (the Melklevering screen is not done).
 */
export function melkleveringNaarInvoer({ invoer, automatisch, jaar }: MelkBron): MelkSectie | undefined {
  const fosfor = jaarDrempels.fosfor(jaar);
  const handmatig = invoer ? invoer.gebruikHandmatigeMelkRegistratie || automatisch.kg === null : false;
  const bron = handmatig && invoer ? invoer.totaalHandmatig : automatisch;
  const geleverd = metGehalten(bron, fosfor);
  if (!geleverd) return undefined;
  const zelfZuivel = invoer ? metGehalten(invoer.totaalZelfZuivel, fosfor) : undefined;
  return {
    geleverd,
    ...(zelfZuivel ? { zelfZuivel } : {}),
    gevoerdAanKalverenKg: jaarDrempels.gevoerdKalveren(jaar) ? (invoer?.melkGevoerdAanKalveren ?? 0) : 0,
    overigeProductieKg: jaarDrempels.overigeProductie(jaar) ? (invoer?.totaalOverigeProductie.kg ?? 0) : 0,
  };
}
