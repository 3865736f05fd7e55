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

type Lezer = (r: Resultaat) => number | null;
type Regel = [omschrijving: string, eenheid: string, waarde: Lezer, decimalen: number, variabele: string | null];

/** A key figure without its value: the field dictionary of the exports and the data products (decision 027). */
export type KengetalDefinitie = Omit<Kengetal, 'waarde'>;

const groepen: Array<[string, Regel[]]> = [
  [
    'Bedrijf',
    [
      ['Oppervlakte totaal', 'ha', (r) => r.oppervlakten.totaalHa, 2, 'opp_totaal'],
      ['Grasland', 'ha', (r) => r.oppervlakten.graslandHa, 2, 'oppgras'],
      ['Snijmaïs', 'ha', (r) => r.oppervlakten.snijmaisHa, 2, 'oppmais'],
      ['Melkkoeien (gemiddeld)', 'aantal', (r) => r.dumpfile.nkoe, 1, 'nkoe'],
      ['Jongvee jonger dan 1 jaar', 'aantal', (r) => r.dumpfile.nkalf, 1, 'nkalf'],
      ['Jongvee 1 jaar en ouder', 'aantal', (r) => r.dumpfile.npink, 1, 'npink'],
      ['Graasdiereenheden melkvee', 'GVE', (r) => r.gve, 1, 'gve_melkvee'],
    ],
  ],
  [
    'Melk',
    [
      ['Melkproductie', 'kg', (r) => r.melk.melkproductieKg, 0, 'melkprod'],
      ['Melk per koe', 'kg', (r) => r.dumpfile.melkpkoe, 0, 'melkpkoe'],
      ['Meetmelk (FPCM) per koe', 'kg', (r) => r.melk.fpcmPerKoeKg, 0, 'fpcmpkoe'],
      ['Melk per hectare', 'kg/ha', (r) => r.dumpfile.melkperha, 0, 'melkperha'],
      ['Vetgehalte', '%', (r) => r.melk.vetProcent, 2, null],
      ['Eiwitgehalte', '%', (r) => r.melk.eiwitProcent, 2, null],
      ['Ureumgehalte', 'mg/100 ml', (r) => r.melk.ureumMgPer100ml, 0, null],
    ],
  ],
  [
    'Voer',
    [
      ['Krachtvoer per 100 kg melk', 'kg', (r) => r.voer.krachtvoerPer100KgMelk, 1, 'kvper100kgmelk'],
      ['Rantsoen: energie', 'VEM/kg DS', (r) => r.voer.rantsoen.vemPerKgDs, 0, 'rants_geh_vem'],
      ['Rantsoen: ruw eiwit', 'g/kg DS', (r) => r.voer.rantsoen.reGPerKgDs, 0, 'rants_geh_re'],
      ['Rantsoen: fosfor', 'g/kg DS', (r) => r.voer.rantsoen.pGPerKgDs, 2, 'rants_geh_p'],
      ['Eiwit van eigen land', '%', (r) => r.gewasopbrengst.eigenLandNProcent, 1, 'pceigen_n'],
      ['Fosfor van eigen land', '%', (r) => r.gewasopbrengst.eigenLandPProcent, 1, 'pceigen_p'],
      ['Energie (VEM) van eigen land', '%', (r) => r.gewasopbrengst.eigenLandVemProcent, 1, 'pceigen_vem'],
    ],
  ],
  [
    'Excretie (BEX)',
    [
      ['Stikstofexcretie bedrijfsspecifiek', 'kg N', (r) => r.bex.uitkomst.excretieNKg, 0, 'excr_spec1'],
      ['Stikstofexcretie forfaitair', 'kg N', (r) => r.bex.forfaitaireExcretie.nKg, 0, 'excr_forf1'],
      ['BEX-voordeel stikstof', '%', (r) => r.bex.uitkomst.voordeelNProcent, 1, 'pcvoordeelspec1'],
      ['Fosfaatexcretie bedrijfsspecifiek', 'kg P2O5', (r) => r.bex.uitkomst.excretieP2o5Kg, 0, 'excr_spec2'],
      ['Fosfaatexcretie forfaitair', 'kg P2O5', (r) => r.bex.forfaitaireExcretie.p2o5Kg, 0, 'excr_forf2'],
      ['BEX-voordeel fosfaat', '%', (r) => r.bex.uitkomst.voordeelP2o5Procent, 1, 'pcvoordeelspec2'],
    ],
  ],
  [
    'Kringlopen',
    [
      ['Stikstofbodemoverschot', 'kg N/ha', (r) => r.dashboard.stikstofbodemoverschotKgNPerHa, 0, 'verl_bodbal1_ha'],
      ['Fosfaatbodemoverschot', 'kg P2O5/ha', (r) => r.dumpfile.verl_bodbal2_ha, 0, 'verl_bodbal2_ha'],
      ['Stikstofbenutting bedrijf', '%', (r) => r.bodem.stikstof.benuttingBedrijfProcent, 1, 'kring1_benut_tot'],
      ['Fosfaatbenutting bedrijf', '%', (r) => r.bodem.fosfaat.benuttingBedrijfProcent, 1, 'kring2_benut_tot'],
      ['Grasopbrengst', 'kg DS/ha', (r) => r.gewasopbrengst.graslandKgDsPerHa, 0, 'opb_graspr_ds'],
      ['Snijmaïsopbrengst', 'kg DS/ha', (r) => r.gewasopbrengst.snijmaisKgDsPerHa, 0, 'opb_mais_ds'],
    ],
  ],
  [
    'Milieu en klimaat',
    [
      ['Ammoniakemissie', 'kg NH3', (r) => r.bea.totaalKgNh3, 0, null],
      ['Ammoniak per hectare', 'kg NH3/ha', (r) => r.dashboard.ammoniakKgNh3PerHa, 1, 'dzh_nh3_bedrha'],
      ['Ammoniak per GVE', 'kg NH3/GVE', (r) => r.dashboard.ammoniakKgNh3PerGve, 1, 'dzh_nh3_bedrgve'],
      ['Broeikasgassen per kg meetmelk', 'g CO2-eq/kg FPCM', (r) => r.dashboard.broeikasgassenGCo2EqPerKgFpcm, 0, 'dzh_co2_melkprod'],
      ['Broeikasgassen totaal', 'ton CO2-eq', (r) => r.bec.totaal / 1000, 1, null],
      ['Blijvend grasland', '%', (r) => r.dashboard.blijvendGraslandProcent, 1, 'dzh_blijgras_aand'],
    ],
  ],
];

/** Every key figure's group, description, unit, decimals and dumpfile variable, in report order. */
export const kengetalDefinities: KengetalDefinitie[] = groepen.flatMap(([groep, regels]) =>
  regels.map(([omschrijving, eenheid, , decimalen, variabele]) => ({ groep, omschrijving, eenheid, decimalen, variabele })),
);

export function kengetallen(r: Resultaat): Kengetal[] {
  return groepen.flatMap(([groep, regels]) =>
    regels.map(([omschrijving, eenheid, lees, decimalen, variabele]) => ({ groep, omschrijving, eenheid, waarde: lees(r), decimalen, variabele })),
  );
}
