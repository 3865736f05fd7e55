/**
 * Bodem en gewas (route /bodem/overzicht, docs/rekenregels.md): per crop (BRP crop code of the plots) the area,
 * the fertilisation and the yield, with a subtotal per land use (grassland, maize, arable, nature) and
 * the farm total, read from the record's stored engine result (`perGewas`, engine balans/per-gewas.ts).
 * Read-only: every number comes from the input screens through the engine; this overview enters nothing.
 * Where the engine knows a figure only per land use, it is split by area over the crops of that land
 * use; the row says which figures (`naarOppervlakte`) and the page says so in words.
 * Served by GET /api/BodemGewas/GetBodemGewasOverzicht; the mocks answer with the same mapping.
 */
import { z } from 'zod';
import type { GewasBemesting, GewasGroep, Resultaat } from '@kw/engine';
import { gewasVanCode } from './schermen/gewascodes';

// The phosphate class per soil analysis, for the web: its own entry of the engine, so the register chunk
// does not take the whole engine along (bench/check-bundles.ts).
export { fosfaatklasseVoorJaar } from '@kw/engine/fosfaatklasse';

const getal = z.number().nullable();
const groepSchema = z.enum(['grasland', 'snijmais', 'akkerbouw', 'natuur']);
const naarOppervlakteSchema = z.enum(['kunstmest', 'dierlijkeMest', 'weidemest', 'opbrengst']);

/** The figures of a row; kg on the row's area unless the name says per ha. */
export const BODEM_GEWAS_KOLOMMEN = [
  'oppervlakteHa',
  'kunstmestNKg',
  'kunstmestP2o5Kg',
  'dierlijkeMestNKg',
  'dierlijkeMestP2o5Kg',
  'weidemestNKg',
  'weidemestP2o5Kg',
  'overigNKg',
  'totaalNKgPerHa',
  'totaalP2o5KgPerHa',
  'opbrengstKgDsPerHa',
  'opbrengstNKgPerHa',
  'opbrengstP2o5KgPerHa',
] as const;
export type BodemGewasKolom = (typeof BODEM_GEWAS_KOLOMMEN)[number];

export const bodemGewasRijSchema = z.object({
  /** unique per row: `gewas-<groep>-<code>`, the land use (`grasland` …) or `totaal` */
  sleutel: z.string(),
  soort: z.enum(['gewas', 'groep', 'totaal']),
  groep: groepSchema.nullable(),
  gewascode: z.number().int().nullable(),
  naam: z.string(),
  percelen: z.number().int().nullable(),
  ...(Object.fromEntries(BODEM_GEWAS_KOLOMMEN.map((k) => [k, getal])) as Record<BodemGewasKolom, typeof getal>),
  /** the parts of overigNKg (kg N) */
  depositieNKg: getal,
  bindingNKg: getal,
  mineralisatieNKg: getal,
  opbrengstBron: z.enum(['fosforspoor', 'ingevuld', 'geen']),
  /** figures split by area over the crops of the land use (the engine knows them per land use only) */
  naarOppervlakte: z.array(naarOppervlakteSchema),
  /** trace node ("Waarom dit getal?", decision 016) per figure, where the engine's trace has one */
  knopen: z.partialRecord(z.enum(BODEM_GEWAS_KOLOMMEN), z.string()),
});
export type BodemGewasRij = z.infer<typeof bodemGewasRijSchema>;

export const bodemGewasOverzichtSchema = z.object({
  kringloopwijzerId: z.number().int(),
  kringloopwijzerJaar: z.number().int(),
  /** false when the input is not complete enough for the engine (the screens' signals say why) */
  berekend: z.boolean(),
  rijen: z.array(bodemGewasRijSchema),
  /** fosforspoor factor: own-land P / P of the entered harvests (1 when stocks are consistent) */
  fosforspoorFactor: getal,
  /** share of the applied manure N on grassland (the engine's split of manure over grassland and arable land) */
  aandeelMestGrasland: getal,
  toelichting: z.array(z.string()),
});
export type BodemGewasOverzicht = z.infer<typeof bodemGewasOverzichtSchema>;

type Bron = Pick<Resultaat, 'oppervlakten' | 'bea' | 'gewasopbrengst' | 'bex' | 'perGewas'>;

const GROEP_NAAM: Record<GewasGroep, string> = { grasland: 'Grasland', snijmais: 'Snijmaïs', akkerbouw: 'Akkerbouw', natuur: 'Natuur' };
const GROEPEN: GewasGroep[] = ['grasland', 'snijmais', 'akkerbouw', 'natuur'];

// Trace nodes of the engine's graph (afleidingen.ts) that these figures come from; the API test checks that they exist.
const KNOOP_OPBRENGST: Partial<Record<GewasGroep, Partial<Record<BodemGewasKolom, string>>>> = {
  grasland: { opbrengstKgDsPerHa: 'opb_graspr_ds', opbrengstNKgPerHa: 'opb_graspr_n', opbrengstP2o5KgPerHa: 'opb_graspr_p2o5' },
  snijmais: { opbrengstKgDsPerHa: 'opb_mais_ds', opbrengstNKgPerHa: 'opb_mais_n', opbrengstP2o5KgPerHa: 'opb_mais_p2o5' },
};
const KNOOP_BEMESTING: Partial<Record<BodemGewasKolom, string>> = {
  kunstmestP2o5Kg: 'p2o5-kunstmest',
  dierlijkeMestNKg: 'n-mestaanwending',
  dierlijkeMestP2o5Kg: 'p2o5-mestaanwending',
};
const KNOOP_WEIDE: Partial<Record<BodemGewasKolom, string>> = { weidemestNKg: 'n-excretie-in-de-wei', weidemestP2o5Kg: 'p2o5-weidemest' };
const KNOOP_OPPERVLAKTE: Partial<Record<GewasGroep | 'totaal', string>> = { grasland: 'oppgras', snijmais: 'oppmais', totaal: 'opp_totaal' };
/** The trace nodes of the notes below the table (depositie, binding, mineralisatie, aandeel grasland). */
export const BODEM_GEWAS_TOELICHTING_KNOPEN = { depositie: 'depositie', binding: 'binding', mineralisatie: 'mineralisatie', aandeelGrasland: 'aandeel-grasland' } as const;

function knopenVoor(groep: GewasGroep | null, soort: BodemGewasRij['soort']): BodemGewasRij['knopen'] {
  const k: BodemGewasRij['knopen'] = {};
  if (soort !== 'gewas') Object.assign(k, { oppervlakteHa: KNOOP_OPPERVLAKTE[groep ?? 'totaal'] });
  if (groep !== 'natuur') Object.assign(k, KNOOP_BEMESTING);
  if (groep === 'grasland' || soort === 'totaal') Object.assign(k, KNOOP_WEIDE);
  if (groep) Object.assign(k, KNOOP_OPBRENGST[groep] ?? {});
  for (const [kolom, knoop] of Object.entries(k)) if (knoop === undefined) delete k[kolom as BodemGewasKolom];
  return k;
}

interface Sommen {
  ha: number;
  kmN: number;
  kmP: number;
  mestN: number;
  mestP: number;
  weideN: number;
  weideP: number;
  dep: number;
  bind: number;
  min: number;
}
const somVan = (lijst: GewasBemesting[]): Sommen => {
  const s: Sommen = { ha: 0, kmN: 0, kmP: 0, mestN: 0, mestP: 0, weideN: 0, weideP: 0, dep: 0, bind: 0, min: 0 };
  for (const x of lijst) {
    s.ha += x.oppervlakteHa;
    s.kmN += x.kunstmestNKg;
    s.kmP += x.kunstmestP2o5Kg;
    s.mestN += x.dierlijkeMestNKg;
    s.mestP += x.dierlijkeMestP2o5Kg;
    s.weideN += x.weidemestNKg;
    s.weideP += x.weidemestP2o5Kg;
    s.dep += x.depositieNKg;
    s.bind += x.bindingNKg;
    s.min += x.mineralisatieNKg;
  }
  return s;
};

const perHa = (kg: number | null, ha: number) => (kg === null || !(ha > 0) ? null : kg / ha);

/** The figures of a row from its sums (fertilisation in kg, totals and yields per ha). */
function figuren(s: Sommen, opbrengst: { kgDs: number | null; nKg: number | null; p2o5Kg: number | null; ha: number }) {
  const overig = s.dep + s.bind + s.min;
  return {
    oppervlakteHa: s.ha,
    kunstmestNKg: s.kmN,
    kunstmestP2o5Kg: s.kmP,
    dierlijkeMestNKg: s.mestN,
    dierlijkeMestP2o5Kg: s.mestP,
    weidemestNKg: s.weideN,
    weidemestP2o5Kg: s.weideP,
    overigNKg: overig,
    totaalNKgPerHa: perHa(s.kmN + s.mestN + s.weideN + overig, s.ha),
    totaalP2o5KgPerHa: perHa(s.kmP + s.mestP + s.weideP, s.ha),
    opbrengstKgDsPerHa: perHa(opbrengst.kgDs, opbrengst.ha),
    opbrengstNKgPerHa: perHa(opbrengst.nKg, opbrengst.ha),
    opbrengstP2o5KgPerHa: perHa(opbrengst.p2o5Kg, opbrengst.ha),
    depositieNKg: s.dep,
    bindingNKg: s.bind,
    mineralisatieNKg: s.min,
  };
}

const gewasNaam = (code: number) => {
  const g = gewasVanCode(code);
  return g ? `${g.naam} (${code})` : `Gewascode ${code}`;
};

/** The rows: per land use its crops, then the land use's subtotal; the farm total last. */
export function bodemGewasRijen(r: Bron): BodemGewasRij[] {
  const perGewas = r.perGewas ?? [];
  const rijen: BodemGewasRij[] = [];
  for (const groep of GROEPEN) {
    const gewassen = perGewas.filter((x) => x.groep === groep);
    if (!gewassen.length) continue;
    for (const x of gewassen) {
      rijen.push({
        sleutel: `gewas-${groep}-${x.gewascode}`,
        soort: 'gewas',
        groep,
        gewascode: x.gewascode,
        naam: gewasNaam(x.gewascode),
        percelen: x.percelen,
        ...figuren(somVan([x]), { kgDs: x.opbrengstKgDs, nKg: x.opbrengstNKg, p2o5Kg: x.opbrengstP2o5Kg, ha: x.oppervlakteHa }),
        opbrengstBron: x.opbrengstBron,
        naarOppervlakte: x.naarOppervlakte,
        knopen: knopenVoor(groep, 'gewas'),
      });
    }
    // The land use's own figures: the sums of its crops, which are the engine's figures for that land use.
    const s = somVan(gewassen);
    const metOogst = gewassen.filter((x) => x.opbrengstBron !== 'geen');
    const o = somOpbrengst(metOogst);
    rijen.push({
      sleutel: groep,
      soort: 'groep',
      groep,
      gewascode: null,
      naam: `${GROEP_NAAM[groep]} samen`,
      percelen: gewassen.reduce((n, x) => n + x.percelen, 0),
      ...figuren(s, o),
      opbrengstBron: groep === 'akkerbouw' ? (metOogst.length ? 'ingevuld' : 'geen') : groep === 'natuur' ? 'geen' : 'fosforspoor',
      naarOppervlakte: [],
      knopen: knopenVoor(groep, 'groep'),
    });
  }
  const s = somVan(perGewas);
  rijen.push({
    sleutel: 'totaal',
    soort: 'totaal',
    groep: null,
    gewascode: null,
    naam: 'Totaal bedrijf',
    percelen: perGewas.reduce((n, x) => n + x.percelen, 0),
    // Yields of different crops do not add up per ha: none on the total.
    ...figuren(s, { kgDs: null, nKg: null, p2o5Kg: null, ha: 0 }),
    opbrengstBron: 'geen',
    naarOppervlakte: [],
    knopen: knopenVoor(null, 'totaal'),
  });
  return rijen;
}

/** Yield sums of crops with a yield; kg DS only when every one of them has it (arable crops have none). */
function somOpbrengst(lijst: GewasBemesting[]) {
  if (!lijst.length) return { kgDs: null, nKg: null, p2o5Kg: null, ha: 0 };
  const som = (f: (x: GewasBemesting) => number | null) => (lijst.every((x) => f(x) !== null) ? lijst.reduce((t, x) => t + f(x)!, 0) : null);
  return { kgDs: som((x) => x.opbrengstKgDs), nKg: som((x) => x.opbrengstNKg), p2o5Kg: som((x) => x.opbrengstP2o5Kg), ha: lijst.reduce((t, x) => t + x.oppervlakteHa, 0) };
}

const kgTekst = (kg: number) => Math.round(kg).toLocaleString('nl-NL');

/** The overview of a record from its stored result (null = not computed). */
export function bodemGewasOverzicht(record: { id: number; jaar: number }, r: Bron | null): BodemGewasOverzicht {
  const toelichting = [
    'Oppervlakte, depositie, klaverbinding, binding door vlinderbloemige akkerbouwgewassen en mineralisatie van veen zijn per perceel geteld (kolom Overig N).',
    'Kunstmest kent de rekenkern per grasland, snijmaïs en akkerbouw (de verdeling per product; leeg: naar oppervlakte). Binnen elk van die drie is de kunstmest hier naar oppervlakte over de gewassen verdeeld (≈).',
    'Dierlijke mest kent de rekenkern alleen per grasland en bouwland (het aandeel mest-N op grasland, scherm Organische mest). Binnen grasland en binnen bouwland (snijmaïs en akkerbouw samen) is de mest hier naar oppervlakte over de gewassen verdeeld (≈).',
    'Weidemest (mest in de wei) valt op grasland en is naar oppervlakte over de graslandgewassen verdeeld (≈).',
    'De opbrengst van gras en snijmaïs is teruggerekend langs het fosforspoor (de fosfor die het vee opnam uit eigen voer, verdeeld naar de ingevulde oogsten) per grondgebruik, en naar oppervlakte over de gewassen verdeeld (≈). De opbrengst van akkerbouwgewassen is de ingevulde oogst (scherm Akkerbouw) in kg N en kg P2O5, zonder drogestof.',
  ];
  if (r) {
    const g = r.gewasopbrengst;
    if (Math.abs(g.fosforspoor.factor - 1) > 0.005)
      toelichting.push(
        `De ingevulde oogsten zijn met factor ${g.fosforspoor.factor.toLocaleString('nl-NL', { maximumFractionDigits: 2 })} geschaald om op het fosforspoor te passen; controleer de voorraden ruwvoer.`,
      );
    if (g.overigRuwvoer.kgDs > 0.5) toelichting.push(`Overig eigen ruwvoer (${kgTekst(g.overigRuwvoer.kgDs)} kg DS) is aan geen gewas toegewezen.`);
    const zonderOogst = (r.perGewas ?? []).filter((x) => x.groep === 'akkerbouw' && x.opbrengstBron === 'geen');
    if (zonderOogst.length) toelichting.push(`Geen oogst ingevuld voor ${zonderOogst.map((x) => gewasNaam(x.gewascode)).join(', ')}: vul die in op het scherm Akkerbouw.`);
  }
  return {
    kringloopwijzerId: record.id,
    kringloopwijzerJaar: record.jaar,
    berekend: r !== null,
    rijen: r ? bodemGewasRijen(r) : [],
    fosforspoorFactor: r ? r.gewasopbrengst.fosforspoor.factor : null,
    aandeelMestGrasland: r ? r.bea.mest.aandeelGrasland : null,
    toelichting,
  };
}
