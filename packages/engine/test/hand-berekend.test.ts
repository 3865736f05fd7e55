/**
 * Hand-worked cases for each formula, on the "klein bedrijf" of helpers.ts. The arithmetic is
 * written out; where a value feeds the next step, the test reuses the literal expression.
 */
import { describe, expect, it } from 'vitest';
import { bereken, fpcm, parameters2024 as p } from '../src';
import { invoer, percelen } from './helpers';

const r = bereken(invoer());
const d = r.dumpfile;

// Shared hand results.
const FPCM = 80_000 * (0.337 + 0.116 * 4.0 + 0.06 * 3.5); // = 80 000 × 1,011 = 80 880
// 2024 = VEM-2022 (supplement §5.2): onderhoud/dag = 42,4 × 600^0,75 = 42,4 × 121,23 = 5 140 VEM;
// lacterend 305 d × (1 + 15% + 10% beweging in de ligboxenstal), droog 60 d × (1 + 26%)
const OD = 42.4 * 600 ** 0.75;
const ONDERHOUD = 10 * 305 * OD * 1.25 + 10 * 60 * OD * 1.26; // 19 597 xxx + 3 885 xxx
const JEUGDGROEI = 10 * 305 * (0.3 * 625 + 0.25 * 325); // 10 × 305 × 268,75 = 819 687,5
const DRACHT = (10 * (73_500 + 300 * 150) * 365) / 400; // 10 × 108 131,25
const VEM_BEHOEFTE = ONDERHOUD + FPCM * 390 + JEUGDGROEI + DRACHT; // melk 80 880 × 390 = 31 543 200; geen voederniveaucorrectie
const VEM_OVERIG = 18_000 * 0.98 * 1000 + 30_000 * 0.95 * 900; // 17 640 000 + 25 650 000 = 43 290 000
const GRAS_KG_DS = (VEM_BEHOEFTE - VEM_OVERIG) / 1000;
const OPNAME_N = (18_000 * 200) / 6.25 / 1000 + (30_000 * 160) / 6.25 / 1000 + (GRAS_KG_DS * 200) / 6.25 / 1000; // 576 + 768 + …
const MELK_N = (80_000 * 3.5) / 100 / 6.38; // 438,87 kg N
const DIER_N = (2 * 600 * 25.5) / 1000; // 30,6 kg N
const EXCRETIE_N = OPNAME_N - MELK_N - DIER_N;
const TAN_FRACTIE = (OPNAME_N * 0.7 - (MELK_N + DIER_N)) / EXCRETIE_N;
// TAN in stal + opslag = TAN-excretie + 10% van de N-excretie op stal (mineralisatie in de opslag, rekenregels 2019 §2.2.2.4.1)
const TAN_STAL = EXCRETIE_N * TAN_FRACTIE + EXCRETIE_N * 0.1;
const STAL_NH3_N = TAN_STAL * 0.132;
const STAL_OVERIG_N = EXCRETIE_N * (0.0025 + 0.0025 + 0.0075);

describe('melk', () => {
  it('FPCM = kg × (0,337 + 0,116 × vet + 0,06 × eiwit)', () => {
    expect(fpcm(80_000, 4.0, 3.5)).toBeCloseTo(80_880, 6);
    expect(d.bkg_prod_fpcm).toBeCloseTo(FPCM, 6);
    expect(d.fpcmpkoe).toBeCloseTo(8_088, 6); // 80 880 / 10 koeien
    expect(d.melkprod).toBe(80_000);
  });
  it('melkproductie telt zelfzuivel, kalvermelk en overige productie mee; gehalten kg-gewogen', () => {
    const r2 = bereken(invoer({ melklevering: { zelfZuivel: { kg: 20_000, vetProcent: 5.0, eiwitProcent: 4.0 }, gevoerdAanKalverenKg: 5_000, overigeProductieKg: 1_000 } }));
    expect(r2.melk.melkproductieKg).toBe(80_000 + 20_000 + 5_000 + 1_000);
    expect(r2.melk.vetProcent).toBeCloseTo((80_000 * 4.0 + 20_000 * 5.0) / 100_000, 10); // 4,2%
    expect(r2.melk.melkAfgevoerdKg).toBe(101_000); // kalvermelk blijft op het bedrijf
  });
});

describe('voer', () => {
  it('verbruik = begin + aanvoer − eind, × DS-gehalte', () => {
    const [brok, kuil] = r.voer.producten;
    expect(brok.verbruikKgDs).toBeCloseTo((1000 + 20_000 - 1000) * 0.9, 9); // 18 000 kg DS
    expect(brok.verbruikKgProduct).toBe(20_000);
    expect(kuil.verbruikKgDs).toBe(0 + 40_000 - 10_000); // 30 000 kg DS
  });
  it('VEM-behoefte (VEM-2022, 2024) = onderhoud met toeslagen + melk × 390 + jeugdgroei + dracht', () => {
    expect(r.voer.vemBehoefte.stelsel).toBe('VEM-2022');
    expect(r.voer.vemBehoefte.onderhoud).toBeCloseTo(ONDERHOUD, 3);
    expect(r.voer.vemBehoefte.melk).toBeCloseTo(31_543_200, 3); // 80 880 × 390
    expect(r.voer.vemBehoefte.voederniveauCorrectie).toBe(0);
    expect(r.voer.vemBehoefte.jeugdgroei).toBeCloseTo(JEUGDGROEI, 6);
    expect(r.voer.vemBehoefte.dracht).toBeCloseTo(DRACHT, 6);
    expect(r.voer.vemBehoefte.totaal).toBeCloseTo(VEM_BEHOEFTE, 3);
  });
  it('VEM-behoefte oud CVB-stelsel (2022): geen toeslagen, 442 VEM/kg FPCM en voederniveaucorrectie', () => {
    const v = bereken(invoer({ bedrijfsgegevens: { jaar: 2022 } })).voer.vemBehoefte;
    const lact = 10 * 305 * OD; // geen toeslag lacterend of beweging
    const melk = FPCM * 442; // 35 748 960
    const perDag = FPCM / 10 / 305; // 26,52 kg FPCM per koe per lactatiedag
    const correctie = (lact + melk) * (perDag - 15) * 0.00165; // × 11,52 × 0,00165 = +1,9%
    expect(v.stelsel).toBe('CVB-1977');
    expect(v.voederniveauCorrectie).toBeCloseTo(correctie, 3);
    expect(v.totaal).toBeCloseTo(lact + 10 * 60 * OD + melk + correctie + JEUGDGROEI + (10 * 73_500 * 365) / 400, 3);
  });
  it('weidetoeslag VEM-2022: 30% (onbeperkt) op onderhoud + beweging per weidedag', () => {
    const v = bereken(invoer({ beweiding: { melkkoeien: { dagenOnbeperkt: 100, dagenZomerstalvoedering: 0 } } })).voer.vemBehoefte;
    expect(v.weidetoeslag).toBeCloseTo(10 * OD * 1.1 * 100 * 0.3, 6); // 10 × 5 140 × 1,1 × 100 × 0,3 = 1 696 xxx VEM
  });
  it('vers gras is de sluitpost: (behoefte − Σ verbruik × (1 − verlies) × VEM) / VEM vers gras', () => {
    expect(r.voer.versGras.kgDs).toBeCloseTo(GRAS_KG_DS, 6);
    expect(GRAS_KG_DS).toBeGreaterThan(11_000); // ≈ 11 8xx kg DS
  });
  it('rantsoengehalten en krachtvoer per 100 kg melk', () => {
    const ds = 18_000 + 30_000 + GRAS_KG_DS;
    expect(d.rants_geh_vem).toBeCloseTo((18_000 * 1000 + 30_000 * 900 + GRAS_KG_DS * 1000) / ds, 6);
    expect(d.rants_geh_re).toBeCloseTo((18_000 * 200 + 30_000 * 160 + GRAS_KG_DS * 200) / ds, 6);
    expect(d.rants_geh_p).toBeCloseTo((18_000 * 5 + 30_000 * 4 + GRAS_KG_DS * 4) / ds, 6);
    expect(d.kvper100kgmelk).toBeCloseTo((20_000 / 80_000) * 100, 9); // 25 kg
  });
  it('negatief verbruik wordt 0 en gesignaleerd', () => {
    const r2 = bereken(invoer({ ruwvoer: { producten: [{ naam: 'Kuil', soort: 'graskuil', herkomst: 'eigen', beginvoorraadKgDs: 0, aanlegKgDs: 10_000, eindvoorraadKgDs: 15_000, vemPerKgDs: 900, reGPerKgDs: 160, pGPerKgDs: 4 }] } }));
    expect(r2.voer.producten[1].verbruikBerekendKgDs).toBe(-5_000);
    expect(r2.voer.producten[1].verbruikKgDs).toBe(0);
    expect(r2.signaleringen.find((s) => s.code === 'NEGATIEF_VOERVERBRUIK')?.pad).toBe('ruwvoer.producten.0.eindvoorraadKgDs');
  });
});

describe('BEX', () => {
  it('excretie = opname − vastlegging melk − vastlegging dieren', () => {
    expect(r.bex.excretie.opnameNKg).toBeCloseTo(OPNAME_N, 6);
    expect(r.bex.excretie.vastleggingMelkNKg).toBeCloseTo(MELK_N, 9);
    expect(r.bex.excretie.vastleggingDierenNKg).toBeCloseTo(DIER_N, 9);
    expect(r.bex.excretie.excretieMelkveeNKg).toBeCloseTo(EXCRETIE_N, 6);
  });
  it('P-excretie in P2O5: (P-opname − P melk − P dieren) × 2,291', () => {
    const opnameP = (18_000 * 5) / 1000 + (30_000 * 4) / 1000 + (GRAS_KG_DS * 4) / 1000; // 90 + 120 + …
    const melkP = (80_000 * 100) / 100_000; // 80 kg P
    const dierP = (2 * 600 * 7.25) / 1000; // 8,7 kg P
    expect(d.excr_spec2).toBeCloseTo((opnameP - melkP - dierP) * 2.291, 6);
  });
  it('netto N-excretie (excr_spec1) = bruto − gasvormige verliezen stal en opslag', () => {
    expect(d.excr_spec1).toBeCloseTo(EXCRETIE_N - STAL_NH3_N - STAL_OVERIG_N, 6);
    expect(d.pctan_excr_mlk).toBeCloseTo(TAN_FRACTIE * 100, 6);
  });
  // ureumcorrectie per ureumeenheid (AFGELEID uit een rekenvoorbeeld van RVO Tabel 6): (124 − 112,5) / (25 − 18) = 1,6429 kg N
  const N_PER_UREUM = (124 - 112.5) / (25 - 18);
  it('forfait koe = 124,0 + 0,008 × (melk per koe − 9.500) + ureumcorrectie; P2O5 = 44,6 + 0,00288 × (…)', () => {
    // 8 000 kg melk per koe, ureum 20: N = 124 − 0,008 × 1 500 + 1,6429 × (20 − 22) = 112,0 − 3,286 = 108,714
    // P2O5 = 44,6 − 0,00288 × 1 500 = 40,28 (geen ureumterm)
    expect(N_PER_UREUM).toBeCloseTo(1.6429, 4);
    expect(d.excr_forf1).toBeCloseTo(10 * (112.0 - 2 * N_PER_UREUM), 9);
    expect(r.bex.forfaitaireExcretie.ureumCorrectieNPerKoe).toBeCloseTo(-2 * N_PER_UREUM, 9);
    expect(d.excr_forf2).toBeCloseTo(10 * 40.28, 9);
    const forf = 10 * (112.0 - 2 * N_PER_UREUM);
    expect(d.pcvoordeelspec1).toBeCloseTo(((forf - d.excr_spec1) / forf) * 100, 9);
  });
  it('ureumcorrectie: ureum 28 geeft +6 × 1,6429 kg N per koe; leeg ureum rekent met 22 en meldt de standaard', () => {
    const hoog = bereken(invoer({ melklevering: { geleverd: { kg: 80_000, vetProcent: 4.0, eiwitProcent: 3.5, ureumMgPer100ml: 28, fosforMgPer100g: 100 } } }));
    expect(hoog.dumpfile.excr_forf1).toBeCloseTo(10 * (112.0 + 6 * N_PER_UREUM), 9); // 1 120 + 98,57 = 1 218,57
    expect(hoog.dumpfile.excr_forf2).toBeCloseTo(d.excr_forf2, 12);
    const leeg = bereken(invoer({ melklevering: { geleverd: { ureumMgPer100ml: undefined } } }));
    expect(leeg.dumpfile.excr_forf1).toBeCloseTo(10 * 112.0, 9);
    expect(leeg.gebruikteStandaarden.find((s) => s.pad === 'melklevering.geleverd.ureumMgPer100ml')?.waarde).toBe(22);
    // biologisch: Skal-forfait zonder ureumterm
    const bio = bereken(invoer({ bedrijfsgegevens: { biologisch: true }, melklevering: { geleverd: { kg: 80_000, vetProcent: 4.0, eiwitProcent: 3.5, ureumMgPer100ml: 28, fosforMgPer100g: 100 } } }));
    expect(bio.bex.forfaitaireExcretie.ureumCorrectieNPerKoe).toBe(0);
  });
  it('jongvee en biologisch gebruiken hun eigen forfaits', () => {
    const r2 = bereken(invoer({ bedrijfsgegevens: { biologisch: true }, veestapel: { jongveeJonger1Jaar: { gemiddeldAantal: 4 }, jongveeOuder1Jaar: { gemiddeldAantal: 3 } } }));
    expect(r2.dumpfile.excr_forf1).toBeCloseTo(10 * 96.1 + 4 * 32.3 + 3 * 66.0, 9); // 961 + 129,2 + 198 = 1 288,2
  });
});

describe('BEA', () => {
  it('NH3 stal = (N-excretie stal × TAN-aandeel + 10% mineralisatie in de opslag) × EF ligboxenstal, × 17/14', () => {
    expect(r.bea.stal.tanMineralisatieOpslagKg).toBeCloseTo(EXCRETIE_N * 0.1, 9);
    expect(d.em_nh3_stal).toBeCloseTo(STAL_NH3_N * (17 / 14), 6);
  });
  it('RAV-code: EF = EF ligboxenstal × EF_Rav(code) / EF_Rav(A 1.100)', () => {
    const r2 = bereken(invoer({ veestapel: { melkkoeien: { ravCode: 'A 1.13' } } }));
    // 0,132 × 6 / 13,0 = 0,060923 kg NH3-N/kg TAN; dezelfde TAN, dus de stalemissie schaalt met 6/13
    expect(r2.bea.stal.emissiefactor).toBeCloseTo((0.132 * 6) / 13, 12);
    expect(r2.dumpfile.em_nh3_stal).toBeCloseTo(d.em_nh3_stal * (6 / 13), 6);
  });
  it('mestadditief verlaagt de stalemissie naar rato', () => {
    const r2 = bereken(invoer({ veestapel: { mestadditiefNh3ReductieProcent: 25 } }));
    expect(r2.dumpfile.em_nh3_stal).toBeCloseTo(d.em_nh3_stal * 0.75, 6);
  });
  it('kunstmest: 3.000 kg KAS × 135 g ammonium-N × 0,05 = 20,25 kg NH3-N op grasland', () => {
    expect(d.em_nh3_kmgras).toBeCloseTo(20.25 * (17 / 14), 9);
    expect(d.em_nh3_kmbouw).toBe(0);
  });
  it('kunstmest per soort: ammoniumnitraat 0,052 en ammoniumsulfaat 0,113 van totaal-N (niet de KAS-factor)', () => {
    const km = (soort: string, nh4: number, no3: number) =>
      bereken(invoer({ kunstmest: { producten: [{ naam: soort, soort, aanvoerKg: 1000, nAmmoniumGPerKg: nh4, nNitraatGPerKg: no3, verdeling: { graslandProcent: 100, snijmaisProcent: 0, akkerbouwProcent: 0 } }] } })).bea.kunstmest.nh3NGraslandKg;
    expect(km('ammoniumnitraat', 170, 170)).toBeCloseTo(1000 * 0.34 * 0.052, 9); // 340 kg N × 0,052 = 17,68 kg NH3-N
    expect(km('ammoniumsulfaat', 210, 0)).toBeCloseTo(1000 * 0.21 * 0.113, 9); // 210 kg N × 0,113 = 23,73
    expect(km('kas', 135, 135)).toBeCloseTo(270 * 0.025, 9); // 6,75 = hetzelfde als via de N-vormen (135 × 0,05)
  });
  it('mestaanwending: TAN-aandeel × N aanwending × EF techniek', () => {
    const nettoMest = EXCRETIE_N - STAL_NH3_N - STAL_OVERIG_N;
    const aanwending = nettoMest - 400; // 100 t afgevoerd met 400 kg N
    const tanMest = (TAN_STAL - STAL_NH3_N - STAL_OVERIG_N) / nettoMest;
    expect(r.bea.mest.aanwendingNKg).toBeCloseTo(aanwending, 6);
    expect(d.em_nh3_omgras).toBeCloseTo(aanwending * tanMest * 0.17 * (17 / 14), 6); // zodenbemester op grasland
    expect(d.em_nh3_ombouw).toBe(0); // alleen grasland → aandeel grasland 100%
  });
  it('beweiding: EF (%) = 2,717e-5 × (RE/6,25)^3,389 van de N-excretie in de wei', () => {
    const r2 = bereken(invoer({ beweiding: { melkkoeien: { dagenOnbeperkt: 146, urenPerDagOnbeperkt: 24, dagenZomerstalvoedering: 0 } } }));
    // 146 × 24 uur = 3 504 uur = 40% van 8 760 uur, alle VEM-behoefte bij de koeien → weidefractie 0,40
    expect(r2.bex.excretie.weidefractie).toBeCloseTo(0.4, 12);
    // rantsoen van het weideseizoen: al het verse gras + 146/365 van de overige voeders (576 + 768 kg N, 48 000 kg DS)
    const g = r2.voer.versGras;
    const reWeide = ((g.nKg + (146 / 365) * (576 + 768)) * 6250) / (g.kgDs + (146 / 365) * 48_000);
    expect(r2.bea.beweidingRantsoenReGPerKgDs).toBeCloseTo(reWeide, 9);
    expect(reWeide).toBeGreaterThan(r2.dumpfile.rants_geh_re); // meer vers gras → meer eiwit dan het jaarrantsoen
    const ef = 2.717e-5 * (reWeide / 6.25) ** 3.389;
    expect(r2.dumpfile.em_nh3_beweid).toBeCloseTo(((r2.bex.excretie.excretieMelkveeNKg * 0.4 * ef) / 100) * (17 / 14), 9);
  });
  it('staldieren: stalbalans × TAN-aandeel (tabel 3.12) × EF', () => {
    const r2 = bereken(invoer({ intensieveVeehouderij: { categorieen: [{ soort: 'vleesvarkens', gemiddeldAantal: 100 }], voerAanvoerKgN: 1_500, dierenAfvoerKgN: 500 } }));
    // (1 500 − 500) × 0,64 × 0,25 = 160 kg NH3-N
    expect(r2.bea.staldieren.nh3NKg).toBeCloseTo(160, 9);
  });
});

describe('balansen', () => {
  // krachtvoer 18 000 kg DS × 200 / 6,25 / 1000 + kunstmest 3 000 × 0,27 + depositie 20 kg N/ha × 10 ha (BIN/CBS: depositie is aanvoer)
  const aanvoerN = 576 + 810 + 200;
  const afvoerN = MELK_N + DIER_N + 400;
  const mutatieN = (10_000 * 160) / 6.25 / 1000; // graskuil eindvoorraad 256 kg N
  it('N-bedrijfsbalans: overschot = aanvoer − afvoer − voorraadmutatie', () => {
    expect(r.balans.stikstof.aanvoerTotaal).toBeCloseTo(aanvoerN, 9);
    expect(r.balans.stikstof.afvoerTotaal).toBeCloseTo(afvoerN, 9);
    expect(r.balans.stikstof.voorraadmutatieTotaal).toBeCloseTo(mutatieN, 9);
    expect(r.balans.stikstof.aanvoer.depositie).toBe(200);
    expect(d.kring1_bedbal_ovrtot).toBeCloseTo((aanvoerN - afvoerN - mutatieN) / 10, 9); // (1 586 − 869,47 − 256) / 10 ≈ 46,05 kg N/ha
  });
  it('P2O5-bedrijfsbalans', () => {
    const aan = ((18_000 * 5) / 1000) * 2.291; // 206,19
    const af = ((80_000 * 100) / 100_000) * 2.291 + ((2 * 600 * 7.25) / 1000) * 2.291 + 150; // 183,28 + 19,93 + 150
    const mut = ((10_000 * 4) / 1000) * 2.291; // 91,64
    expect(d.kring2_bedbal_ovrtot).toBeCloseTo((aan - af - mut) / 10, 9);
    expect(d.verl_bodbal2_ha).toBeCloseTo(d.kring2_bedbal_ovrtot, 12);
  });
  it('N-bodemoverschot = bedrijfsoverschot (incl. depositie) − NH3 − N2O/NO/N2 uit stal, opslag en bodem', () => {
    const nh3N = STAL_NH3_N + 20.25 + r.bea.mest.nh3NGraslandKg;
    const mestN = r.bea.mest.aanwendingNKg; // netto stalmest − 400 kg N afgevoerd
    const bodemN2o = 810 * 0.01 + mestN * 0.01; // IPCC EF1 1% op kunstmest-N (8,1 kg) en mest-N; geen weide, geen veen
    const bodemNo = (810 + mestN) * 0.04 * (14 / 46); // EMEP 0,04 kg NO2/kg N × 14/46 = 0,01217 kg NO-N/kg N
    const verwacht = aanvoerN - afvoerN - mutatieN - nh3N - STAL_OVERIG_N - bodemN2o - bodemNo;
    expect(r.bodem.stikstof.bodemVerliesOverigKg).toBeCloseTo(bodemN2o + bodemNo, 9);
    expect(d.verl_bodbal1_ha).toBeCloseTo(verwacht / 10, 6);
    // één overschot: kring1_bedbal_ovrbod = verl_bodbal1_ha, en ovrtot = ovrbod + NH3 + N2O + overige
    expect(d.kring1_bedbal_ovrbod).toBe(d.verl_bodbal1_ha);
    expect(d.kring1_bedbal_ovrtot).toBeCloseTo(d.kring1_bedbal_ovrbod + d.kring1_bedbal_vrlnh3 + d.kring1_bedbal_vrln2o + d.kring1_bedbal_vrlnov, 9);
  });
  it('kritisch bodemoverschot: oppervlaktegewogen over grasland, maïs en akkerbouw per grondsoort, met de zandklasse', () => {
    const r2 = bereken(
      invoer({
        percelen: percelen(
          { oppervlakteHa: 10, grondsoort: 'klei' },
          { oppervlakteHa: 5, gewascode: 259, grondgebruik: 'mais', grondsoort: 'zand', zandklasse: 'zand3' },
          { oppervlakteHa: 2, gewascode: 233, grondgebruik: 'akkerbouw', grondsoort: 'veen' },
          { oppervlakteHa: 3, gewascode: 335, grondgebruik: 'natuur', grondsoort: 'zand' },
        ),
        akkerbouw: { gewassen: [{ gewascode: 233, naam: 'Tarwe', afvoerKgN: 0, afvoerKgP2o5: 0 }] },
      }),
    );
    const k = r2.bodem.stikstof.kritischOverschot;
    // (10 ha gras klei × 296 + 5 ha maïs zand3 × 51 + 2 ha akker veen × 334) / 17 ha = (2 960 + 255 + 668) / 17 = 228,41; natuur telt niet mee
    expect(r2.bodem.stikstof.kritischOverschotKgPerHa).toBeCloseTo(3883 / 17, 9);
    expect(k.graslandKgPerHa).toBe(296);
    expect(k.bouwlandKgPerHa).toBeCloseTo((5 * 51 + 2 * 334) / 7, 9); // 131,86
    // zonder zandklasse: zand 2 (gras 105) en dat staat bij de gebruikte standaarden
    expect(r.bodem.stikstof.kritischOverschotKgPerHa).toBe(105);
    expect(r.gebruikteStandaarden.some((s) => s.pad === 'percelen.percelen' && s.waarde === 'zand2')).toBe(true);
    expect(r2.gebruikteStandaarden.some((s) => s.pad === 'percelen.percelen')).toBe(false); // de enige zandgrond heeft een klasse
    // zand 1 (nat) geeft op gras 156
    expect(bereken(invoer({ percelen: percelen({ oppervlakteHa: 10, zandklasse: 'zand1' }) })).bodem.stikstof.kritischOverschotKgPerHa).toBe(156);
    // per perceel: 5 ha zand 1 en 5 ha zand 3 gras → (5 × 156 + 5 × 51) / 10
    const gemengd = bereken(invoer({ percelen: percelen({ oppervlakteHa: 5, zandklasse: 'zand1' }, { oppervlakteHa: 5, zandklasse: 'zand3' }) }));
    expect(gemengd.bodem.stikstof.kritischOverschot.graslandKgPerHa).toBeCloseTo((5 * 156 + 5 * p.kritischBodemoverschotNGrasland.waarden.zand3) / 10, 9);
  });
  it('klaver en veen geven binding en mineralisatie', () => {
    const r2 = bereken(invoer({ percelen: percelen({ oppervlakteHa: 10, grondsoort: 'veen', klaverAandeelProcent: 20 }) }));
    expect(r2.bodem.stikstof.bindingKg).toBe(10 * 20 * 5); // 1 000 kg N
    expect(r2.bodem.stikstof.mineralisatieKg).toBe(10 * 160); // 1 600 kg N
  });
  it('grasopbrengst via het fosforspoor: (aanleg eigen kuil + vers gras) / ha', () => {
    expect(d.opb_graspr_ds).toBeCloseTo((40_000 + GRAS_KG_DS) / 10, 6); // ≈ 5 161 kg DS/ha
    const eigenP = (40_000 * 4) / 1000 + (GRAS_KG_DS * 4) / 1000;
    expect(r.gewasopbrengst.fosforspoor.eigenLandPKg).toBeCloseTo(eigenP, 6);
    expect(r.signaleringen.some((s) => s.code === 'OPBRENGST_GRAS_AFWIJKEND')).toBe(true);
  });
  it('opbrengst volgt het fosforspoor: bij een onmogelijke voorraad (verbruik < 0) bepaalt de P-behoefte de oogst', () => {
    // eindvoorraad 50 000 > 0 + 40 000 aanleg: verbruik graskuil = 0 (gesignaleerd); vers gras dekt de VEM
    const r2 = bereken(invoer({ ruwvoer: { producten: [{ naam: 'Graskuil', soort: 'graskuil', herkomst: 'eigen', beginvoorraadKgDs: 0, aanlegKgDs: 40_000, eindvoorraadKgDs: 50_000, vemPerKgDs: 900, reGPerKgDs: 160, pGPerKgDs: 4 }] } }));
    const g = r2.voer.versGras;
    const fs = r2.gewasopbrengst.fosforspoor;
    // P eigen land = P-opname − P aangekocht (18 000 × 5 / 1000 = 90) + voorraadmutatie (50 000 × 4 / 1000 = 200) = P vers gras + 200
    expect(fs.eigenLandPKg).toBeCloseTo(g.pKg + 200, 9);
    // ingevulde oogst = P vers gras + aanleg 40 000 × 4 / 1000 = P vers gras + 160 → factor (P + 200) / (P + 160)
    const factor = (g.pKg + 200) / (g.pKg + 160);
    expect(fs.factor).toBeCloseTo(factor, 12);
    expect(r2.dumpfile.opb_graspr_ds).toBeCloseTo(((g.kgDs + 40_000) * factor) / 10, 6);
    expect(r.gewasopbrengst.fosforspoor.factor).toBeCloseTo(1, 12); // consistente voorraad: factor 1
  });
  it('eiwit van eigen land = N eigen ruwvoer + vers gras / N rantsoen', () => {
    const eigen = (30_000 * 160) / 6250 + (GRAS_KG_DS * 200) / 6250;
    expect(d.pceigen_n).toBeCloseTo((eigen / OPNAME_N) * 100, 6);
  });
  it('benutting vee = (N melk + N dieren) / N-opname', () => {
    expect(d.efficientie_N).toBeCloseTo(((MELK_N + DIER_N) / OPNAME_N) * 100, 6);
  });
});

describe('BEC', () => {
  // allocatie melk/vlees (IDF): 2 koeien × 600 kg LG afgevoerd; AF = 1 − 6,04 × 1 200 / 80 880 = 1 − 0,08961 = 0,91039
  const AF = 1 - 6.04 * (1200 / FPCM);
  it('allocatie: aandeel melk = 1 − 6,04 × kg LG afgevoerd netto / kg FPCM', () => {
    expect(d.bkg_alloc_fpcm).toBeCloseTo(AF * 100, 9); // 91,04%
    expect(d.bkg_alloc_vlees).toBeCloseTo((1 - AF) * 100, 9);
    expect(d.dzh_co2_melkprod).toBeCloseTo((d.bkg_totaal * AF * 1000) / FPCM, 6);
  });
  it('pensfermentatie = Σ kg DS opgenomen × g CH4/kg DS × 28 × aandeel melk, per kg FPCM', () => {
    // vers gras 19,2 g CH4/kg DS (KLW-factor, melkvee.nl; supplement §6); de andere groepen aangenomen
    const ch4 = (18_000 * 0.98 * 16.5 + 30_000 * 0.95 * 21.5 + GRAS_KG_DS * 19.2) / 1000;
    expect(d.dzh_co2_pensferm).toBeCloseTo((ch4 * 28 * AF * 1000) / FPCM, 6);
  });
  // Methaan uit de mest (IPCC 2006 vgl. 10.23): kg DS opgenomen × VS × B0 × 0,67 kg/m³ × MCF.
  // VS per kg DS (vgl. 10.24) = (1 − DE 0,75 + UE 0,04) × (1 − as 0,08) = 0,29 × 0,92 = 0,2668;
  // B0 0,24 m³/kg VS (tabel 10A-4, melkvee West-Europa); MCF mestkelder 0,17, weide 0,01 (tabel 10.17).
  const VS = (1 - 0.75 + 0.04) * (1 - 0.08);
  const DS_OPGENOMEN = 18_000 * 0.98 + 30_000 * 0.95 + GRAS_KG_DS; // 17 640 + 28 500 + vers gras (geen verlies)
  it('mestopslag CH4, zonder weidegang: DS opgenomen × 0,2668 × 0,24 × 0,67 × 0,17', () => {
    expect(VS).toBeCloseTo(0.2668, 12);
    expect(r.bec.dsOpgenomenKg).toBeCloseTo(DS_OPGENOMEN, 6);
    // ≈ 57 990 kg DS × 0,2668 × 0,24 × 0,67 × 0,17 ≈ 423 kg CH4; het voerverlies (2% brok, 5% kuil) wordt niet gegeten en telt niet mee
    expect(r.bec.mestCh4Kg).toBeCloseTo(DS_OPGENOMEN * VS * 0.24 * 0.67 * 0.17, 6);
    expect(r.bec.mestCh4Kg).toBeLessThan(r.voer.rantsoen.kgDs * VS * 0.24 * 0.67 * 0.17);
    expect(d.dzh_co2_mestopsl).toBeCloseTo(((r.bec.mestCh4Kg * 28 + r.bec.stalN2oNKg * (44 / 28) * 265) * AF * 1000) / FPCM, 6);
  });
  it('mestopslag CH4 met weidegang: het deel in de wei met MCF 0,01, de rest in de kelder met 0,17', () => {
    const r2 = bereken(invoer({ beweiding: { melkkoeien: { dagenOnbeperkt: 146, urenPerDagOnbeperkt: 24, dagenZomerstalvoedering: 0 } } }));
    const w = r2.bex.excretie.weidefractie; // 3 504 / 8 760 uur = 0,40 (zie BEA)
    const mcf = 0.17 * (1 - w) + 0.01 * w; // 0,102 + 0,004 = 0,106
    expect(mcf).toBeCloseTo(0.106, 12);
    expect(r2.bec.mestCh4Kg).toBeCloseTo(r2.bec.dsOpgenomenKg * VS * 0.24 * 0.67 * mcf, 6);
  });
  it('energie = kWh × EF van het jaar + diesel × EF', () => {
    const r2 = bereken(invoer({ energie: { elektriciteitKwh: 10_000, dieselLiter: 1_000, eigenProductieKwh: 5_000 } }));
    expect(r2.dumpfile.dzh_co2_energie).toBeCloseTo(((10_000 * 0.38 + 1_000 * 3.262) * AF * 1000) / FPCM, 6);
  });
  it('aanvoer per product: vee, mest, gewasbescherming, water, loonwerk en plastic', () => {
    const r2 = bereken(
      invoer({
        veestapel: { aanvoer: [{ categorie: '102', aantal: 1, gewichtKgPerDier: 500 }] },
        organischeMest: { aanvoer: [{ mestcode: 14, hoeveelheid: 50 }] },
        energie: { waterM3: 100, gewasbeschermingKg: 2, loonwerkDieselLiter: 500, kunststofKg: 200 },
      }),
    );
    const a = r2.bec.aanvoerPerPost;
    expect(a.vee).toBeCloseTo(500 * 9, 9); // 4 500 kg CO2-eq
    expect(a.mest).toBeCloseTo(50 * 2, 9); // 100
    expect(a.gewasbescherming).toBeCloseTo(2 * 15, 9); // 30
    expect(a.water).toBeCloseTo(100 * 0.3, 9); // 30
    expect(a.loonwerk).toBeCloseTo(500 * 3.262, 9); // 1 631
    expect(a.kunststof).toBeCloseTo(200 * 2.5, 9); // 500
    // aangevoerd vee telt netto af: (1 200 − 500) kg LG → AF = 1 − 6,04 × 700 / 80 880
    expect(r2.bec.allocatie.melkFractie).toBeCloseTo(1 - 6.04 * (700 / FPCM), 12);
    expect(r2.dumpfile.co2_aanv_vee).toBeCloseTo((4500 * r2.bec.allocatie.melkFractie * 1000) / FPCM, 9);
  });
  it('aangekocht krachtvoer: kg product × 1,399 kg CO2-eq (KLW-standaard mengvoer 2019); melkproducten per kg DS', () => {
    // helpers: 20 000 kg brok aangevoerd (90% DS); 20 000 × 1,399 = 27 980 kg CO2-eq — niet 18 000 kg DS × de factor
    expect(r.bec.aanvoerPerPost.krachtvoerMelkproducten).toBeCloseTo(20_000 * 1.399, 9);
    expect(d.co2_aanv_kvmp).toBeCloseTo((20_000 * 1.399 * AF * 1000) / FPCM, 6); // 27 980 × 0,91039 × 1000 / 80 880 = 314,9 g/kg FPCM
  });
  it('ureum: CO2 uit hydrolyse = ureum-N × 0,20 × 44/12 / 0,46 (IPCC 2006 §11.4)', () => {
    const r2 = bereken(invoer({ kunstmest: { producten: [{ naam: 'Ureum', soort: 'ureum', aanvoerKg: 1000, nUreumGPerKg: 460 }] } }));
    expect(r2.bec.ureumCo2Kg).toBeCloseTo(460 * ((0.2 * 44) / 12 / 0.46), 9); // 460 kg N → 733,3 kg CO2
  });
  it('N2O-N uit de bodem per bron staat in de dumpfile (co2_voer_n2o_km)', () => {
    // 810 kg kunstmest-N × 1% × 44/28 × 265 × AF × 1000 / FPCM
    expect(d.co2_voer_n2o_km).toBeCloseTo((810 * 0.01 * (44 / 28) * 265 * AF * 1000) / FPCM, 6);
  });
  it('de componenten tellen op tot het totaal', () => {
    expect(d.dzh_co2_melkprod).toBeCloseTo(d.dzh_co2_pensferm + d.dzh_co2_mestopsl + d.dzh_co2_voerprod + d.dzh_co2_energie + d.dzh_co2_aanvoer, 9);
  });
  it('GWP CH4 komt uit de parameters van het jaar', () => {
    expect(p.gwpCh4.waarde).toBe(28);
  });
});

describe('dashboard', () => {
  it('de zes indicatoren lezen uit de dumpfile', () => {
    expect(r.dashboard).toEqual({
      stikstofbodemoverschotKgNPerHa: d.verl_bodbal1_ha,
      ammoniakKgNh3PerHa: d.dzh_nh3_bedrha,
      ammoniakKgNh3PerGve: d.dzh_nh3_bedrgve,
      broeikasgassenGCo2EqPerKgFpcm: d.dzh_co2_melkprod,
      blijvendGraslandProcent: 100,
      eiwitVanEigenLandProcent: d.pceigen_n,
    });
    expect(d.dzh_nh3_bedrgve).toBeCloseTo(d.dzh_nh3_bedrha * 10 / 10, 9); // 10 ha, 10 GVE
  });
  it('gebruikte standaarden worden gemeld', () => {
    expect(r.gebruikteStandaarden.map((s) => s.pad)).toContain('organischeMest.verbruik.aandeelGraslandProcent');
    expect(r.gebruikteStandaarden.map((s) => s.pad)).not.toContain('bedrijfsgegevens.depositieKgNPerHa');
    const r2 = bereken(invoer({ bedrijfsgegevens: { depositieKgNPerHa: undefined } }));
    expect(r2.gebruikteStandaarden.find((s) => s.pad === 'bedrijfsgegevens.depositieKgNPerHa')?.waarde).toBe(25);
  });
});
