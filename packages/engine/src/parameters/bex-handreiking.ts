/**
 * The changes of the Handreiking BEX per year, as data (supplement §10, KLW-domeinnotities §1.3).
 * `gemodelleerd` says whether the engine applies the change; the unmodelled ones concern inputs
 * the engine takes as entered (kg DS of silage) or tables that were not available.
 * What each change is: RVO "Nieuwe Handreiking BEX 2018" (14-11-2018); mestboete.nl/?page_id=880 (2021, 2023);
 * verantwoordeveehouderij.nl "Handreiking BEX 2021 gepubliceerd bij RVO" (04-06-2021); koeienenkansen.nl
 * "Handreiking BEX 2023 online" (19-04-2023); bemestingsadvies.nl "Nieuwe Handreiking BEX 2024 online" (22-04-2024).
 * The tables themselves (bijlage 3 VCRE, bijlage 4 correctiefactoren staltypen, the 2023 lactation and dry days)
 * were searched for on 24-11-2026 and not found; docs/rekenregels.md §4 lists the searches.
 */
export const BEX_WIJZIGINGEN_TOT_2022 = [
  { jaar: 2018, wat: 'gemiddeld lichaamsgewicht koeien (standaard per ras)', gemodelleerd: true },
  { jaar: 2018, wat: 'voorwaarde ≥ 5.600 kg FPCM per koe (signalering BEX_NIET_TOEPASBAAR)', gemodelleerd: true },
  { jaar: 2018, wat: 'netto-energietoeslagen melkkoeien en jongvee, vervangingspercentage', gemodelleerd: false },
  { jaar: 2018, wat: 'VEM-behoefte overige graasdieren', gemodelleerd: true },
  { jaar: 2018, wat: 'NH3-methode stal (TAN-gebaseerd)', gemodelleerd: true },
  { jaar: 2021, wat: 'VCRE-tabel (bijlage 3): VCRE van mengvoer en andere producten geactualiseerd conform CVB 2021, producten toegevoegd; tabelwaarden niet beschikbaar, vaste VCRE', gemodelleerd: false },
  { jaar: 2021, wat: 'correctiefactoren N-emissie staltypen (bijlage 4): reductiefactor van RAV-stal A 1.24 aangepast; waarde niet beschikbaar', gemodelleerd: false },
] as const;

export const BEX_WIJZIGINGEN_2023 = [
  { jaar: 2023, wat: 'kuildichtheid bij < 22% DS anders berekend (de kern neemt kg DS zoals ingevuld)', gemodelleerd: false },
  { jaar: 2023, wat: 'correctiefactoren NH3-emissie staltypen: enkele geactualiseerd en een staltype toegevoegd; waarden niet beschikbaar', gemodelleerd: false },
  { jaar: 2023, wat: 'lactatie- en droogstanddagen en vervangingspercentage: gemiddelden 2019–2021 (volgens RVO < 0,1% hogere excretie); waarden niet beschikbaar', gemodelleerd: false },
] as const;

export const BEX_WIJZIGINGEN_2024 = [
  { jaar: 2024, wat: 'kuildichtheid met formules inclusief kuilhoogte (bijlage 2; de kern neemt kg DS zoals ingevuld)', gemodelleerd: false },
] as const;
