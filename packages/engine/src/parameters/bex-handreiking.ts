/**
 * The changes of the Handreiking BEX per year, as data (supplement §10, KLW-domeinnotities §1.3).
 * `gemodelleerd` says whether the engine applies the change; the unmodelled ones concern inputs
 * the engine takes as entered (kg DS of silage) or tables that were not available.
 */
export const BEX_WIJZIGINGEN_TOT_2022 = [
  { jaar: 2018, wat: 'gemiddeld lichaamsgewicht koeien (standaard per ras)', gemodelleerd: true },
  { jaar: 2018, wat: 'voorwaarde ≥ 5.600 kg FPCM per koe (signalering BEX_NIET_TOEPASBAAR)', gemodelleerd: true },
  { jaar: 2018, wat: 'netto-energietoeslagen melkkoeien en jongvee, vervangingspercentage', gemodelleerd: false },
  { jaar: 2018, wat: 'VEM-behoefte overige graasdieren', gemodelleerd: true },
  { jaar: 2018, wat: 'NH3-methode stal (TAN-gebaseerd)', gemodelleerd: true },
  { jaar: 2021, wat: 'VCRE-tabel (bijlage 3) voor de TAN-excretie; tabelwaarden niet beschikbaar, vaste VCRE', gemodelleerd: false },
  { jaar: 2021, wat: 'NH3-correctie voor RAV-stal A 1.24 (bijlage 4)', gemodelleerd: false },
] as const;

export const BEX_WIJZIGINGEN_2023 = [
  { jaar: 2023, wat: 'kuildichtheid bij < 22% DS anders berekend (de kern neemt kg DS zoals ingevuld)', gemodelleerd: false },
  { jaar: 2023, wat: 'NH3-correctiefactoren per staltype', gemodelleerd: false },
  { jaar: 2023, wat: 'lactatie- en droogstanddagen: gemiddelden 2019–2021', gemodelleerd: false },
] as const;

export const BEX_WIJZIGINGEN_2024 = [
  { jaar: 2024, wat: 'kuildichtheid met formules inclusief kuilhoogte (bijlage 2; de kern neemt kg DS zoals ingevuld)', gemodelleerd: false },
] as const;
