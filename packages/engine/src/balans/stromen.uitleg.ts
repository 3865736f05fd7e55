/** "Waarom dit getal?" texts of the report's N and P2O5 flows (rapportWortels in afleidingsgraaf.ts); operands in `{…}`, see `Uitleg` (decision 022). */
import type { UitlegCatalogus } from '../afleiding';

export const stromenUitleg = {
  'stroom.n.excretie': { label: 'Stikstofexcretie van de graasdieren', formule: '{n-excretie-in-de-stal} + {n-excretie-in-de-wei}' },
  'stroom.n.verliezen-stal': { label: 'Stikstofverliezen uit stal en opslag', formule: '{nh3-n-stal-en-opslag-melkvee} + {n2o-no-en-n2-n-stal-en-opslag}' },
  'stroom.n.mest-bodem': { label: 'Stikstof uit dierlijke mest op de bodem', formule: '{n-mestaanwending} + {n-excretie-in-de-wei}' },
  'stroom.n.depositie-binding-mineralisatie': { label: 'Stikstof uit depositie, binding en mineralisatie', formule: '{depositie} + {binding} + {mineralisatie}' },
  'stroom.p.mest-bodem': { label: 'Fosfaat uit dierlijke mest op de bodem', formule: '{p2o5-mestaanwending} + {p2o5-weidemest}' },
} as const satisfies UitlegCatalogus;
