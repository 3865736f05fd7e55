/**
 * How the phosphate class (fosfaattoestand) of a soil analysis is derived, per reporting year.
 * - From 2021: P-CaCl2 + P-AL on one grid for grassland and one for arable land (balans/fosfaatklasse.ts,
 *   supplement §3.1).
 * - Up to 2020: P-AL (grassland, mg P2O5/100 g) and Pw (arable land, mg P2O5/l), each with its own
 *   class boundaries (Uitvoeringsregeling Meststoffenwet art. 29a/30, Tabel I). 2020 has five classes
 *   (the class "neutraal" was split into "neutraal" and "ruim"); 2018–2019 four (arm, laag, neutraal, hoog).
 * The values are compared "in afgeronde getallen" (art. 30 lid 1): rounded to an integer first.
 * Kept apart from the year files so the web's phosphate-class entry (`@kw/engine/fosfaatklasse`) does
 * not load every year's parameters (bench/check-bundles.ts).
 */
import type { FosfaatKlasse } from './types';

/** One class with its inclusive upper bound after rounding; `null` = no upper bound (the last class). */
export interface FosfaatGrens {
  klasse: FosfaatKlasse;
  totEnMet: number | null;
}

export type FosfaatIndeling =
  | { methode: 'pcacl2-pal'; bron: string }
  | {
      methode: 'pal-pw';
      /** grassland: boundaries on P-AL (mg P2O5/100 g) */
      grasland: FosfaatGrens[];
      /** arable land (maize and arable crops): boundaries on Pw (mg P2O5/l) */
      bouwland: FosfaatGrens[];
      bron: string;
    };

export const INDELING_VANAF_2021: FosfaatIndeling = {
  methode: 'pcacl2-pal',
  bron: 'Bron: RVO "Tabel 1 Grasland / Tabel 2 Bouwland" (P-CaCl2 + P-AL, vanaf 2021) via nmi-agro/fdm fosfaatgebruiksnorm (supplement §3.1)',
};

// Stcrt. 2019, 70977: ontwerpregeling van 19-12-2019 tot wijziging van de Uitvoeringsregeling Meststoffenwet
// (zesde actieprogramma), art. 29a (PAL-getal grasland, Pw-getal bouwland) en art. 30 Tabel I (arm < 16 / < 25,
// laag 16 t/m 26 / …). The definitive 2020 table as published by advisers: omnyacc.nl 24-01-2020 "Fosfaatruimte en
// -klasse gewijzigd", weanoordholland.nl, mijntipsenadvies.nl 27-08-2020 (Boer en Bedrijf), jonglaan.nl
// "Fosfaatklassen en -normen 2020 definitief" — all the same boundaries.
export const INDELING_2020: FosfaatIndeling = {
  methode: 'pal-pw',
  grasland: [
    { klasse: 'arm', totEnMet: 15 },
    { klasse: 'laag', totEnMet: 26 },
    { klasse: 'neutraal', totEnMet: 40 },
    { klasse: 'ruim', totEnMet: 50 },
    { klasse: 'hoog', totEnMet: null },
  ],
  bouwland: [
    { klasse: 'arm', totEnMet: 24 },
    { klasse: 'laag', totEnMet: 35 },
    { klasse: 'neutraal', totEnMet: 45 },
    { klasse: 'ruim', totEnMet: 55 },
    { klasse: 'hoog', totEnMet: null },
  ],
  bron:
    'Bron: Uitvoeringsregeling Meststoffenwet art. 29a/30 Tabel I per 2020 (Stcrt. 2019, 70977): grasland PAL arm < 16, laag 16–26, neutraal 27–40, ruim 41–50, hoog > 50; ' +
    'bouwland Pw arm < 25, laag 25–35, neutraal 36–45, ruim 46–55, hoog > 55 (zelfde tabel bij omnyacc.nl 24-01-2020, mijntipsenadvies.nl 27-08-2020, jonglaan.nl)',
};

// 2019: four classes. DERIVED: the 2020 sources say "de fosfaatklasse 'neutraal' is nu opgesplitst in 'neutraal' en
// 'ruim'" with the same arm and laag rows (and the 2019 norms beside them), so 2019 neutraal = 27–50 (PAL) / 36–55 (Pw);
// CBB 6-7-2021, ECLI:NL:CBB:2021:698: "PAL-waarde tussen de 27 en 50 … neutrale categorie" (2015); Oenema et al. 2016,
// Alterra-rapport 2743: four classes arm, laag, neutraal, hoog on Pw (bouwland) and P-AL (grasland) since 2010.
export const INDELING_2019: FosfaatIndeling = {
  methode: 'pal-pw',
  grasland: [
    { klasse: 'arm', totEnMet: 15 },
    { klasse: 'laag', totEnMet: 26 },
    { klasse: 'neutraal', totEnMet: 50 },
    { klasse: 'hoog', totEnMet: null },
  ],
  bouwland: [
    { klasse: 'arm', totEnMet: 24 },
    { klasse: 'laag', totEnMet: 35 },
    { klasse: 'neutraal', totEnMet: 55 },
    { klasse: 'hoog', totEnMet: null },
  ],
  bron:
    'AFGELEID — te verifiëren tegen de Uitvoeringsregeling Meststoffenwet 2019, art. 30 Tabel I: vier klassen (Oenema e.a. 2016, Alterra-rapport 2743); ' +
    'grasland PAL arm < 16, laag 16–26, neutraal 27–50, hoog > 50; bouwland Pw arm < 25, laag 25–35, neutraal 36–55, hoog > 55 ' +
    '(tabel 2020 met "neutraal" vóór de splitsing in neutraal en ruim, mijntipsenadvies.nl 27-08-2020; PAL 27–50 neutraal: CBB 6-7-2021, ECLI:NL:CBB:2021:698)',
};

// 2018: no table of that year was found; the 6th action programme started in 2018 and changed the classes only per 2020.
export const INDELING_2018: FosfaatIndeling = {
  ...INDELING_2019,
  bron: `AANGENOMEN: gelijk aan 2019 (zesde actieprogramma vanaf 2018, klassen gewijzigd per 2020; tabel 2018 niet gevonden) — te verifiëren tegen de officiële tabel. ${INDELING_2019.bron}`,
};

/** The classification a reporting year uses (years before 2018 are not calculated; they get 2018's). */
export function fosfaatIndelingVoorJaar(jaar: number): FosfaatIndeling {
  if (jaar >= 2021) return INDELING_VANAF_2021;
  if (jaar === 2020) return INDELING_2020;
  if (jaar === 2019) return INDELING_2019;
  return INDELING_2018;
}
