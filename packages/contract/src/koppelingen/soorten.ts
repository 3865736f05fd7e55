/**
 * Message types, suppliers' channels and cadences of the data links, as data (decision 020).
 * The cadences are the real KLW's published link timings (mijnkringloopwijzer.nl
 * "Data-koppelingen", sharing-anchors §1.1 R4); the tolerances we add to them to call a link
 * overdue are ours and marked "te verifiëren".
 */

export const BERICHT_SOORTEN = ['melkleveringen', 'voerleveringen', 'analyses', 'diertellingen', 'mesttransporten', 'percelen'] as const;
export type BerichtSoort = (typeof BERICHT_SOORTEN)[number];

/** The delivery rows of a feed message (the spec's `voerLeveringRows`): one register screen each. */
export const VOER_CATEGORIEEN = ['krachtvoer', 'ruwvoer', 'strooisel', 'kunstmest'] as const;
export type VoerCategorie = (typeof VOER_CATEGORIEEN)[number];

export const ANALYSE_SOORTEN = ['grond', 'kuilvoer'] as const;
export type AnalyseSoort = (typeof ANALYSE_SOORTEN)[number];

export const KANALEN = ['direct', 'joindata', 'rvo'] as const;
export type Kanaal = (typeof KANALEN)[number];

export const KANAAL_NAMEN: Record<Kanaal, string> = { direct: 'Direct', joindata: 'JoinData', rvo: 'RVO (via ZuivelNL)' };

/** How often a link refreshes (R4's "Verversing"). */
export type Ritme =
  | { soort: 'dagelijks' }
  | { soort: 'wekelijks' }
  /** monthly, visible by day `dag` of the next month */
  | { soort: 'maandelijks'; dag: number }
  | { soort: 'op-aanvraag' };

export interface Cadans {
  ritme: Ritme;
  /** days after the mandate before the first data is visible (R4 "Zichtbaar na machtiging") */
  eersteZichtbaarDagen: number;
  /** the published timing, as the real KLW words it (shown to the farmer) */
  gepubliceerd: string;
  /**
   * For a daily link: after how many days without any message we call it overdue. A farm does not
   * buy feed every day, so "daily" cannot mean a message a day: 35 days (about the delivery rhythm
   * of bulk feed, te verifiëren met leveranciers).
   */
  stilVensterDagen?: number;
}

export const BRON_CADANS = 'https://www.mijnkringloopwijzer.nl/aan-de-slag/data-koppelingen/ (sharing-anchors §1.1, R4)';

/** Per message type: the published timing (R4). "< 1 week" is taken as 7 days. */
export const CADANS: Record<BerichtSoort, Cadans> = {
  melkleveringen: { ritme: { soort: 'maandelijks', dag: 10 }, eersteZichtbaarDagen: 7, gepubliceerd: 'Maandelijks; zichtbaar rond dag 7 tot 10 van de volgende maand.' },
  voerleveringen: { ritme: { soort: 'dagelijks' }, eersteZichtbaarDagen: 7, gepubliceerd: 'Dagelijks; zichtbaar de volgende dag.', stilVensterDagen: 35 },
  analyses: { ritme: { soort: 'dagelijks' }, eersteZichtbaarDagen: 7, gepubliceerd: 'Dagelijks; zichtbaar de volgende dag.', stilVensterDagen: 366 },
  diertellingen: { ritme: { soort: 'maandelijks', dag: 5 }, eersteZichtbaarDagen: 14, gepubliceerd: 'Maandelijks; zichtbaar op dag 5 van de volgende maand (eerste keer na 14 dagen).' },
  mesttransporten: { ritme: { soort: 'wekelijks' }, eersteZichtbaarDagen: 7, gepubliceerd: 'Wekelijks; zichtbaar de volgende dag.', stilVensterDagen: undefined },
  percelen: { ritme: { soort: 'op-aanvraag' }, eersteZichtbaarDagen: 7, gepubliceerd: 'Op aanvraag; direct zichtbaar.' },
};

export const BERICHT_SOORT_NAMEN: Record<BerichtSoort, string> = {
  melkleveringen: 'Melkleveringen',
  voerleveringen: 'Voer-, kunstmest- en strooiselleveringen',
  analyses: 'Grond- en kuilvoeranalyses',
  diertellingen: 'Diergegevens (I&R)',
  mesttransporten: 'Mesttransporten (VDM)',
  percelen: 'Percelen (RVO)',
};

/** Types whose mandate the farmer gives at RVO (to ZuivelNL), not here (R2, R4). */
export const VIA_RVO: readonly BerichtSoort[] = ['diertellingen', 'mesttransporten', 'percelen'];

/** ZuivelNL's KvK, used for the RVO mandate (R13, sharing-anchors §1.1). */
export const ZUIVELNL_KVK = '59667222';

/** The steps the farmer takes at mijn.rvo.nl (R4, R28); the screen shows them for RVO links. */
export const RVO_STAPPEN: readonly string[] = [
  'Log in op mijn.rvo.nl met eHerkenning.',
  'Kies "Machtigen" en daarna "Machtiging geven".',
  `Zoek ZuivelNL op met KvK-nummer ${ZUIVELNL_KVK}.`,
  'Kies de diensten "Mijn percelen raadplegen", "I&R Rund raadplegen" en "Vervoersbewijzen dierlijke mest raadplegen".',
  'Bevestig de machtiging. Binnen een week (diergegevens: 14 dagen) komen de gegevens hier binnen.',
];

export const KOPPELING_STATUSSEN = ['aangevraagd', 'actief', 'geweigerd', 'ingetrokken'] as const;
export type KoppelingStatus = (typeof KOPPELING_STATUSSEN)[number];
export const KOPPELING_STATUS_NAMEN: Record<KoppelingStatus, string> = {
  aangevraagd: 'Aangevraagd door leverancier',
  actief: 'Actief',
  geweigerd: 'Geweigerd',
  ingetrokken: 'Ingetrokken',
};

export const BERICHT_STATUSSEN = ['ontvangen', 'verwerkt', 'mislukt', 'wacht', 'afgehandeld'] as const;
export type BerichtStatus = (typeof BERICHT_STATUSSEN)[number];
export const BERICHT_STATUS_NAMEN: Record<BerichtStatus, string> = {
  ontvangen: 'Ontvangen',
  verwerkt: 'Verwerkt',
  mislukt: 'Mislukt',
  wacht: 'Wacht',
  afgehandeld: 'Afgehandeld zonder verwerken',
};

/** Causes of a failed or waiting message: the staff screen groups by these (ServicePulse, R39). */
export const OORZAKEN = ['geen-klant', 'geen-machtiging', 'ongeldige-inhoud', 'geen-jaar', 'jaar-ingediend', 'meerdere-jaren'] as const;
export type Oorzaak = (typeof OORZAKEN)[number];
export const OORZAAK_NAMEN: Record<Oorzaak, string> = {
  'geen-klant': 'Onbekend klantnummer',
  'geen-machtiging': 'Geen actieve koppeling',
  'ongeldige-inhoud': 'Ongeldige inhoud',
  'geen-jaar': 'Geen kringloopwijzer voor het jaar',
  'jaar-ingediend': 'Wacht: jaar ingediend',
  'meerdere-jaren': 'Bericht over meer dan één jaar',
};
