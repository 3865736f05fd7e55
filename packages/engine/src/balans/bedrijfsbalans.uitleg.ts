/** "Waarom dit getal?" texts of the farm-gate balances (bedrijfsbalans.ts); operands in `{…}`, see `Uitleg` (decision 022). */
import type { UitlegCatalogus } from '../afleiding';

const post = { label: 'Post van de bedrijfsbalans', formule: 'hoeveelheid × gehalte, opgeteld over de ingevulde regels (zie de gebruikte invoer)' };
const mutatie = { label: 'Voorraadmutatie van een post', formule: '(eindvoorraad − beginvoorraad) × gehalte, opgeteld over de ingevulde regels (zie de gebruikte invoer)' };

/** The Dutch name of a balance post (the engine's key), for the per-post nodes' labels. */
export const balansPostNaam: Readonly<Record<string, string>> = {
  krachtvoer: 'krachtvoer',
  ruwvoer: 'ruwvoer',
  overigeVoeders: 'overige voeders',
  melkproducten: 'melkproducten',
  strooisel: 'strooisel',
  kunstmest: 'kunstmest',
  organischeMest: 'organische mest',
  compost: 'compost',
  kalk: 'kalkmeststoffen',
  vee: 'vee',
  staldierenVoer: 'voer voor staldieren',
  staldierenVee: 'staldieren',
  melk: 'melk',
  akkerbouw: 'akkerbouwgewassen',
  depositie: 'depositie',
  binding: 'binding',
  mineralisatie: 'mineralisatie',
  voer: 'voer',
};

export const bedrijfsbalansUitleg = {
  'kring1.aanvoer.*': post,
  'kring1.afvoer.*': post,
  'kring1.voorraadmutatie.*': mutatie,
  'kring2.aanvoer.*': post,
  'kring2.afvoer.*': post,
  'kring2.voorraadmutatie.*': mutatie,
  'kring1.voorraadmutatie': { label: 'Voorraadmutatie stikstof', formule: 'eindvoorraad − beginvoorraad van voer, kunstmest, strooisel en mest: {Σ}' },
  'kring2.voorraadmutatie': { label: 'Voorraadmutatie fosfaat', formule: 'eindvoorraad − beginvoorraad van voer, kunstmest, strooisel en mest: {Σ}' },
  kring1_bedbal_aantot: { label: 'Aanvoer stikstof per ha', formule: '({Σ}) / {opp_totaal}' },
  kring1_bedbal_afvtot: { label: 'Afvoer stikstof per ha', formule: '({Σ}) / {opp_totaal}' },
  kring1_bedbal_ovrtot: { label: 'Bedrijfsoverschot stikstof per ha', formule: '{kring1_bedbal_aantot} − {kring1_bedbal_afvtot} − {kring1.voorraadmutatie} / {opp_totaal}' },
  kring1_benut_tot: { label: 'Stikstofbenutting van het bedrijf', formule: '{kring1_bedbal_afvtot} / {kring1_bedbal_aantot} × 100' },
  kring2_bedbal_aantot: { label: 'Aanvoer fosfaat per ha', formule: '({Σ}) / {opp_totaal}' },
  kring2_bedbal_afvtot: { label: 'Afvoer fosfaat per ha', formule: '({Σ}) / {opp_totaal}' },
  kring2_bedbal_ovrtot: { label: 'Bedrijfsoverschot fosfaat per ha', formule: '{kring2_bedbal_aantot} − {kring2_bedbal_afvtot} − {kring2.voorraadmutatie} / {opp_totaal}' },
  kring2_benut_tot: { label: 'Fosfaatbenutting van het bedrijf', formule: '{kring2_bedbal_afvtot} / {kring2_bedbal_aantot} × 100' },
} as const satisfies UitlegCatalogus;
