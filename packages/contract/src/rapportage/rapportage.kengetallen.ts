/**
 * The key figures of one farm-year (KLW-domeinnotities §3.3 "Kengetallen"), one list for the
 * PDF section, the XLSX and the CSV so the three always agree. Every value is read from the
 * engine's Resultaat; `variabele` names the KLW dumpfile variable where there is one.
 */
import type { Resultaat } from '@kw/engine';

export interface Kengetal {
  groep: string;
  omschrijving: string;
  eenheid: string;
  /** null: not known for this year (e.g. no urea measured) */
  waarde: number | null;
  /** decimals shown in the PDF and the CSV (the XLSX keeps the full value with this display format) */
  decimalen: number;
  variabele: string | null;
}

type Regel = [omschrijving: string, eenheid: string, waarde: number | null, decimalen: number, variabele: string | null];

export function kengetallen(r: Resultaat): Kengetal[] {
  const d = r.dumpfile;
  const groepen: Array<[string, Regel[]]> = [
    [
      'Bedrijf',
      [
        ['Oppervlakte totaal', 'ha', r.oppervlakten.totaalHa, 2, 'opp_totaal'],
        ['Grasland', 'ha', r.oppervlakten.graslandHa, 2, 'oppgras'],
        ['Snijmaïs', 'ha', r.oppervlakten.snijmaisHa, 2, 'oppmais'],
        ['Melkkoeien (gemiddeld)', 'aantal', d.nkoe, 1, 'nkoe'],
        ['Jongvee jonger dan 1 jaar', 'aantal', d.nkalf, 1, 'nkalf'],
        ['Jongvee 1 jaar en ouder', 'aantal', d.npink, 1, 'npink'],
        ['Graasdiereenheden melkvee', 'GVE', r.gve, 1, 'gve_melkvee'],
      ],
    ],
    [
      'Melk',
      [
        ['Melkproductie', 'kg', r.melk.melkproductieKg, 0, 'melkprod'],
        ['Melk per koe', 'kg', d.melkpkoe, 0, 'melkpkoe'],
        ['Meetmelk (FPCM) per koe', 'kg', r.melk.fpcmPerKoeKg, 0, 'fpcmpkoe'],
        ['Melk per hectare', 'kg/ha', d.melkperha, 0, 'melkperha'],
        ['Vetgehalte', '%', r.melk.vetProcent, 2, null],
        ['Eiwitgehalte', '%', r.melk.eiwitProcent, 2, null],
        ['Ureumgehalte', 'mg/100 ml', r.melk.ureumMgPer100ml, 0, null],
      ],
    ],
    [
      'Voer',
      [
        ['Krachtvoer per 100 kg melk', 'kg', r.voer.krachtvoerPer100KgMelk, 1, 'kvper100kgmelk'],
        ['Rantsoen: energie', 'VEM/kg DS', r.voer.rantsoen.vemPerKgDs, 0, 'rants_geh_vem'],
        ['Rantsoen: ruw eiwit', 'g/kg DS', r.voer.rantsoen.reGPerKgDs, 0, 'rants_geh_re'],
        ['Rantsoen: fosfor', 'g/kg DS', r.voer.rantsoen.pGPerKgDs, 2, 'rants_geh_p'],
        ['Eiwit van eigen land', '%', r.gewasopbrengst.eigenLandNProcent, 1, 'pceigen_n'],
        ['Fosfor van eigen land', '%', r.gewasopbrengst.eigenLandPProcent, 1, 'pceigen_p'],
        ['Energie (VEM) van eigen land', '%', r.gewasopbrengst.eigenLandVemProcent, 1, 'pceigen_vem'],
      ],
    ],
    [
      'Excretie (BEX)',
      [
        ['Stikstofexcretie bedrijfsspecifiek', 'kg N', r.bex.uitkomst.excretieNKg, 0, 'excr_spec1'],
        ['Stikstofexcretie forfaitair', 'kg N', r.bex.forfaitaireExcretie.nKg, 0, 'excr_forf1'],
        ['BEX-voordeel stikstof', '%', r.bex.uitkomst.voordeelNProcent, 1, 'pcvoordeelspec1'],
        ['Fosfaatexcretie bedrijfsspecifiek', 'kg P2O5', r.bex.uitkomst.excretieP2o5Kg, 0, 'excr_spec2'],
        ['Fosfaatexcretie forfaitair', 'kg P2O5', r.bex.forfaitaireExcretie.p2o5Kg, 0, 'excr_forf2'],
        ['BEX-voordeel fosfaat', '%', r.bex.uitkomst.voordeelP2o5Procent, 1, 'pcvoordeelspec2'],
      ],
    ],
    [
      'Kringlopen',
      [
        ['Stikstofbodemoverschot', 'kg N/ha', r.dashboard.stikstofbodemoverschotKgNPerHa, 0, 'verl_bodbal1_ha'],
        ['Fosfaatbodemoverschot', 'kg P2O5/ha', d.verl_bodbal2_ha, 0, 'verl_bodbal2_ha'],
        ['Stikstofbenutting bedrijf', '%', r.bodem.stikstof.benuttingBedrijfProcent, 1, 'kring1_benut_tot'],
        ['Fosfaatbenutting bedrijf', '%', r.bodem.fosfaat.benuttingBedrijfProcent, 1, 'kring2_benut_tot'],
        ['Grasopbrengst', 'kg DS/ha', r.gewasopbrengst.graslandKgDsPerHa, 0, 'opb_graspr_ds'],
        ['Snijmaïsopbrengst', 'kg DS/ha', r.gewasopbrengst.snijmaisKgDsPerHa, 0, 'opb_mais_ds'],
      ],
    ],
    [
      'Milieu en klimaat',
      [
        ['Ammoniakemissie', 'kg NH3', r.bea.totaalKgNh3, 0, null],
        ['Ammoniak per hectare', 'kg NH3/ha', r.dashboard.ammoniakKgNh3PerHa, 1, 'dzh_nh3_bedrha'],
        ['Ammoniak per GVE', 'kg NH3/GVE', r.dashboard.ammoniakKgNh3PerGve, 1, 'dzh_nh3_bedrgve'],
        ['Broeikasgassen per kg meetmelk', 'g CO2-eq/kg FPCM', r.dashboard.broeikasgassenGCo2EqPerKgFpcm, 0, 'dzh_co2_melkprod'],
        ['Broeikasgassen totaal', 'ton CO2-eq', r.bec.totaal / 1000, 1, null],
        ['Blijvend grasland', '%', r.dashboard.blijvendGraslandProcent, 1, 'dzh_blijgras_aand'],
      ],
    ],
  ];
  return groepen.flatMap(([groep, regels]) =>
    regels.map(([omschrijving, eenheid, waarde, decimalen, variabele]) => ({ groep, omschrijving, eenheid, waarde, decimalen, variabele })),
  );
}
