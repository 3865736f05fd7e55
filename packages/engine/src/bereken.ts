/**
 * bereken(invoer): one farm-year → the full results. Pure and deterministic: no I/O, no clock.
 * The input must be parsed by `valideerInvoer` (or `bedrijfsjaarInvoerSchema`) first. The year
 * is checked again here (cheap): a year without rule parameters throws `OngeldigeInvoer` with
 * the same field error `valideerInvoer` gives (`fouten[0].pad === 'bedrijfsgegevens.jaar'`).
 */
import { bemestingPerGewas } from './balans/per-gewas';
import type { BedrijfsjaarInvoer } from './invoer/bedrijfsjaar.schema';
import { parametersVoorJaar } from './parameters';
import { berekenTussenresultaten } from './berekening';
import { dumpfile } from './dumpfile';
import { dashboard } from './dashboard';
import { signaleringen } from './signalering/signaleringen';
import { grootsteBijdragen, indicatorenBuitenBereik, indicatorSignalering } from './signalering/indicatoren';
import { bouwAfleidingen } from './afleidingen';
import { naarGraaf } from './afleidingsgraaf';
import { omrekening } from './eenheden';
import type { BerekenOpties, Resultaat } from './resultaat';
import { jaarFout, OngeldigeInvoer } from './invoer/valideer';

export function bereken(invoer: BedrijfsjaarInvoer, opties: BerekenOpties = {}): Resultaat {
  const jaar = invoer.bedrijfsgegevens.jaar;
  const fout = jaarFout(jaar);
  if (fout) throw new OngeldigeInvoer([fout]);
  // regelJaar: another year's rule parameters on this year's input (history: an older year
  // recomputed under the current rules, decision 015); the result keeps the input's year.
  const regelJaar = opties.regelJaar ?? jaar;
  const regelFout = jaarFout(regelJaar);
  if (regelFout) throw new OngeldigeInvoer([regelFout]);
  const p = parametersVoorJaar(regelJaar);
  const b = berekenTussenresultaten(invoer, p);
  const nkoe = invoer.veestapel.melkkoeien.gemiddeldAantal;
  const d = dumpfile(jaar, b, nkoe, invoer.veestapel.jongveeJonger1Jaar.gemiddeldAantal, invoer.veestapel.jongveeOuder1Jaar.gemiddeldAantal);
  const resultaat: Resultaat = {
    jaar,
    versie: p.versie,
    oppervlakten: b.oppervlakten,
    voer: {
      producten: b.voerposten,
      vemBehoefte: b.vemBehoefte,
      versGras: b.versGras,
      rantsoen: b.rantsoen,
      krachtvoerPer100KgMelk: d.kvper100kgmelk,
    },
    melk: { ...b.melk, fpcmPerKoeKg: d.fpcmpkoe },
    bex: { excretie: b.excretie, forfaitaireExcretie: b.forfait, uitkomst: b.bex },
    bea: { ...b.ammoniak, totaalKgNh3: b.ammoniak.totaalNh3NKg * omrekening.nh3PerN.waarde },
    balans: { stikstof: b.balansN, fosfaat: b.balansP2o5 },
    bodem: { stikstof: b.stikstof, fosfaat: b.fosfaat },
    gewasopbrengst: b.gewas,
    perGewas: bemestingPerGewas(invoer, b),
    bec: b.broeikasgassen,
    gebruiksnormen: b.gebruiksnormen,
    kengetallen: b.kengetallen,
    gve: b.gve,
    dashboard: dashboard(d),
    signaleringen: signaleringen(invoer, p, b),
    gebruikteStandaarden: b.standaarden.lijst,
    dumpfile: d,
  };
  if (opties.metAfleiding) resultaat.afleidingGraaf = naarGraaf(bouwAfleidingen(invoer, b, d), { jaar: p.jaar, versie: p.versie });
  if (!opties.zonderIndicatorControle) {
    const buiten = indicatorenBuitenBereik(resultaat.dashboard, b.melk.fpcmKg > 0);
    if (buiten.length > 0) {
      const graaf = resultaat.afleidingGraaf ?? naarGraaf(bouwAfleidingen(invoer, b, d), { jaar: p.jaar, versie: p.versie });
      const herbereken = (i: BedrijfsjaarInvoer) => alleenDashboard(i, p);
      const bijdragen = grootsteBijdragen(invoer, graaf, resultaat.dashboard, buiten, herbereken);
      for (const k of buiten) resultaat.signaleringen.push(indicatorSignalering(k, resultaat.dashboard[k], bijdragen.get(k) ?? []));
    }
  }
  return resultaat;
}

/**
 * The dashboard of an input and nothing else: the reruns of `grootsteBijdragen` (one per input an out-of-range
 * indicator reads) need only it, and the rest of a result (per crop, signals) cost about as much again per rerun.
 * The same steps as `bereken` for these figures; `bereken.test.ts` holds the two equal.
 */
export function alleenDashboard(invoer: BedrijfsjaarInvoer, p: ReturnType<typeof parametersVoorJaar>): Resultaat['dashboard'] {
  const b = berekenTussenresultaten(invoer, p);
  const v = invoer.veestapel;
  return dashboard(dumpfile(invoer.bedrijfsgegevens.jaar, b, v.melkkoeien.gemiddeldAantal, v.jongveeJonger1Jaar.gemiddeldAantal, v.jongveeOuder1Jaar.gemiddeldAantal));
}
