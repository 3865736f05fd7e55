/**
 * The data of the chart screen (KengetallenGrafisch, decision 015) from a record's Resultaat:
 * the six indicators against the reference bands, the N and P2O5 flows, NH3 per source, GHG
 * per component and the ration. Pure; the same series as the PDF's sections, so screen and
 * PDF never disagree.
 */
import type { Resultaat } from '@kw/engine';
import type { GrafiekGegevens } from '../rapportage-grafiek.schema';
import { indicatorDefinities } from '../schermen/indicatoren';
import { ammoniakBronnen, broeikasComponenten } from './model/model.milieu';
import { rantsoenSamenstelling } from './model/model.voer';
import { beoordeel, DASHBOARD_REFERENTIES, REFERENTIE_BRON } from './rapportage.referenties';
import { fosfaatstromen, stikstofstromen } from './rapportage.stromen';

/** The dumpfile variable (g CO2-eq per kg FPCM) of each greenhouse-gas component (engine dumpfile.ts). */
const BROEIKAS_DUMPFILE: Record<ReturnType<typeof broeikasComponenten>[number]['sleutel'], string> = {
  pensfermentatie: 'dzh_co2_pensferm',
  mestopslag: 'dzh_co2_mestopsl',
  voerproductie: 'dzh_co2_voerprod',
  energie: 'dzh_co2_energie',
  aanvoer: 'dzh_co2_aanvoer',
};

export function grafiekGegevens(r: Resultaat, meta: { kringloopwijzerId: number; bedrijfsnaam: string }): GrafiekGegevens {
  return {
    kringloopwijzerId: meta.kringloopwijzerId,
    jaar: r.jaar,
    bedrijfsnaam: meta.bedrijfsnaam,
    rekenregelversie: r.versie,
    indicatoren: indicatorDefinities.map((d) => {
      const referentie = DASHBOARD_REFERENTIES[d.sleutel] ?? null;
      const waarde = r.dashboard[d.sleutel];
      return { ...d, waarde, referentie, oordeel: referentie ? beoordeel(waarde, referentie) : null };
    }),
    referentieBron: REFERENTIE_BRON,
    stikstofstromen: stikstofstromen(r),
    fosfaatstromen: fosfaatstromen(r),
    ammoniak: ammoniakBronnen(r),
    // per kg FPCM each component is a dumpfile variable, so it has its own trace (API test compares the values)
    broeikasgassen: broeikasComponenten(r).map((c) => ({ label: c.label, waarde: c.perKg, bron: `dumpfile.${BROEIKAS_DUMPFILE[c.sleutel]}` })),
    rantsoen: rantsoenSamenstelling(r),
  };
}
