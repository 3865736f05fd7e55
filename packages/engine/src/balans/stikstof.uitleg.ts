/**
 * "Waarom dit getal?" texts of the N soil balance (stikstof.ts), its sources (stikstofbronnen.ts) and
 * gaseous soil losses (gasvormig.ts); operands in `{…}`, see `Uitleg` (decision 022).
 */
import type { UitlegCatalogus } from '../afleiding';

export const stikstofUitleg = {
  kring1_bedbal_vrlnh3: { label: 'Ammoniakverlies (N) per ha', formule: '({Σ}) / {opp_totaal}' },
  'n2o-n-uit-de-bodem': {
    label: 'Lachgasverlies (N) uit de bodem',
    formule: 'kunstmest-N × {c:N2O kunstmest} + {n-mestaanwending} × {c:N2O organische mest} + {n-excretie-in-de-wei} × {c:N2O beweiding} + ha veen × {c:N2O veen}',
  },
  kring1_bedbal_vrln2o: { label: 'Lachgasverlies (N) per ha', formule: '({n-excretie-in-de-stal} × {c:N2O-N stal} + {n2o-n-uit-de-bodem}) / {opp_totaal}' },
  'no-n-uit-de-bodem': { label: 'Stikstofoxideverlies (NO) uit de bodem', formule: '(kunstmest-N + {n-mestaanwending} + {n-excretie-in-de-wei}) × {c:NO-N bodem}' },
  kring1_bedbal_vrlnov: { label: 'Overige gasvormige stikstofverliezen per ha', formule: '({n-excretie-in-de-stal} × ({c:NO-N} + {c:N2-N}) + {no-n-uit-de-bodem}) / {opp_totaal}' },
  kring1_bedbal_ovrbod: { label: 'Bodemoverschot stikstof per ha', formule: '{kring1_bedbal_ovrtot} − {kring1_bedbal_vrlnh3} − {kring1_bedbal_vrln2o} − {kring1_bedbal_vrlnov}' },
  // the BIN/CBS name of the same quantity: the view skips it (alias) and shows the soil surplus itself
  verl_bodbal1_ha: { label: 'Stikstofbodemoverschot', formule: 'gelijk aan {kring1_bedbal_ovrbod}; depositie, binding en mineralisatie tellen daarin mee als aanvoer' },
  depositie: { label: 'Stikstofdepositie', formule: '{i:depositieKgNPerHa} × {opp_totaal}' },
  binding: { label: 'Stikstofbinding door klaver en vlinderbloemigen', formule: 'som per perceel van ha × klaveraandeel ({i:klaverAandeelProcent}) × {c:klaver} + ha vlinderbloemigen × {c:vlinderbloemig}' },
  mineralisatie: { label: 'Stikstofmineralisatie uit veen', formule: '{ha-veen} × {c:mineralisatie veen}' },
  'n-aanvoer-bodem': { label: 'Stikstofaanvoer op de bodem', formule: '{Σ}' },
  'n-in-gebruikte-kunstmest': { label: 'Stikstof in de gebruikte kunstmest', formule: 'per product (beginvoorraad + aanvoer − eindvoorraad) × het N-gehalte (ammonium-, nitraat- en ureum-N), opgeteld' },
  'n-gewasafvoer': { label: 'Stikstofafvoer met het gewas', formule: 'stikstof in vers gras en eigen ruwvoer, teruggerekend langs {opb_graspr_ds} en {opb_mais_ds} ({t:ruwvoer}) + afvoer akkerbouw ({t:akker})' },
  benut_n_bod: { label: 'Stikstofbenutting van de bodem', formule: '{n-gewasafvoer} / {n-aanvoer-bodem} × 100' },
  efficientie_N: { label: 'Stikstofbenutting van de veestapel', formule: '({n-in-melk} + {n-vastlegging-dieren}) / {n-opname} × 100' },
} as const satisfies UitlegCatalogus;
