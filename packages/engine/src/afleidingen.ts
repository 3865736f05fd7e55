/**
 * The "waarom dit getal?" trace. Built only on request (`metAfleiding`), from the values the fast
 * path already computed: nothing is recalculated here except the trivial per-ha divisions, so
 * the trace cannot drift from the result. Each node names its formula in words, the input
 * fields and constants it used, and its child values, down to the fields the farmer entered.
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
  const oppTotaal = a('opp_totaal', ha, 'ha', 'Σ oppervlakte van de percelen (grasland + maïs + akkerbouw + natuur)', { invoer: perceelHa(() => true) });
  const oppGras = a('oppgras', b.oppervlakten.graslandHa, 'ha', 'Σ oppervlakte percelen blijvend en tijdelijk grasland', { invoer: perceelHa((x) => x.grondgebruik === 'blijvendGrasland' || x.grondgebruik === 'tijdelijkGrasland') });
  const oppMais = a('oppmais', b.oppervlakten.snijmaisHa, 'ha', 'Σ oppervlakte maïspercelen', { invoer: perceelHa((x) => x.grondgebruik === 'mais') });

  // ha peat per plot (oppervlakten.ts): the plot's soil type.
  const perceelVeen = (pad: string, naam: string | undefined, ha: number, grondsoort: string) =>
    a(`ha veen ${naam ?? pad}`, grondsoort === 'veen' ? ha : 0, 'ha', `oppervlakte als de grondsoort veen is, anders 0 (grondsoort ${grondsoort})`, {
      id: `ha-veen.${pad}`,
      invoer: [inv(`${pad}.oppervlakteHa`), inv(`${pad}.grondsoort`)],
    });
  const haVeen = a('ha veen', b.oppervlakten.perGrondsoort.veen, 'ha', 'Σ per perceel: oppervlakte op veen (grondsoort van het perceel)', {
    onderdelen: percelen.map((x, i) => perceelVeen(`percelen.percelen.${i}`, x.naam, x.oppervlakteHa, x.grondsoort)),
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
  const nkoe = a('nkoe', d.nkoe, 'aantal', 'gemiddeld aantal melkkoeien (categorie 100)', { invoer: [inv('veestapel.melkkoeien.gemiddeldAantal')] });
  const nkalf = a('nkalf', d.nkalf, 'aantal', 'gemiddeld aantal jongvee jonger dan 1 jaar (categorie 101)', { invoer: [inv('veestapel.jongveeJonger1Jaar.gemiddeldAantal')] });
  const npink = a('npink', d.npink, 'aantal', 'gemiddeld aantal jongvee van 1 jaar en ouder (categorie 102)', { invoer: [inv('veestapel.jongveeOuder1Jaar.gemiddeldAantal')] });
  const melkInvoer = [inv('melklevering.geleverd.kg'), inv('melklevering.zelfZuivel.kg'), inv('melklevering.gevoerdAanKalverenKg'), inv('melklevering.overigeProductieKg')];
  const melkprod = a('melkprod', b.melk.melkproductieKg, 'kg melk', 'geleverd + zelfzuivel + gevoerd aan kalveren + overige productie', { invoer: melkInvoer });
  const gehaltenInvoer = [inv('melklevering.geleverd.vetProcent'), inv('melklevering.geleverd.eiwitProcent'), inv('melklevering.zelfZuivel.vetProcent'), inv('melklevering.zelfZuivel.eiwitProcent')];
  const fpcm = a('bkg_prod_fpcm', b.melk.fpcmKg, 'kg FPCM', `kg melk × (0,337 + 0,116 × vet% + 0,06 × eiwit%), met vet ${b.melk.vetProcent.toFixed(2)}% en eiwit ${b.melk.eiwitProcent.toFixed(2)}% (kg-gewogen)`, {
    invoer: gehaltenInvoer,
    constanten: [k('basis', fpcmFormule.basis), k('factor vet', fpcmFormule.vet), k('factor eiwit', fpcmFormule.eiwit)],
    onderdelen: [melkprod],
  });
  const melkpkoe = a('melkpkoe', d.melkpkoe, 'kg melk/koe', 'melkproductie / gemiddeld aantal melkkoeien', { onderdelen: [melkprod, nkoe] });

  // --- Feed ---
  const voerverlies = (v: Voerpost) => ({ naam: 'voerverlies', waarde: v.verliesFractie, eenheid: 'fractie', bron: v.groep === 'graskuil' || v.groep === 'hooi' || v.groep === 'snijmais' || v.groep === 'overigRuwvoer' ? p.voerverliesRuwvoer.bron : p.voerverliesKrachtvoer.bron });
  const postNode = (v: Voerpost): Afleiding => {
    const product = v.groep === 'krachtvoer' || v.groep === 'overigeVoeders' || v.groep === 'melkproducten';
    const velden = product ? ['beginvoorraadKg', 'aanvoerKg', 'eindvoorraadKg', 'dsGPerKg'] : ['beginvoorraadKgDs', 'aanlegKgDs', 'eindvoorraadKgDs', 'verkoopKgDs'];
    return a(`verbruik ${v.naam}`, v.verbruikKgDs, 'kg DS', product ? 'max(0, beginvoorraad + aanvoer − eindvoorraad) × DS-gehalte' : 'max(0, beginvoorraad + aanleg − eindvoorraad − verkoop)', {
      id: `verbruik.${v.pad}`,
      invoer: [...velden, 'vemPerKgDs', 'reGPerKgDs', 'pGPerKgDs'].map((veld) => inv(`${v.pad}.${veld}`)),
      constanten: [voerverlies(v)],
    });
  };
  const posten = b.voerposten.map(postNode);
  const vb = b.vemBehoefte;
  const vemBehoefte = a('VEM-behoefte', vb.totaal, 'VEM', `onderhoud + melk + voederniveaucorrectie + jeugdgroei + dracht + weidetoeslag + jongvee + overige graasdieren (${vb.stelsel})`, {
    onderdelen: [
      a('onderhoud', vb.onderhoud, 'VEM', `aantal koeien × 42,4 × lichaamsgewicht^0,75 × rasfactor × (lactatiedagen × (1 + toeslag lacterend + beweging loopstal) + droogstanddagen × (1 + toeslag droog)) (lichaamsgewicht ${vb.lichaamsgewichtKg} kg)`, {
        id: 'vem-behoefte.onderhoud',
        invoer: [inv('veestapel.melkkoeien.gemiddeldAantal'), inv('veestapel.melkkoeien.lichaamsgewichtKg', vb.lichaamsgewichtKg), inv('veestapel.melkkoeien.ras'), inv('veestapel.melkkoeien.staltype')],
        constanten: [k('onderhoud', p.vemOnderhoudPerKgMetabolischGewicht), k('toeslag lacterend', p.vemOnderhoudToeslagLacterend), k('toeslag droog', p.vemOnderhoudToeslagDroog), k('beweging loopstal', p.vemBewegingToeslagLoopstal), k('lactatiedagen', p.lactatieDagenPerJaar), k('droogstanddagen', p.droogstandDagenPerJaar), k(`rasfactor ${invoer.veestapel.melkkoeien.ras}`, { waarde: p.rasfactorVem.waarden[invoer.veestapel.melkkoeien.ras], eenheid: p.rasfactorVem.eenheid, bron: p.rasfactorVem.bron })],
      }),
      a('melk', vb.melk, 'VEM', 'kg FPCM × VEM per kg FPCM', { id: 'vem-behoefte.melk', constanten: [k('VEM per kg FPCM', p.vemPerKgFpcm)], onderdelen: [fpcm] }),
      a('voederniveaucorrectie', vb.voederniveauCorrectie, 'VEM', `(onderhoud lacterend + melk) × (FPCM per koe per lactatiedag ${vb.fpcmPerKoePerLactatieDag.toFixed(1)} − drempel) × correctie`, { id: 'vem-behoefte.voederniveaucorrectie', constanten: [k('correctie', p.vemVoederniveauCorrectie), k('drempel', p.vemVoederniveauDrempelKgFpcmPerDag)], onderdelen: [fpcm] }),
      a('jeugdgroei', vb.jeugdgroei, 'VEM', 'aantal koeien × lactatiedagen × toeslag per koe per lactatiedag', { id: 'vem-behoefte.jeugdgroei', invoer: [inv('veestapel.melkkoeien.gemiddeldAantal')], constanten: [k('jeugdgroei', p.vemJeugdgroeiPerKoePerLactatieDag)] }),
      a('dracht', vb.dracht, 'VEM', 'aantal koeien × drachtigheidstoeslag', { id: 'vem-behoefte.dracht', invoer: [inv('veestapel.melkkoeien.gemiddeldAantal')], constanten: [k('dracht', p.vemDrachtPerKoePerJaar)] }),
      a('weidetoeslag', vb.weidetoeslag, 'VEM', 'aantal koeien × onderhoud per dag × (1 + beweging loopstal) × (dagen onbeperkt × toeslag onbeperkt + dagen beperkt × toeslag beperkt)', {
        id: 'vem-behoefte.weidetoeslag',
        invoer: [inv('beweiding.melkkoeien.dagenOnbeperkt'), inv('beweiding.melkkoeien.dagenBeperkt')],
        constanten: [k('onbeperkt', p.weidetoeslagOnbeperktFractieOnderhoud), k('beperkt', p.weidetoeslagBeperktFractieOnderhoud)],
      }),
      a('jongvee <1 jaar', vb.jongveeJonger1Jaar, 'VEM', 'aantal × VEM per dier per jaar', { id: 'vem-behoefte.jongvee-jonger-1-jaar', invoer: [inv('veestapel.jongveeJonger1Jaar.gemiddeldAantal')], constanten: [k('VEM jongvee <1 jaar', p.vemJongveeJonger1JaarPerDierPerJaar)] }),
      a('jongvee ≥1 jaar', vb.jongveeOuder1Jaar, 'VEM', 'aantal × VEM per dier per jaar', { id: 'vem-behoefte.jongvee-ouder-1-jaar', invoer: [inv('veestapel.jongveeOuder1Jaar.gemiddeldAantal')], constanten: [k('VEM jongvee ≥1 jaar', p.vemJongveeOuder1JaarPerDierPerJaar)] }),
      a('overige graasdieren', vb.overigeGraasdieren, 'VEM', 'Σ aantal × VEM per dier per jaar', {
        id: 'vem-behoefte.overige-graasdieren',
        invoer: invoer.veestapel.overigeGraasdieren.flatMap((_, i) => [inv(`veestapel.overigeGraasdieren.${i}.soort`), inv(`veestapel.overigeGraasdieren.${i}.gemiddeldAantal`)]),
        constanten: invoer.veestapel.overigeGraasdieren.map((dier) => ({ naam: `VEM ${dier.soort}`, waarde: p.vemOverigGraasdierPerDierPerJaar.waarden[dier.soort], eenheid: p.vemOverigGraasdierPerDierPerJaar.eenheid, bron: p.vemOverigGraasdierPerDierPerJaar.bron })),
      }),
    ],
  });
  const g = b.versGras;
  const versGras = a('vers gras', g.kgDs, 'kg DS', 'max(0, VEM-behoefte − Σ verbruik × (1 − voerverlies) × VEM) / VEM per kg DS vers gras', {
    invoer: [inv('beweiding.versGras.vemPerKgDs', g.vemPerKgDs), inv('beweiding.versGras.reGPerKgDs', g.reGPerKgDs), inv('beweiding.versGras.pGPerKgDs', g.pGPerKgDs)],
    onderdelen: [vemBehoefte, ...posten],
  });
  const r = b.rantsoen;
  const rantsoenDelen = [...posten, versGras];
  const rantsVem = a('rants_geh_vem', r.vemPerKgDs, 'VEM/kg DS', 'Σ kg DS × VEM / Σ kg DS (alle verbruikte voeders incl. vers gras)', { onderdelen: rantsoenDelen });
  const rantsRe = a('rants_geh_re', r.reGPerKgDs, 'g RE/kg DS', 'Σ kg DS × RE / Σ kg DS (alle verbruikte voeders incl. vers gras)', { onderdelen: rantsoenDelen });
  const rantsP = a('rants_geh_p', r.pGPerKgDs, 'g P/kg DS', 'Σ kg DS × P / Σ kg DS (alle verbruikte voeders incl. vers gras)', { onderdelen: rantsoenDelen });
  const kvPosten = b.voerposten.map((v, i) => (v.groep === 'krachtvoer' ? posten[i] : null)).filter((x): x is Afleiding => x !== null);
  const kvper100 = a('kvper100kgmelk', d.kvper100kgmelk, 'kg krachtvoer/100 kg melk', 'Σ verbruik krachtvoer (kg product) / melkproductie × 100', { onderdelen: [...kvPosten, melkprod] });

  // --- BEX ---
  const ex = b.excretie;
  const rantsoenN = a('N in verbruikt voer', r.nKg, 'kg N', 'Σ kg DS × RE / 6,25 / 1000', { constanten: [k('RE per N', omrekening.rePerN)], onderdelen: rantsoenDelen });
  const rantsoenP = a('P in verbruikt voer', r.pKg, 'kg P', 'Σ kg DS × P / 1000', { onderdelen: rantsoenDelen });
  const opnameN = a('N-opname', ex.opnameNKg, 'kg N', 'N in verbruikt voer (incl. voerverliezen) + N in melk gevoerd aan kalveren', { invoer: [inv('melklevering.gevoerdAanKalverenKg')], onderdelen: [rantsoenN] });
  const opnameP = a('P-opname', ex.opnamePKg, 'kg P', 'P in verbruikt voer (incl. voerverliezen) + P in melk gevoerd aan kalveren', { invoer: [inv('melklevering.gevoerdAanKalverenKg')], onderdelen: [rantsoenP] });
  const melkN = a('N in melk', ex.vastleggingMelkNKg, 'kg N', 'melkproductie × eiwit% / 100 / 6,38', { invoer: [inv('melklevering.geleverd.eiwitProcent')], constanten: [k('eiwit per N', omrekening.melkeiwitPerN)], onderdelen: [melkprod] });
  const melkP = a('P in melk', ex.vastleggingMelkPKg, 'kg P', 'melkproductie × fosfor (mg/100 g) / 100.000', { invoer: [inv('melklevering.geleverd.fosforMgPer100g', b.melk.fosforMgPer100g)], onderdelen: [melkprod] });
  const dierInvoer = [
    ...invoer.veestapel.aanvoer.flatMap((_, i) => [inv(`veestapel.aanvoer.${i}.aantal`), inv(`veestapel.aanvoer.${i}.gewichtKgPerDier`)]),
    ...invoer.veestapel.afvoer.flatMap((_, i) => [inv(`veestapel.afvoer.${i}.aantal`), inv(`veestapel.afvoer.${i}.gewichtKgPerDier`)]),
  ];
  const dierN = a('N-vastlegging dieren', ex.vastleggingDierenNKg, 'kg N', '(kg levend gewicht afgevoerd − aangevoerd) × g N per kg / 1000', { invoer: dierInvoer, constanten: [k('N per kg levend gewicht', p.nGPerKgLevendGewicht)] });
  const dierP = a('P-vastlegging dieren', ex.vastleggingDierenPKg, 'kg P', '(kg levend gewicht afgevoerd − aangevoerd) × g P per kg / 1000', { invoer: dierInvoer, constanten: [k('P per kg levend gewicht', p.pGPerKgLevendGewicht)] });
  const overigeInvoer = invoer.veestapel.overigeGraasdieren.flatMap((_, i) => [inv(`veestapel.overigeGraasdieren.${i}.gemiddeldAantal`), inv(`veestapel.overigeGraasdieren.${i}.excretieNKgPerDier`), inv(`veestapel.overigeGraasdieren.${i}.excretieP2o5KgPerDier`)]);
  const excrMelkveeN = a('N-excretie melkvee (bruto)', ex.excretieMelkveeNKg, 'kg N', 'N-opname − N in melk − N-vastlegging dieren − excretie overige graasdieren (forfait)', { invoer: overigeInvoer, onderdelen: [opnameN, melkN, dierN] });
  const excrMelkveeP = a('P-excretie melkvee', ex.excretieMelkveePKg, 'kg P', 'P-opname − P in melk − P-vastlegging dieren − excretie overige graasdieren (forfait)', { invoer: overigeInvoer, onderdelen: [opnameP, melkP, dierP] });
  const weideInvoer = [
    inv('beweiding.melkkoeien.dagenBeperkt'), inv('beweiding.melkkoeien.urenPerDagBeperkt'), inv('beweiding.melkkoeien.dagenOnbeperkt'), inv('beweiding.melkkoeien.urenPerDagOnbeperkt'),
    inv('beweiding.jongvee.weidedagenJonger1Jaar'), inv('beweiding.jongvee.weidedagenOuder1Jaar'),
  ];
  const pcuren = a('pcuren_mlk_wei', d.pcuren_mlk_wei, '%', '(dagen beperkt × uren + dagen onbeperkt × uren) / 8.760 × 100', { invoer: weideInvoer.slice(0, 4) });
  const weidefractie = a('weidefractie melkvee', ex.weidefractie, 'fractie', 'VEM-gewogen aandeel van de tijd in de wei van koeien, jongvee <1 en ≥1 jaar', { invoer: weideInvoer, onderdelen: [pcuren, vemBehoefte] });
  const excrWeide = a('N-excretie in de wei', ex.excretieWeideNKg, 'kg N', 'max(0, N-excretie melkvee) × weidefractie', { onderdelen: [excrMelkveeN, weidefractie] });
  const excrStal = a('N-excretie in de stal', ex.excretieStalNKg, 'kg N', 'N-excretie alle graasdieren − N-excretie in de wei', { onderdelen: [excrMelkveeN, excrWeide] });
  const tan = a('pctan_excr_mlk', d.pctan_excr_mlk, '%', '(N-opname × VCRE − N vastgelegd) / N-excretie × 100, begrensd op 0–100%', { constanten: [k('VCRE', p.vcre)], onderdelen: [opnameN, melkN, dierN] });
  const st = b.ammoniak.stal;
  const tanOpslag = a('TAN-mineralisatie in de opslag', st.tanMineralisatieOpslagKg, 'kg N', 'N-excretie stal × min(10%, organisch deel)', { constanten: [k('mineralisatie opslag', p.mineralisatieOpslagFractieN)], onderdelen: [excrStal] });
  const efStalNaam = st.ravCode ? `EF RAV ${st.ravCode}` : `EF ${invoer.veestapel.melkkoeien.staltype}`;
  const stalNh3N = a('NH3-N stal en opslag melkvee', st.nh3NKg, 'kg N', `(N-excretie stal × TAN-aandeel + mineralisatie in de opslag) × ${efStalNaam}${st.ravCode ? ' (EF ligboxenstal × EF_Rav(code) / EF_Rav(A 1.100))' : ''} × (1 − reductie mestadditief)`, {
    invoer: [inv('veestapel.melkkoeien.staltype'), inv('veestapel.melkkoeien.ravCode'), inv('veestapel.mestadditiefNh3ReductieProcent')],
    constanten: [
      { naam: efStalNaam, waarde: st.emissiefactor, eenheid: p.emissiefactorStalFractieTan.eenheid, bron: p.emissiefactorStalFractieTan.bron },
      ...(st.ravCode ? [{ naam: `RAV ${st.ravCode} / A 1.100`, waarde: p.ravEmissiefactorMelkvee.waarden[st.ravCode as 'A 1.100'] / p.ravEmissiefactorMelkvee.waarden['A 1.100'], eenheid: '-', bron: p.ravEmissiefactorMelkvee.bron }] : []),
    ],
    onderdelen: [excrStal, tan, tanOpslag],
  });
  const stalOverig = a('N2O-, NO- en N2-N stal en opslag', st.n2oNKg + st.noNKg + st.n2NKg, 'kg N', 'N-excretie stal × (N2O + NO + N2 fracties)', {
    constanten: [k('N2O-N', p.n2oNStalFractieN), k('NO-N', p.noNStalFractieN), k('N2-N', p.n2NStalFractieN)],
    onderdelen: [excrStal],
  });
  const sd = b.ammoniak.staldieren;
  const ivInvoer = ['voerAanvoerKgN', 'dierenAanvoerKgN', 'dierenAfvoerKgN'].map((v) => inv(`intensieveVeehouderij.${v}`));
  const staldierenNh3 = a('NH3-N staldieren', sd.nh3NKg, 'kg N', 'max(0, stalbalans N) × TAN-aandeel (tabel 3.12) × EF stal', {
    invoer: [...ivInvoer, ...invoer.intensieveVeehouderij.categorieen.flatMap((_, i) => [inv(`intensieveVeehouderij.categorieen.${i}.soort`), inv(`intensieveVeehouderij.categorieen.${i}.gemiddeldAantal`)])],
    constanten: [k('EF stal staldieren', p.emissiefactorStalStaldierenFractieTan)],
  });
  const excrSpec1 = a('excr_spec1', d.excr_spec1, 'kg N', 'N-excretie melkvee (bruto) − gasvormige N-verliezen stal en opslag (aandeel melkvee)', { onderdelen: [excrMelkveeN, stalNh3N, stalOverig] });
  const excrSpec2 = a('excr_spec2', d.excr_spec2, 'kg P2O5', 'P-excretie melkvee × 2,291', { constanten: [k('P2O5 per P', omrekening.p2o5PerP)], onderdelen: [excrMelkveeP] });
  const bio = invoer.bedrijfsgegevens.biologisch;
  const forfaitInvoer = [inv('bedrijfsgegevens.biologisch'), inv('veestapel.melkkoeien.gemiddeldAantal'), inv('veestapel.jongveeJonger1Jaar.gemiddeldAantal'), inv('veestapel.jongveeOuder1Jaar.gemiddeldAantal')];
  const excrForf1 = a('excr_forf1', d.excr_forf1, 'kg N', bio ? 'koeien × forfait biologisch + jongvee × forfait biologisch' : 'koeien × (124,0 + 0,008 × (melk per koe − 9.500) + N per ureumeenheid × (ureum − 22)) + jongvee <1 × forfait + jongvee ≥1 × forfait', {
    herkomst: 'forfait',
    invoer: bio ? forfaitInvoer : [...forfaitInvoer, inv('melklevering.geleverd.ureumMgPer100ml')],
    constanten: bio
      ? [k('koe biologisch', p.forfaitBiologischKoeN), k('jongvee <1 biologisch', p.forfaitBiologischJongveeJonger1JaarN), k('jongvee ≥1 biologisch', p.forfaitBiologischJongveeOuder1JaarN)]
      : [k('koe bij 9.500 kg', p.forfaitKoeNBij9500Kg), k('per kg melk', p.forfaitKoeNPerKgMelk), k('ureum basis', p.forfaitKoeUreumBasis), k('N per ureumeenheid', p.forfaitKoeNPerUreum), k('jongvee <1 jaar', p.forfaitJongveeJonger1JaarN), k('jongvee ≥1 jaar', p.forfaitJongveeOuder1JaarN)],
    onderdelen: [melkpkoe],
  });
  const excrForf2 = a('excr_forf2', d.excr_forf2, 'kg P2O5', 'koeien × (44,6 + 0,00288 × (melk per koe − 9.500)) + jongvee <1 × forfait + jongvee ≥1 × forfait', {
    herkomst: 'forfait',
    invoer: forfaitInvoer,
    constanten: [k('koe bij 9.500 kg', p.forfaitKoeP2o5Bij9500Kg), k('per kg melk', p.forfaitKoeP2o5PerKgMelk), k('jongvee <1 jaar', p.forfaitJongveeJonger1JaarP2o5), k('jongvee ≥1 jaar', p.forfaitJongveeOuder1JaarP2o5)],
    onderdelen: [melkpkoe],
  });

  // --- Ammonia ---
  const beweidNh3N = a('NH3-N beweiding', b.ammoniak.beweidingNh3NKg, 'kg N', `N-excretie in de wei × EF; EF (%) = 2,717e-5 × (RE rantsoen weideseizoen ${b.ammoniak.beweidingRantsoenReGPerKgDs.toFixed(1)} g/kg DS / 6,25)^3,389 = ${b.ammoniak.beweidingEfProcent.toFixed(3)}%`, {
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
  const aanwendingN = a('N mestaanwending', m.aanwendingNKg, 'kg N', 'netto N stalmest + N staldieren + N strooisel + N co-substraat + N-aanvoer − N-afvoer + N-beginvoorraad − N-eindvoorraad', {
    invoer: [...mestInvoer, ...strooiselInvoer, ...coInvoer],
    constanten: [...new Set([...invoer.organischeMest.aanvoer, ...invoer.organischeMest.afvoer, ...invoer.organischeMest.beginvoorraad, ...invoer.organischeMest.eindvoorraad].map((m2) => m2.mestcode))]
      .filter((code) => code in p.mestForfaitNKgPerTon.waarden)
      .map((code) => ({ naam: `forfait N mestcode ${code}`, waarde: p.mestForfaitNKgPerTon.waarden[code], eenheid: p.mestForfaitNKgPerTon.eenheid, bron: p.mestForfaitNKgPerTon.bron })),
    onderdelen: [excrStal, stalNh3N, stalOverig, staldierenNh3],
  });
  const tanMest = a('TAN-aandeel mest', m.tanAandeelMest, 'kg TAN/kg N', 'TAN-stalmest / netto N stalmest (aan- en afgevoerde mest met hetzelfde aandeel)', { onderdelen: [tan, stalNh3N, stalOverig] });
  const toedieningInvoer = invoer.organischeMest.verbruik.toedieningen.flatMap((_, i) => ['gebruiktOp', 'mestcode', 'hoeveelheid', 'eenheid', 'techniek'].map((v) => inv(`organischeMest.verbruik.toedieningen.${i}.${v}`)));
  const aandeelGras = a('aandeel grasland', m.aandeelGrasland, 'fractie', 'ingevuld aandeel, anders N (forfait × ton) van de toedieningen op grasland / alle toedieningen, anders oppervlakte grasland / (grasland + snijmaïs + akkerbouw)', { invoer: [inv('organischeMest.verbruik.aandeelGraslandProcent', m.aandeelGrasland * 100), ...toedieningInvoer], onderdelen: [oppGras, oppMais] });
  const tg = m.techniekGrasland;
  const tb = m.techniekBouwland;
  const omgrasN = a('NH3-N mestaanwending grasland', m.nh3NGraslandKg, 'kg N', `max(0, N mestaanwending) × TAN-aandeel × aandeel grasland × EF ${tg}`, {
    invoer: [inv('organischeMest.verbruik.techniekGrasland'), ...toedieningInvoer],
    constanten: [{ naam: `EF ${tg}`, waarde: m.efGrasland, eenheid: p.emissiefactorAanwendingGrasland.eenheid, bron: p.emissiefactorAanwendingGrasland.bron }],
    onderdelen: [aanwendingN, tanMest, aandeelGras],
  });
  const ombouwN = a('NH3-N mestaanwending bouwland', m.nh3NBouwlandKg, 'kg N', `max(0, N mestaanwending) × TAN-aandeel × (1 − aandeel grasland) × EF ${tb}`, {
    invoer: [inv('organischeMest.verbruik.techniekBouwland'), ...toedieningInvoer],
    constanten: [{ naam: `EF ${tb}`, waarde: m.efBouwland, eenheid: p.emissiefactorAanwendingBouwland.eenheid, bron: p.emissiefactorAanwendingBouwland.bron }],
    onderdelen: [aanwendingN, tanMest, aandeelGras],
  });
  const kmInvoer = invoer.kunstmest.producten.flatMap((_, i) =>
    ['beginvoorraadKg', 'aanvoerKg', 'eindvoorraadKg', 'nAmmoniumGPerKg', 'nNitraatGPerKg', 'nUreumGPerKg', 'p2o5GPerKg', 'verdeling', 'soort'].map((v) => inv(`kunstmest.producten.${i}.${v}`)),
  );
  const kmConst = [k('EF ammonium-N', p.emissiefactorKunstmestAmmonium), k('EF nitraat-N', p.emissiefactorKunstmestNitraat), k('EF ureum-N', p.emissiefactorKunstmestUreum), ...invoer.kunstmest.producten.filter((m) => m.soort).map((m) => ({ naam: `EF ${m.soort}`, waarde: p.emissiefactorKunstmestPerSoort.waarden[m.soort!], eenheid: p.emissiefactorKunstmestPerSoort.eenheid, bron: p.emissiefactorKunstmestPerSoort.bron }))];
  const km = b.ammoniak.kunstmest;
  const kmgrasN = a('NH3-N kunstmest grasland', km.nh3NGraslandKg, 'kg N', 'Σ verbruik × (N × EF soort, of zonder soort: ammonium-N × EF + nitraat-N × EF + ureum-N × EF) × aandeel grasland', { invoer: kmInvoer, constanten: kmConst, onderdelen: [oppGras] });
  const kmbouwN = a('NH3-N kunstmest bouwland', km.nh3NBouwlandKg, 'kg N', 'Σ verbruik × (N × EF soort, of zonder soort: ammonium-N × EF + nitraat-N × EF + ureum-N × EF) × aandeel snijmaïs + akkerbouw', { invoer: kmInvoer, constanten: kmConst, onderdelen: [oppMais] });
  const alsNh3 = (naam: string, waarde: number, bron: Afleiding[]) => a(naam, waarde, 'kg NH3', 'kg NH3-N × 17/14', { constanten: [k('NH3 per N', omrekening.nh3PerN)], onderdelen: bron });
  const emStal = alsNh3('em_nh3_stal', d.em_nh3_stal, [stalNh3N, staldierenNh3]);
  const emBeweid = alsNh3('em_nh3_beweid', d.em_nh3_beweid, [beweidNh3N]);
  const emOmgras = alsNh3('em_nh3_omgras', d.em_nh3_omgras, [omgrasN]);
  const emOmbouw = alsNh3('em_nh3_ombouw', d.em_nh3_ombouw, [ombouwN]);
  const emKmgras = alsNh3('em_nh3_kmgras', d.em_nh3_kmgras, [kmgrasN]);
  const emKmbouw = alsNh3('em_nh3_kmbouw', d.em_nh3_kmbouw, [kmbouwN]);
  const nh3Delen = [emStal, emBeweid, emOmgras, emOmbouw, emKmgras, emKmbouw];
  const nh3Totaal = a('NH3 totaal', b.ammoniak.totaalNh3NKg * nh3, 'kg NH3', 'stal en opslag + beweiding + mestaanwending + kunstmest', { onderdelen: nh3Delen });
  const gveInvoer = [inv('veestapel.melkkoeien.gemiddeldAantal'), inv('veestapel.jongveeJonger1Jaar.gemiddeldAantal'), inv('veestapel.jongveeOuder1Jaar.gemiddeldAantal'), ...invoer.veestapel.overigeGraasdieren.map((_, i) => inv(`veestapel.overigeGraasdieren.${i}.gemiddeldAantal`))];
  const gve = a('gve_melkvee', b.gve, 'GVE', 'Σ aantal × GVE per dier', { invoer: gveInvoer, constanten: [{ naam: 'GVE per dier', waarde: p.gvePerDier.waarden.melkkoe, eenheid: p.gvePerDier.eenheid, bron: p.gvePerDier.bron }] });

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
        .map(([post, w]) => a(`${soort} ${post}`, w, eenheid, `${soort} ${post} (hoeveelheid × gehalte)`, { id: `${kring}.${soort}.${post}`, invoer: postInvoer[post] ?? [] }));
    const aantot = a(`${kring}_bedbal_aantot`, perHa(bal.aanvoerTotaal), eenheidHa, 'Σ aanvoer / ha', { onderdelen: [...posts(bal.aanvoer, 'aanvoer'), oppTotaal] });
    const afvoerPosten = posts(bal.afvoer, 'afvoer');
    const afvtot = a(`${kring}_bedbal_afvtot`, perHa(bal.afvoerTotaal), eenheidHa, 'Σ afvoer / ha', { onderdelen: [...afvoerPosten, oppTotaal] });
    const mutatie = a('voorraadmutatie', bal.voorraadmutatieTotaal, eenheid, 'Σ (eindvoorraad − beginvoorraad) van voer, kunstmest, strooisel en mest', { id: `${kring}.voorraadmutatie`, onderdelen: posts(bal.voorraadmutatie, 'voorraadmutatie') });
    const ovrtot = a(`${kring}_bedbal_ovrtot`, perHa(bal.overschot), eenheidHa, '(aanvoer − afvoer − voorraadmutatie) / ha', { onderdelen: [aantot, afvtot, mutatie, oppTotaal] });
    // the manure sold (a report flow, "Mest → Afgevoerde mest"); absent when nothing was sold
    const mestAfvoer = afvoerPosten.find((x) => x.id === `${kring}.afvoer.organischeMest`);
    return { aantot, afvtot, ovrtot, mestAfvoer };
  };
  const k1 = balansNodes('kring1');
  const k2 = balansNodes('kring2');
  const vrlnh3 = a('kring1_bedbal_vrlnh3', d.kring1_bedbal_vrlnh3, 'kg N/ha', 'Σ NH3-N (stal, beweiding, mestaanwending, kunstmest) / ha', { onderdelen: [stalNh3N, staldierenNh3, beweidNh3N, omgrasN, ombouwN, kmgrasN, kmbouwN, oppTotaal] });
  const bg = b.bodemGas;
  const bodemN2o = a('N2O-N uit de bodem', bg.n2oN.totaal, 'kg N', 'kunstmest-N × EF + N mestaanwending × EF + N-excretie in de wei × EF + ha veen × N2O-N per ha', {
    invoer: veenInvoer,
    constanten: [k('N2O kunstmest', p.n2oNKunstmest), k('N2O organische mest', p.n2oNOrganischeMest), k('N2O beweiding', p.n2oNBeweiding), k('N2O veen', p.n2oNVeenKgPerHa)],
    onderdelen: [aanwendingN, excrWeide, kmgrasN, kmbouwN],
  });
  const bodemNo = a('NO-N uit de bodem', bg.noNKg, 'kg N', '(kunstmest-N + N mestaanwending + N-excretie in de wei) × EF NO', { constanten: [k('NO-N bodem', p.noNBodemFractieN)], onderdelen: [aanwendingN, excrWeide, kmgrasN, kmbouwN] });
  const vrln2o = a('kring1_bedbal_vrln2o', d.kring1_bedbal_vrln2o, 'kg N/ha', '(N2O-N uit stal en opslag + N2O-N uit de bodem) / ha', { constanten: [k('N2O-N stal', p.n2oNStalFractieN)], onderdelen: [excrStal, bodemN2o, oppTotaal] });
  const vrlnov = a('kring1_bedbal_vrlnov', d.kring1_bedbal_vrlnov, 'kg N/ha', '(NO-N + N2-N uit stal en opslag + NO-N uit de bodem) / ha', { constanten: [k('NO-N', p.noNStalFractieN), k('N2-N', p.n2NStalFractieN)], onderdelen: [excrStal, bodemNo, oppTotaal] });
  const ovrbod = a('kring1_bedbal_ovrbod', d.kring1_bedbal_ovrbod, 'kg N/ha', 'bedrijfsoverschot (aanvoer incl. depositie, binding en mineralisatie) − NH3-N − N2O-N − overige gasvormige N', { onderdelen: [k1.ovrtot, vrlnh3, vrln2o, vrlnov] });
  const s = b.stikstof;
  const depositie = a('depositie', s.depositieKg, 'kg N', 'depositie per ha × oppervlakte', { invoer: [inv('bedrijfsgegevens.depositieKgNPerHa', s.depositieKgNPerHa)], constanten: [k('depositie', p.depositieKgNPerHa)], onderdelen: [oppTotaal] });
  const binding = a('binding', s.bindingKg, 'kg N', 'Σ ha × klaver% × binding per % + ha vlinderbloemigen × binding', {
    invoer: [...klaverInvoer, ...invoer.akkerbouw.gewassen.map((_, i) => inv(`akkerbouw.gewassen.${i}.vlinderbloemig`))],
    constanten: [k('klaver', p.bindingKlaverKgNPerHaPerProcent), k('vlinderbloemig', p.bindingVlinderbloemigKgNPerHa)],
  });
  const mineralisatie = a('mineralisatie', s.mineralisatieKg, 'kg N', 'ha veen × netto mineralisatie veen', { constanten: [k('mineralisatie veen', p.mineralisatieVeenKgNPerHa)], onderdelen: [haVeen] });
  const bodbal1 = a('verl_bodbal1_ha', d.verl_bodbal1_ha, 'kg N/ha', 'gelijk aan kring1_bedbal_ovrbod: bedrijfsoverschot incl. depositie, binding en mineralisatie − alle gasvormige N-verliezen (BIN/CBS-definitie)', { onderdelen: [ovrbod, depositie, binding, mineralisatie] });
  const bodbal2 = a('verl_bodbal2_ha', d.verl_bodbal2_ha, 'kg P2O5/ha', 'bedrijfsoverschot P2O5 / ha (geen gasvormige verliezen of depositie)', { onderdelen: [k2.ovrtot] });
  const ovrbod2 = a('kring2_bedbal_ovrbod', d.kring2_bedbal_ovrbod, 'kg P2O5/ha', 'bedrijfsoverschot P2O5 / ha', { onderdelen: [k2.ovrtot] });

  // --- Crops (phosphorus trail) and own land ---
  const fs = b.gewas.fosforspoor;
  const eigenPosten = b.voerposten.map((v, i) => (v.herkomst === 'eigen' ? posten[i] : null)).filter((x): x is Afleiding => x !== null);
  const fosforspoor = a('P van eigen land (fosforspoor)', fs.eigenLandPKg, 'kg P', 'P-opname − P in verbruikt aangekocht voer − P in kalvermelk + P-voorraadmutatie eigen ruwvoer + P in verkocht eigen ruwvoer', {
    onderdelen: [opnameP, a('P verbruikt aangekocht voer', fs.aangekochtVerbruikPKg, 'kg P', 'Σ verbruik × P van aangekochte voeders', { onderdelen: posten.filter((_, i) => b.voerposten[i].herkomst === 'aankoop') }), ...eigenPosten],
  });
  const gr = b.gewas.grasland;
  const opbGras = a('opb_graspr_ds', d.opb_graspr_ds, 'kg DS/ha', `(vers gras + aanleg eigen graskuil/hooi) × fosforspoorfactor ${fs.factor.toFixed(3)} / ha grasland; P-deel ${(gr.pKg).toFixed(1)} kg P van het fosforspoor`, { onderdelen: [fosforspoor, versGras, ...eigenPosten, oppGras] });
  const opbGrasN = a('opb_graspr_n', d.opb_graspr_n, 'kg N/ha', 'N in vers gras + aanleg eigen graskuil/hooi / ha grasland', { onderdelen: [opbGras] });
  const opbGrasP = a('opb_graspr_p2o5', d.opb_graspr_p2o5, 'kg P2O5/ha', 'P in vers gras + aanleg eigen graskuil/hooi × 2,291 / ha grasland', { onderdelen: [opbGras] });
  const opbMais = a('opb_mais_ds', d.opb_mais_ds, 'kg DS/ha', 'aanleg eigen snijmaïs / ha snijmaïs', { onderdelen: [fosforspoor, ...eigenPosten, oppMais] });
  const opbMaisN = a('opb_mais_n', d.opb_mais_n, 'kg N/ha', 'N in aanleg eigen snijmaïs / ha', { onderdelen: [opbMais] });
  const opbMaisP = a('opb_mais_p2o5', d.opb_mais_p2o5, 'kg P2O5/ha', 'P in aanleg eigen snijmaïs × 2,291 / ha', { onderdelen: [opbMais] });
  let eigenN = g.nKg;
  let eigenP = g.pKg;
  for (const v of b.voerposten) if (v.herkomst === 'eigen') {
    eigenN += nUitRe(v.verbruikKgDs, v.reGPerKgDs);
    eigenP += pUitGehalte(v.verbruikKgDs, v.pGPerKgDs);
  }
  const eigenLandN = a('N eigen land', eigenN, 'kg N', 'Σ N verbruik eigen ruwvoer + N vers gras', { onderdelen: [...eigenPosten, versGras] });
  const pceigenN = a('pceigen_n', d.pceigen_n, '%', 'N in verbruikt eigen ruwvoer en vers gras / N in alle verbruikte voeders × 100', { onderdelen: [eigenLandN, rantsoenN] });
  const pceigenP = a('pceigen_p', d.pceigen_p, '%', 'P in verbruikt eigen ruwvoer en vers gras / P in alle verbruikte voeders × 100', { onderdelen: [a('P eigen land', eigenP, 'kg P', 'Σ P verbruik eigen ruwvoer + P vers gras', { onderdelen: [...eigenPosten, versGras] }), rantsoenP] });
  const pceigenVem = a('pceigen_vem', d.pceigen_vem, '%', 'VEM in verbruikt eigen ruwvoer en vers gras / VEM in alle verbruikte voeders × 100', { onderdelen: [...eigenPosten, versGras, rantsVem] });
  const blijgras = a('dzh_blijgras_aand', d.dzh_blijgras_aand, '%', 'oppervlakte blijvend grasland / totale oppervlakte × 100', { invoer: perceelHa((x) => x.grondgebruik === 'blijvendGrasland'), onderdelen: [oppGras, oppTotaal] });

  // --- Efficiencies ---
  const sb = s.bodemAanvoer;
  const gewasN = a('N-gewasafvoer', b.gewas.gewasNKg, 'kg N', 'N in vers gras + aanleg eigen ruwvoer + afvoer akkerbouw', { invoer: postInvoer.akkerbouw, onderdelen: [opbGras, opbMais] });
  const bpr = b.bodemproducten;
  const compostKalkN = a('N compost en kalk', bpr.nKg, 'kg N', 'Σ ton compost × kg N/ton + Σ ton kalkmeststof × kg N/ton (afleverbon)', { id: 'bodemproducten.n', invoer: [...compostInvoer, ...kalkInvoer] });
  const bodemAanvoerN = a('N-aanvoer bodem', sb.totaal, 'kg N', 'mestaanwending + weidemest + kunstmest + compost en kalk + depositie + binding + mineralisatie', { onderdelen: [aanwendingN, excrWeide, compostKalkN, depositie, binding, mineralisatie] });
  const benutNBod = a('benut_n_bod', d.benut_n_bod, '%', 'N-gewasafvoer / N-aanvoer bodem × 100', { onderdelen: [gewasN, bodemAanvoerN] });
  // P soil route (fosfaat.ts): its own P2O5 nodes, not the N manure node it used to hang under.
  const fb = b.fosfaat.bodemAanvoer;
  const p2o5PerP = k('P2O5 per P', omrekening.p2o5PerP);
  const excrWeideP = a('P-excretie in de wei', ex.excretieWeidePKg, 'kg P', 'P-excretie melkvee × weidefractie', { onderdelen: [excrMelkveeP, weidefractie] });
  const excrStalP = a('P-excretie in de stal', ex.excretieStalPKg, 'kg P', 'P-excretie alle graasdieren − P-excretie in de wei', { invoer: overigeInvoer, onderdelen: [excrMelkveeP, excrWeideP] });
  const aanwendingP = a('P2O5 mestaanwending', m.aanwendingP2o5Kg, 'kg P2O5', 'P-excretie stal × 2,291 + P2O5 staldieren + P2O5 strooisel + P2O5 co-substraat + P2O5-aanvoer − P2O5-afvoer + P2O5-beginvoorraad − P2O5-eindvoorraad', {
    invoer: [...mestInvoer, ...strooiselInvoer, ...coInvoer, inv('intensieveVeehouderij.voerAanvoerKgP2o5'), inv('intensieveVeehouderij.dierenAanvoerKgP2o5'), inv('intensieveVeehouderij.dierenAfvoerKgP2o5')],
    constanten: [
      p2o5PerP,
      ...[...new Set([...invoer.organischeMest.aanvoer, ...invoer.organischeMest.afvoer, ...invoer.organischeMest.beginvoorraad, ...invoer.organischeMest.eindvoorraad].map((m2) => m2.mestcode))]
        .filter((code) => code in p.mestForfaitP2o5KgPerTon.waarden)
        .map((code) => ({ naam: `forfait P2O5 mestcode ${code}`, waarde: p.mestForfaitP2o5KgPerTon.waarden[code], eenheid: p.mestForfaitP2o5KgPerTon.eenheid, bron: p.mestForfaitP2o5KgPerTon.bron })),
    ],
    onderdelen: [excrStalP],
  });
  const weidemestP = a('P2O5 weidemest', fb.weidemest, 'kg P2O5', 'P-excretie in de wei × 2,291', { constanten: [p2o5PerP], onderdelen: [excrWeideP] });
  const kunstmestP = a('P2O5 kunstmest', fb.kunstmest, 'kg P2O5', 'Σ (beginvoorraad + aanvoer − eindvoorraad) × P2O5-gehalte / 1000', { invoer: kmInvoer });
  const compostKalkP = a('P2O5 compost en kalk', bpr.p2o5Kg, 'kg P2O5', 'Σ ton compost × kg P2O5/ton + Σ ton kalkmeststof × kg P2O5/ton (afleverbon)', { id: 'bodemproducten.p2o5', invoer: [...compostInvoer, ...kalkInvoer] });
  const bodemAanvoerP = a('P2O5-aanvoer bodem', fb.totaal, 'kg P2O5', 'mestaanwending + weidemest + kunstmest + compost en kalk', { onderdelen: [aanwendingP, weidemestP, kunstmestP, compostKalkP] });
  const gewasP = a('P2O5-gewasafvoer', b.gewas.gewasP2o5Kg, 'kg P2O5', '(P in vers gras + aanleg eigen ruwvoer) × 2,291 + P2O5-afvoer akkerbouw', {
    invoer: akkerAfvoerInvoer('P2o5'),
    constanten: [p2o5PerP],
    onderdelen: [opbGrasP, opbMaisP],
  });
  const benutPBod = a('kring2_benut_bod', d.kring2_benut_bod, '%', 'P2O5-gewasafvoer / P2O5-aanvoer bodem × 100', { onderdelen: [gewasP, bodemAanvoerP] });
  const effN = a('efficientie_N', d.efficientie_N, '%', '(N in melk + N-vastlegging dieren) / N-opname × 100', { onderdelen: [melkN, dierN, opnameN] });
  const effP = a('efficientie_P', d.efficientie_P, '%', '(P in melk + P-vastlegging dieren) / P-opname × 100', { onderdelen: [melkP, dierP, opnameP] });
  const benut1 = a('kring1_benut_tot', d.kring1_benut_tot, '%', 'N-afvoer / N-aanvoer × 100', { onderdelen: [k1.afvtot, k1.aantot] });
  const benut2 = a('kring2_benut_tot', d.kring2_benut_tot, '%', 'P2O5-afvoer / P2O5-aanvoer × 100', { onderdelen: [k2.afvtot, k2.aantot] });

  // --- Greenhouse gases ---
  const gwp = [k('GWP CH4', p.gwpCh4), k('GWP N2O', p.gwpN2o)];
  const perFpcm = (naam: DumpfileVariabele, waarde: number, formule: string, onderdelen: Afleiding[], constanten = gwp, invoerLijst: AfleidingInvoer[] = []) =>
    a(naam, waarde, 'g CO2-eq/kg FPCM', `${formule}; × aandeel melk (bkg_alloc_fpcm) × 1000 / kg FPCM`, { invoer: invoerLijst, constanten, onderdelen: [...onderdelen, fpcm] });
  // Enteric CH4 per feed (bec/broeikasgassen.ts): each feed with its own feed-group factor.
  const ent = p.enterischCh4GPerKgDs;
  const ch4Factor = (groep: keyof typeof ent.waarden) => ({ naam: `enterisch CH4 ${groep}`, waarde: ent.waarden[groep], eenheid: ent.eenheid, bron: ent.bron });
  const ch4Posten = b.voerposten.map((v, i) =>
    a(`enterisch CH4 ${v.naam}`, (v.verbruikKgDs * (1 - v.verliesFractie) * ent.waarden[v.groep]) / 1000, 'kg CH4', `verbruik × (1 − voerverlies) × g CH4 per kg DS (voergroep ${v.groep}) / 1000`, {
      id: `enterisch-ch4.${v.pad}`,
      constanten: [ch4Factor(v.groep), voerverlies(v)],
      onderdelen: [posten[i]],
    }),
  );
  const ch4VersGras = a('enterisch CH4 vers gras', (g.kgDs * ent.waarden.versGras) / 1000, 'kg CH4', 'kg DS vers gras × g CH4 per kg DS (voergroep versGras) / 1000', { id: 'enterisch-ch4.vers-gras', constanten: [ch4Factor('versGras')], onderdelen: [versGras] });
  const enterischCh4 = a('enterisch CH4', b.broeikasgassen.enterischCh4Kg, 'kg CH4', 'Σ per voer: kg DS opgenomen × g CH4 per kg DS van zijn voergroep / 1000', { onderdelen: [...ch4Posten, ch4VersGras] });
  const pensferm = perFpcm('dzh_co2_pensferm', d.dzh_co2_pensferm, 'enterisch CH4 (kg) × GWP CH4', [enterischCh4], [k('GWP CH4', p.gwpCh4)]);
  // Manure CH4 works on the DS eaten (feed losses are not eaten), the same DS as the enteric CH4 per feed.
  const dsOpgenomen = a('DS opgenomen', b.broeikasgassen.dsOpgenomenKg, 'kg DS', 'kg DS vers gras + Σ verbruik × (1 − voerverlies)', { onderdelen: [...posten, versGras] });
  const ch4Mest = a('CH4 mest', b.broeikasgassen.mestCh4Kg, 'kg CH4', 'kg DS opgenomen × VS per kg DS × B0 × 0,67 kg/m³ × (MCF mestkelder × (1 − weidefractie) × (1 − vergist deel × reductie) + MCF weide × weidefractie)', {
    invoer: [inv('organischeMest.vergisting.vergisteMestProcent')],
    constanten: [k('VS-fractie', p.vsFractieVanDsOpname), k('B0', p.b0M3Ch4PerKgVs), k('CH4 per m³', omrekening.ch4KgPerM3), k('MCF drijfmest', p.mcfDrijfmest), k('MCF weide', p.mcfWeide), k('reductie vergisting', p.vergistingCh4Reductie)],
    onderdelen: [dsOpgenomen, weidefractie],
  });
  const mestopsl = perFpcm('dzh_co2_mestopsl', d.dzh_co2_mestopsl, 'CH4 mest (kg) × GWP CH4 + CH4 lekverlies vergister (VS stal × aandeel vergist × B0 × 0,67 × lekfractie) × GWP CH4 + N2O-N stal (direct + indirect + vergister) × 44/28 × GWP N2O', [ch4Mest, stalNh3N, stalOverig], [
    ...gwp, k('lekverlies vergister', p.vergisterCh4Lekfractie), k('N2O vergister', p.vergisterN2oNPerKgN), k('N2O indirect', p.n2oNIndirectNh3),
  ], [inv('organischeMest.vergisting.vergisteMestProcent')]);
  const kalkCo2 = a('CO2 uit kalk', b.broeikasgassen.kalkCo2Kg, 'kg CO2', 'Σ kg kalkmeststof × (NW / 100 × 44/56, of zonder NW de IPCC-factor van de soort: kalksteen 0,12 × 44/12, dolomiet 0,13 × 44/12)', {
    id: 'bec.kalk-co2',
    invoer: kalkInvoer,
    constanten: [...invoer.bodem.kalk.filter((x) => x.neutraliserendeWaarde === undefined).map((x) => ({ naam: `CO2 ${x.soort}`, waarde: p.co2KalkPerKgProduct.waarden[x.soort], eenheid: p.co2KalkPerKgProduct.eenheid, bron: p.co2KalkPerKgProduct.bron })), k('CO2 per kg CaO (NW)', p.co2KalkPerKgCaoNeutraliserend)],
  });
  const voerprod = perFpcm('dzh_co2_voerprod', d.dzh_co2_voerprod, 'N2O-N (kunstmest, organische mest, beweiding, indirect NH3, veen, compost en kalk) × 44/28 × GWP N2O + CO2 uit ureum + CO2 uit kalk', [aanwendingN, excrWeide, kmgrasN, kmbouwN, beweidNh3N, omgrasN, ombouwN, haVeen, compostKalkN, kalkCo2], [
    ...gwp, k('N2O kunstmest', p.n2oNKunstmest), k('N2O organische mest', p.n2oNOrganischeMest), k('N2O beweiding', p.n2oNBeweiding), k('N2O indirect', p.n2oNIndirectNh3), k('N2O veen', p.n2oNVeenKgPerHa),
  ]);
  const energie = perFpcm('dzh_co2_energie', d.dzh_co2_energie, 'kWh × EF + liter diesel × EF + m³ aardgas × EF (eigen productie niet verrekend)', [], [k('elektriciteit', p.co2Elektriciteit), k('diesel', p.co2Diesel), k('aardgas', p.co2Aardgas)], [
    inv('energie.elektriciteitKwh'), inv('energie.dieselLiter'), inv('energie.aardgasM3'), inv('energie.eigenProductieKwh'),
  ]);
  const aanvoerCo2 = perFpcm('dzh_co2_aanvoer', d.dzh_co2_aanvoer, 'kg krachtvoer aangekocht × EF + Σ kg DS overig aangekocht voer × EF + kg kunstmest-N × EF + kg P2O5 × EF + kg strooisel × EF', [], [
    k('aangekocht krachtvoer', p.co2KrachtvoerPerKgProduct),
    k('kunstmest N', p.co2KunstmestPerKgN), k('kunstmest P2O5', p.co2KunstmestPerKgP2o5), k('strooisel', p.co2StrooiselPerKg),
  ], [...postInvoer.krachtvoer, ...postInvoer.ruwvoer, ...postInvoer.overigeVoeders, ...postInvoer.melkproducten, ...footprintInvoer, ...kmInvoer, ...strooiselInvoer]);
  const bg2 = b.broeikasgassen;
  const alloc = a('bkg_alloc_fpcm', d.bkg_alloc_fpcm, '%', `(1 − factor × kg levend gewicht afgevoerd netto ${bg2.allocatie.afgevoerdKgLevendGewicht.toFixed(0)} / kg FPCM) × 100`, { invoer: dierInvoer, constanten: [k('allocatiefactor', p.allocatieFactorVlees)], onderdelen: [fpcm] });
  const allocVlees = a('bkg_alloc_vlees', d.bkg_alloc_vlees, '%', '100 − bkg_alloc_fpcm', { onderdelen: [alloc] });
  const aanvPost = (naam: DumpfileVariabele, formule: string, constanten: AfleidingConstante[], invoerLijst: AfleidingInvoer[]) =>
    a(naam, d[naam], 'g CO2-eq/kg FPCM', `${formule}; × aandeel melk × 1000 / kg FPCM`, { invoer: invoerLijst, constanten, onderdelen: [alloc, fpcm] });
  const ef = (naam: string, c: { waarden: Record<string, number>; eenheid: string; bron: string }, sleutel: string): AfleidingConstante => ({ naam, waarde: c.waarden[sleutel], eenheid: c.eenheid, bron: c.bron });
  const co2Aanv = {
    co2_aanv_kvmp: aanvPost('co2_aanv_kvmp', 'kg product aangekocht krachtvoer × (voetafdruk leverancier, anders standaard EF) + kg DS melkproducten × EF (of kg product × voetafdruk leverancier)', [k('krachtvoer', p.co2KrachtvoerPerKgProduct), ef('melkproducten', p.co2AanvoerPerKgDs, 'melkproducten')], [...postInvoer.krachtvoer, ...postInvoer.melkproducten, ...footprintInvoer.filter((x) => !x.pad.startsWith('overigeVoeders'))]),
    co2_aanv_ovbp: aanvPost('co2_aanv_ovbp', 'kg DS aangekochte overige voeders en bijproducten × EF (of kg product × voetafdruk leverancier)', [ef('overige voeders', p.co2AanvoerPerKgDs, 'overigeVoeders')], [...postInvoer.overigeVoeders, ...footprintInvoer.filter((x) => x.pad.startsWith('overigeVoeders'))]),
    co2_aanv_gras: aanvPost('co2_aanv_gras', 'kg DS aangekochte graskuil en hooi × EF', [ef('graskuil', p.co2AanvoerRuwvoerPerKgDs, 'graskuil')], postInvoer.ruwvoer),
    co2_aanv_mais: aanvPost('co2_aanv_mais', 'kg DS aangekochte snijmaïs × EF', [ef('snijmaïs', p.co2AanvoerRuwvoerPerKgDs, 'snijmais')], postInvoer.ruwvoer),
    co2_aanv_stroo: aanvPost('co2_aanv_stroo', 'kg strooisel aangevoerd × EF', [k('strooisel', p.co2StrooiselPerKg)], strooiselInvoer),
    co2_aanv_mest: aanvPost('co2_aanv_mest', 'ton mest aangevoerd × EF', [k('mest', p.co2MestPerTon)], mestPartijInvoer('aanvoer')),
    co2_aanv_gwbm: aanvPost('co2_aanv_gwbm', 'kg werkzame stof × EF', [k('gewasbescherming', p.co2GewasbeschermingPerKg)], [inv('energie.gewasbeschermingKg')]),
    co2_aanv_water: aanvPost('co2_aanv_water', 'm³ leidingwater × EF', [k('water', p.co2WaterPerM3)], [inv('energie.waterM3')]),
    co2_aanv_vee: aanvPost('co2_aanv_vee', 'kg levend gewicht aangevoerd vee × EF', [k('vee', p.co2VeePerKgLevendGewicht)], dierInvoer),
    co2_aanv_mech: aanvPost('co2_aanv_mech', 'liter diesel loonwerk × EF diesel', [k('diesel', p.co2Diesel)], [inv('energie.loonwerkDieselLiter')]),
    co2_aanv_afdek: aanvPost('co2_aanv_afdek', 'kg kunststof × EF', [k('kunststof', p.co2KunststofPerKg)], [inv('energie.kunststofKg')]),
  };
  const n2oPost = (naam: DumpfileVariabele, formule: string, c: AfleidingConstante, onderdelen: Afleiding[]) =>
    a(naam, d[naam], 'g CO2-eq/kg FPCM', `${formule} × 44/28 × GWP N2O × aandeel melk × 1000 / kg FPCM`, { constanten: [c, k('GWP N2O', p.gwpN2o)], onderdelen: [...onderdelen, alloc, fpcm] });
  const co2Voer = {
    co2_voer_n2o_km: n2oPost('co2_voer_n2o_km', 'kunstmest-N × EF', k('N2O kunstmest', p.n2oNKunstmest), [kmgrasN, kmbouwN]),
    co2_voer_n2o_wm: n2oPost('co2_voer_n2o_wm', 'N-excretie in de wei × EF', k('N2O beweiding', p.n2oNBeweiding), [excrWeide]),
    co2_voer_n20_om: n2oPost('co2_voer_n20_om', 'N mestaanwending × EF', k('N2O organische mest', p.n2oNOrganischeMest), [aanwendingN]),
    co2_voer_n2o_ve: n2oPost('co2_voer_n2o_ve', 'ha veen × N2O-N per ha', k('N2O veen', p.n2oNVeenKgPerHa), [oppTotaal]),
  };
  const bkgTotaal = a('bkg_totaal', d.bkg_totaal, 'kg CO2-eq', 'Σ pensfermentatie + mestopslag (incl. lekverlies vergister) + voerproductie (incl. CO2 uit ureum en kalk) + energie + aanvoer, vóór allocatie', { constanten: [k('CO2 ureum', p.co2UreumPerKgN)], onderdelen: [kalkCo2] });
  const co2Totaal = a('dzh_co2_melkprod', d.dzh_co2_melkprod, 'g CO2-eq/kg FPCM', 'pensfermentatie + mestopslag + voerproductie + energie + aanvoer', { onderdelen: [pensferm, mestopsl, voerprod, energie, aanvoerCo2] });

  const nh3Ha = a('dzh_nh3_bedrha', d.dzh_nh3_bedrha, 'kg NH3/ha', 'NH3 totaal / totale oppervlakte', { onderdelen: [nh3Totaal, oppTotaal] });
  const nh3Gve = a('dzh_nh3_bedrgve', d.dzh_nh3_bedrgve, 'kg NH3/GVE', 'NH3 totaal / GVE', { onderdelen: [nh3Totaal, gve] });

  // --- Key figures and usage norms ---
  const kg = b.kengetallen;
  const gn = b.gebruiksnormen;
  const jv = a('jvper10mk', d.jvper10mk, 'aantal/10 koeien', '(jongvee <1 jaar + jongvee ≥1 jaar) / melkkoeien × 10', { onderdelen: [nkalf, npink, nkoe] });
  const dsKoeien = a('DS-opname melkkoeien', kg.dsOpnameKoeienKg, 'kg DS', 'kg DS rantsoen × VEM-behoefte melkkoeien / VEM-behoefte totaal (verdeling AANGENOMEN)', { onderdelen: [vemBehoefte] });
  const voereffMelk = a('voereff_melk', d.voereff_melk, 'kg melk/kg DS', 'melkproductie / DS-opname melkkoeien', { onderdelen: [melkprod, dsKoeien] });
  const voereffFpcm = a('voereff_fpcm', d.voereff_fpcm, 'kg FPCM/kg DS', 'kg FPCM / DS-opname melkkoeien', { onderdelen: [fpcm, dsKoeien] });
  const nh3Ton = a('em_nh3_tonmelk', d.em_nh3_tonmelk, 'kg NH3/ton melk', 'Σ NH3 (stal, beweiding, mest, kunstmest) / melkproductie × 1000', { onderdelen: [nh3Totaal, melkprod] });
  const nh3StalGve = a('dzh_nh3_stalgve', d.dzh_nh3_stalgve, 'kg NH3/GVE', 'NH3 stal en opslag / GVE', { onderdelen: [emStal, gve] });
  const overGras = a('over_bod_gras1', d.over_bod_gras1, 'kg N/ha', '(mest × aandeel grasland + weidemest + kunstmest grasland + depositie en mineralisatie naar ha + binding klaver − NH3 grasland en beweiding − N2O/NO naar aandeel in de aanvoer − N-opbrengst grasland) / ha grasland', { onderdelen: [kmgrasN, omgrasN, beweidNh3N, opbGrasN, oppGras] });
  const overMais = a('over_bod_mais1', d.over_bod_mais1, 'kg N/ha', '(mest bouwland × aandeel maïs + kunstmest maïs + depositie en mineralisatie naar ha − NH3 maïs − N2O/NO naar aandeel − N-opbrengst maïs) / ha snijmaïs', { onderdelen: [kmbouwN, ombouwN, opbMaisN, oppMais] });
  // The numbers the year's classification reads (P-AL + P-CaCl2 from 2021; P-AL and Pw up to 2020).
  const klasseVelden = p.fosfaatklasseIndeling.methode === 'pcacl2-pal' ? ['pAlMgP2o5Per100g', 'pCaCl2MgPPerKg'] : ['pAlMgP2o5Per100g', 'pwMgP2o5PerL'];
  const klasseInvoer = invoer.bodem.analyses.flatMap((_, i) => [inv(`bodem.analyses.${i}.perceelId`), ...klasseVelden.map((v) => inv(`bodem.analyses.${i}.${v}`))]);
  const gebrnorm1 = a('gebrnorm1', d.gebrnorm1, 'kg N', `Σ ha × N-gebruiksnorm (grasland met/zonder beweiden, snijmaïs${invoer.bedrijfsgegevens.derogatie ? ' derogatie' : ''}; zand naar WUM-regio); akkerbouw: gewas uit de BRP-gewascode (anders de naam) — ${gn.akkerbouwGewassen.map((x) => `${x.pad} ${x.gewas ?? 'geen norm in de rekenkern'} (${x.stikstofNormKgPerHa})`).join(', ') || 'geen akkerbouw'}; natuur niet genormeerd`, {
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
  const gebrnorm2 = a('gebrnorm2', d.gebrnorm2, 'kg P2O5', `Σ ha × fosfaatnorm(klasse); klasse uit ${p.fosfaatklasseIndeling.methode === 'pcacl2-pal' ? 'P-CaCl2 + P-AL' : `P-AL (grasland) en Pw (bouwland), indeling ${p.jaar}`}; klassen: ${gn.klassen.map((x) => `${x.pad} ${x.klasse} (${x.bron})`).join(', ') || 'geen percelen'}`, {
    invoer: [...klasseInvoer, ...perceelHa((x) => x.grondgebruik !== 'natuur'), ...percelen.flatMap((x, i) => (x.fosfaatklasse !== undefined ? [inv(`percelen.percelen.${i}.fosfaatklasse`)] : []))],
    constanten: [
      ...gn.klassen.map((x) => x.klasse).filter((x, i, alle) => alle.indexOf(x) === i).flatMap((klasse) => [
        { naam: `fosfaatnorm grasland ${klasse}`, waarde: p.fosfaatnormGrasland.waarden[klasse], eenheid: p.fosfaatnormGrasland.eenheid, bron: p.fosfaatnormGrasland.bron },
        { naam: `fosfaatnorm bouwland ${klasse}`, waarde: p.fosfaatnormBouwland.waarden[klasse], eenheid: p.fosfaatnormBouwland.eenheid, bron: p.fosfaatnormBouwland.bron },
      ]),
    ],
  });
  const fosfaatGeneriek = a('fosfaatnorm_hageneriek', d.fosfaatnorm_hageneriek, 'kg P2O5/ha', 'gebrnorm2 / ha grasland + snijmaïs + akkerbouw', { onderdelen: [gebrnorm2, oppGras, oppMais] });

  // --- The report's N and P2O5 flows (KengetallenGrafisch, contract rapportage.stromen.ts) ---
  // A flow that IS one quantity of the trace gets a root under its own name; the few flows that are a
  // plain sum of existing nodes get a small sum node. Flows that are differences or need a unit
  // conversion of nodes in kg P (purchased feed, milk for calves, the herd's P2O5 excretion) have none.
  const stroomExcretieN = a('N-excretie graasdieren', ex.excretieTotaalNKg, 'kg N', 'N-excretie in de stal + N-excretie in de wei (alle graasdieren)', { id: 'stroom.n.excretie', onderdelen: [excrStal, excrWeide] });
  const stroomStalN = a('N-verliezen stal en opslag', st.totaalNKg, 'kg N', 'NH3-N stal en opslag + N2O-, NO- en N2-N stal en opslag', { id: 'stroom.n.verliezen-stal', onderdelen: [stalNh3N, stalOverig] });
  const stroomMestBodemN = a('N dierlijke mest op de bodem', s.bodemAanvoer.mest + s.bodemAanvoer.weidemest, 'kg N', 'N mestaanwending + N-excretie in de wei', { id: 'stroom.n.mest-bodem', onderdelen: [aanwendingN, excrWeide] });
  const stroomDbmN = a('N uit depositie, binding en mineralisatie', s.bodemAanvoer.depositie + s.bodemAanvoer.binding + s.bodemAanvoer.mineralisatie, 'kg N', 'depositie + binding + mineralisatie', { id: 'stroom.n.depositie-binding-mineralisatie', onderdelen: [depositie, binding, mineralisatie] });
  const stroomMestBodemP = a('P2O5 dierlijke mest op de bodem', fb.mest + fb.weidemest, 'kg P2O5', 'P2O5 mestaanwending + P2O5 weidemest', { id: 'stroom.p.mest-bodem', onderdelen: [aanwendingP, weidemestP] });
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
    jaartal: a('jaartal', d.jaartal, 'jaar', 'rapportagejaar', { invoer: [inv('bedrijfsgegevens.jaar')] }),
    melkprod, nkoe, nkalf, npink, gve_melkvee: gve, opp_totaal: oppTotaal, oppgras: oppGras, oppmais: oppMais,
    fpcmpkoe: a('fpcmpkoe', d.fpcmpkoe, 'kg FPCM/koe', 'kg FPCM / gemiddeld aantal melkkoeien', { onderdelen: [fpcm, nkoe] }),
    bkg_prod_fpcm: fpcm, melkpkoe,
    rants_geh_re: rantsRe, rants_geh_vem: rantsVem, rants_geh_p: rantsP, kvper100kgmelk: kvper100,
    melkperha: a('melkperha', d.melkperha, 'kg melk/ha', 'melkproductie / totale oppervlakte', { onderdelen: [melkprod, oppTotaal] }),
    excr_spec1: excrSpec1, excr_spec2: excrSpec2, excr_forf1: excrForf1, excr_forf2: excrForf2,
    pcvoordeelspec1: a('pcvoordeelspec1', d.pcvoordeelspec1, '%', '(forfaitair − bedrijfsspecifiek) / forfaitair × 100', { onderdelen: [excrForf1, excrSpec1] }),
    pcvoordeelspec2: a('pcvoordeelspec2', d.pcvoordeelspec2, '%', '(forfaitair − bedrijfsspecifiek) / forfaitair × 100', { onderdelen: [excrForf2, excrSpec2] }),
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
    uit[`dashboard.${indicator}`] = a(indicator, bron.waarde, dumpfileEenheden[variabele], `gelijk aan ${variabele}`, { id: `dashboard.${indicator}`, onderdelen: [bron] });
  }
  return uit as Afleidingen;
}
