/**
 * What may happen to a purpose and a participation, as pure rules shared by the server and the
 * port-3000 mocks (decision 027). Every refusal is a Dutch sentence the user reads.
 */
import type { DataproductSleutel, DeelnameStatus, DoelStatus } from './soorten';

export interface DoelKern {
  status: DoelStatus;
  boerTekst: string | null;
  producten: readonly DataproductSleutel[];
  grondslag: string | null;
  bewaartermijn: string | null;
  /** JJJJ-MM-DD */
  begindatum: string | null;
  einddatum: string | null;
  /** ZuivelNL approves each purpose that uses the KLW dataset (sharing-anchors.md §1.2 [R22]) */
  licentiegeverAkkoordOp: string | null;
}

/** Why a purpose cannot go active; empty when it can. */
export function bezwarenTegenActiveren(d: DoelKern, vandaag: string): string[] {
  const b: string[] = [];
  if (d.status !== 'concept') b.push(`Alleen een doel in concept kan actief worden; dit doel is ${d.status}.`);
  if (!d.boerTekst?.trim()) b.push('Het doel heeft nog geen tekst voor de boer.');
  if (!d.einddatum) b.push('Het doel heeft nog geen einddatum.');
  else if (d.einddatum < vandaag) b.push('De einddatum van het doel ligt in het verleden.');
  if (d.begindatum && d.einddatum && d.einddatum < d.begindatum) b.push('De einddatum ligt voor de begindatum.');
  if (d.producten.length === 0) b.push('Het doel vraagt nog geen dataproducten.');
  if (!d.grondslag?.trim()) b.push('De grondslag of licentie van het doel ontbreekt.');
  if (!d.bewaartermijn?.trim()) b.push('De bewaartermijn van het doel ontbreekt.');
  if (!d.licentiegeverAkkoordOp) b.push('De licentiegever (ZuivelNL) heeft het doel nog niet goedgekeurd.');
  return b;
}

/** Steps on a participation and who may take them. */
export type DeelnameActie = 'goedkeuren' | 'afwijzen' | 'intrekken' | 'intrekken-door-aanvrager';

const OVERGANG: Record<DeelnameActie, { van: readonly DeelnameStatus[]; naar: DeelnameStatus }> = {
  goedkeuren: { van: ['aangevraagd'], naar: 'goedgekeurd' },
  afwijzen: { van: ['aangevraagd'], naar: 'afgewezen' },
  intrekken: { van: ['goedgekeurd'], naar: 'ingetrokken' },
  'intrekken-door-aanvrager': { van: ['aangevraagd'], naar: 'ingetrokken-door-aanvrager' },
};

const WAT: Record<DeelnameActie, string> = {
  goedkeuren: 'goedgekeurd',
  afwijzen: 'afgewezen',
  intrekken: 'ingetrokken',
  'intrekken-door-aanvrager': 'door de aanvrager ingetrokken',
};

const STAAT: Record<DeelnameStatus, string> = {
  aangevraagd: 'nog niet goedgekeurd',
  goedgekeurd: 'al goedgekeurd',
  afgewezen: 'al afgewezen',
  ingetrokken: 'al ingetrokken',
  'ingetrokken-door-aanvrager': 'al door de aanvrager ingetrokken',
  verlopen: 'verlopen',
};

/**
 * The state a participation reaches by an action, or the Dutch reason it cannot. A participation whose
 * end date passed counts as verlopen whatever its stored state (the rule that the consumer API uses too).
 */
export function volgendeDeelnameStatus(huidig: DeelnameStatus, actie: DeelnameActie): { status: DeelnameStatus } | { fout: string } {
  const o = OVERGANG[actie];
  if (o.van.includes(huidig)) return { status: o.naar };
  return { fout: `Deze deelname kan niet worden ${WAT[actie]}: ze is ${STAAT[huidig]}.` };
}

/** The stored state with the end date applied: an approved or requested participation past its end is verlopen. */
export function geldendeDeelnameStatus(status: DeelnameStatus, einddatum: string | null, vandaag: string): DeelnameStatus {
  if ((status === 'goedgekeurd' || status === 'aangevraagd') && einddatum !== null && einddatum < vandaag) return 'verlopen';
  return status;
}

export interface DeelnameKern {
  status: DeelnameStatus;
  einddatum: string | null;
  producten: readonly DataproductSleutel[];
  /** UBNs the participation is limited to; empty: the whole farm */
  ubnBeperking: readonly string[];
}

/**
 * Whether a consumer may receive a product of a farm under a participation now (the consumer API's one
 * rule): only an approved, unexpired participation for an active purpose that covers the product.
 */
export function leveringsBezwaar(
  deelname: DeelnameKern | null,
  doel: { status: DoelStatus; einddatum: string | null } | null,
  product: DataproductSleutel,
  vandaag: string,
): string | null {
  if (!doel) return 'Dit doel bestaat niet of is niet van uw organisatie.';
  if (doel.status !== 'actief' || (doel.einddatum !== null && doel.einddatum < vandaag)) return 'Dit doel is niet actief; er worden geen gegevens geleverd.';
  if (!deelname) return 'Dit bedrijf neemt niet deel aan dit doel.';
  const status = geldendeDeelnameStatus(deelname.status, deelname.einddatum, vandaag);
  if (status !== 'goedgekeurd') return `De deelname van dit bedrijf is ${STAAT[status].replace(/^al /, '')}; er worden geen gegevens geleverd.`;
  if (!deelname.producten.includes(product)) return 'Dit dataproduct valt niet onder de deelname van dit bedrijf.';
  return null;
}
