/**
 * The data products: what can leave the KLW (decision 027; sharing-anchors.md §2 "/dataproducten").
 * The KLW dataset on JoinData is split into Bedrijf/Dier/Voer/Bodem/Mest with ZuivelNL as licensor
 * (sharing-anchors.md [R22]); beside it the year's key figures, the BEX result and the submission
 * status. Every field dictionary is generated: the input products from the engine's input schema
 * (the register's own source of labels and units), the key figures and BEX from the list the
 * reports use — never a second hand-written list.
 */
import type { z } from 'zod';
import { bedrijfsjaarInvoerSchema } from '@kw/engine';
import { MENU_SECTIES, ROUTE_RIJEN } from '../routes/route-catalogus';
import { kengetalDefinities } from '../rapportage/rapportage.kengetallen';
import { indicatorDefinities } from '../schermen/indicatoren';
import { sectieEigenaar, veldUitSchema } from '../schermen/register';
import type { EngineSectie } from '../schermen/register.types';
import { element, isArray, isObject, velden } from '../schermen/zod-lezen';
import { DATAPRODUCT_NAMEN, DATAPRODUCT_SLEUTELS, type DataproductSleutel } from './soorten';

export interface DataproductVeld {
  /** where the value sits in the product's JSON; `[]` marks a list (`krachtvoer.producten[].aanvoerKg`) */
  pad: string;
  label: string;
  eenheid: string | null;
  soort: 'getal' | 'keuze' | 'tekst' | 'janee' | 'datum';
  /** the group the field belongs to (a screen section or a report group) */
  groep: string;
  /** how a person reads the value: a year (never grouped, 2024), a record state's code (its Dutch name) */
  weergave?: WaardeWeergave;
}

export type WaardeWeergave = 'jaar' | 'status';

export type Verversing = 'bij-opslaan' | 'bij-indienen';

export interface Dataproduct {
  sleutel: DataproductSleutel;
  naam: string;
  omschrijving: string;
  formaat: 'JSON';
  verversing: Verversing;
  /** ZuivelNL approves each use of the KLW dataset (sharing-anchors.md §1.2 [R22]) */
  licentiegever: string;
  /** what a participation's UBN restriction does to this product (decision 034): narrows its per-UBN rows, or nothing */
  ubnBeperking: string;
  velden: DataproductVeld[];
}

/**
 * The product's per-UBN rows (decision 034): the year's milk deliveries as the dairy reported them, each
 * with the UBN it came from. The only KLW data kept per UBN; a UBN restriction delivers only its own rows.
 */
export const MELKLEVERINGEN_PER_UBN = 'melkleveringen';
const GROEP_PER_UBN = 'Melkleveringen per UBN';
const melkleveringVelden: DataproductVeld[] = [
  { pad: 'datum', label: 'Leverdatum', eenheid: null, soort: 'datum' },
  { pad: 'tijd', label: 'Aflevertijd', eenheid: null, soort: 'tekst' },
  { pad: 'ubn', label: 'UBN', eenheid: null, soort: 'tekst' },
  { pad: 'kg', label: 'Melk', eenheid: 'kg', soort: 'getal' },
  { pad: 'vetProcent', label: 'Vet', eenheid: '%', soort: 'getal' },
  { pad: 'eiwitProcent', label: 'Eiwit', eenheid: '%', soort: 'getal' },
  { pad: 'ureumMgPer100ml', label: 'Ureum', eenheid: 'mg/100 ml', soort: 'getal' },
  { pad: 'fosforMgPer100g', label: 'Fosfor', eenheid: 'mg/100 g', soort: 'getal' },
].map((v) => ({ ...v, pad: `${MELKLEVERINGEN_PER_UBN}[].${v.pad}`, soort: v.soort as DataproductVeld['soort'], groep: GROEP_PER_UBN }));

/**
 * The KLW is one nutrient cycle per farm and year (spec §1): its input, key figures, BEX and status are
 * totals over all the farm's UBNs and cannot be split. A UBN restriction leaves them whole; the
 * dictionary says so, and the answer's meta carries the restriction (decision 034).
 */
const BEDRIJFSBREED = 'Bedrijfsbreed: geldt voor het hele bedrijf (alle UBN’s samen) en wordt niet per UBN bijgehouden; een UBN-beperking van de deelname verandert dit product niet.';
const PER_UBN_DIER = `Per UBN: bij een UBN-beperking bevat ${MELKLEVERINGEN_PER_UBN}[] alleen de leveringen van die UBN’s. De overige velden (veestapel, melkproductie per jaar) zijn bedrijfsbreed en worden niet per UBN bijgehouden.`;

export const VERVERSING_TEKST: Record<Verversing, string> = {
  'bij-opslaan': 'bij elke opslag van de invoer',
  'bij-indienen': 'bij indienen en heropenen van het jaar',
};

const LICENTIEGEVER = 'ZuivelNL';
type InvoerSectie = Exclude<(typeof MENU_SECTIES)[number]['titel'], 'Rapportage'>;

/** Screens the spec's menu does not list: the section their data belongs to (the catalogue's own group says so). */
const ZONDER_MENU: Record<string, InvoerSectie> = { mestadditief: 'Mest' };

/** The menu section of the screen that fills an engine section ('melklevering' included, via its catalogue row). */
function menuSectieVan(sectie: EngineSectie): string | undefined {
  const scherm = sectieEigenaar[sectie];
  return ROUTE_RIJEN.find((r) => r.scherm === scherm)?.menu?.[0]?.sectie ?? ZONDER_MENU[scherm];
}

/** Every leaf of a schema as a dictionary field; lists get `[]`. */
function bladen(schema: z.ZodType, pad: string, groep: string): DataproductVeld[] {
  if (isArray(schema)) return bladen(element(schema), `${pad}[]`, groep);
  if (isObject(schema)) return Object.entries(velden(schema)).flatMap(([k, v]) => bladen(v, `${pad}.${k}`, groep));
  const v = veldUitSchema(pad.split('.').pop()!, schema);
  return [{ pad, label: v.label, eenheid: v.eenheid ?? null, soort: v.soort, groep }];
}

const invoerSecties = velden(bedrijfsjaarInvoerSchema as unknown as z.ZodType);

/** The engine input sections whose screen sits in a menu section, in schema order. */
export function sectiesVanMenu(menu: InvoerSectie): EngineSectie[] {
  return (Object.keys(invoerSecties) as EngineSectie[]).filter((s) => menuSectieVan(s) === menu);
}

function invoerProduct(sleutel: DataproductSleutel, menu: InvoerSectie): Dataproduct {
  return {
    sleutel,
    naam: DATAPRODUCT_NAMEN[sleutel],
    omschrijving: `De invoer van het jaar onder ${menu} in het menu, zoals de boer of zijn adviseur die heeft ingevuld of een koppeling die heeft aangeleverd.`,
    formaat: 'JSON',
    verversing: 'bij-opslaan',
    licentiegever: LICENTIEGEVER,
    ubnBeperking: menu === 'Dier' ? PER_UBN_DIER : BEDRIJFSBREED,
    velden: [...sectiesVanMenu(menu).flatMap((s) => bladen(invoerSecties[s], s, menu)), ...(menu === 'Dier' ? melkleveringVelden : [])],
  };
}

const BEX_GROEP = 'Excretie (BEX)';
/** A key figure's key in the product: its KLW dumpfile variable, else its description in lower case with dashes. */
export const kengetalSleutel = (k: { variabele: string | null; omschrijving: string }) =>
  k.variabele ?? k.omschrijving.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const kengetalVeld = (k: (typeof kengetalDefinities)[number]): DataproductVeld => ({
  pad: `kengetallen.${kengetalSleutel(k)}`,
  label: k.omschrijving,
  eenheid: k.eenheid,
  soort: 'getal',
  groep: k.groep,
});

export const dataproducten: Dataproduct[] = [
  {
    sleutel: 'kengetallen',
    naam: DATAPRODUCT_NAMEN.kengetallen,
    omschrijving: 'De zes indicatoren van het Dashboard Milieu en Klimaat en de kengetallen van het jaar, zoals in de rapportage.',
    formaat: 'JSON',
    verversing: 'bij-opslaan',
    licentiegever: LICENTIEGEVER,
    ubnBeperking: BEDRIJFSBREED,
    velden: [
      ...indicatorDefinities.map((d) => ({ pad: `dashboard.${d.sleutel}`, label: d.label, eenheid: d.eenheid, soort: 'getal' as const, groep: 'Dashboard Milieu en Klimaat' })),
      ...kengetalDefinities.map(kengetalVeld),
    ],
  },
  {
    sleutel: 'bex',
    naam: DATAPRODUCT_NAMEN.bex,
    omschrijving: 'De bedrijfsspecifieke en forfaitaire excretie van stikstof en fosfaat en het BEX-voordeel.',
    formaat: 'JSON',
    verversing: 'bij-opslaan',
    licentiegever: LICENTIEGEVER,
    ubnBeperking: BEDRIJFSBREED,
    velden: kengetalDefinities.filter((k) => k.groep === BEX_GROEP).map(kengetalVeld),
  },
  invoerProduct('invoer-bedrijf', 'Bedrijf'),
  invoerProduct('invoer-dier', 'Dier'),
  invoerProduct('invoer-voer', 'Voer'),
  invoerProduct('invoer-bodem', 'Bodem'),
  invoerProduct('invoer-mest', 'Mest'),
  {
    sleutel: 'indienstatus',
    naam: DATAPRODUCT_NAMEN.indienstatus,
    omschrijving: 'Of de Kringloopwijzer van het jaar is ingediend, en wanneer.',
    formaat: 'JSON',
    verversing: 'bij-indienen',
    licentiegever: LICENTIEGEVER,
    ubnBeperking: BEDRIJFSBREED,
    velden: [
      { pad: 'jaar', label: 'Jaar', eenheid: null, soort: 'getal', groep: 'Status', weergave: 'jaar' },
      { pad: 'statusId', label: 'Status', eenheid: null, soort: 'getal', groep: 'Status', weergave: 'status' },
      { pad: 'status', label: 'Omschrijving van de status', eenheid: null, soort: 'tekst', groep: 'Status' },
      { pad: 'ingediendOp', label: 'Ingediend op', eenheid: null, soort: 'datum', groep: 'Status' },
    ],
  },
];

const perSleutel = new Map(dataproducten.map((p) => [p.sleutel, p]));
export const dataproductVan = (sleutel: DataproductSleutel): Dataproduct => perSleutel.get(sleutel)!;

// every key has a product (a key without one would be a dead option in every form)
for (const s of DATAPRODUCT_SLEUTELS) if (!perSleutel.has(s)) throw new Error(`Dataproduct ${s} ontbreekt in de catalogus`);
