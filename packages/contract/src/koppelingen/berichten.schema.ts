/**
 * The messages suppliers deliver (decision 020): one zod schema per message type. Bounds are
 * the engine's (packages/engine/src/invoer/*.schema.ts) so a message that passes here can be
 * written into the register; the register's own check runs again on the resulting document.
 * Unknown fields are refused (strict), so a supplier learns of a typo at once.
 */
import { z } from 'zod';
import { ONGELDIGE_TEKENS } from '@kw/engine';
import { geldigeDatum } from '../machtigingen/machtigingen.termijn';

const tekst = (label: string, max: number) =>
  z
    .string({ error: `${label} ontbreekt of is geen tekst.` })
    .trim()
    .min(1, `${label} is leeg.`)
    .max(max, `${label} is te lang (hoogstens ${max} tekens).`)
    .refine((t) => !ONGELDIGE_TEKENS.test(t), `${label} bevat een stuurteken dat niet is toegestaan.`);

const getal = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} ontbreekt of is geen getal.` })
    .finite(`${label} is geen eindig getal.`)
    .min(min, `${label} is kleiner dan ${min}.`)
    .max(max, `${label} is groter dan ${max}.`);

export const datumSchema = z
  .string({ error: 'De datum ontbreekt.' })
  .refine(geldigeDatum, 'Geef een geldige datum (JJJJ-MM-DD).');

/** A supplier's own id of the message: the key of idempotency (with the supplier). */
export const berichtIdSchema = z
  .string({ error: 'Het berichtId ontbreekt.' })
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'Een berichtId bestaat uit 1 tot 100 letters, cijfers, punten, dubbele punten, _ of -.');
export const klantnummerSchema = z
  .string({ error: 'Het klantnummer ontbreekt.' })
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'Een klantnummer bestaat uit 1 tot 40 letters, cijfers of -.');
const ubnSchema = z.string().regex(/^[0-9]{1,7}$/, 'Een UBN heeft 1 tot 7 cijfers.');

const kop = { berichtId: berichtIdSchema, klantnummer: klantnummerSchema };

// ---- melkleveringen (dairy) ------------------------------------------------------------------
export const melkLeveringRegelSchema = z.strictObject({
  datum: datumSchema,
  tijd: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Geef de aflevertijd als UU:MM.'),
  kg: getal('De hoeveelheid melk (kg)', 0, 100_000),
  vetProcent: getal('Het vetgehalte (%)', 2, 8),
  eiwitProcent: getal('Het eiwitgehalte (%)', 2, 6),
  ureumMgPer100ml: getal('Het ureumgehalte (mg/100 ml)', 10, 80),
  fosforMgPer100g: getal('Het fosforgehalte (mg/100 g)', 75, 125).optional(),
});
export const melkleveringenBerichtSchema = z.strictObject({
  ...kop,
  ubn: ubnSchema,
  leveringen: z.array(melkLeveringRegelSchema).min(1, 'Het bericht bevat geen leveringen.').max(200, 'Hoogstens 200 leveringen per bericht.'),
});

// ---- voerleveringen: krachtvoer, ruwvoer, strooisel, kunstmest (voerLeveringRows) --------------
const product = tekst('De productnaam', 200);
export const krachtvoerLeveringSchema = z.strictObject({
  categorie: z.literal('krachtvoer'),
  datum: datumSchema,
  product,
  kg: getal('De hoeveelheid (kg product)', 0, 10_000_000),
  dsGPerKg: getal('Het drogestofgehalte (g/kg)', 0, 1000),
  vemPerKgDs: getal('De VEM per kg DS', 0, 2500),
  reGPerKgDs: getal('Het ruw eiwit (g/kg DS)', 0, 900),
  pGPerKgDs: getal('De fosfor (g/kg DS)', 0, 40),
  co2KgPerKgProduct: getal('De CO2-voetafdruk (kg CO2-eq/kg)', 0, 20).optional(),
});
export const ruwvoerLeveringSchema = z.strictObject({
  categorie: z.literal('ruwvoer'),
  datum: datumSchema,
  product,
  soort: z.enum(['graskuil', 'hooi', 'snijmais', 'overig-ruwvoer'], { error: 'Kies een soort ruwvoer: graskuil, hooi, snijmais of overig-ruwvoer.' }),
  kgDs: getal('De hoeveelheid (kg DS)', 0, 10_000_000),
  vemPerKgDs: getal('De VEM per kg DS', 0, 1500),
  reGPerKgDs: getal('Het ruw eiwit (g/kg DS)', 0, 500),
  pGPerKgDs: getal('De fosfor (g/kg DS)', 0, 15),
});
export const strooiselLeveringSchema = z.strictObject({
  categorie: z.literal('strooisel'),
  datum: datumSchema,
  product,
  kg: getal('De hoeveelheid (kg product)', 0, 10_000_000),
  nGPerKg: getal('De stikstof (g N/kg)', 0, 50).optional(),
  p2o5GPerKg: getal('Het fosfaat (g P2O5/kg)', 0, 50).optional(),
});
export const kunstmestLeveringSchema = z.strictObject({
  categorie: z.literal('kunstmest'),
  datum: datumSchema,
  product,
  kg: getal('De hoeveelheid (kg product)', 0, 10_000_000),
  nAmmoniumGPerKg: getal('De ammonium-N (g/kg)', 0, 500),
  nNitraatGPerKg: getal('De nitraat-N (g/kg)', 0, 500),
  nUreumGPerKg: getal('De ureum-N (g/kg)', 0, 500),
  p2o5GPerKg: getal('Het fosfaat (g P2O5/kg)', 0, 600),
  k2oGPerKg: getal('De kali (g K2O/kg)', 0, 700),
});
export const voerLeveringRegelSchema = z.discriminatedUnion('categorie', [krachtvoerLeveringSchema, ruwvoerLeveringSchema, strooiselLeveringSchema, kunstmestLeveringSchema], {
  error: 'Kies per levering een categorie: krachtvoer, ruwvoer, strooisel of kunstmest.',
});
export const voerleveringenBerichtSchema = z.strictObject({
  ...kop,
  leveringen: z.array(voerLeveringRegelSchema).min(1, 'Het bericht bevat geen leveringen.').max(200, 'Hoogstens 200 leveringen per bericht.'),
});

// ---- analyses: grond en kuilvoer (labs) -------------------------------------------------------
export const grondAnalyseSchema = z.strictObject({
  soort: z.literal('grond'),
  monsternummer: tekst('Het monsternummer', 40),
  datum: datumSchema,
  perceelId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Een perceel-id bestaat uit 1 tot 40 letters, cijfers, _ of -.').optional(),
  nTotaalMgNPerKg: getal('N-totaal (mg N/kg)', 0, 50_000).optional(),
  cnVerhouding: getal('De C/N-verhouding', 0, 100).optional(),
  nlvKgNPerHa: getal('Het NLV (kg N/ha)', 0, 500).optional(),
  pAlMgP2o5Per100g: getal('P-AL (mg P2O5/100 g)', 0, 200).optional(),
  pCaCl2MgPPerKg: getal('P-CaCl2 (mg P/kg)', 0, 50).optional(),
  pwMgP2o5PerL: getal('Pw (mg P2O5/l)', 0, 200).optional(),
  ph: getal('De pH', 2, 10).optional(),
  organischeStofProcent: getal('De organische stof (%)', 0, 100).optional(),
  kleiProcent: getal('Het lutum (%)', 0, 100).optional(),
});
export const kuilvoerAnalyseSchema = z.strictObject({
  soort: z.literal('kuilvoer'),
  monsternummer: tekst('Het monsternummer', 40),
  datum: datumSchema,
  /** the pit (partij/kuil) as the farmer named it on Ruwvoer */
  partij: tekst('De partij (kuil)', 200),
  ruwvoersoort: z.enum(['graskuil', 'hooi', 'snijmais', 'overig-ruwvoer'], { error: 'Kies een ruwvoersoort: graskuil, hooi, snijmais of overig-ruwvoer.' }),
  /** the pit's size, used only when the pit is not on Ruwvoer yet */
  kgDs: getal('De hoeveelheid (kg DS)', 0, 10_000_000).optional(),
  vemPerKgDs: getal('De VEM per kg DS', 0, 1500),
  reGPerKgDs: getal('Het ruw eiwit (g/kg DS)', 0, 500),
  pGPerKgDs: getal('De fosfor (g/kg DS)', 0, 15),
});
export const analyseRegelSchema = z.discriminatedUnion('soort', [grondAnalyseSchema, kuilvoerAnalyseSchema], { error: 'Kies per analyse een soort: grond of kuilvoer.' });
export const analysesBerichtSchema = z.strictObject({
  ...kop,
  laboratorium: tekst('Het laboratorium', 200),
  analyses: z.array(analyseRegelSchema).min(1, 'Het bericht bevat geen analyses.').max(100, 'Hoogstens 100 analyses per bericht.'),
});

// ---- I&R diertellingen en -bewegingen ---------------------------------------------------------
/** The I&R registrations a movement can be (decision 035; the names of the I&R rund meldingen, te verifiëren). */
export const IENR_MELDINGEN = ['aanvoer', 'afvoer', 'geboorte', 'sterfte'] as const;
export type IenrMelding = (typeof IENR_MELDINGEN)[number];

/**
 * One registration of one animal (decision 035). The category is the RVO animal category on the day
 * (the CDKLW derives it from birth date and calvings); the live weight is not registered in I&R, so it
 * is optional and the register's row or a default weight per category is used (te verifiëren).
 */
export const dierBewegingSchema = z.strictObject({
  soort: z.enum(IENR_MELDINGEN, { error: 'Kies de soort melding: aanvoer, afvoer, geboorte of sterfte.' }),
  datum: datumSchema,
  levensnummer: z
    .string({ error: 'Het levensnummer ontbreekt.' })
    .regex(/^[A-Z]{2}[0-9]{1,12}$/, 'Een levensnummer is een landcode en 1 tot 12 cijfers zonder spatie, zoals NL123456789.'),
  categorie: z.enum(['100', '101', '102', 'overig'], { error: 'Kies de diercategorie: 100, 101, 102 of overig.' }),
  gewichtKg: getal('Het levend gewicht (kg)', 1, 1500).optional(),
});

/**
 * The average numbers from 1 January to `peildatum` (the CDKLW computes them from the I&R registrations)
 * and/or the movements of the period (decision 035); at least one of the two.
 */
export const diertellingenBerichtSchema = z
  .strictObject({
    ...kop,
    ubn: ubnSchema,
    peildatum: datumSchema,
    gemiddeldAantal: z
      .strictObject({
        melkkoeien: getal('Het gemiddeld aantal melkkoeien', 0, 5000),
        jongveeJonger1Jaar: getal('Het gemiddeld aantal jongvee < 1 jaar', 0, 5000),
        jongveeOuder1Jaar: getal('Het gemiddeld aantal jongvee ≥ 1 jaar', 0, 5000),
      })
      .optional(),
    bewegingen: z.array(dierBewegingSchema).max(2000, 'Hoogstens 2.000 bewegingen per bericht.').optional(),
  })
  .refine((b) => b.gemiddeldAantal !== undefined || (b.bewegingen?.length ?? 0) > 0, { message: 'Het bericht bevat geen gemiddelde aantallen en geen bewegingen.', path: ['bewegingen'] });

// ---- VDM mesttransporten ----------------------------------------------------------------------
export const mestTransportSchema = z.strictObject({
  vdmNummer: tekst('Het VDM-nummer', 40),
  datum: datumSchema,
  richting: z.enum(['aanvoer', 'afvoer'], { error: 'Kies de richting: aanvoer of afvoer.' }),
  mestcode: z.number({ error: 'De mestcode ontbreekt.' }).int('De mestcode is een geheel getal.').min(1, 'Onbekende mestcode.').max(200, 'Onbekende mestcode.'),
  hoeveelheid: getal('De hoeveelheid', 0, 10_000_000),
  eenheid: z.enum(['ton', 'm3'], { error: 'Kies de eenheid: ton of m3.' }),
  kgNPerTon: getal('De stikstof (kg N/ton)', 0, 100).optional(),
  kgP2o5PerTon: getal('Het fosfaat (kg P2O5/ton)', 0, 100).optional(),
  tegenpartij: tekst('De tegenpartij', 200).optional(),
});
export const mesttransportenBerichtSchema = z.strictObject({
  ...kop,
  transporten: z.array(mestTransportSchema).min(1, 'Het bericht bevat geen transporten.').max(200, 'Hoogstens 200 transporten per bericht.'),
});

// ---- percelen RVO -----------------------------------------------------------------------------
export const rvoPerceelSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Een perceel-id bestaat uit 1 tot 40 letters, cijfers, _ of -.'),
  nummer: tekst('Het perceelnummer', 40).optional(),
  naam: tekst('De perceelnaam', 200).optional(),
  oppervlakteHa: getal('De oppervlakte (ha)', 0, 10_000),
  gewascode: z.number({ error: 'De gewascode ontbreekt.' }).int('De gewascode is een geheel getal.').min(1, 'Onbekende gewascode.').max(99_999, 'Onbekende gewascode.'),
  grondgebruik: z.enum(['blijvendGrasland', 'tijdelijkGrasland', 'mais', 'akkerbouw', 'natuur'], { error: 'Onbekend grondgebruik.' }),
  grondsoort: z.enum(['zand', 'klei', 'veen', 'loss'], { error: 'Kies een grondsoort: zand, klei, veen of loss.' }),
});
export const percelenBerichtSchema = z.strictObject({
  ...kop,
  /** the plot registration is per year: 15 May of the year (Gecombineerde opgave), any date in it */
  peildatum: datumSchema,
  percelen: z.array(rvoPerceelSchema).min(1, 'Het bericht bevat geen percelen.').max(500, 'Hoogstens 500 percelen per bericht.'),
});

export const berichtSchemas = {
  melkleveringen: melkleveringenBerichtSchema,
  voerleveringen: voerleveringenBerichtSchema,
  analyses: analysesBerichtSchema,
  diertellingen: diertellingenBerichtSchema,
  mesttransporten: mesttransportenBerichtSchema,
  percelen: percelenBerichtSchema,
} as const;

export type MelkleveringenBericht = z.infer<typeof melkleveringenBerichtSchema>;
export type VoerleveringenBericht = z.infer<typeof voerleveringenBerichtSchema>;
export type VoerLeveringRegel = z.infer<typeof voerLeveringRegelSchema>;
export type AnalysesBericht = z.infer<typeof analysesBerichtSchema>;
export type DiertellingenBericht = z.infer<typeof diertellingenBerichtSchema>;
export type DierBeweging = z.infer<typeof dierBewegingSchema>;
export type MesttransportenBericht = z.infer<typeof mesttransportenBerichtSchema>;
export type PercelenBericht = z.infer<typeof percelenBerichtSchema>;
export type Bericht =
  | { soort: 'melkleveringen'; inhoud: MelkleveringenBericht }
  | { soort: 'voerleveringen'; inhoud: VoerleveringenBericht }
  | { soort: 'analyses'; inhoud: AnalysesBericht }
  | { soort: 'diertellingen'; inhoud: DiertellingenBericht }
  | { soort: 'mesttransporten'; inhoud: MesttransportenBericht }
  | { soort: 'percelen'; inhoud: PercelenBericht };
