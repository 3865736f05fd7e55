/**
 * The "waarom dit getal?" trace. Built only on request (`metAfleiding`), from the values the fast
 * path already computed: nothing is recalculated here except the trivial per-ha divisions, so
 * the trace cannot drift from the result. This file only wires the graph: each node's value, the
 * input fields and constants it used and its child values. Its Dutch name and formula in words live
 * with the calculation module that computes it (`<module>.uitleg.ts`, joined in `uitleg.ts`; decision 022).
 */
import { afleiding as a, alsConstante as k, type Afleiding, type AfleidingInvoer, type AfleidingConstante } from './afleiding';
import type { AfleidingWortel } from './afleidingsgraaf';
import { invoerHerkomst } from './herkomst';
import type { BedrijfsjaarInvoer } from './invoer/bedrijfsjaar.schema';
import type { Berekening } from './berekening';
import type { Dumpfile, DumpfileVariabele } from './dumpfile';
import { dumpfileEenheden } from './dumpfile';
import { dashboardBron, type Dashboard } from './dashboard';
import { omrekening, fpcmFormule } from './eenheden';
import type { Voerpost } from './voer/voerverbruik';
import { nUitRe, pUitGehalte } from './voer/voerverbruik';
import { balansPostNaam } from './balans/bedrijfsbalans.uitleg';

const postSoort: Readonly<Record<string, string>> = { aanvoer: 'Aanvoer', afvoer: 'Afvoer', voorraadmutatie: 'Voorraadmutatie' };

type Afleidingen = Record<AfleidingWortel, Afleiding>;

/** Reads a dotted path (`a.b.0.c`) from the parsed input. */
function lees(invoer: unknown, pad: string): AfleidingInvoer['waarde'] {
  let x: unknown = invoer;
  for (const deel of pad.split('.')) {
    if (x === null || x === undefined) return null;
    x = (x as Record<string, unknown>)[deel];
  }
  return typeof x === 'number' || typeof x === 'string' || typeof x === 'boolean' ? x : x === undefined || x === null ? null : JSON.stringify(x);
}

export function bouwAfleidingen(invoer: BedrijfsjaarInvoer, b: Berekening, d: Dumpfile): Afleidingen {
  const p = b.parameters;
  // The default used per empty field, so a trace input shows the value the calculation used.
  const standaardPerPad = new Map<string, number | string>();
  for (const s of b.standaarden.lijst) standaardPerPad.set(s.pad, s.waarde);
  // Many nodes read the same fields: one entry per path (entries are never mutated).
  const gelezen = new Map<string, AfleidingInvoer>();
  const inv = (pad: string, waarde?: AfleidingInvoer['waarde']): AfleidingInvoer => {
    if (waarde === undefined) {
      const eerder = gelezen.get(pad);
      if (eerder) return eerder;
      const i = maakInvoer(pad, undefined);
      gelezen.set(pad, i);
      return i;
    }
    return maakInvoer(pad, waarde);
  };
  function maakInvoer(pad: string, waarde: AfleidingInvoer['waarde'] | undefined): AfleidingInvoer {
    const standaard = standaardPerPad.get(pad);
    const i: AfleidingInvoer = { pad, waarde: waarde !== undefined ? waarde : standaard !== undefined ? standaard : lees(invoer, pad) };
    if (standaard !== undefined) i.standaard = true;
    i.herkomst = invoerHerkomst(pad, standaard !== undefined);
    return i;
  }
  const ha = b.oppervlakten.totaalHa;
  const perHa = (x: number) => (ha > 0 ? x / ha : 0);
  const nh3 = omrekening.nh3PerN.waarde;

  // --- Areas ---
  const percelen = invoer.percelen.percelen;
  const perceelHa = (filter: (x: (typeof percelen)[number]) => boolean) =>
    percelen.flatMap((x, i) => (filter(x) ? [inv(`percelen.percelen.${i}.oppervlakteHa`), inv(`percelen.percelen.${i}.grondgebruik`)] : []));
  const oppTotaal = a('opp_totaal', ha, 'ha', { invoer: perceelHa(() => true) });
  const oppGras = a('oppgras', b.oppervlakten.graslandHa, 'ha', { invoer: perceelHa((x) => x.grondgebruik === 'blijvendGrasland' || x.grondgebruik === 'tijdelijkGrasland') });
  const oppMais = a('oppmais', b.oppervlakten.snijmaisHa, 'ha', { invoer: perceelHa((x) => x.grondgebruik === 'mais') });

  // ha peat per plot (oppervlakten.ts): the plot's soil type.
  const perceelVeen = (pad: string, naam: string, ha: number, grondsoort: string) =>
    a(`ha veen ${naam}`, grondsoort === 'veen' ? ha : 0, 'ha', {
      id: `ha-veen.${pad}`,
      label: `Oppervlakte op veen, ${naam}`,
      termen: { grondsoort: { waarde: grondsoort } },
      invoer: [inv(`${pad}.oppervlakteHa`), inv(`${pad}.grondsoort`)],
    });
  const haVeen = a('ha veen', b.oppervlakten.perGrondsoort.veen, 'ha', {
    onderdelen: percelen.map((x, i) => perceelVeen(`percelen.percelen.${i}`, x.naam ?? `perceel ${i + 1}`, x.oppervlakteHa, x.grondsoort)),
  });
  const veenInvoer = percelen.flatMap((x, i) => (x.grondsoort === 'veen' ? [inv(`percelen.percelen.${i}.grondsoort`)] : []));
  const klaverInvoer = percelen.flatMap((x, i) => (x.klaverAandeelProcent !== undefined ? [inv(`percelen.percelen.${i}.klaverAandeelProcent`)] : []));
  const akkerAfvoerInvoer = (stof: 'N' | 'P2o5') =>
    invoer.akkerbouw.gewassen.flatMap((g, i) => {
      const pad = `akkerbouw.gewassen.${i}`;
      const product = g[`afvoerKg${stof}`] !== undefined ? [inv(`${pad}.afvoerKg${stof}`)] : [inv(`${pad}.oogstKg`), inv(stof === 'N' ? `${pad}.nGPerKg` : `${pad}.p2o5GPerKg`)];
      return [...product, ...(g[`gewasrestenKg${stof}`] !== undefined ? [inv(`${pad}.gewasrestenKg${stof}`)] : [])];
    });

  // --- Herd and milk ---
  const nkoe = a('nkoe', d.nkoe, 'aantal', { invoer: [inv('veestapel.melkkoeien.gemiddeldAantal')] });
  const nkalf = a('nkalf', d.nkalf, 'aantal', { invoer: [inv('veestapel.jongveeJonger1Jaar.gemiddeldAantal')] });
  const npink = a('npink', d.npink, 'aantal', { invoer: [inv('veestapel.jongveeOuder1Jaar.gemiddeldAantal')] });
  const melkInvoer = [inv('melklevering.geleverd.kg'), inv('melklevering.zelfZuivel.kg'), inv('melklevering.gevoerdAanKalverenKg'), inv('melklevering.overigeProductieKg')];
  const melkprod = a('melkprod', b.melk.melkproductieKg, 'kg melk', { invoer: melkInvoer });
  const gehaltenInvoer = [inv('melklevering.geleverd.vetProcent'), inv('melklevering.geleverd.eiwitProcent'), inv('melklevering.zelfZuivel.vetProcent'), inv('melklevering.zelfZuivel.eiwitProcent')];
  const fpcm = a('bkg_prod_fpcm', b.melk.fpcmKg, 'kg FPCM', {
    termen: { vet: { waarde: b.melk.vetProcent, eenheid: '%' }, eiwit: { waarde: b.melk.eiwitProcent, eenheid: '%' } },
    invoer: gehaltenInvoer,
    constanten: [k('basis', fpcmFormule.basis), k('factor vet', fpcmFormule.vet), k('factor eiwit', fpcmFormule.eiwit)],
    onderdelen: [melkprod],
  });
  const melkpkoe = a('melkpkoe', d.melkpkoe, 'kg melk/koe', { onderdelen: [melkprod, nkoe] });

  // --- Feed ---
  const voerverlies = (v: Voerpost) => ({ naam: 'voerverlies', waarde: v.verliesFractie, eenheid: 'fractie', bron: v.groep === 'graskuil' || v.groep === 'hooi' || v.groep === 'snijmais' || v.groep === 'overigRuwvoer' ? p.voerverliesRuwvoer.bron : p.voerverliesKrachtvoer.bron });
  const postNode = (v: Voerpost): Afleiding => {
    const product = v.groep === 'krachtvoer' || v.groep === 'overigeVoeders' || v.groep === 'melkproducten';
    const velden = product ? ['beginvoorraadKg', 'aanvoerKg', 'eindvoorraadKg', 'dsGPerKg'] : ['beginvoorraadKgDs', 'aanlegKgDs', 'eindvoorraadKgDs', 'verkoopKgDs'];
    return a(`verbruik ${v.naam}`, v.verbruikKgDs, 'kg DS', {
      id: `verbruik.${v.pad}`,
      label: `Verbruik ${v.naam}`,
      invoer: [...velden, 'vemPerKgDs', 'reGPerKgDs', 'pGPerKgDs'].map((veld) => inv(`${v.pad}.${veld}`)),
      constanten: [voerverlies(v)],
    });
  };
  const posten = b.voerposten.map(postNode);
  const vb = b.vemBehoefte;
  const vemBehoefte = a('VEM-behoefte', vb.totaal, 'VEM', {
    termen: { stelsel: { waarde: vb.stelsel } },
    onderdelen: [
      a('onderhoud', vb.onderhoud, 'VEM', {
        termen: { lichaamsgewicht: { waarde: vb.lichaamsgewichtKg, eenheid: 'kg' } },
        id: 'vem-behoefte.onderhoud',
        invoer: [inv('veestapel.melkkoeien.gemiddeldAantal'), inv('veestapel.melkkoeien.lichaamsgewichtKg', vb.lichaamsgewichtKg), inv('veestapel.melkkoeien.ras'), inv('veestapel.melkkoeien.staltype')],
        constanten: [k('onderhoud', p.vemOnderhoudPerKgMetabolischGewicht), k('toeslag lacterend', p.vemOnderhoudToeslagLacterend), k('toeslag droog', p.vemOnderhoudToeslagDroog), k('beweging loopstal', p.vemBewegingToeslagLoopstal), k('lactatiedagen', p.lactatieDagenPerJaar), k('droogstanddagen', p.droogstandDagenPerJaar), k(`rasfactor ${invoer.veestapel.melkkoeien.ras}`, { waarde: p.rasfactorVem.waarden[invoer.veestapel.melkkoeien.ras], eenheid: p.rasfactorVem.eenheid, bron: p.rasfactorVem.bron })],
      }),
      a('melk', vb.melk, 'VEM', { id: 'vem-behoefte.melk', constanten: [k('VEM per kg FPCM', p.vemPerKgFpcm)], onderdelen: [fpcm] }),
      a('voederniveaucorrectie', vb.voederniveauCorrectie, 'VEM', { id: 'vem-behoefte.voederniveaucorrectie', termen: { fpcmPerDag: { waarde: vb.fpcmPerKoePerLactatieDag, eenheid: 'kg FPCM' } }, constanten: [k('correctie', p.vemVoederniveauCorrectie), k('drempel', p.vemVoederniveauDrempelKgFpcmPerDag)], onderdelen: [fpcm] }),
      a('jeugdgroei', vb.jeugdgroei, 'VEM', { id: 'vem-behoefte.jeugdgroei', invoer: [inv('veestapel.melkkoeien.gemiddeldAantal')], constanten: [k('jeugdgroei', p.vemJeugdgroeiPerKoePerLactatieDag)] }),
      a('dracht', vb.dracht, 'VEM', { id: 'vem-behoefte.dracht', invoer: [inv('veestapel.melkkoeien.gemiddeldAantal')], constanten: [k('dracht', p.vemDrachtPerKoePerJaar)] }),
      a('weidetoeslag', vb.weidetoeslag, 'VEM', {
        id: 'vem-behoefte.weidetoeslag',
        invoer: [inv('beweiding.melkkoeien.dagenOnbeperkt'), inv('beweiding.melkkoeien.dagenBeperkt')],
        constanten: [k('onbeperkt', p.weidetoeslagOnbeperktFractieOnderhoud), k('beperkt', p.weidetoeslagBeperktFractieOnderhoud)],
      }),
      a('jongvee <1 jaar', vb.jongveeJonger1Jaar, 'VEM', { id: 'vem-behoefte.jongvee-jonger-1-jaar', invoer: [inv('veestapel.jongveeJonger1Jaar.gemiddeldAantal')], constanten: [k('VEM jongvee <1 jaar', p.vemJongveeJonger1JaarPerDierPerJaar)] }),
      a('jongvee ≥1 jaar', vb.jongveeOuder1Jaar, 'VEM', { id: 'vem-behoefte.jongvee-ouder-1-jaar', invoer: [inv('veestapel.jongveeOuder1Jaar.gemiddeldAantal')], constanten: [k('VEM jongvee ≥1 jaar', p.vemJongveeOuder1JaarPerDierPerJaar)] }),
      a('overige graasdieren', vb.overigeGraasdieren, 'VEM', {
        id: 'vem-behoefte.overige-graasdieren',
        invoer: invoer.veestapel.overigeGraasdieren.flatMap((_, i) => [inv(`veestapel.overigeGraasdieren.${i}.soort`), inv(`veestapel.overigeGraasdieren.${i}.gemiddeldAantal`)]),
        constanten: invoer.veestapel.overigeGraasdieren.map((dier) => ({ naam: `VEM ${dier.soort}`, waarde: p.vemOverigGraasdierPerDierPerJaar.waarden[dier.soort], eenheid: p.vemOverigGraasdierPerDierPerJaar.eenheid, bron: p.vemOverigGraasdierPerDierPerJaar.bron })),
      }),
    ],
  });
  const g = b.versGras;
  const versGras = a('vers gras', g.kgDs, 'kg DS', {
    invoer: [inv('beweiding.versGras.vemPerKgDs', g.vemPerKgDs), inv('beweiding.versGras.reGPerKgDs', g.reGPerKgDs), inv('beweiding.versGras.pGPerKgDs', g.pGPerKgDs)],
    onderdelen: [vemBehoefte, ...posten],
  });
  const r = b.rantsoen;
  const rantsoenDelen = [...posten, versGras];
  const rantsVem = a('rants_geh_vem', r.vemPerKgDs, 'VEM/kg DS', { onderdelen: rantsoenDelen });
  const rantsRe = a('rants_geh_re', r.reGPerKgDs, 'g RE/kg DS', { onderdelen: rantsoenDelen });
  const rantsP = a('rants_geh_p', r.pGPerKgDs, 'g P/kg DS', { onderdelen: rantsoenDelen });
  const kvPosten = b.voerposten.map((v, i) => (v.groep === 'krachtvoer' ? posten[i] : null)).filter((x): x is Afleiding => x !== null);
  const kvper100 = a('kvper100kgmelk', d.kvper100kgmelk, 'kg krachtvoer/100 kg melk', { onderdelen: [...kvPosten, melkprod] });

  // --- BEX ---
  const ex = b.excretie;
  const rantsoenN = a('N in verbruikt voer', r.nKg, 'kg N', { constanten: [k('RE per N', omrekening.rePerN)], onderdelen: rantsoenDelen });
  const rantsoenP = a('P in verbruikt voer', r.pKg, 'kg P', { onderdelen: rantsoenDelen });
  // the calves' milk as the kg N and kg P the intake adds (bex/excretie.ts: kg × eiwit% / 100 / 6,38; kg × mg P/100 g / 100 000)
  const kalfmelkN = a('N in kalvermelk', ex.opnameNKg - r.nKg, 'kg N', {
    invoer: [inv('melklevering.gevoerdAanKalverenKg'), inv('melklevering.geleverd.eiwitProcent')],
    constanten: [k('eiwit per N', omrekening.melkeiwitPerN)],
  });
  const kalfmelkP = a('P in kalvermelk', ex.opnamePKg - r.pKg, 'kg P', { invoer: [inv('melklevering.gevoerdAanKalverenKg'), inv('melklevering.geleverd.fosforMgPer100g', b.melk.fosforMgPer100g)] });
  const opnameN = a('N-opname', ex.opnameNKg, 'kg N', { onderdelen: [rantsoenN, kalfmelkN] });
  const opnameP = a('P-opname', ex.opnamePKg, 'kg P', { onderdelen: [rantsoenP, kalfmelkP] });
  const melkN = a('N in melk', ex.vastleggingMelkNKg, 'kg N', { invoer: [inv('melklevering.geleverd.eiwitProcent')], constanten: [k('eiwit per N', omrekening.melkeiwitPerN)], onderdelen: [melkprod] });
  const melkP = a('P in melk', ex.vastleggingMelkPKg, 'kg P', { invoer: [inv('melklevering.geleverd.fosforMgPer100g', b.melk.fosforMgPer100g)], onderdelen: [melkprod] });
  const dierInvoer = [
    ...invoer.veestapel.aanvoer.flatMap((_, i) => [inv(`veestapel.aanvoer.${i}.aantal`), inv(`veestapel.aanvoer.${i}.gewichtKgPerDier`)]),
    ...invoer.veestapel.afvoer.flatMap((_, i) => [inv(`veestapel.afvoer.${i}.aantal`), inv(`veestapel.afvoer.${i}.gewichtKgPerDier`)]),
  ];
  const dierN = a('N-vastlegging dieren', ex.vastleggingDierenNKg, 'kg N', { invoer: dierInvoer, constanten: [k('N per kg levend gewicht', p.nGPerKgLevendGewicht)] });
  const dierP = a('P-vastlegging dieren', ex.vastleggingDierenPKg, 'kg P', { invoer: dierInvoer, constanten: [k('P per kg levend gewicht', p.pGPerKgLevendGewicht)] });
  const overigeInvoer = invoer.veestapel.overigeGraasdieren.flatMap((_, i) => [inv(`veestapel.overigeGraasdieren.${i}.gemiddeldAantal`), inv(`veestapel.overigeGraasdieren.${i}.excretieNKgPerDier`), inv(`veestapel.overigeGraasdieren.${i}.excretieP2o5KgPerDier`)]);
  // the other grazing animals' forfait excretion as the kg the formula subtracts or adds (not only per animal)
  const overigN = { overig: { waarde: ex.overigeGraasdierenNKg, eenheid: 'kg N' } };
  const overigP = { overig: { waarde: ex.overigeGraasdierenPKg, eenheid: 'kg P' } };
  const excrMelkveeN = a('N-excretie melkvee (bruto)', ex.excretieMelkveeNKg, 'kg N', { termen: overigN, invoer: overigeInvoer, onderdelen: [opnameN, melkN, dierN] });
  const excrMelkveeP = a('P-excretie melkvee', ex.excretieMelkveePKg, 'kg P', { termen: overigP, invoer: overigeInvoer, onderdelen: [opnameP, melkP, dierP] });
  const weideInvoer = [
    inv('beweiding.melkkoeien.dagenBeperkt'), inv('beweiding.melkkoeien.urenPerDagBeperkt'), inv('beweiding.melkkoeien.dagenOnbeperkt'), inv('beweiding.melkkoeien.urenPerDagOnbeperkt'),
    inv('beweiding.jongvee.weidedagenJonger1Jaar'), inv('beweiding.jongvee.weidedagenOuder1Jaar'),
  ];
  const pcuren = a('pcuren_mlk_wei', d.pcuren_mlk_wei, '%', { invoer: weideInvoer.slice(0, 4) });
  const weidefractie = a('weidefractie melkvee', ex.weidefractie, 'fractie', { invoer: weideInvoer, onderdelen: [pcuren, vemBehoefte] });
  const excrWeide = a('N-excretie in de wei', ex.excretieWeideNKg, 'kg N', { onderdelen: [excrMelkveeN, weidefractie] });
  const excrStal = a('N-excretie in de stal', ex.excretieStalNKg, 'kg N', { termen: overigN, onderdelen: [excrMelkveeN, excrWeide] });
  const tan = a('pctan_excr_mlk', d.pctan_excr_mlk, '%', { constanten: [k('VCRE', p.vcre)], onderdelen: [opnameN, melkN, dierN] });
  const st = b.ammoniak.stal;
  const tanOpslag = a('TAN-mineralisatie in de opslag', st.tanMineralisatieOpslagKg, 'kg N', { constanten: [k('mineralisatie opslag', p.mineralisatieOpslagFractieN)], onderdelen: [excrStal] });
  const efStalNaam = st.ravCode ? `EF RAV ${st.ravCode}` : `EF ${invoer.veestapel.melkkoeien.staltype}`;
  const stalNh3N = a('NH3-N stal en opslag melkvee', st.nh3NKg, 'kg N', {
    ...(st.ravCode ? { uitleg: 'nh3-n-stal-en-opslag-melkvee.rav' } : {}),
    invoer: [inv('veestapel.melkkoeien.staltype'), inv('veestapel.melkkoeien.ravCode'), inv('veestapel.mestadditiefNh3ReductieProcent')],
    constanten: [
      { naam: efStalNaam, waarde: st.emissiefactor, eenheid: p.emissiefactorStalFractieTan.eenheid, bron: p.emissiefactorStalFractieTan.bron },
      ...(st.ravCode ? [{ naam: `RAV ${st.ravCode} / A 1.100`, waarde: p.ravEmissiefactorMelkvee.waarden[st.ravCode as 'A 1.100'] / p.ravEmissiefactorMelkvee.waarden['A 1.100'], eenheid: '-', bron: p.ravEmissiefactorMelkvee.bron }] : []),
    ],
    onderdelen: [excrStal, tan, tanOpslag],
  });
  const stalOverig = a('N2O-, NO- en N2-N stal en opslag', st.n2oNKg + st.noNKg + st.n2NKg, 'kg N', {
    constanten: [k('N2O-N', p.n2oNStalFractieN), k('NO-N', p.noNStalFractieN), k('N2-N', p.n2NStalFractieN)],
    onderdelen: [excrStal],
  });
  const sd = b.ammoniak.staldieren;
  const ivInvoer = ['voerAanvoerKgN', 'dierenAanvoerKgN', 'dierenAfvoerKgN'].map((v) => inv(`intensieveVeehouderij.${v}`));
  const staldierenNh3 = a('NH3-N staldieren', sd.nh3NKg, 'kg N', {
    invoer: [...ivInvoer, ...invoer.intensieveVeehouderij.categorieen.flatMap((_, i) => [inv(`intensieveVeehouderij.categorieen.${i}.soort`), inv(`intensieveVeehouderij.categorieen.${i}.gemiddeldAantal`)])],
    constanten: [k('EF stal staldieren', p.emissiefactorStalStaldierenFractieTan)],
  });
  // the dairy herd's share of the housing and storage losses as the kg it subtracts (berekening.ts: BEX stap 5)
  const excrSpec1 = a('excr_spec1', d.excr_spec1, 'kg N', { termen: { deel: { waarde: ex.excretieMelkveeNKg - d.excr_spec1, eenheid: 'kg N' } }, onderdelen: [excrMelkveeN, stalNh3N, stalOverig] });
  const excrSpec2 = a('excr_spec2', d.excr_spec2, 'kg P2O5', { constanten: [k('P2O5 per P', omrekening.p2o5PerP)], onderdelen: [excrMelkveeP] });
  const bio = invoer.bedrijfsgegevens.biologisch;
  const forfaitInvoer = [inv('bedrijfsgegevens.biologisch'), inv('veestapel.melkkoeien.gemiddeldAantal'), inv('veestapel.jongveeJonger1Jaar.gemiddeldAantal'), inv('veestapel.jongveeOuder1Jaar.gemiddeldAantal')];
  const excrForf1 = a('excr_forf1', d.excr_forf1, 'kg N', {
    ...(bio ? { uitleg: 'excr_forf1.biologisch' } : {}),
    herkomst: 'forfait',
    invoer: bio ? forfaitInvoer : [...forfaitInvoer, inv('melklevering.geleverd.ureumMgPer100ml')],
    constanten: bio
      ? [k('koe biologisch', p.forfaitBiologischKoeN), k('jongvee <1 biologisch', p.forfaitBiologischJongveeJonger1JaarN), k('jongvee ≥1 biologisch', p.forfaitBiologischJongveeOuder1JaarN)]
      : [k('koe bij 9.500 kg', p.forfaitKoeNBij9500Kg), k('per kg melk', p.forfaitKoeNPerKgMelk), k('ureum basis', p.forfaitKoeUreumBasis), k('N per ureumeenheid', p.forfaitKoeNPerUreum), k('jongvee <1 jaar', p.forfaitJongveeJonger1JaarN), k('jongvee ≥1 jaar', p.forfaitJongveeOuder1JaarN)],
    onderdelen: [melkpkoe],
  });
  const excrForf2 = a('excr_forf2', d.excr_forf2, 'kg P2O5', {
    herkomst: 'forfait',
    invoer: forfaitInvoer,
    constanten: [k('koe bij 9.500 kg', p.forfaitKoeP2o5Bij9500Kg), k('per kg melk', p.forfaitKoeP2o5PerKgMelk), k('jongvee <1 jaar', p.forfaitJongveeJonger1JaarP2o5), k('jongvee ≥1 jaar', p.forfaitJongveeOuder1JaarP2o5)],
    onderdelen: [melkpkoe],
  });

  // --- Ammonia ---
  const beweidNh3N = a('NH3-N beweiding', b.ammoniak.beweidingNh3NKg, 'kg N', {
    termen: { ef: { waarde: b.ammoniak.beweidingEfProcent, eenheid: '%' }, re: { waarde: b.ammoniak.beweidingRantsoenReGPerKgDs, eenheid: 'g RE/kg DS' } },
    invoer: [inv('beweiding.melkkoeien.dagenBeperkt'), inv('beweiding.melkkoeien.dagenOnbeperkt'), inv('beweiding.melkkoeien.dagenZomerstalvoedering')],
    constanten: [k('Bussink a', p.beweidingBussinkA), k('Bussink b', p.beweidingBussinkB)],
    onderdelen: [excrWeide, rantsRe],
  });
  const m = b.ammoniak.mest;
  const mestPartijInvoer = (groep: 'aanvoer' | 'afvoer' | 'beginvoorraad' | 'eindvoorraad') =>
    invoer.organischeMest[groep].flatMap((_, i) => [inv(`organischeMest.${groep}.${i}.mestcode`), inv(`organischeMest.${groep}.${i}.hoeveelheid`), inv(`organischeMest.${groep}.${i}.eenheid`), inv(`organischeMest.${groep}.${i}.kgNPerTon`), inv(`organischeMest.${groep}.${i}.kgP2o5PerTon`)]);
  const strooiselInvoer = invoer.strooisel.producten.flatMap((_, i) => ['beginvoorraadKg', 'aanvoerKg', 'eindvoorraadKg', 'nGPerKg', 'p2o5GPerKg'].map((v) => inv(`strooisel.producten.${i}.${v}`)));
  const coInvoer = invoer.organischeMest.vergisting.coSubstraatAanvoer.flatMap((_, i) => [inv(`organischeMest.vergisting.coSubstraatAanvoer.${i}.kgN`), inv(`organischeMest.vergisting.coSubstraatAanvoer.${i}.kgP2o5`)]);
  const compostInvoer = invoer.bodem.compost.flatMap((_, i) => ['soort', 'ton', 'kgNPerTon', 'kgP2o5PerTon'].map((v) => inv(`bodem.compost.${i}.${v}`)));
  const kalkInvoer = invoer.bodem.kalk.flatMap((_, i) => ['soort', 'kgProduct', 'neutraliserendeWaarde', 'kgNPerTon', 'kgP2o5PerTon'].map((v) => inv(`bodem.kalk.${i}.${v}`)));
  const footprintInvoer = b.voerposten.filter((v) => v.co2KgPerKgProduct !== undefined).map((v) => inv(`${v.pad}.co2KgPerKgProduct`));
  const mestInvoer = [...mestPartijInvoer('aanvoer'), ...mestPartijInvoer('afvoer'), ...mestPartijInvoer('beginvoorraad'), ...mestPartijInvoer('eindvoorraad')];
  const aanwendingN = a('N mestaanwending', m.aanwendingNKg, 'kg N', {
    invoer: [...mestInvoer, ...strooiselInvoer, ...coInvoer],
    constanten: [...new Set([...invoer.organischeMest.aanvoer, ...invoer.organischeMest.afvoer, ...invoer.organischeMest.beginvoorraad, ...invoer.organischeMest.eindvoorraad].map((m2) => m2.mestcode))]
      .filter((code) => code in p.mestForfaitNKgPerTon.waarden)
      .map((code) => ({ naam: `forfait N mestcode ${code}`, waarde: p.mestForfaitNKgPerTon.waarden[code], eenheid: p.mestForfaitNKgPerTon.eenheid, bron: p.mestForfaitNKgPerTon.bron })),
    onderdelen: [excrStal, stalNh3N, stalOverig, staldierenNh3],
  });
  const tanMest = a('TAN-aandeel mest', m.tanAandeelMest, 'kg TAN/kg N', { onderdelen: [tan, stalNh3N, stalOverig] });
  const toedieningInvoer = invoer.organischeMest.verbruik.toedieningen.flatMap((_, i) => ['gebruiktOp', 'mestcode', 'hoeveelheid', 'eenheid', 'techniek'].map((v) => inv(`organischeMest.verbruik.toedieningen.${i}.${v}`)));
  const aandeelGras = a('aandeel grasland', m.aandeelGrasland, 'fractie', { invoer: [inv('organischeMest.verbruik.aandeelGraslandProcent', m.aandeelGrasland * 100), ...toedieningInvoer], onderdelen: [oppGras, oppMais] });
  const tg = m.techniekGrasland;
  const tb = m.techniekBouwland;
  const omgrasN = a('NH3-N mestaanwending grasland', m.nh3NGraslandKg, 'kg N', {
    invoer: [inv('organischeMest.verbruik.techniekGrasland'), ...toedieningInvoer],
    constanten: [{ naam: `EF ${tg}`, waarde: m.efGrasland, eenheid: p.emissiefactorAanwendingGrasland.eenheid, bron: p.emissiefactorAanwendingGrasland.bron }],
    onderdelen: [aanwendingN, tanMest, aandeelGras],
  });
  const ombouwN = a('NH3-N mestaanwending bouwland', m.nh3NBouwlandKg, 'kg N', {
    invoer: [inv('organischeMest.verbruik.techniekBouwland'), ...toedieningInvoer],
    constanten: [{ naam: `EF ${tb}`, waarde: m.efBouwland, eenheid: p.emissiefactorAanwendingBouwland.eenheid, bron: p.emissiefactorAanwendingBouwland.bron }],
    onderdelen: [aanwendingN, tanMest, aandeelGras],
  });
  const kmInvoer = invoer.kunstmest.producten.flatMap((_, i) =>
    ['beginvoorraadKg', 'aanvoerKg', 'eindvoorraadKg', 'nAmmoniumGPerKg', 'nNitraatGPerKg', 'nUreumGPerKg', 'p2o5GPerKg', 'verdeling', 'soort'].map((v) => inv(`kunstmest.producten.${i}.${v}`)),
  );
  const kmConst = [k('EF ammonium-N', p.emissiefactorKunstmestAmmonium), k('EF nitraat-N', p.emissiefactorKunstmestNitraat), k('EF ureum-N', p.emissiefactorKunstmestUreum), ...invoer.kunstmest.producten.filter((m) => m.soort).map((m) => ({ naam: `EF ${m.soort}`, waarde: p.emissiefactorKunstmestPerSoort.waarden[m.soort!], eenheid: p.emissiefactorKunstmestPerSoort.eenheid, bron: p.emissiefactorKunstmestPerSoort.bron }))];
  const km = b.ammoniak.kunstmest;
  const kmgrasN = a('NH3-N kunstmest grasland', km.nh3NGraslandKg, 'kg N', { invoer: kmInvoer, constanten: kmConst, onderdelen: [oppGras] });
  const kmbouwN = a('NH3-N kunstmest bouwland', km.nh3NBouwlandKg, 'kg N', { invoer: kmInvoer, constanten: kmConst, onderdelen: [oppMais] });
  const alsNh3 = (naam: string, waarde: number, bron: Afleiding[]) => a(naam, waarde, 'kg NH3', { constanten: [k('NH3 per N', omrekening.nh3PerN)], onderdelen: bron });
  const emStal = alsNh3('em_nh3_stal', d.em_nh3_stal, [stalNh3N, staldierenNh3]);
  const emBeweid = alsNh3('em_nh3_beweid', d.em_nh3_beweid, [beweidNh3N]);
  const emOmgras = alsNh3('em_nh3_omgras', d.em_nh3_omgras, [omgrasN]);
  const emOmbouw = alsNh3('em_nh3_ombouw', d.em_nh3_ombouw, [ombouwN]);
  const emKmgras = alsNh3('em_nh3_kmgras', d.em_nh3_kmgras, [kmgrasN]);
  const emKmbouw = alsNh3('em_nh3_kmbouw', d.em_nh3_kmbouw, [kmbouwN]);
  const nh3Delen = [emStal, emBeweid, emOmgras, emOmbouw, emKmgras, emKmbouw];
  const nh3Totaal = a('NH3 totaal', b.ammoniak.totaalNh3NKg * nh3, 'kg NH3', { onderdelen: nh3Delen });
  const gveInvoer = [inv('veestapel.melkkoeien.gemiddeldAantal'), inv('veestapel.jongveeJonger1Jaar.gemiddeldAantal'), inv('veestapel.jongveeOuder1Jaar.gemiddeldAantal'), ...invoer.veestapel.overigeGraasdieren.map((_, i) => inv(`veestapel.overigeGraasdieren.${i}.gemiddeldAantal`))];
  const gve = a('gve_melkvee', b.gve, 'GVE', { invoer: gveInvoer, constanten: [{ naam: 'GVE per dier', waarde: p.gvePerDier.waarden.melkkoe, eenheid: p.gvePerDier.eenheid, bron: p.gvePerDier.bron }] });

  // --- Farm-gate balances ---
  const voerAanvoerInvoer = (groep: string) =>
    b.voerposten.filter((v) => v.pad.startsWith(groep)).flatMap((v) => (v.groep === 'krachtvoer' || v.groep === 'overigeVoeders' || v.groep === 'melkproducten' ? ['aanvoerKg', 'dsGPerKg', 'reGPerKgDs', 'pGPerKgDs'] : ['herkomst', 'aanlegKgDs', 'reGPerKgDs', 'pGPerKgDs']).map((veld) => inv(`${v.pad}.${veld}`)));
  const postInvoer: Record<string, AfleidingInvoer[]> = {
    krachtvoer: voerAanvoerInvoer('krachtvoer'),
    ruwvoer: voerAanvoerInvoer('ruwvoer'),
    overigeVoeders: voerAanvoerInvoer('overigeVoeders'),
    melkproducten: voerAanvoerInvoer('melkproducten'),
    strooisel: strooiselInvoer,
    kunstmest: kmInvoer,
    organischeMest: [...mestPartijInvoer('aanvoer'), ...mestPartijInvoer('afvoer'), ...coInvoer],
    compost: compostInvoer,
    kalk: kalkInvoer,
    vee: dierInvoer,
    staldierenVoer: [inv('intensieveVeehouderij.voerAanvoerKgN'), inv('intensieveVeehouderij.voerAanvoerKgP2o5')],
    staldierenVee: [inv('intensieveVeehouderij.dierenAanvoerKgN'), inv('intensieveVeehouderij.dierenAfvoerKgN'), inv('intensieveVeehouderij.dierenAanvoerKgP2o5'), inv('intensieveVeehouderij.dierenAfvoerKgP2o5')],
    melk: [...melkInvoer, inv('melklevering.geleverd.eiwitProcent'), inv('melklevering.geleverd.fosforMgPer100g', b.melk.fosforMgPer100g)],
    akkerbouw: [...akkerAfvoerInvoer('N'), ...akkerAfvoerInvoer('P2o5')],
    depositie: [inv('bedrijfsgegevens.depositieKgNPerHa', b.stikstofBronnen.depositieKgNPerHa)],
    binding: [...klaverInvoer, ...invoer.akkerbouw.gewassen.map((_, i) => inv(`akkerbouw.gewassen.${i}.vlinderbloemig`))],
    mineralisatie: veenInvoer,
    voer: b.voerposten.flatMap((v) => (v.pad.startsWith('ruwvoer') ? ['beginvoorraadKgDs', 'eindvoorraadKgDs'] : ['beginvoorraadKg', 'eindvoorraadKg']).map((veld) => inv(`${v.pad}.${veld}`))),
  };
  const balansNodes = (kring: 'kring1' | 'kring2') => {
    const bal = kring === 'kring1' ? b.balansN : b.balansP2o5;
    const eenheid = kring === 'kring1' ? 'kg N' : 'kg P2O5';
    const eenheidHa = `${eenheid}/ha`;
    const posts = (r: Record<string, number>, soort: string) =>
      Object.entries(r)
        .filter(([, w]) => w !== 0)
        .map(([post, w]) => a(`${soort} ${post}`, w, eenheid, { id: `${kring}.${soort}.${post}`, label: `${postSoort[soort]} ${balansPostNaam[post] ?? post}`, invoer: postInvoer[post] ?? [] }));
    const aantot = a(`${kring}_bedbal_aantot`, perHa(bal.aanvoerTotaal), eenheidHa, { onderdelen: [...posts(bal.aanvoer, 'aanvoer'), oppTotaal] });
    const afvoerPosten = posts(bal.afvoer, 'afvoer');
    const afvtot = a(`${kring}_bedbal_afvtot`, perHa(bal.afvoerTotaal), eenheidHa, { onderdelen: [...afvoerPosten, oppTotaal] });
    const mutatie = a('voorraadmutatie', bal.voorraadmutatieTotaal, eenheid, { id: `${kring}.voorraadmutatie`, onderdelen: posts(bal.voorraadmutatie, 'voorraadmutatie') });
    const ovrtot = a(`${kring}_bedbal_ovrtot`, perHa(bal.overschot), eenheidHa, { onderdelen: [aantot, afvtot, mutatie, oppTotaal] });
    // the manure sold (a report flow, "Mest → Afgevoerde mest"); absent when nothing was sold
    const mestAfvoer = afvoerPosten.find((x) => x.id === `${kring}.afvoer.organischeMest`);
    return { aantot, afvtot, ovrtot, mestAfvoer };
  };
  const k1 = balansNodes('kring1');
  const k2 = balansNodes('kring2');
  const vrlnh3 = a('kring1_bedbal_vrlnh3', d.kring1_bedbal_vrlnh3, 'kg N/ha', { onderdelen: [stalNh3N, staldierenNh3, beweidNh3N, omgrasN, ombouwN, kmgrasN, kmbouwN, oppTotaal] });
  const bg = b.bodemGas;
  const bodemN2o = a('N2O-N uit de bodem', bg.n2oN.totaal, 'kg N', {
    invoer: veenInvoer,
    constanten: [k('N2O kunstmest', p.n2oNKunstmest), k('N2O organische mest', p.n2oNOrganischeMest), k('N2O beweiding', p.n2oNBeweiding), k('N2O veen', p.n2oNVeenKgPerHa)],
    onderdelen: [aanwendingN, excrWeide, kmgrasN, kmbouwN],
  });
  const bodemNo = a('NO-N uit de bodem', bg.noNKg, 'kg N', { constanten: [k('NO-N bodem', p.noNBodemFractieN)], onderdelen: [aanwendingN, excrWeide, kmgrasN, kmbouwN] });
  const vrln2o = a('kring1_bedbal_vrln2o', d.kring1_bedbal_vrln2o, 'kg N/ha', { constanten: [k('N2O-N stal', p.n2oNStalFractieN)], onderdelen: [excrStal, bodemN2o, oppTotaal] });
  const vrlnov = a('kring1_bedbal_vrlnov', d.kring1_bedbal_vrlnov, 'kg N/ha', { constanten: [k('NO-N', p.noNStalFractieN), k('N2-N', p.n2NStalFractieN)], onderdelen: [excrStal, bodemNo, oppTotaal] });
  const ovrbod = a('kring1_bedbal_ovrbod', d.kring1_bedbal_ovrbod, 'kg N/ha', { onderdelen: [k1.ovrtot, vrlnh3, vrln2o, vrlnov] });
  const s = b.stikstof;
  const depositie = a('depositie', s.depositieKg, 'kg N', { invoer: [inv('bedrijfsgegevens.depositieKgNPerHa', s.depositieKgNPerHa)], constanten: [k('depositie', p.depositieKgNPerHa)], onderdelen: [oppTotaal] });
  const binding = a('binding', s.bindingKg, 'kg N', {
    invoer: [...klaverInvoer, ...invoer.akkerbouw.gewassen.map((_, i) => inv(`akkerbouw.gewassen.${i}.vlinderbloemig`))],
    constanten: [k('klaver', p.bindingKlaverKgNPerHaPerProcent), k('vlinderbloemig', p.bindingVlinderbloemigKgNPerHa)],
  });
  const mineralisatie = a('mineralisatie', s.mineralisatieKg, 'kg N', { constanten: [k('mineralisatie veen', p.mineralisatieVeenKgNPerHa)], onderdelen: [haVeen] });
  const bodbal1 = a('verl_bodbal1_ha', d.verl_bodbal1_ha, 'kg N/ha', { alias: true, onderdelen: [ovrbod, depositie, binding, mineralisatie] });
  const bodbal2 = a('verl_bodbal2_ha', d.verl_bodbal2_ha, 'kg P2O5/ha', { onderdelen: [k2.ovrtot] });
  const ovrbod2 = a('kring2_bedbal_ovrbod', d.kring2_bedbal_ovrbod, 'kg P2O5/ha', { onderdelen: [k2.ovrtot] });

  // --- Crops (phosphorus trail) and own land ---
  const fs = b.gewas.fosforspoor;
  const eigenPosten = b.voerposten.map((v, i) => (v.herkomst === 'eigen' ? posten[i] : null)).filter((x): x is Afleiding => x !== null);
  const fosforspoor = a('P van eigen land (fosforspoor)', fs.eigenLandPKg, 'kg P', {
    onderdelen: [opnameP, a('P verbruikt aangekocht voer', fs.aangekochtVerbruikPKg, 'kg P', { onderdelen: posten.filter((_, i) => b.voerposten[i].herkomst === 'aankoop') }), ...eigenPosten],
  });
  const opbGras = a('opb_graspr_ds', d.opb_graspr_ds, 'kg DS/ha', { termen: { factor: { waarde: fs.factor } }, onderdelen: [fosforspoor, versGras, ...eigenPosten, oppGras] });
  const opbGrasN = a('opb_graspr_n', d.opb_graspr_n, 'kg N/ha', { onderdelen: [opbGras] });
  const opbGrasP = a('opb_graspr_p2o5', d.opb_graspr_p2o5, 'kg P2O5/ha', { onderdelen: [opbGras] });
  const opbMais = a('opb_mais_ds', d.opb_mais_ds, 'kg DS/ha', { onderdelen: [fosforspoor, ...eigenPosten, oppMais] });
  const opbMaisN = a('opb_mais_n', d.opb_mais_n, 'kg N/ha', { onderdelen: [opbMais] });
  const opbMaisP = a('opb_mais_p2o5', d.opb_mais_p2o5, 'kg P2O5/ha', { onderdelen: [opbMais] });
  let eigenN = g.nKg;
  let eigenP = g.pKg;
  for (const v of b.voerposten) if (v.herkomst === 'eigen') {
    eigenN += nUitRe(v.verbruikKgDs, v.reGPerKgDs);
    eigenP += pUitGehalte(v.verbruikKgDs, v.pGPerKgDs);
  }
  const eigenLandN = a('N eigen land', eigenN, 'kg N', { onderdelen: [...eigenPosten, versGras] });
  const pceigenN = a('pceigen_n', d.pceigen_n, '%', { onderdelen: [eigenLandN, rantsoenN] });
  const pceigenP = a('pceigen_p', d.pceigen_p, '%', { onderdelen: [a('P eigen land', eigenP, 'kg P', { onderdelen: [...eigenPosten, versGras] }), rantsoenP] });
  const pceigenVem = a('pceigen_vem', d.pceigen_vem, '%', { onderdelen: [...eigenPosten, versGras, rantsVem] });
  // the share uses the permanent grassland only (not blijvend + tijdelijk): its own node with the ha the formula divides
  const oppBlijgras = a('Oppervlakte blijvend grasland', b.oppervlakten.blijvendGraslandHa, 'ha', { invoer: perceelHa((x) => x.grondgebruik === 'blijvendGrasland') });
  const blijgras = a('dzh_blijgras_aand', d.dzh_blijgras_aand, '%', { onderdelen: [oppBlijgras, oppTotaal] });

  // --- Efficiencies ---
  const sb = s.bodemAanvoer;
  // the terms in the kg N the offtake adds (gewasopbrengst.ts: grass + maize + other own roughage + arable), beside the yields per ha they come from
  const ruwvoerN = b.gewas.grasland.nKg + b.gewas.snijmais.nKg + b.gewas.overigRuwvoer.nKg;
  const gewasN = a('N-gewasafvoer', b.gewas.gewasNKg, 'kg N', {
    termen: { ruwvoer: { waarde: ruwvoerN, eenheid: 'kg N' }, akker: { waarde: b.gewas.gewasNKg - ruwvoerN, eenheid: 'kg N' } },
    invoer: postInvoer.akkerbouw,
    onderdelen: [opbGras, opbMais],
  });
  const bpr = b.bodemproducten;
  const compostKalkN = a('N compost en kalk', bpr.nKg, 'kg N', { id: 'bodemproducten.n', invoer: [...compostInvoer, ...kalkInvoer] });
  // the fertiliser N used is a term of the soil supply too (stikstof.ts bodemAanvoer.kunstmest); it was missing from the trace
  const kunstmestN = a('N in gebruikte kunstmest', sb.kunstmest, 'kg N', { invoer: kmInvoer });
  const bodemAanvoerN = a('N-aanvoer bodem', sb.totaal, 'kg N', { onderdelen: [aanwendingN, excrWeide, kunstmestN, compostKalkN, depositie, binding, mineralisatie] });
  const benutNBod = a('benut_n_bod', d.benut_n_bod, '%', { onderdelen: [gewasN, bodemAanvoerN] });
  // P soil route (fosfaat.ts): its own P2O5 nodes, not the N manure node it used to hang under.
  const fb = b.fosfaat.bodemAanvoer;
  const p2o5PerP = k('P2O5 per P', omrekening.p2o5PerP);
  const excrWeideP = a('P-excretie in de wei', ex.excretieWeidePKg, 'kg P', { onderdelen: [excrMelkveeP, weidefractie] });
  const excrStalP = a('P-excretie in de stal', ex.excretieStalPKg, 'kg P', { termen: overigP, invoer: overigeInvoer, onderdelen: [excrMelkveeP, excrWeideP] });
  const aanwendingP = a('P2O5 mestaanwending', m.aanwendingP2o5Kg, 'kg P2O5', {
    invoer: [...mestInvoer, ...strooiselInvoer, ...coInvoer, inv('intensieveVeehouderij.voerAanvoerKgP2o5'), inv('intensieveVeehouderij.dierenAanvoerKgP2o5'), inv('intensieveVeehouderij.dierenAfvoerKgP2o5')],
    constanten: [
      p2o5PerP,
      ...[...new Set([...invoer.organischeMest.aanvoer, ...invoer.organischeMest.afvoer, ...invoer.organischeMest.beginvoorraad, ...invoer.organischeMest.eindvoorraad].map((m2) => m2.mestcode))]
        .filter((code) => code in p.mestForfaitP2o5KgPerTon.waarden)
        .map((code) => ({ naam: `forfait P2O5 mestcode ${code}`, waarde: p.mestForfaitP2o5KgPerTon.waarden[code], eenheid: p.mestForfaitP2o5KgPerTon.eenheid, bron: p.mestForfaitP2o5KgPerTon.bron })),
    ],
    onderdelen: [excrStalP],
  });
  const weidemestP = a('P2O5 weidemest', fb.weidemest, 'kg P2O5', { constanten: [p2o5PerP], onderdelen: [excrWeideP] });
  const kunstmestP = a('P2O5 kunstmest', fb.kunstmest, 'kg P2O5', { invoer: kmInvoer });
  const compostKalkP = a('P2O5 compost en kalk', bpr.p2o5Kg, 'kg P2O5', { id: 'bodemproducten.p2o5', invoer: [...compostInvoer, ...kalkInvoer] });
  const bodemAanvoerP = a('P2O5-aanvoer bodem', fb.totaal, 'kg P2O5', { onderdelen: [aanwendingP, weidemestP, kunstmestP, compostKalkP] });
  const gewasP = a('P2O5-gewasafvoer', b.gewas.gewasP2o5Kg, 'kg P2O5', {
    invoer: akkerAfvoerInvoer('P2o5'),
    constanten: [p2o5PerP],
    onderdelen: [opbGrasP, opbMaisP],
  });
  const benutPBod = a('kring2_benut_bod', d.kring2_benut_bod, '%', { onderdelen: [gewasP, bodemAanvoerP] });
  const effN = a('efficientie_N', d.efficientie_N, '%', { onderdelen: [melkN, dierN, opnameN] });
  const effP = a('efficientie_P', d.efficientie_P, '%', { onderdelen: [melkP, dierP, opnameP] });
  const benut1 = a('kring1_benut_tot', d.kring1_benut_tot, '%', { onderdelen: [k1.afvtot, k1.aantot] });
  const benut2 = a('kring2_benut_tot', d.kring2_benut_tot, '%', { onderdelen: [k2.afvtot, k2.aantot] });

  // --- Greenhouse gases ---
  const gwp = [k('GWP CH4', p.gwpCh4), k('GWP N2O', p.gwpN2o)];
  const perFpcm = (naam: DumpfileVariabele, waarde: number, onderdelen: Afleiding[], constanten = gwp, invoerLijst: AfleidingInvoer[] = []) =>
    a(naam, waarde, 'g CO2-eq/kg FPCM', { invoer: invoerLijst, constanten, onderdelen: [...onderdelen, fpcm] });
  // Enteric CH4 per feed (bec/broeikasgassen.ts): each feed with its own feed-group factor.
  const ent = p.enterischCh4GPerKgDs;
  // the feed group in words ('versGras' → 'vers gras'): a constant's name is read by the farmer
  const ch4Factor = (groep: keyof typeof ent.waarden) => ({ naam: `enterisch CH4 ${String(groep).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`, waarde: ent.waarden[groep], eenheid: ent.eenheid, bron: ent.bron });
  const ch4Posten = b.voerposten.map((v, i) =>
    a(`enterisch CH4 ${v.naam}`, (v.verbruikKgDs * (1 - v.verliesFractie) * ent.waarden[v.groep]) / 1000, 'kg CH4', {
      id: `enterisch-ch4.${v.pad}`,
      label: `Methaan uit de pens, ${v.naam}`,
      constanten: [ch4Factor(v.groep), voerverlies(v)],
      onderdelen: [posten[i]],
    }),
  );
  const ch4VersGras = a('enterisch CH4 vers gras', (g.kgDs * ent.waarden.versGras) / 1000, 'kg CH4', { id: 'enterisch-ch4.vers-gras', constanten: [ch4Factor('versGras')], onderdelen: [versGras] });
  const enterischCh4 = a('enterisch CH4', b.broeikasgassen.enterischCh4Kg, 'kg CH4', { onderdelen: [...ch4Posten, ch4VersGras] });
  const pensferm = perFpcm('dzh_co2_pensferm', d.dzh_co2_pensferm, [enterischCh4], [k('GWP CH4', p.gwpCh4)]);
  // Manure CH4 works on the DS eaten (feed losses are not eaten), the same DS as the enteric CH4 per feed.
  const dsOpgenomen = a('DS opgenomen', b.broeikasgassen.dsOpgenomenKg, 'kg DS', { onderdelen: [...posten, versGras] });
  const ch4Mest = a('CH4 mest', b.broeikasgassen.mestCh4Kg, 'kg CH4', {
    invoer: [inv('organischeMest.vergisting.vergisteMestProcent')],
    constanten: [k('VS-fractie', p.vsFractieVanDsOpname), k('B0', p.b0M3Ch4PerKgVs), k('CH4 per m³', omrekening.ch4KgPerM3), k('MCF drijfmest', p.mcfDrijfmest), k('MCF weide', p.mcfWeide), k('reductie vergisting', p.vergistingCh4Reductie)],
    onderdelen: [dsOpgenomen, weidefractie],
  });
  const mestopsl = perFpcm('dzh_co2_mestopsl', d.dzh_co2_mestopsl, [ch4Mest, stalNh3N, stalOverig], [
    ...gwp, k('lekverlies vergister', p.vergisterCh4Lekfractie), k('N2O vergister', p.vergisterN2oNPerKgN), k('N2O indirect', p.n2oNIndirectNh3),
  ], [inv('organischeMest.vergisting.vergisteMestProcent')]);
  const kalkCo2 = a('CO2 uit kalk', b.broeikasgassen.kalkCo2Kg, 'kg CO2', {
    id: 'bec.kalk-co2',
    invoer: kalkInvoer,
    constanten: [...invoer.bodem.kalk.filter((x) => x.neutraliserendeWaarde === undefined).map((x) => ({ naam: `CO2 ${x.soort}`, waarde: p.co2KalkPerKgProduct.waarden[x.soort], eenheid: p.co2KalkPerKgProduct.eenheid, bron: p.co2KalkPerKgProduct.bron })), k('CO2 per kg CaO (NW)', p.co2KalkPerKgCaoNeutraliserend)],
  });
  const voerprod = perFpcm('dzh_co2_voerprod', d.dzh_co2_voerprod, [aanwendingN, excrWeide, kmgrasN, kmbouwN, beweidNh3N, omgrasN, ombouwN, haVeen, compostKalkN, kalkCo2], [
    ...gwp, k('N2O kunstmest', p.n2oNKunstmest), k('N2O organische mest', p.n2oNOrganischeMest), k('N2O beweiding', p.n2oNBeweiding), k('N2O indirect', p.n2oNIndirectNh3), k('N2O veen', p.n2oNVeenKgPerHa),
  ]);
  const energie = perFpcm('dzh_co2_energie', d.dzh_co2_energie, [], [k('elektriciteit', p.co2Elektriciteit), k('diesel', p.co2Diesel), k('aardgas', p.co2Aardgas)], [
    inv('energie.elektriciteitKwh'), inv('energie.dieselLiter'), inv('energie.aardgasM3'), inv('energie.eigenProductieKwh'),
  ]);
  const aanvoerCo2 = perFpcm('dzh_co2_aanvoer', d.dzh_co2_aanvoer, [], [
    k('aangekocht krachtvoer', p.co2KrachtvoerPerKgProduct),
    k('kunstmest N', p.co2KunstmestPerKgN), k('kunstmest P2O5', p.co2KunstmestPerKgP2o5), k('strooisel', p.co2StrooiselPerKg),
  ], [...postInvoer.krachtvoer, ...postInvoer.ruwvoer, ...postInvoer.overigeVoeders, ...postInvoer.melkproducten, ...footprintInvoer, ...kmInvoer, ...strooiselInvoer]);
  const bg2 = b.broeikasgassen;
  const alloc = a('bkg_alloc_fpcm', d.bkg_alloc_fpcm, '%', { termen: { afgevoerd: { waarde: bg2.allocatie.afgevoerdKgLevendGewicht, eenheid: 'kg' } }, invoer: dierInvoer, constanten: [k('allocatiefactor', p.allocatieFactorVlees)], onderdelen: [fpcm] });
  const allocVlees = a('bkg_alloc_vlees', d.bkg_alloc_vlees, '%', { onderdelen: [alloc] });
  const aanvPost = (naam: DumpfileVariabele, constanten: AfleidingConstante[], invoerLijst: AfleidingInvoer[]) =>
    a(naam, d[naam], 'g CO2-eq/kg FPCM', { invoer: invoerLijst, constanten, onderdelen: [alloc, fpcm] });
  const ef = (naam: string, c: { waarden: Record<string, number>; eenheid: string; bron: string }, sleutel: string): AfleidingConstante => ({ naam, waarde: c.waarden[sleutel], eenheid: c.eenheid, bron: c.bron });
  const co2Aanv = {
    co2_aanv_kvmp: aanvPost('co2_aanv_kvmp', [k('krachtvoer', p.co2KrachtvoerPerKgProduct), ef('melkproducten', p.co2AanvoerPerKgDs, 'melkproducten')], [...postInvoer.krachtvoer, ...postInvoer.melkproducten, ...footprintInvoer.filter((x) => !x.pad.startsWith('overigeVoeders'))]),
    co2_aanv_ovbp: aanvPost('co2_aanv_ovbp', [ef('overige voeders', p.co2AanvoerPerKgDs, 'overigeVoeders')], [...postInvoer.overigeVoeders, ...footprintInvoer.filter((x) => x.pad.startsWith('overigeVoeders'))]),
    co2_aanv_gras: aanvPost('co2_aanv_gras', [ef('graskuil', p.co2AanvoerRuwvoerPerKgDs, 'graskuil')], postInvoer.ruwvoer),
    co2_aanv_mais: aanvPost('co2_aanv_mais', [ef('snijmaïs', p.co2AanvoerRuwvoerPerKgDs, 'snijmais')], postInvoer.ruwvoer),
    co2_aanv_stroo: aanvPost('co2_aanv_stroo', [k('strooisel', p.co2StrooiselPerKg)], strooiselInvoer),
    co2_aanv_mest: aanvPost('co2_aanv_mest', [k('mest', p.co2MestPerTon)], mestPartijInvoer('aanvoer')),
    co2_aanv_gwbm: aanvPost('co2_aanv_gwbm', [k('gewasbescherming', p.co2GewasbeschermingPerKg)], [inv('energie.gewasbeschermingKg')]),
    co2_aanv_water: aanvPost('co2_aanv_water', [k('water', p.co2WaterPerM3)], [inv('energie.waterM3')]),
    co2_aanv_vee: aanvPost('co2_aanv_vee', [k('vee', p.co2VeePerKgLevendGewicht)], dierInvoer),
    co2_aanv_mech: aanvPost('co2_aanv_mech', [k('diesel', p.co2Diesel)], [inv('energie.loonwerkDieselLiter')]),
    co2_aanv_afdek: aanvPost('co2_aanv_afdek', [k('kunststof', p.co2KunststofPerKg)], [inv('energie.kunststofKg')]),
  };
  const n2oPost = (naam: DumpfileVariabele, c: AfleidingConstante, onderdelen: Afleiding[]) =>
    a(naam, d[naam], 'g CO2-eq/kg FPCM', { constanten: [c, k('GWP N2O', p.gwpN2o)], onderdelen: [...onderdelen, alloc, fpcm] });
  const co2Voer = {
    co2_voer_n2o_km: n2oPost('co2_voer_n2o_km', k('N2O kunstmest', p.n2oNKunstmest), [kmgrasN, kmbouwN]),
    co2_voer_n2o_wm: n2oPost('co2_voer_n2o_wm', k('N2O beweiding', p.n2oNBeweiding), [excrWeide]),
    co2_voer_n20_om: n2oPost('co2_voer_n20_om', k('N2O organische mest', p.n2oNOrganischeMest), [aanwendingN]),
    co2_voer_n2o_ve: n2oPost('co2_voer_n2o_ve', k('N2O veen', p.n2oNVeenKgPerHa), [oppTotaal]),
  };
  const bkgTotaal = a('bkg_totaal', d.bkg_totaal, 'kg CO2-eq', { constanten: [k('CO2 ureum', p.co2UreumPerKgN)], onderdelen: [kalkCo2] });
  const co2Totaal = a('dzh_co2_melkprod', d.dzh_co2_melkprod, 'g CO2-eq/kg FPCM', { onderdelen: [pensferm, mestopsl, voerprod, energie, aanvoerCo2] });

  const nh3Ha = a('dzh_nh3_bedrha', d.dzh_nh3_bedrha, 'kg NH3/ha', { onderdelen: [nh3Totaal, oppTotaal] });
  const nh3Gve = a('dzh_nh3_bedrgve', d.dzh_nh3_bedrgve, 'kg NH3/GVE', { onderdelen: [nh3Totaal, gve] });

  // --- Key figures and usage norms ---
  const kg = b.kengetallen;
  const gn = b.gebruiksnormen;
  const jv = a('jvper10mk', d.jvper10mk, 'aantal/10 koeien', { onderdelen: [nkalf, npink, nkoe] });
  const dsKoeien = a('DS-opname melkkoeien', kg.dsOpnameKoeienKg, 'kg DS', { onderdelen: [vemBehoefte] });
  const voereffMelk = a('voereff_melk', d.voereff_melk, 'kg melk/kg DS', { onderdelen: [melkprod, dsKoeien] });
  const voereffFpcm = a('voereff_fpcm', d.voereff_fpcm, 'kg FPCM/kg DS', { onderdelen: [fpcm, dsKoeien] });
  const nh3Ton = a('em_nh3_tonmelk', d.em_nh3_tonmelk, 'kg NH3/ton melk', { onderdelen: [nh3Totaal, melkprod] });
  const nh3StalGve = a('dzh_nh3_stalgve', d.dzh_nh3_stalgve, 'kg NH3/GVE', { onderdelen: [emStal, gve] });
  const overGras = a('over_bod_gras1', d.over_bod_gras1, 'kg N/ha', { onderdelen: [kmgrasN, omgrasN, beweidNh3N, opbGrasN, oppGras] });
  const overMais = a('over_bod_mais1', d.over_bod_mais1, 'kg N/ha', { onderdelen: [kmbouwN, ombouwN, opbMaisN, oppMais] });
  // The numbers the year's classification reads (P-AL + P-CaCl2 from 2021; P-AL and Pw up to 2020).
  const klasseVelden = p.fosfaatklasseIndeling.methode === 'pcacl2-pal' ? ['pAlMgP2o5Per100g', 'pCaCl2MgPPerKg'] : ['pAlMgP2o5Per100g', 'pwMgP2o5PerL'];
  const klasseInvoer = invoer.bodem.analyses.flatMap((_, i) => [inv(`bodem.analyses.${i}.perceelId`), ...klasseVelden.map((v) => inv(`bodem.analyses.${i}.${v}`))]);
  const perceelNaam = (pad: string) => {
    const i = Number(pad.slice(pad.lastIndexOf('.') + 1));
    return percelen[i]?.naam ?? `perceel ${i + 1}`;
  };
  const gebrnorm1 = a('gebrnorm1', d.gebrnorm1, 'kg N', {
    termen: {
      derogatie: { waarde: invoer.bedrijfsgegevens.derogatie ? ' met derogatie' : '' },
      akkerbouw: { waarde: gn.akkerbouwGewassen.map((x) => `${x.gewas ?? 'gewas zonder norm in de rekenkern'} ${String(x.stikstofNormKgPerHa).replace('.', ',')} kg N/ha`).join(', ') || 'geen' },
    },
    invoer: [
      inv('bedrijfsgegevens.regio'),
      inv('bedrijfsgegevens.derogatie'),
      ...perceelHa((x) => x.grondgebruik !== 'natuur'),
      ...percelen.map((_, i) => inv(`percelen.percelen.${i}.grondsoort`)),
      ...gn.akkerbouwGewassen.map((x) => inv(`${x.pad}.gewascode`)),
    ],
    constanten: [
      { naam: 'norm grasland beweiden zand', waarde: p.stikstofnormGraslandBeweiden.waarden.zandNwc, eenheid: p.stikstofnormGraslandBeweiden.eenheid, bron: p.stikstofnormGraslandBeweiden.bron },
      ...gn.akkerbouwGewassen.filter((x) => x.gewas).map((x) => ({ naam: `norm ${x.gewas}`, waarde: x.stikstofNormKgPerHa, eenheid: p.stikstofnormAkkerbouw.eenheid, bron: p.stikstofnormAkkerbouw.bron })),
    ],
  });
  const gebrnorm2 = a('gebrnorm2', d.gebrnorm2, 'kg P2O5', {
    termen: {
      methode: { waarde: p.fosfaatklasseIndeling.methode === 'pcacl2-pal' ? 'P-CaCl2 en P-AL' : `P-AL (grasland) en Pw (bouwland), indeling ${p.jaar}` },
      klassen: { waarde: gn.klassen.map((x) => `${perceelNaam(x.pad)} ${x.klasse} (${x.bron})`).join(', ') || 'geen percelen' },
    },
    invoer: [...klasseInvoer, ...perceelHa((x) => x.grondgebruik !== 'natuur'), ...percelen.flatMap((x, i) => (x.fosfaatklasse !== undefined ? [inv(`percelen.percelen.${i}.fosfaatklasse`)] : []))],
    constanten: [
      ...gn.klassen.map((x) => x.klasse).filter((x, i, alle) => alle.indexOf(x) === i).flatMap((klasse) => [
        { naam: `fosfaatnorm grasland ${klasse}`, waarde: p.fosfaatnormGrasland.waarden[klasse], eenheid: p.fosfaatnormGrasland.eenheid, bron: p.fosfaatnormGrasland.bron },
        { naam: `fosfaatnorm bouwland ${klasse}`, waarde: p.fosfaatnormBouwland.waarden[klasse], eenheid: p.fosfaatnormBouwland.eenheid, bron: p.fosfaatnormBouwland.bron },
      ]),
    ],
  });
  const fosfaatGeneriek = a('fosfaatnorm_hageneriek', d.fosfaatnorm_hageneriek, 'kg P2O5/ha', { onderdelen: [gebrnorm2, oppGras, oppMais] });

  // --- The report's N and P2O5 flows (KengetallenGrafisch, contract rapportage.stromen.ts) ---
  // A flow that IS one quantity of the trace gets a root under its own name; the few flows that are a
  // plain sum of existing nodes get a small sum node. Flows that are differences or need a unit
  // conversion of nodes in kg P (purchased feed, milk for calves, the herd's P2O5 excretion) have none.
  const stroomExcretieN = a('N-excretie graasdieren', ex.excretieTotaalNKg, 'kg N', { id: 'stroom.n.excretie', onderdelen: [excrStal, excrWeide] });
  const stroomStalN = a('N-verliezen stal en opslag', st.totaalNKg, 'kg N', { id: 'stroom.n.verliezen-stal', onderdelen: [stalNh3N, stalOverig] });
  const stroomMestBodemN = a('N dierlijke mest op de bodem', s.bodemAanvoer.mest + s.bodemAanvoer.weidemest, 'kg N', { id: 'stroom.n.mest-bodem', onderdelen: [aanwendingN, excrWeide] });
  const stroomDbmN = a('N uit depositie, binding en mineralisatie', s.bodemAanvoer.depositie + s.bodemAanvoer.binding + s.bodemAanvoer.mineralisatie, 'kg N', { id: 'stroom.n.depositie-binding-mineralisatie', onderdelen: [depositie, binding, mineralisatie] });
  const stroomMestBodemP = a('P2O5 dierlijke mest op de bodem', fb.mest + fb.weidemest, 'kg P2O5', { id: 'stroom.p.mest-bodem', onderdelen: [aanwendingP, weidemestP] });
  const stromen: Partial<Afleidingen> = {
    'stroom.n.excretie': stroomExcretieN,
    'stroom.n.verliezen-stal': stroomStalN,
    'stroom.n.mest-bodem': stroomMestBodemN,
    'stroom.n.compost-kalk': compostKalkN,
    'stroom.n.depositie-binding-mineralisatie': stroomDbmN,
    'stroom.n.gewas': gewasN,
    'stroom.n.eigen-voer': eigenLandN,
    'stroom.p.mest-bodem': stroomMestBodemP,
    'stroom.p.kunstmest': kunstmestP,
    'stroom.p.compost-kalk': compostKalkP,
    'stroom.p.gewas': gewasP,
    // the ration's fresh grass (the closing item of the ration, a report figure of its own)
    'rantsoen.vers-gras': versGras,
  };
  if (k1.mestAfvoer) stromen['stroom.n.afgevoerde-mest'] = k1.mestAfvoer;
  if (k2.mestAfvoer) stromen['stroom.p.afgevoerde-mest'] = k2.mestAfvoer;

  const uit: Partial<Afleidingen> = {
    ...stromen,
    jaartal: a('jaartal', d.jaartal, 'jaar', { invoer: [inv('bedrijfsgegevens.jaar')] }),
    melkprod, nkoe, nkalf, npink, gve_melkvee: gve, opp_totaal: oppTotaal, oppgras: oppGras, oppmais: oppMais,
    fpcmpkoe: a('fpcmpkoe', d.fpcmpkoe, 'kg FPCM/koe', { onderdelen: [fpcm, nkoe] }),
    bkg_prod_fpcm: fpcm, melkpkoe,
    rants_geh_re: rantsRe, rants_geh_vem: rantsVem, rants_geh_p: rantsP, kvper100kgmelk: kvper100,
    melkperha: a('melkperha', d.melkperha, 'kg melk/ha', { onderdelen: [melkprod, oppTotaal] }),
    excr_spec1: excrSpec1, excr_spec2: excrSpec2, excr_forf1: excrForf1, excr_forf2: excrForf2,
    pcvoordeelspec1: a('pcvoordeelspec1', d.pcvoordeelspec1, '%', { onderdelen: [excrForf1, excrSpec1] }),
    pcvoordeelspec2: a('pcvoordeelspec2', d.pcvoordeelspec2, '%', { onderdelen: [excrForf2, excrSpec2] }),
    pctan_excr_mlk: tan, pcuren_mlk_wei: pcuren,
    kring1_bedbal_aantot: k1.aantot, kring1_bedbal_afvtot: k1.afvtot, kring1_bedbal_ovrtot: k1.ovrtot,
    kring1_bedbal_vrlnh3: vrlnh3, kring1_bedbal_vrln2o: vrln2o, kring1_bedbal_vrlnov: vrlnov, kring1_bedbal_ovrbod: ovrbod, kring1_benut_tot: benut1,
    kring2_bedbal_aantot: k2.aantot, kring2_bedbal_afvtot: k2.afvtot, kring2_bedbal_ovrtot: k2.ovrtot, kring2_bedbal_ovrbod: ovrbod2, kring2_benut_tot: benut2,
    verl_bodbal1_ha: bodbal1, verl_bodbal2_ha: bodbal2, benut_n_bod: benutNBod, kring2_benut_bod: benutPBod, efficientie_N: effN, efficientie_P: effP,
    em_nh3_stal: emStal, em_nh3_beweid: emBeweid, em_nh3_omgras: emOmgras, em_nh3_ombouw: emOmbouw, em_nh3_kmgras: emKmgras, em_nh3_kmbouw: emKmbouw,
    dzh_nh3_bedrha: nh3Ha, dzh_nh3_bedrgve: nh3Gve,
    dzh_co2_melkprod: co2Totaal, dzh_co2_pensferm: pensferm, dzh_co2_mestopsl: mestopsl, dzh_co2_voerprod: voerprod, dzh_co2_energie: energie, dzh_co2_aanvoer: aanvoerCo2, ...co2Aanv, ...co2Voer, bkg_totaal: bkgTotaal, bkg_alloc_fpcm: alloc, bkg_alloc_vlees: allocVlees,
    opb_graspr_ds: opbGras, opb_graspr_n: opbGrasN, opb_graspr_p2o5: opbGrasP, opb_mais_ds: opbMais, opb_mais_n: opbMaisN, opb_mais_p2o5: opbMaisP,
    pceigen_n: pceigenN, pceigen_p: pceigenP, pceigen_vem: pceigenVem, dzh_blijgras_aand: blijgras,
    jvper10mk: jv, voereff_melk: voereffMelk, voereff_fpcm: voereffFpcm, em_nh3_tonmelk: nh3Ton, dzh_nh3_stalgve: nh3StalGve,
    over_bod_gras1: overGras, over_bod_mais1: overMais, gebrnorm1, gebrnorm2, fosfaatnorm_hageneriek: fosfaatGeneriek,
  };
  for (const [indicator, variabele] of Object.entries(dashboardBron) as [keyof Dashboard, DumpfileVariabele][]) {
    const bron = uit[variabele] as Afleiding;
    uit[`dashboard.${indicator}`] = a(indicator, bron.waarde, dumpfileEenheden[variabele], { id: `dashboard.${indicator}`, alias: true, onderdelen: [bron] });
  }
  return uit as Afleidingen;
}
