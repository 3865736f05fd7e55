/**
 * Rule parameters for reporting year 2022. The later years start from this table and
 * override only what changed (see 2023.ts … 2025.ts).
 */
import { aangenomen, c, hergebruikt } from './bronnen';
import { BEX_WIJZIGINGEN_TOT_2022 } from './bex-handreiking';
import { normRijen } from '../balans/akkerbouwgewas';
import type { RekenParameters } from './types';
import { INDELING_VANAF_2021 } from './fosfaatklassen';

const ONGEWIJZIGD_SINDS_2020 = 'ongewijzigd sinds de herziening excretieforfaits 2020';

export const parameters2022: RekenParameters = {
  jaar: 2022,
  versie: 'KLW-open 2022 (structuur rekenregels KLW 2019/2023; aangenomen waarden gemarkeerd)',

  // Oud CVB-stelsel tot en met rapportagejaar 2022 (supplement §5.1); de overstap naar VEM-2022 in 2023 is AANGENOMEN.
  vemStelsel: { naam: 'CVB-1977', bron: aangenomen('oude CVB-normen (42,4 × LG^0,75; 442 VEM/kg FPCM; voederniveaucorrectie) tot en met 2022, supplement §5.1') },
  // Bron: Eurofins Agro, "Voeder Eenheid Melk (VEM)": onderhoud ≈ 5.300 VEM/dag voor een koe; 42,4 × 650^0,75 ≈ 5.480.
  vemOnderhoudPerKgMetabolischGewicht: c(42.4, 'VEM/kg LG^0,75/dag', aangenomen('CVB onderhoudsbehoefte 42,4 VEM/kg^0,75 (KLW-domeinnotities §7, supplement §5.1)')),
  vemOnderhoudToeslagLacterend: c(0, 'fractie onderhoud', 'Bron: VV-VEM en TN-VEM (supplement §5.2): de toeslag van 15% bestaat pas in VEM-2022; oud stelsel 0'),
  vemOnderhoudToeslagDroog: c(0, 'fractie onderhoud', 'Bron: VV-VEM en TN-VEM (supplement §5.2): de toeslag van 26% bestaat pas in VEM-2022; oud stelsel 0'),
  vemBewegingToeslagLoopstal: c(0, 'fractie onderhoud', 'Bron: VV-VEM (supplement §5.2): de bewegingstoeslag van 10% bestaat pas in VEM-2022; oud stelsel 0'),
  // Bron: TN-VEM (supplement §5.1): oud stelsel had een voederniveaucorrectie (1,8% ME-depressie); vorm (FPCM − 15) × 0,00165 AANGENOMEN.
  vemVoederniveauCorrectie: c(0.00165, 'per kg FPCM/dag boven de drempel', aangenomen('CVB voederniveaucorrectie (1 + (FPCM/dag − 15) × 0,00165), supplement §5.1')),
  vemVoederniveauDrempelKgFpcmPerDag: c(15, 'kg FPCM/dag', aangenomen('drempel voederniveaucorrectie 15 kg FPCM/dag, supplement §5.1')),
  lactatieDagenPerJaar: c(305, 'dagen/koe/jaar', aangenomen('305 lactatiedagen + 60 droogstanddagen per koe per jaar (supplement §5.3); BEX 2023 gebruikt de gemiddelden 2019–2021')),
  droogstandDagenPerJaar: c(60, 'dagen/koe/jaar', aangenomen('60 droogstanddagen per koe per jaar (supplement §5.3)')),
  // AANGENOMEN: 30% eerstekalfskoeien × 625 + 25% tweedekalfskoeien × 325 VEM/dag = 268,75 VEM per koe per lactatiedag (supplement §5.1).
  vemJeugdgroeiPerKoePerLactatieDag: c(0.3 * 625 + 0.25 * 325, 'VEM/koe/lactatiedag', aangenomen('jeugdgroei +625 VEM/d 1e lactatie (30% van de koeien), +325 2e lactatie (25%), supplement §5.1')),
  rasfactorVem: {
    waarden: { 'holstein-friesian': 1, mrij: 1, jersey: 1, fleckvieh: 1, overig: 1 },
    eenheid: 'factor op onderhoud',
    bron: aangenomen('rasfactor Handreiking BEX (sinds 28-12-2016): waarden per ras niet gevonden (supplement §5.2), daarom 1,0; het ras werkt nu via het standaardgewicht'),
  },
  // Bron: KLW-domeinnotities §1.3; AANGENOMEN 442 VEM per kg FPCM (CVB, oud stelsel); Eurofins noemt ≈ 460.
  vemPerKgFpcm: c(442, 'VEM/kg FPCM', aangenomen('CVB 442 VEM per kg meetmelk, oud stelsel (KLW-domeinnotities §7, TN-VEM)')),
  // AFGELEID (supplement §5.3): dracht 7e–9e maand 30 × (450 + 850 + 1.150) = 73.500 VEM per dracht × 365/400 (tussenkalftijd 400 d AANGENOMEN).
  vemDrachtPerKoePerJaar: c((73_500 * 365) / 400, 'VEM/koe/jaar', 'AFGELEID uit CVB-drachttoeslag 450/850/1.150 VEM/d in maand 7–9 × 365/400 (supplement §5.3; tussenkalftijd 400 d AANGENOMEN — te verifiëren tegen de officiële tabel)'),
  // Bron: VV-VEM (supplement §5.2): "voorheen 20%" van onderhoud voor onbeperkt weiden; beperkt weiden de helft AANGENOMEN.
  weidetoeslagOnbeperktFractieOnderhoud: c(0.2, 'fractie onderhoud per weidedag', 'Bron: verantwoordeveehouderij.nl actualisatie energiebehoeftenormen (supplement §5.2): onbeperkt weiden voorheen +20% van onderhoud'),
  weidetoeslagBeperktFractieOnderhoud: c(0.1, 'fractie onderhoud per weidedag', aangenomen('beperkt weiden de helft van de onbeperkte toeslag (10%)')),
  lichaamsgewichtPerRas: {
    waarden: { 'holstein-friesian': 650, mrij: 650, jersey: 450, fleckvieh: 700, overig: 600 },
    eenheid: 'kg',
    bron: aangenomen('gemiddeld lichaamsgewicht per ras (BEX 2018: "gemiddeld lichaamsgewicht koeien")'),
  },
  // AANGENOMEN: ≈ 3.600 VEM/dag (<1 jaar) en ≈ 6.850 VEM/dag (≥1 jaar) incl. groei.
  vemJongveeJonger1JaarPerDierPerJaar: c(1_300_000, 'VEM/dier/jaar', aangenomen('VEM-behoefte jongvee <1 jaar ≈ 3.600 VEM/dag (CVB)')),
  vemJongveeOuder1JaarPerDierPerJaar: c(2_500_000, 'VEM/dier/jaar', aangenomen('VEM-behoefte jongvee ≥1 jaar ≈ 6.850 VEM/dag (CVB)')),
  vemOverigGraasdierPerDierPerJaar: {
    waarden: { schaap: 450_000, geit: 600_000, paard: 2_900_000, pony: 1_500_000, vleesvee: 2_800_000 },
    eenheid: 'VEM/dier/jaar',
    bron: aangenomen('VEM-behoefte overige graasdieren (BEX 2018: "VEM overige graasdieren")'),
  },

  // Bron: CBS Dierlijke mest en mineralen 2020, §3.1: 2% voerverlies krachtvoer, 5% geconserveerd ruwvoer (gebruik in BEX AANGENOMEN).
  voerverliesKrachtvoer: c(0.02, 'fractie', 'Bron: CBS Dierlijke mest en mineralen 2020 §3.1 (2% krachtvoer); AANGENOMEN gelijk in BEX — te verifiëren tegen de officiële tabel'),
  voerverliesRuwvoer: c(0.05, 'fractie', 'Bron: CBS Dierlijke mest en mineralen 2020 §3.1 (5% geconserveerd ruwvoer); AANGENOMEN gelijk in BEX — te verifiëren tegen de officiële tabel'),
  // AANGENOMEN: midden van de bandbreedtes in KLW-domeinnotities §2.3.
  versGrasVemPerKgDs: c(975, 'VEM/kg DS', aangenomen('vers weidegras 950–1000 VEM/kg DS (KLW-domeinnotities §2.3)')),
  versGrasReGPerKgDs: c(220, 'g RE/kg DS', aangenomen('vers weidegras 200–240 g RE/kg DS (KLW-domeinnotities §2.3)')),
  versGrasPGPerKgDs: c(4.25, 'g P/kg DS', aangenomen('vers weidegras 4,0–4,5 g P/kg DS (KLW-domeinnotities §2.3)')),
  // Bron: KLW-domeinnotities §1.3 (landelijke forfaitberekening 0,97 g P/kg melk); contract FOSFOR_STANDAARD = 97.
  melkFosforMgPer100g: c(97, 'mg P/100 g', 'Bron: KLW-domeinnotities §1.3 (forfait 0,97 g P/kg melk; Melklevering spec §9)'),
  strooiselNGPerKg: c(5, 'g N/kg', aangenomen('stro ≈ 5 g N/kg product')),
  strooiselP2o5GPerKg: c(2.5, 'g P2O5/kg', aangenomen('stro ≈ 2,5 g P2O5/kg product')),

  // AANGENOMEN: KLW-domeinnotities §1.3 (rundvee ≈ 25–26 g N en 7–7,5 g P per kg levend gewicht; RVO Tabel 7).
  nGPerKgLevendGewicht: c(25.5, 'g N/kg LG', aangenomen('RVO Tabel 7: rundvee ≈ 25–26 g N/kg levend gewicht (KLW-domeinnotities §1.3)')),
  pGPerKgLevendGewicht: c(7.25, 'g P/kg LG', aangenomen('RVO Tabel 7: rundvee ≈ 7–7,5 g P/kg levend gewicht (KLW-domeinnotities §1.3)')),
  // Bron: Boerderij 2019-07 "Mestnormen voor melkvee in 2020 iets lager": 9.500 kg melk, ureum 22 → 124,0 kg N en 44,6 kg P2O5;
  // 12.000 kg → 144 kg N en 51,8 kg P2O5. Helling afgeleid uit die twee punten (RVO Tabel 6 zelf te verifiëren).
  forfaitKoeNBij9500Kg: c(124.0, 'kg N/koe/jaar', `Bron: Boerderij 2019-07, excretieforfait 2020 bij 9.500 kg melk en ureum 22 (RVO Tabel 6); ${ONGEWIJZIGD_SINDS_2020}`),
  forfaitKoeNPerKgMelk: c(0.008, 'kg N per kg melk boven/onder 9.500', 'AFGELEID: (144 − 124) / (12.000 − 9.500) uit Boerderij 2019-07 (RVO Tabel 6) — te verifiëren tegen de officiële tabel'),
  forfaitKoeUreumBasis: c(22, 'mg ureum/100 g melk', `Bron: Boerderij 2019-07, de forfaits 124,0 en 144 kg N gelden "met een ureumgehalte van 22" (RVO Tabel 6); ${ONGEWIJZIGD_SINDS_2020}`),
  // RVO Tabel 6 gives N per milk class and urea class; the urea step itself was not retrieved. A published example from
  // the table (mijnbodemconditie.nl "Voeren voor BEX-voordeel"): 8.500 kg melk, ureum 25 → 124 kg N, ureum 18 → 112,5 kg N,
  // so (124 − 112,5) / (25 − 18) = 1,643 kg N per ureumeenheid. Check: at ureum 22 that gives 119,1 kg N, the pre-2020
  // table's 127,5 at 9.500 kg minus 0,008 × 1.000 = 119,5 — the example is from the table before the 2020 revision.
  forfaitKoeNPerUreum: c((124 - 112.5) / (25 - 18), 'kg N per koe per mg ureum/100 g', 'AFGELEID: (124 − 112,5) / (25 − 18) uit het rekenvoorbeeld van mijnbodemconditie.nl "Voeren voor BEX-voordeel" (RVO Tabel 6 vóór 2020, 8.500 kg melk) — te verifiëren tegen de officiële tabel (RVO Tabel 6, ureumklassen van het jaar)'),
  forfaitKoeP2o5Bij9500Kg: c(44.6, 'kg P2O5/koe/jaar', `Bron: Boerderij 2019-07, excretieforfait 2020 bij 9.500 kg melk (RVO Tabel 6); ${ONGEWIJZIGD_SINDS_2020}`),
  forfaitKoeP2o5PerKgMelk: c(0.00288, 'kg P2O5 per kg melk boven/onder 9.500', 'AFGELEID: (51,8 − 44,6) / 2.500 uit Boerderij 2019-07 (RVO Tabel 6) — te verifiëren tegen de officiële tabel'),
  // Bron: Skal, excretieforfaits biologisch gehouden dieren vanaf 1-1-2021 (Uitvoeringsregeling Meststoffenwet bijlage D tabel 1B deel 2).
  forfaitBiologischKoeN: c(96.1, 'kg N/koe/jaar', 'Bron: Skal excretieforfaits biologisch 1-1-2021 (melk- en kalfkoeien in stal, geen grup-/potstal)'),
  forfaitJongveeJonger1JaarN: c(34.3, 'kg N/dier/jaar', aangenomen('RVO Tabel 4 categorie 101')),
  forfaitJongveeJonger1JaarP2o5: c(9.6, 'kg P2O5/dier/jaar', aangenomen('RVO Tabel 4 categorie 101')),
  forfaitJongveeOuder1JaarN: c(73.8, 'kg N/dier/jaar', aangenomen('RVO Tabel 4 categorie 102')),
  forfaitJongveeOuder1JaarP2o5: c(24.3, 'kg P2O5/dier/jaar', aangenomen('RVO Tabel 4 categorie 102')),
  forfaitBiologischJongveeJonger1JaarN: c(32.3, 'kg N/dier/jaar', 'Bron: Skal excretieforfaits biologisch 1-1-2021 (vrouwelijk jongvee jonger dan 1 jaar)'),
  forfaitBiologischJongveeOuder1JaarN: c(66.0, 'kg N/dier/jaar', 'Bron: Skal excretieforfaits biologisch 1-1-2021 (vrouwelijk jongvee van 1 jaar en ouder)'),
  forfaitOverigGraasdierN: {
    waarden: { schaap: 9.9, geit: 12.3, paard: 56.0, pony: 34.0, vleesvee: 65.4 },
    eenheid: 'kg N/dier/jaar',
    bron: aangenomen('RVO Tabel 4 overige graasdieren (vleesvee: Skal "overig rundvee ≥1 jaar" 65,4)'),
  },
  forfaitOverigGraasdierP2o5: {
    waarden: { schaap: 3.3, geit: 4.8, paard: 24.0, pony: 14.0, vleesvee: 23.0 },
    eenheid: 'kg P2O5/dier/jaar',
    bron: aangenomen('RVO Tabel 4 overige graasdieren'),
  },
  gvePerDier: {
    waarden: { melkkoe: 1.0, jongveeJonger1Jaar: 0.4, jongveeOuder1Jaar: 0.8, schaap: 0.1, geit: 0.1, paard: 0.8, pony: 0.5, vleesvee: 0.8 },
    eenheid: 'GVE/dier',
    bron: 'Bron: KLW-domeinnotities §2.4 (melkkoe 1,0; jongvee <1 jaar 0,4; ≥1 jaar 0,8; fdm/Eurostat). Overige graasdieren AANGENOMEN — te verifiëren tegen de officiële tabel',
  },

  // Bron: KLW-domeinnotities §2.1 (nmi-agro/fdm table-11-mestcodes 2025 = RVO Tabel 5). Voor 2022 AANGENOMEN gelijk.
  mestForfaitNKgPerTon: {
    waarden: { 10: 6.4, 11: 4.0, 12: 4.0, 13: 9.2, 14: 4.0, 17: 4.2, 18: 3.2, 19: 5.5, 25: 4.8, 35: 26.8, 40: 8.1, 41: 6.8, 42: 2.0, 46: 3.8, 50: 6.4, 56: 8.5, 61: 9.1, 110: 7.0 },
    eenheid: 'kg N/ton',
    bron: 'Bron: RVO Tabel 5 via KLW-domeinnotities §2.1 (waarden 2025); AANGENOMEN gelijk voor dit jaar — te verifiëren tegen de officiële tabel',
  },
  mestForfaitP2o5KgPerTon: {
    waarden: { 10: 3.2, 11: 1.3, 12: 0.2, 13: 9.2, 14: 1.5, 17: 5.0, 18: 1.2, 19: 2.2, 25: 2.5, 35: 24.9, 40: 8.0, 41: 1.6, 42: 0.9, 46: 2.4, 50: 3.8, 56: 4.7, 61: 4.8, 110: 3.9 },
    eenheid: 'kg P2O5/ton',
    bron: 'Bron: RVO Tabel 5 via KLW-domeinnotities §2.1 (waarden 2025); AANGENOMEN gelijk voor dit jaar — te verifiëren tegen de officiële tabel',
  },
  // Onbekende mestcode zonder analyse: de rekenkern rekent dan met rundveedrijfmest (code 14) en signaleert dat.
  mestForfaitOnbekendeCode: c(14, 'mestcode', aangenomen('terugval op mestcode 14 (rundveedrijfmest) bij onbekende code')),

  // AANGENOMEN: TAN ≈ N-opname × VCRE − N-vastlegging (KLW-domeinnotities §1.5; BEX bijlage 3).
  vcre: c(0.7, 'fractie', aangenomen('verteringscoëfficiënt ruw eiwit van het rantsoen 0,70 (Handreiking BEX bijlage 3)')),
  emissiefactorStalFractieTan: {
    waarden: { ligboxenstal: 0.132, 'emissiearme-stal': 0.07, grupstal: 0.08, potstal: 0.1 },
    eenheid: 'kg NH3-N/kg TAN in de stal',
    bron: aangenomen('emissiefactoren huisvesting + opslag per staltype (NEMA WOT-264; BEX bijlage 4)'),
  },
  // Bron: rekenregels KLW 2019 §2.2.2.4.1 (RR-STAL, supplement §4.1): "mineralisatie van organische N in de opslag = 10% van
  // de N-excretie" op stal, opgeteld bij de TAN-excretie. Of totaal- of organische N bedoeld is: te verifiëren in de rekenregels 2023.
  mineralisatieOpslagFractieN: c(0.1, 'kg TAN/kg N-excretie stal', 'Bron: Rekenregels KLW 2019 §2.2.2.4.1 (supplement §4.1): mineralisatie in de opslag 10% van de N-excretie op stal'),
  // Bron: Rav bijlage 1 via InfoMil (supplement §4.2); A 1.13/1.23/1.30 Stcrt 2019-68350; A 1.100 = 11,0 × 1,18 (WLR-rapport 744).
  // De KLW schaalt de NEMA-factor van de traditionele stal met EF_Rav(code) / EF_Rav(A 1.100): werkhypothese van supplement §4.2.
  ravEmissiefactorMelkvee: {
    waarden: { 'A 1.1': 5.7, 'A 1.2': 10.2, 'A 1.3': 10.2, 'A 1.4': 9.2, 'A 1.5': 11.8, 'A 1.6': 11, 'A 1.7': 11, 'A 1.13': 6, 'A 1.23': 6, 'A 1.30': 8, 'A 1.100': 13.0 },
    eenheid: 'kg NH3/dierplaats/jaar',
    bron: 'Bron: Rav bijlage 1 (InfoMil; Stcrt 2017-69963, 2019-68350), supplement §4.2; A 1.100 = 11,0 × 1,18 AANGENOMEN en de schaling naar de KLW-factor is een werkhypothese — te verifiëren tegen de officiële tabel',
  },
  n2oNStalFractieN: c(0.0025, 'kg N2O-N/kg N in stal', aangenomen('N2O-N uit stal en opslag 0,25% van N (NEMA/NIR)')),
  noNStalFractieN: c(0.0025, 'kg NO-N/kg N in stal', aangenomen('NO-N uit stal en opslag 0,25% van N (NEMA)')),
  n2NStalFractieN: c(0.0075, 'kg N2-N/kg N in stal', aangenomen('N2-N uit stal en opslag = 3 × N2O-N (NEMA)')),
  // Bron: KLW-domeinnotities §1.5 (Bussink: EF_bew % van N-excretie = 2,717e-5 × N_rantsoen^3,389, N in g/kg DS).
  beweidingBussinkA: c(2.717e-5, '%', 'Bron: rekenregels NH3-methodiek bijlage 15 (Bussink), KLW-domeinnotities §1.5'),
  beweidingBussinkB: c(3.389, '-', 'Bron: rekenregels NH3-methodiek bijlage 15 (Bussink), KLW-domeinnotities §1.5'),
  // Bron: NEMA WOT-technical report 264, tabel B18.3 (2019–2022), via fdm-calculator (KLW-domeinnotities §1.5). * = fdm-aanname.
  emissiefactorAanwendingGrasland: {
    waarden: { zodenbemester: 0.17, sleufkouter: 0.17, 'diepe-injectie': 0.17, sleepvoet: 0.17, 'onderwerken-1-werkgang': 0.17, 'onderwerken-2-werkgangen': 0.17, 'bovengronds-breedwerpig': 0.68 },
    eenheid: 'kg NH3-N/kg TAN',
    bron: 'Bron: NEMA WOT-technical report 264 tabel B18.3 (grasland), KLW-domeinnotities §1.5; onderwerken op grasland is een fdm-aanname',
  },
  emissiefactorAanwendingBouwland: {
    waarden: { zodenbemester: 0.24, sleufkouter: 0.24, 'diepe-injectie': 0.24, sleepvoet: 0.36, 'onderwerken-1-werkgang': 0.22, 'onderwerken-2-werkgangen': 0.46, 'bovengronds-breedwerpig': 0.69 },
    eenheid: 'kg NH3-N/kg TAN',
    bron: 'Bron: NEMA WOT-technical report 264 tabel B18.3 (bouwland), KLW-domeinnotities §1.5; zodenbemester en diepe injectie op bouwland zijn fdm-aannames',
  },
  // AFGELEID: KAS (50% NH4-N, 50% NO3-N) heeft EF 0,025 van totaal-N → 0,05 per kg ammonium-N bij 0 voor nitraat.
  emissiefactorKunstmestAmmonium: c(0.05, 'kg NH3-N/kg ammonium-N', 'AFGELEID uit KAS EF 0,025 (fdm baat.json, KLW-domeinnotities §1.5) met nitraat-EF 0 — te verifiëren tegen de officiële tabel'),
  emissiefactorKunstmestNitraat: c(0, 'kg NH3-N/kg nitraat-N', 'Bron: fdm baat.json, nitraatmeststoffen EF 0 (KLW-domeinnotities §1.5)'),
  emissiefactorKunstmestUreum: c(0.143, 'kg NH3-N/kg ureum-N', 'Bron: fdm baat.json, ureum korrel EF 0,143 (KLW-domeinnotities §1.5)'),
  // Bron: fdm-data baat.json p_ef_nh3 (KLW-domeinnotities §1.5, supplement §7), fractie van totaal-N; waarschijnlijk NEMA-afgeleid.
  emissiefactorKunstmestPerSoort: {
    waarden: {
      kas: 0.025, ammoniumnitraat: 0.052, ammoniumsulfaat: 0.113, ammoniumsulfaatsalpeter: 0.082, ureum: 0.143, 'ureum-vloeibaar': 0.075,
      'ureum-zwavelgecoat': 0.071, uan: 0.0375, 'dap-map': 0.074, 'np-npk': 0.045, nitraat: 0,
    },
    eenheid: 'kg NH3-N/kg N',
    bron: 'Bron: nmi-agro/fdm baat.json p_ef_nh3 (KLW-domeinnotities §1.5, supplement §7)',
  },
  // Bron: rekenregels KLW tabel 3.12 (normatief TAN-aandeel staldieren), KLW-domeinnotities §1.5.
  tanAandeelStaldieren: {
    waarden: { kraamzeugen: 0.67, 'guste-dragende-zeugen': 0.67, 'gespeende-biggen': 0.67, vleesvarkens: 0.64, leghennen: 0.76, vleeskuikens: 0.62, witvleeskalveren: 0.72 },
    eenheid: 'kg TAN/kg N',
    bron: 'Bron: Rekenregels KringloopWijzer tabel 3.12 (KLW-domeinnotities §1.5)',
  },
  emissiefactorStalStaldierenFractieTan: c(0.25, 'kg NH3-N/kg TAN', aangenomen('gemiddelde stalemissie staldieren 25% van TAN (NEMA)')),

  depositieKgNPerHa: c(25, 'kg N/ha', aangenomen('vaste depositie 25 kg N/ha (KLW gebruikt een vaste regionale waarde, KLW-domeinnotities §7)')),
  bindingKlaverKgNPerHaPerProcent: c(5, 'kg N/ha per % klaver', aangenomen('N-binding klaver ≈ 150 kg N/ha bij 30% klaver')),
  bindingVlinderbloemigKgNPerHa: c(160, 'kg N/ha', aangenomen('N-binding vlinderbloemige akkerbouwgewassen')),
  mineralisatieVeenKgNPerHa: c(160, 'kg N/ha', aangenomen('netto mineralisatie veengrond (rekenregels KLW, veenoxidatie)')),
  // Bron: VKA toevoegenKengetallenKLW.R (KLW-domeinnotities §1.8; supplement §2.3 voor de weging). Maïs en akkerbouw
  // ("overig") gebruiken dezelfde kolom. De herkomst (nitraat-afgeleid, Schröder e.a.) is AANGENOMEN.
  kritischBodemoverschotNGrasland: {
    waarden: { veen: 334, klei: 296, zand1: 156, zand2: 105, zand3: 88 },
    eenheid: 'kg N/ha',
    bron: 'Bron: VKA toevoegenKengetallenKLW.R, grasland (KLW-domeinnotities §1.8)',
  },
  kritischBodemoverschotNBouwland: {
    waarden: { veen: 334, klei: 112, zand1: 106, zand2: 65, zand3: 51 },
    eenheid: 'kg N/ha',
    bron: 'Bron: VKA toevoegenKengetallenKLW.R, maïs en akkerbouw (KLW-domeinnotities §1.8)',
  },

  // Bron: rekenregels KLW (Myhre et al. 2013, AR5): GWP CH4 = 28 (KLW-domeinnotities §1.6).
  gwpCh4: c(28, 'kg CO2-eq/kg CH4', 'Bron: Rekenregels KLW (IPCC AR5, Myhre et al. 2013), KLW-domeinnotities §1.6'),
  gwpN2o: c(265, 'kg CO2-eq/kg N2O', aangenomen('GWP N2O 265 (IPCC AR5), KLW-domeinnotities §1.6')),
  // Enteric CH4 per feed group. Only fresh grass has a published KLW factor (19,2). The other groups stay assumed:
  // the Tier-3 factors (Bannink et al. 2011; NIR/NEMA) and the per-feed table of the rekenregels were searched for and
  // not found (docs/rekenregels.md §6, "Methaan: bronnen"). Published checks on the result, not used to set the values:
  // the KLW ration factor of K&K farms is "circa 20" g CH4/kg DS with a target of 17–18 (melkvee.nl; melkveebedrijf.nl),
  // grass silage rises with NDF and maize falls with starch (handel-en-techniek.nl, K&K 2021; WUR De Marke 18-02-2022).
  enterischCh4GPerKgDs: {
    waarden: { versGras: 19.2, graskuil: 21.5, hooi: 21.5, snijmais: 19.0, overigRuwvoer: 20.0, krachtvoer: 16.5, overigeVoeders: 17.0, melkproducten: 0 },
    eenheid: 'g CH4/kg DS',
    // Fresh grass: one KLW factor of 19,2 g CH4/kg DS (melkvee.nl "Reductie methaanemissie via voer moeilijke opgave", supplement §6).
    bron: `Bron: melkvee.nl, KLW-factor vers (weide)gras 19,2 g CH4/kg DS (supplement §6); overige voergroepen: ${aangenomen('enterisch methaan per kg DS per voergroep; KLW gebruikt het Tier-3 pensmodel (Bannink e.a. 2011), de tabel per voedermiddel is niet gevonden (docs/rekenregels.md §6)')}`,
  },
  // IPCC 2006 Vol. 4 vgl. 10.24: VS = [GE × (1 − DE) + UE × GE] × (1 − ASH) / 18,45. With GE = kg DS × 18,45 MJ/kg
  // (the equation's own constant) this is VS per kg DS = (1 − DE + UE) × (1 − ASH); UE = 0,04 and ASH = 0,08 are the
  // IPCC defaults for cattle (same section). The old value 0,23 left out the urinary energy (UE).
  vsFractieVanDsOpname: c(
    (1 - 0.75 + 0.04) * (1 - 0.08),
    'kg VS/kg DS',
    'AFGELEID uit IPCC 2006 Guidelines Vol. 4 §10.4.2 vgl. 10.24: (1 − DE 0,75 + UE 0,04) × (1 − ASH 0,08) = 0,2668; UE 0,04 × GE en ASH 0,08 zijn de IPCC-standaardwaarden voor rundvee; de verteerbaarheid DE 0,75 van het rantsoen is AANGENOMEN — te verifiëren tegen de officiële tabel (Bannink, VC_OS van het jaar)',
  ),
  b0M3Ch4PerKgVs: c(0.24, 'm³ CH4/kg VS', 'Bron: IPCC 2006 Guidelines Vol. 4 bijlage 10A.2 tabel 10A-4, melkvee West-Europa: B0 = 0,24 m³ CH4/kg VS'),
  // Slurry in the cellar under the slatted floor is IPCC's "pit storage below animal confinements, > 1 month", which takes the
  // values of "liquid/slurry without natural crust cover": 17% at an annual mean ≤ 10 °C, 19% at 11 °C (KNMI De Bilt ≈ 10–10,5 °C).
  // The earlier placeholder 0,17 (supplement §6, labelled NIR) is this IPCC value; a higher MCF in recent NIR/NEMA reports was not found.
  mcfDrijfmest: c(0.17, 'fractie', 'Bron: IPCC 2006 Guidelines Vol. 4 tabel 10.17, mestkelder onder de dieren > 1 maand = drijfmest zonder natuurlijke korst, jaargemiddelde ≤ 10 °C: 17%; of de KLW/NIR voor rundveedrijfmest een hogere landspecifieke MCF gebruikt is niet gevonden — te verifiëren'),
  mcfWeide: c(0.01, 'fractie', 'Bron: IPCC 2006 Guidelines Vol. 4 tabel 10.17, weide (pasture/range/paddock), koel klimaat: 1,0%'),
  vergistingCh4Reductie: c(0.5, 'fractie', aangenomen('halvering methaan uit mestopslag voor het vergiste deel')),
  n2oNKunstmest: c(0.01, 'kg N2O-N/kg N', aangenomen('IPCC 2006 EF1 1%')),
  n2oNOrganischeMest: c(0.01, 'kg N2O-N/kg N', aangenomen('IPCC 2006 EF1 1%')),
  n2oNBeweiding: c(0.02, 'kg N2O-N/kg N', aangenomen('IPCC 2006 EF3 PRP rundvee 2%')),
  n2oNIndirectNh3: c(0.01, 'kg N2O-N/kg NH3-N', aangenomen('IPCC 2006 EF4 1% van vervluchtigd N')),
  n2oNVeenKgPerHa: c(8, 'kg N2O-N/ha', aangenomen('IPCC 2006 EF2 organische gronden gematigd klimaat 8 kg N2O-N/ha')),
  // EMEP/EEA Guidebook 2019, 3.D "Crop production and agricultural soils", Tier 1 NOx: 0,04 kg NO2 per kg N toegediend;
  // × 14/46 (N in NO2) = 0,0122 kg NO-N/kg N. KLW/NEMA-waarde niet gevonden.
  noNBodemFractieN: c(0.04 * (14 / 46), 'kg NO-N/kg N', aangenomen('EMEP/EEA Guidebook 2019 3.D Tier 1: 0,04 kg NO2/kg N toegediend × 14/46 (NEMA-waarde niet gevonden)')),
  co2Elektriciteit: c(0.45, 'kg CO2-eq/kWh', aangenomen('emissiefactor grijze stroom 2022 (co2emissiefactoren.nl)')),
  co2Diesel: c(3.262, 'kg CO2-eq/l', aangenomen('diesel well-to-wheel (co2emissiefactoren.nl)')),
  co2Aardgas: c(2.085, 'kg CO2-eq/m³', aangenomen('aardgas well-to-wheel (co2emissiefactoren.nl)')),
  co2AanvoerPerKgDs: {
    waarden: { overigeVoeders: 0.3, ruwvoer: 0.2, melkproducten: 2.5 },
    eenheid: 'kg CO2-eq/kg DS',
    bron: aangenomen('FeedPrint-standaardwaarden aangevoerde voeders (KLW-domeinnotities §1.6)'),
  },
  // KLW 2019 chose a simplified calculation with one standard for mengvoer, 1.399 g CO2-eq per kg
  // (ppp-agro.nl "Hoe groot is de CO2-footprint van uw krachtvoer dit jaar?"); from 2020 KLW uses the
  // supplier's footprint per brok (example there: 1.060 g/kg). This engine has no footprint field per
  // product yet, so the 2019 standard stands for every year.
  co2KrachtvoerPerKgProduct: c(1.399, 'kg CO2-eq/kg product', hergebruikt(2019, 'KLW-standaard mengvoer 1.399 g CO2-eq/kg (ppp-agro.nl, KLW 2019); vanaf 2020 de footprint per brok van de leverancier')),
  co2KunstmestPerKgN: c(5.0, 'kg CO2-eq/kg N', aangenomen('productie kunstmest-N (FeedPrint/ecoinvent)')),
  co2KunstmestPerKgP2o5: c(1.5, 'kg CO2-eq/kg P2O5', aangenomen('productie kunstmest-P2O5 (FeedPrint/ecoinvent)')),
  co2AanvoerRuwvoerPerKgDs: {
    waarden: { graskuil: 0.2, hooi: 0.2, snijmais: 0.25, overigRuwvoer: 0.2 },
    eenheid: 'kg CO2-eq/kg DS',
    bron: aangenomen('FeedPrint-standaardwaarden aangekocht ruwvoer per soort (KLW co2_aanv_gras, _mais; KLW-domeinnotities §1.6)'),
  },
  co2VeePerKgLevendGewicht: c(9, 'kg CO2-eq/kg levend gewicht', aangenomen('aangekocht rundvee (opfok) ≈ 9 kg CO2-eq/kg LG (KLW co2_aanv_vee; waarde niet gevonden)')),
  co2MestPerTon: c(2, 'kg CO2-eq/ton', aangenomen('aangevoerde mest: alleen transport ≈ 2 kg CO2-eq/ton (KLW co2_aanv_mest; mest als reststroom zonder productielast)')),
  co2GewasbeschermingPerKg: c(15, 'kg CO2-eq/kg werkzame stof', aangenomen('productie gewasbeschermingsmiddelen ≈ 15 kg CO2-eq/kg werkzame stof (ecoinvent-orde; KLW co2_aanv_gwbm)')),
  co2WaterPerM3: c(0.3, 'kg CO2-eq/m³', aangenomen('leidingwater ≈ 0,3 kg CO2-eq/m³ (KLW co2_aanv_water; waarde niet gevonden)')),
  co2KunststofPerKg: c(2.5, 'kg CO2-eq/kg', aangenomen('productie PE-folie ≈ 2,5 kg CO2-eq/kg (KLW co2_aanv_afdek; waarde niet gevonden)')),
  // Bron: IPCC 2006 Vol. 4 §11.3 vgl. 11.12 (Tier 1): EF kalksteen (CaCO3) 0,12 en dolomiet (CaMg(CO3)2) 0,13 t C per t product,
  // × 44/12 = 0,440 en 0,477 kg CO2/kg. De NIR (NEMA, Vonk et al. 2018 "Methodology for estimating emissions from agriculture
  // in the Netherlands", CO2 uit bekalking) rekent met deze IPCC-factoren; of de NIR schuimaarde meetelt: te verifiëren.
  // Schuimaarde: NW ≈ 28 kg CaO/100 kg → 28 × 44/56 / 100 = 0,22 (AANGENOMEN); overige kalk als kalksteen (AANGENOMEN).
  co2KalkPerKgProduct: {
    waarden: { kalksteen: 0.12 * (44 / 12), dolomiet: 0.13 * (44 / 12), schuimaarde: 0.22, overig: 0.12 * (44 / 12) },
    eenheid: 'kg CO2/kg product',
    bron: `Bron: IPCC 2006 Vol. 4 §11.3 vgl. 11.12, EF kalksteen 0,12 en dolomiet 0,13 t C/t × 44/12 (NIR/NEMA, Vonk et al. 2018); schuimaarde (NW 28) en overige kalk: ${aangenomen('schuimaarde 0,22 kg CO2/kg uit een neutraliserende waarde van 28; overige kalk als kalksteen')}`,
  },
  // AFGELEID: een carbonaat neutraliseert per CO3 zoveel als één CaO (56 g) en geeft daarbij één CO2 (44 g) af, dus
  // kg CO2 = NW (kg CaO/100 kg) × 44/56 / 100; zuivere kalksteen (NW 56) geeft zo 0,440 = 0,12 × 44/12, dolomiet (NW 60,8) 0,477.
  co2KalkPerKgCaoNeutraliserend: c(44 / 56, 'kg CO2/kg CaO', 'AFGELEID: stoichiometrie carbonaat (CO2 44 / CaO 56), gelijk aan IPCC 2006 vgl. 11.12 voor zuivere kalksteen en dolomiet'),
  vergisterCh4Lekfractie: c(0.01, 'kg CH4/kg CH4-potentieel', aangenomen('lekverlies van de mestvergister 1% van het methaanpotentieel (VS × B0) van de vergiste mest; orde van IPCC 2019 Refinement Vol. 4 §10.3 voor vergisters met weinig lekkage')),
  vergisterN2oNPerKgN: c(0, 'kg N2O-N/kg N', aangenomen('directe N2O uit de vergister 0 (IPCC 2006 Vol. 4 tabel 10.21, anaerobe vergister)')),
  // Bron: IPCC 2006 Vol. 4 §11.4.1 vgl. 11.13: 0,20 kg C per kg ureum; ureum is 46% N → 0,20 × 44/12 / 0,46 = 1,594 kg CO2 per kg ureum-N.
  co2UreumPerKgN: c((0.2 * 44) / 12 / 0.46, 'kg CO2/kg ureum-N', 'Bron: IPCC 2006 Guidelines Vol. 4 §11.4.1 vgl. 11.13 (EF 0,20 kg C/kg ureum), omgerekend naar ureum-N (46% N)'),
  // AANGENOMEN: IDF-allocatie AF_melk = 1 − 6,04 × kg LG/kg FPCM; past bij de K&K-aandelen melk 82–86% (supplement §6).
  allocatieFactorVlees: c(6.04, '-', aangenomen('IDF-allocatie melk/vlees AF = 1 − 6,04 × (kg LG afgevoerd / kg FPCM) (supplement §6; KLW vergelijkt kg melk met kg vlees)')),
  co2StrooiselPerKg: c(0.05, 'kg CO2-eq/kg', aangenomen('strooisel (FeedPrint)')),

  // --- Regelgeving van het jaar ---
  bexHandreiking: {
    versie: 'Handreiking BEX 2022',
    wijzigingen: BEX_WIJZIGINGEN_TOT_2022,
    bron: 'Bron: RVO nieuws "Nieuwe Handreiking BEX 2018"; mestboete.nl/?page_id=880 (BEX 2021); KLW-domeinnotities §1.3, supplement §10',
  },
  // Bron: telt.nl "Grenzen aan toepassing BEX melkvee" (Handreiking BEX 2018): ≥ 5.600 kg FPCM per koe (supplement §5).
  bexMinimumFpcmPerKoe: c(5600, 'kg FPCM/koe/jaar', 'Bron: Handreiking BEX 2018 via telt.nl (supplement §5): BEX alleen bij ≥ 5.600 kg FPCM per koe'),
  gebruiksnormDierlijkeMestN: {
    waarden: { standaard: 170, derogatie: 250, derogatieBeperkt: 230 },
    eenheid: 'kg N/ha',
    bron: aangenomen('170; derogatie 250, 230 op zand/löss in zuidelijk en centraal zandgebied (supplement §8.2, 2018–2023)'),
  },
  stikstofnormGraslandBeweiden: {
    waarden: { klei: 345, veen: 265, zandNwc: 250, zandZuid: 250, loss: 250 },
    eenheid: 'kg N/ha',
    bron: hergebruikt(2025, 'RVO Tabel 2 grasland met beweiden via nmi-agro/fdm stikstofgebruiksnorm-data 2025, supplement §8.1'),
  },
  stikstofnormGraslandMaaien: {
    waarden: { klei: 385, veen: 300, zandNwc: 320, zandZuid: 320, loss: 320 },
    eenheid: 'kg N/ha',
    bron: hergebruikt(2025, 'RVO Tabel 2 grasland volledig maaien via nmi-agro/fdm 2025, supplement §8.1'),
  },
  stikstofnormSnijmais: {
    waarden: { klei: 185, veen: 150, zandNwc: 140, zandZuid: 112, loss: 112 },
    eenheid: 'kg N/ha',
    bron: hergebruikt(2025, 'RVO Tabel 2 maïs (niet-derogatie) via nmi-agro/fdm 2025, supplement §8.1'),
  },
  stikstofnormSnijmaisDerogatie: {
    waarden: { klei: 185, veen: 150, zandNwc: 140, zandZuid: 112, loss: 112 },
    eenheid: 'kg N/ha',
    bron: hergebruikt(2025, 'RVO Tabel 2 maïs; de aparte derogatierij bestaat alleen in 2025 (supplement §8.1)'),
  },
  // RVO Tabel 2 (2025/2026 via fdm, supplement §8.1), columns klei / veen / zand n-w-c / zand zuid / löss;
  // consumptieaardappel = "overig ras" (hoog/laag ras is not in the input).
  stikstofnormAkkerbouw: {
    waarden: normRijen({
      wintertarwe: [245, 160, 160, 160, 190],
      zomertarwe: [150, 140, 140, 140, 140],
      wintergerst: [140, 140, 140, 140, 140],
      zomergerst: [80, 80, 80, 80, 80],
      haver: [100, 100, 100, 100, 100],
      triticale: [160, 150, 150, 120, 120],
      consumptieaardappel: [250, 245, 235, 188, 184],
      zetmeelaardappel: [240, 230, 230, 184, 184],
      suikerbiet: [150, 145, 145, 116, 116],
      voederbiet: [165, 165, 165, 132, 132],
      luzerne: [40, 40, 40, 40, 40],
      koolzaad: [205, 195, 190, 152, 152],
    }),
    eenheid: 'kg N/ha',
    bron: hergebruikt(2025, 'RVO Tabel 2 akkerbouwgewassen via nmi-agro/fdm stikstofgebruiksnorm-data 2025, supplement §8.1'),
  },
  fosfaatklasseIndeling: INDELING_VANAF_2021,
  fosfaatnormGrasland: {
    waarden: { arm: 120, laag: 105, neutraal: 95, ruim: 90, hoog: 75 },
    eenheid: 'kg P2O5/ha',
    bron: hergebruikt(2025, 'RVO fosfaatgebruiksnormen grasland 2025 via nmi-agro/fdm fosfaatgebruiksnorm-data, supplement §3.2'),
  },
  fosfaatnormBouwland: {
    waarden: { arm: 120, laag: 80, neutraal: 70, ruim: 60, hoog: 40 },
    eenheid: 'kg P2O5/ha',
    // Was 50 (assumed). The 2020 table (Stcrt. 2019, 70977) already has bouwland hoog 40, and RVO "Hoeveel fosfaat
    // landbouwgrond" says "vanaf 2020 … ha bouwland × 40"; 2025 (fdm) is 40 too, so 2021–2024 is 40 as well.
    bron: aangenomen('bouwland 2021–2024: arm–ruim als 2020 en 2025 (Stcrt. 2019, 70977; fdm); hoog 40: RVO "Hoeveel fosfaat landbouwgrond" (vanaf 2020 ha bouwland × 40) — jaartabel 2021–2024 zelf niet gezien'),
  },

  // Bron: nmi-agro/fdm brp.json b_lu_eom (supplement §1, §9): blijvend grasland (265) 3.975, tijdelijk (266) 1.875, snijmaïs (259)
  // 660 kg EOS/ha; akkerbouw zonder gewascode AANGENOMEN 1.600 (granen 1.310–1.640). fdm-methode, niet de KLW-coëfficiënten.
  eosGewasKgPerHa: {
    waarden: { graslandBlijvend: 3975, graslandTijdelijk: 1875, snijmais: 660, akkerbouw: 1600 },
    eenheid: 'kg EOS/ha/jaar',
    bron: aangenomen('EOM per gewas uit nmi-agro/fdm brp.json als vervanging van de KLW-coëfficiënten (supplement §9); akkerbouw 1.600'),
  },
  // AFGELEID: rundveedrijfmest 31,4 kg EOS/ton (BAAT, supplement §9) / 4,0 kg N/ton (Tabel 5 code 14) = 7,85 kg EOS per kg N.
  eosPerKgNDierlijkeMest: c(31.4 / 4.0, 'kg EOS/kg N', 'AFGELEID: rundveedrijfmest 31,4 kg EOS/ton (fdm BAAT) / 4,0 kg N/ton (RVO Tabel 5, code 14) — te verifiëren tegen de officiële tabel'),
  // Bron: nmi-agro/fdm organic-matter/degradation.ts (supplement §9): afbraak = OS% × diepte × dichtheid × 1000 × (0,038228 − 0,008934 ln OS%)
  // × 2^((T − 13)/10), T 9,3 °C, 10 cm grasland / 30 cm bouwland, max 3.500. Dichtheid 1,3 g/cm³ en OS 5% zonder analyse AANGENOMEN.
  eosAfbraak: {
    waarden: { dichtheidGPerCm3: 1.3, temperatuurC: 9.3, diepteGraslandCm: 10, diepteBouwlandCm: 30, standaardOrganischeStofProcent: 5, maximumKgPerHa: 3500 },
    eenheid: 'diverse (zie naam)',
    bron: aangenomen('afbraakmodel organische stof van nmi-agro/fdm degradation.ts (supplement §9); dichtheid 1,3 g/cm³ en 5% OS zonder analyse'),
  },
  // Bron: fdm BAAT-catalogus (supplement §9): GFT-compost 322 kg OS/ton × hc 0,91 = 293,0; groencompost 264 × 0,90 = 237,6 kg EOS/ton
  // (dezelfde catalogus als de 31,4 kg EOS/ton van rundveedrijfmest hierboven; SRM geeft 179,6 / 98,9).
  compostEosKgPerTon: {
    waarden: { gft: 293.0, groen: 237.6 },
    eenheid: 'kg EOS/ton',
    bron: aangenomen('EOS van GFT- en groencompost uit de fdm BAAT-catalogus (supplement §9) als vervanging van de KLW-coëfficiënten'),
  },
  werkingscoefficientCompost: c(0.1, 'kg werkzame N/kg N', hergebruikt(2025, 'RVO Tabel 9 compost (mestcode 111, 112) 0,10 via nmi-agro/fdm table-9 (supplement §8.3)')),
  // Bron: fdm-documentatie opvullingsregels (supplement §3.3): van GFT- en groencompost telt 25% van de fosfaat mee,
  // alleen bij ≥ 20 kg P2O5/ha van dat product en tot de norm; daarboven telt 100%.
  compostP2o5MeetelFractie: c(0.25, 'fractie', 'Bron: RVO-opvullingsregel via fdm (supplement §3.3): 25% van de P2O5 van GFT- en groencompost telt mee'),
  compostP2o5MinimumKgPerHa: c(20, 'kg P2O5/ha', 'Bron: RVO-opvullingsregel via fdm (supplement §3.3): alleen bij ten minste 20 kg P2O5/ha van dat product'),
  werkingscoefficientDierlijkeMest: {
    waarden: { metBeweiden: 0.45, zonderBeweiden: 0.6 },
    eenheid: 'kg werkzame N/kg N',
    bron: hergebruikt(2025, 'RVO Tabel 9 drijfmest graasdieren eigen bedrijf 0,45 met / 0,60 zonder beweiden, via nmi-agro/fdm table-9 (supplement §8.3)'),
  },
  // Bron: VKA controleDatasetKLW.R, drempels uit https://edepot.wur.nl/544824 (KLW-domeinnotities §3.4).
  // De advieswaarden voor gras- en maïsopbrengst zijn AANGENOMEN (KLW-domeinnotities §3.4 "suggested extra").
  grenzen: {
    waarden: {
      vetMin: 3.0, vetMax: 7.0, eiwitMin: 2.5, eiwitMax: 5.5, ureumMin: 9, ureumMax: 40,
      opbMaisMax: 25_000, opbGrasMax: 20_000, melkPerKoeMin: 4_000, melkPerKoeMax: 15_000,
      rantsPMin: 2.5, rantsPMax: 6.0, rantsReMin: 120, rantsReMax: 200, rantsVemMin: 800, rantsVemMax: 1_200,
      opbGrasAdviesMin: 6_000, opbGrasAdviesMax: 18_000, opbMaisAdviesMin: 10_000, opbMaisAdviesMax: 22_000,
    },
    eenheid: 'diverse (zie naam)',
    bron: 'Bron: edepot.wur.nl/544824 via VKA controleDatasetKLW.R (KLW-domeinnotities §3.4); adviesgrenzen opbrengst AANGENOMEN — te verifiëren',
  },
};
