/**
 * The catalogue of plausibility checks (signaleringen). Ranges from the KLW plausibility report
 * (edepot.wur.nl/544824 via VKA controleDatasetKLW.R; KLW-domeinnotities §3.4); the extra checks
 * are those the notes list as KLW-like (yield advice ranges, negative fresh grass with grazing, …).
 */
export type Ernst = 'fout' | 'waarschuwing' | 'info';

export interface SignaleringDefinitie {
  ernst: Ernst;
  /** What the check guards, in Dutch (for the catalogue screen and docs). */
  omschrijving: string;
}

export const signaleringCatalogus = {
  VET_BUITEN_BEREIK: { ernst: 'waarschuwing', omschrijving: 'Vetgehalte van de geleverde melk buiten 3,0–7,0%.' },
  EIWIT_BUITEN_BEREIK: { ernst: 'waarschuwing', omschrijving: 'Eiwitgehalte van de geleverde melk buiten 2,5–5,5%.' },
  MESTSCHEIDING_ZONDER_FRACTIES: { ernst: 'waarschuwing', omschrijving: 'Mestscheiding is aangevinkt, maar er staat geen dunne of dikke fractie (mestcode 11, 13, 41 of 43) bij de mest.' },
  VERGISTING_FOSFAAT_ONGELIJK: { ernst: 'waarschuwing', omschrijving: 'De fosfaat in de producten van vergisting en scheiding wijkt meer dan 20% af van de fosfaat die erin ging (vergiste of gescheiden eigen mest + co-substraat).' },
  BEX_NIET_TOEPASBAAR: { ernst: 'info', omschrijving: 'Minder dan 5.600 kg FPCM per koe: BEX is volgens de Handreiking (sinds 2018) niet toepasbaar.' },
  // A usage norm exceeded is a breach of the Meststoffenwet (art. 8–10; docs/decisions/021-plausibiliteit-en-normen.md), so a warning, not information.
  DIERLIJKE_MEST_BOVEN_NORM: { ernst: 'waarschuwing', omschrijving: 'De N uit dierlijke mest (aanwending + weide) ligt boven de gebruiksnorm dierlijke mest van het jaar (Meststoffenwet).' },
  FOSFAAT_BOVEN_NORM: { ernst: 'waarschuwing', omschrijving: 'Het fosfaatgebruik (mest, weidemest, kunstmest, compost volgens de opvullingsregel, kalk) ligt boven de fosfaatgebruiksnorm (Meststoffenwet).' },
  STIKSTOF_BOVEN_NORM: { ernst: 'waarschuwing', omschrijving: 'De werkzame N (kunstmest, dierlijke mest × werkingscoëfficiënt, compost, kalk) ligt boven de stikstofgebruiksnorm (Meststoffenwet).' },
  UREUM_BUITEN_BEREIK: { ernst: 'waarschuwing', omschrijving: 'Ureumgehalte buiten 9–40 mg/100 ml.' },
  MELK_PER_KOE_BUITEN_BEREIK: { ernst: 'waarschuwing', omschrijving: 'Melkproductie per koe buiten 4.000–15.000 kg.' },
  RANTSOEN_RE_BUITEN_BEREIK: { ernst: 'waarschuwing', omschrijving: 'Ruw-eiwitgehalte van het rantsoen buiten 120–200 g/kg DS.' },
  RANTSOEN_VEM_BUITEN_BEREIK: { ernst: 'waarschuwing', omschrijving: 'VEM-gehalte van het rantsoen buiten 800–1.200 VEM/kg DS.' },
  RANTSOEN_P_BUITEN_BEREIK: { ernst: 'waarschuwing', omschrijving: 'Fosforgehalte van het rantsoen buiten 2,5–6,0 g/kg DS.' },
  OPBRENGST_GRAS_ONMOGELIJK: { ernst: 'fout', omschrijving: 'Teruggerekende grasopbrengst buiten 0–20.000 kg DS/ha.' },
  OPBRENGST_GRAS_AFWIJKEND: { ernst: 'waarschuwing', omschrijving: 'Teruggerekende grasopbrengst buiten 6.000–18.000 kg DS/ha.' },
  OPBRENGST_MAIS_ONMOGELIJK: { ernst: 'fout', omschrijving: 'Snijmaïsopbrengst buiten 0–25.000 kg DS/ha.' },
  OPBRENGST_MAIS_AFWIJKEND: { ernst: 'waarschuwing', omschrijving: 'Snijmaïsopbrengst buiten 10.000–22.000 kg DS/ha.' },
  NEGATIEF_VOERVERBRUIK: { ernst: 'fout', omschrijving: 'Beginvoorraad + aanleg/aanvoer − eindvoorraad is negatief: de eindvoorraad is waarschijnlijk te hoog.' },
  NEGATIEVE_VERSGRASOPNAME: { ernst: 'fout', omschrijving: 'Het voeraanbod is hoger dan de VEM-behoefte terwijl er wordt geweid of zomerstal gevoerd: de vers-grasopname wordt negatief.' },
  VOERAANBOD_BOVEN_BEHOEFTE: { ernst: 'waarschuwing', omschrijving: 'Het voeraanbod is meer dan 5% hoger dan de berekende VEM-behoefte.' },
  VERS_GRAS_ZONDER_BEWEIDING: { ernst: 'waarschuwing', omschrijving: 'Er is een vers-grasopname berekend, maar er zijn geen weide- of zomerstaldagen ingevuld.' },
  TE_VEEL_WEIDEDAGEN: { ernst: 'fout', omschrijving: 'Het totaal van weide- en zomerstaldagen van de melkkoeien is meer dan 366.' },
  NEGATIEVE_EXCRETIE: { ernst: 'fout', omschrijving: 'De berekende excretie van het melkvee is negatief: de voeropname is te laag voor de productie.' },
  NEGATIEVE_MESTAANWENDING: { ernst: 'fout', omschrijving: 'Er is meer mest afgevoerd of in voorraad dan geproduceerd en aangevoerd.' },
  ONBEKENDE_MESTCODE: { ernst: 'waarschuwing', omschrijving: 'Mestcode zonder forfait in de tabel en zonder ingevulde gehalten; gerekend als rundveedrijfmest.' },
  NEGATIEF_KUNSTMESTVERBRUIK: { ernst: 'fout', omschrijving: 'Kunstmestverbruik (begin + aanvoer − eind) is negatief.' },
  GEEN_MELKPRODUCTIE: { ernst: 'fout', omschrijving: 'Er is geen melkproductie: de broeikasgassen per kg meetmelk kunnen niet worden berekend.' },
  GEEN_BODEMANALYSES: { ernst: 'info', omschrijving: 'Er zijn geen bodemanalyses ingevuld.' },
  MESTADDITIEF_ZONDER_EFFECT: { ernst: 'info', omschrijving: 'Een mestadditief is vastgelegd; de rekenregels geven er geen effect voor, dus het telt niet mee.' },
  ANALYSE_ZONDER_PERCEEL: { ernst: 'waarschuwing', omschrijving: 'Een bodemanalyse verwijst naar een perceel dat niet (meer) bij de percelen staat.' },
  BODEMOVERSCHOT_BOVEN_KRITISCH: { ernst: 'info', omschrijving: 'Het stikstofbodemoverschot ligt boven het kritische overschot voor de grondsoorten van grasland, maïs en akkerbouw.' },
  // Plausible per cow or per ha (signalering/plausibiliteit.ts, thresholds and their sources there).
  KRACHTVOER_PER_KOE_HOOG: { ernst: 'waarschuwing', omschrijving: 'Meer dan 4.000 kg krachtvoer per koe.' },
  ELEKTRICITEIT_PER_KOE_HOOG: { ernst: 'waarschuwing', omschrijving: 'Meer dan 1.500 kWh ingekochte elektriciteit per koe.' },
  WATER_PER_KOE_HOOG: { ernst: 'waarschuwing', omschrijving: 'Meer dan 150 m³ leidingwater per koe.' },
  DIESEL_PER_HA_HOOG: { ernst: 'waarschuwing', omschrijving: 'Meer dan 600 liter diesel (eigen en loonwerk) per ha.' },
  KUNSTMEST_N_PER_HA_HOOG: { ernst: 'waarschuwing', omschrijving: 'Meer dan 400 kg kunstmest-N per ha: boven de hoogste stikstofgebruiksnorm.' },
  INDICATOR_BUITEN_BEREIK: { ernst: 'waarschuwing', omschrijving: 'Een indicator van het dashboard ligt buiten wat een melkveebedrijf haalt (signalering/indicatoren.ts): controleer de invoer die het meest bijdraagt.' },
} as const satisfies Record<string, SignaleringDefinitie>;

export type SignaleringCode = keyof typeof signaleringCatalogus;

export interface Signalering {
  code: SignaleringCode;
  ernst: Ernst;
  /** Dutch message with the value that triggered it. */
  melding: string;
  /** The input field (dotted path) the farmer should look at. */
  pad: string;
  waarde?: number;
  /** INDICATOR_BUITEN_BEREIK: the dashboard indicator out of range */
  indicator?: string;
  /** INDICATOR_BUITEN_BEREIK: the input fields (dotted paths) that move it most, largest first */
  bijdragen?: string[];
}
