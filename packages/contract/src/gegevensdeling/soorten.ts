/**
 * The words of data sharing (decision 027), zod-free so the web can import them without the
 * schemas: data product keys, purpose and participation states with their Dutch names.
 * States follow sharing-anchors.md §3 ("Proposed participation states"): JoinData's own enum is
 * not public, so we keep our state and store the upstream status text beside it.
 */
export const DATAPRODUCT_SLEUTELS = ['kengetallen', 'bex', 'invoer-bedrijf', 'invoer-dier', 'invoer-voer', 'invoer-bodem', 'invoer-mest', 'indienstatus'] as const;
export type DataproductSleutel = (typeof DATAPRODUCT_SLEUTELS)[number];

/** concept → actief → gesloten (sharing-anchors.md §2 "/manage-purposes"). */
export const DOEL_STATUSSEN = ['concept', 'actief', 'gesloten'] as const;
export type DoelStatus = (typeof DOEL_STATUSSEN)[number];
export const DOEL_STATUS_TEKST: Record<DoelStatus, string> = { concept: 'Concept', actief: 'Actief', gesloten: 'Gesloten' };

export const DEELNAME_STATUSSEN = ['aangevraagd', 'goedgekeurd', 'afgewezen', 'ingetrokken', 'ingetrokken-door-aanvrager', 'verlopen'] as const;
export type DeelnameStatus = (typeof DEELNAME_STATUSSEN)[number];
export const DEELNAME_STATUS_TEKST: Record<DeelnameStatus, string> = {
  aangevraagd: 'Aangevraagd',
  goedgekeurd: 'Goedgekeurd',
  afgewezen: 'Afgewezen',
  ingetrokken: 'Ingetrokken',
  'ingetrokken-door-aanvrager': 'Ingetrokken door aanvrager',
  verlopen: 'Verlopen',
};

/**
 * The three participation lists over one table (sharing-anchors.md §2): "niet goedgekeurd" is what waits
 * for an answer, "ingetrokken" is every participation that no longer lets data flow after it did or could.
 */
export const DEELNAME_LIJSTEN = {
  'niet-goedgekeurd': ['aangevraagd'],
  goedgekeurd: ['goedgekeurd'],
  ingetrokken: ['ingetrokken', 'verlopen', 'afgewezen', 'ingetrokken-door-aanvrager'],
} as const satisfies Record<string, readonly DeelnameStatus[]>;
export type DeelnameLijst = keyof typeof DEELNAME_LIJSTEN;

export const DATAPRODUCT_NAMEN: Record<DataproductSleutel, string> = {
  kengetallen: 'Kengetallen',
  bex: 'BEX-uitkomst',
  'invoer-bedrijf': 'Invoer Bedrijf',
  'invoer-dier': 'Invoer Dier',
  'invoer-voer': 'Invoer Voer',
  'invoer-bodem': 'Invoer Bodem',
  'invoer-mest': 'Invoer Mest',
  indienstatus: 'Indienstatus',
};

/** 'kengetallen, bex' → 'Kengetallen, BEX-uitkomst' (an unknown key as it is). */
export const dataproductNamen = (sleutels: readonly string[]) => sleutels.map((s) => DATAPRODUCT_NAMEN[s as DataproductSleutel] ?? s).join(', ');
