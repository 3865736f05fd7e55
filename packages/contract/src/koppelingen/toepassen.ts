/**
 * What a message does to a year's input, as a pure function (decision 020), shared by the
 * server (processing, dry run) and the port-3000 mocks: the new screen documents, the milk
 * deliveries to add and, per field, before → after. A value the farmer changed after a link
 * wrote it is not overwritten: the change is kept with `toegepast: false` and both values, and
 * the farmer chooses (decision 020). The register's check still runs on the result (server).
 */
import type { SchermSleutel } from '../schermen/register.types';
import type { Bericht, DierBeweging, VoerLeveringRegel } from './berichten.schema';
import type { Oorzaak } from './soorten';

export type Waarde = number | string | null;

export interface VeldWijziging {
  /** the register screen, or 'melklevering' (its own module) */
  scherm: SchermSleutel | 'melklevering';
  /** the field with its row's key, e.g. `krachtvoer.producten[Melkvee Brok 20].aanvoerKg` */
  veld: string;
  /** what the farmer reads, e.g. "Krachtvoer Melkvee Brok 20: aanvoer (kg)" */
  label: string;
  voor: Waarde;
  na: Waarde;
  /** false: the farmer corrected the linked value; `na` is the link's proposal, not written */
  toegepast: boolean;
}

export interface MelkLevering {
  datum: string;
  tijd: string;
  ubn: string;
  kg: number;
  vet: number;
  eiwit: number;
  ureum: number;
  fosfor: number | null;
}

export type Documenten = Partial<Record<SchermSleutel, Record<string, unknown>>>;

export type Toepassing =
  | { ok: true; jaar: number; documenten: Documenten; melkleveringen: MelkLevering[]; wijzigingen: VeldWijziging[] }
  | { ok: false; oorzaak: Oorzaak; reden: string };

/** The dates a message is about (its year comes from them). */
export function datumsVan(b: Bericht): string[] {
  switch (b.soort) {
    case 'melkleveringen':
      return b.inhoud.leveringen.map((l) => l.datum);
    case 'voerleveringen':
      return b.inhoud.leveringen.map((l) => l.datum);
    case 'analyses':
      return b.inhoud.analyses.map((a) => a.datum);
    case 'diertellingen':
      return [b.inhoud.peildatum, ...(b.inhoud.bewegingen ?? []).map((m) => m.datum)];
    case 'mesttransporten':
      return b.inhoud.transporten.map((t) => t.datum);
    case 'percelen':
      return [b.inhoud.peildatum];
  }
}

/** The year of a message: all its dates in one calendar year, else the Dutch reason. */
export function jaarVan(b: Bericht): { jaar: number } | { oorzaak: Oorzaak; reden: string } {
  const jaren = [...new Set(datumsVan(b).map((d) => Number(d.slice(0, 4))))].sort();
  if (jaren.length === 1) return { jaar: jaren[0] };
  return { oorzaak: 'meerdere-jaren', reden: `Het bericht gaat over meer dan één jaar (${jaren.join(', ')}); een leverancier stuurt per jaar een apart bericht.` };
}

/** The register screens a message writes into (milk deliveries: none, they have their own table). */
export function schermenVan(b: Bericht): SchermSleutel[] {
  switch (b.soort) {
    case 'melkleveringen':
      return [];
    case 'voerleveringen':
      return [...new Set(b.inhoud.leveringen.map((l) => l.categorie))];
    case 'analyses':
      return [...new Set(b.inhoud.analyses.map((a) => (a.soort === 'grond' ? 'bodem' : 'ruwvoer') as SchermSleutel))];
    case 'diertellingen':
      return ['veestapel'];
    case 'mesttransporten':
      return ['organischeMest'];
    case 'percelen':
      return ['percelen'];
  }
}

const rond = (x: number) => Math.round(x * 1000) / 1000;
const gelijk = (a: Waarde | undefined, b: Waarde | undefined) => (a ?? null) === (b ?? null);
const kopie = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

type Rij = Record<string, unknown>;

/** Collects the changes of one message over copies of the documents. */
class Schrijver {
  readonly wijzigingen: VeldWijziging[] = [];
  constructor(private readonly geschreven: ReadonlyMap<string, Waarde>) {}

  /**
   * Sets `rij[kolom]` to what `bereken` makes of its base: the current value, or, when the
   * farmer corrected what a link wrote, the link's own last value (the correction stays).
   */
  zet(scherm: SchermSleutel, veld: string, label: string, rij: Rij, kolom: string, bereken: (basis: Waarde) => Waarde) {
    const huidig = (rij[kolom] as Waarde | undefined) ?? null;
    const g = this.geschreven.get(veld);
    const gecorrigeerd = g !== undefined && !gelijk(g, huidig);
    const na = bereken(gecorrigeerd ? g : huidig);
    // nothing new: the value stands, or the link repeats what the farmer already corrected
    if (gelijk(na, huidig) || (gecorrigeerd && gelijk(na, g))) return;
    if (!gecorrigeerd) rij[kolom] = na;
    this.wijzigingen.push({ scherm, veld, label, voor: huidig, na, toegepast: !gecorrigeerd });
  }

  /** A new row: every given column from nothing to its value. */
  nieuw(scherm: SchermSleutel, pad: string, sleutel: string, titel: string, rij: Rij, labels: Record<string, string>) {
    for (const [kolom, label] of Object.entries(labels)) {
      const v = rij[kolom] as Waarde | undefined;
      if (v === undefined) continue;
      this.wijzigingen.push({ scherm, veld: `${pad}[${sleutel}].${kolom}`, label: `${titel}: ${label}`, voor: null, na: v, toegepast: true });
    }
  }
}

/** The array at `pad` of a screen document, made when missing. */
function rijenVan(doc: Rij, pad: string): Rij[] {
  const delen = pad.split('.');
  let o: Rij = doc;
  for (const d of delen.slice(0, -1)) {
    if (!o[d] || typeof o[d] !== 'object' || Array.isArray(o[d])) o[d] = {};
    o = o[d] as Rij;
  }
  const laatste = delen[delen.length - 1];
  if (!Array.isArray(o[laatste])) o[laatste] = [];
  return o[laatste] as Rij[];
}

function objectVan(doc: Rij, pad: string): Rij {
  let o: Rij = doc;
  for (const d of pad.split('.')) {
    if (!o[d] || typeof o[d] !== 'object' || Array.isArray(o[d])) o[d] = {};
    o = o[d] as Rij;
  }
  return o;
}

/** A content weighted by amount: the row's current amount and the delivery's. */
const gewogen = (oud: Waarde, oudGewicht: number, nieuw: number, gewicht: number): number =>
  typeof oud === 'number' && oudGewicht + gewicht > 0 ? rond((oud * oudGewicht + nieuw * gewicht) / (oudGewicht + gewicht)) : nieuw;

const VOER_SCHERM_TITEL: Record<VoerLeveringRegel['categorie'], string> = { krachtvoer: 'Krachtvoer', ruwvoer: 'Ruwvoer', strooisel: 'Strooisel', kunstmest: 'Kunstmest' };

function voerLevering(s: Schrijver, docs: Documenten, l: VoerLeveringRegel) {
  const scherm = l.categorie;
  const doc = (docs[scherm] ??= {});
  const pad = `${scherm}.producten`;
  const rijen = rijenVan(doc, pad);
  const naam = l.product;
  const titel = `${VOER_SCHERM_TITEL[scherm]} ${naam}`;
  const veld = (k: string) => `${pad}[${naam}].${k}`;
  let rij = rijen.find((r) => r.naam === naam && (scherm !== 'ruwvoer' || r.herkomst === 'aankoop'));
  if (l.categorie === 'krachtvoer') {
    const gehalten = { dsGPerKg: l.dsGPerKg, vemPerKgDs: l.vemPerKgDs, reGPerKgDs: l.reGPerKgDs, pGPerKgDs: l.pGPerKgDs, ...(l.co2KgPerKgProduct !== undefined ? { co2KgPerKgProduct: l.co2KgPerKgProduct } : {}) };
    const labels = { aanvoerKg: 'aanvoer (kg)', dsGPerKg: 'droge stof (g/kg)', vemPerKgDs: 'VEM per kg DS', reGPerKgDs: 'ruw eiwit (g/kg DS)', pGPerKgDs: 'fosfor (g/kg DS)', co2KgPerKgProduct: 'CO2-voetafdruk (kg/kg)' };
    if (!rij) {
      rij = { naam, beginvoorraadKg: 0, aanvoerKg: l.kg, eindvoorraadKg: 0, ...gehalten };
      rijen.push(rij);
      s.nieuw(scherm, pad, naam, titel, rij, labels);
      return;
    }
    const oudKg = typeof rij.aanvoerKg === 'number' ? rij.aanvoerKg : 0;
    for (const [k, v] of Object.entries(gehalten)) s.zet(scherm, veld(k), `${titel}: ${labels[k as keyof typeof labels]}`, rij, k, (b) => gewogen(b, oudKg, v, l.kg));
    s.zet(scherm, veld('aanvoerKg'), `${titel}: ${labels.aanvoerKg}`, rij, 'aanvoerKg', (b) => rond((typeof b === 'number' ? b : 0) + l.kg));
  } else if (l.categorie === 'ruwvoer') {
    const labels = { soort: 'soort', herkomst: 'herkomst', aanlegKgDs: 'aankoop (kg DS)', vemPerKgDs: 'VEM per kg DS', reGPerKgDs: 'ruw eiwit (g/kg DS)', pGPerKgDs: 'fosfor (g/kg DS)' };
    if (!rij) {
      rij = { naam, soort: l.soort, herkomst: 'aankoop', beginvoorraadKgDs: 0, aanlegKgDs: l.kgDs, eindvoorraadKgDs: 0, verkoopKgDs: 0, vemPerKgDs: l.vemPerKgDs, reGPerKgDs: l.reGPerKgDs, pGPerKgDs: l.pGPerKgDs };
      rijen.push(rij);
      s.nieuw(scherm, pad, naam, titel, rij, labels);
      return;
    }
    const oud = typeof rij.aanlegKgDs === 'number' ? rij.aanlegKgDs : 0;
    for (const k of ['vemPerKgDs', 'reGPerKgDs', 'pGPerKgDs'] as const) s.zet(scherm, veld(k), `${titel}: ${labels[k]}`, rij, k, (b) => gewogen(b, oud, l[k], l.kgDs));
    s.zet(scherm, veld('aanlegKgDs'), `${titel}: ${labels.aanlegKgDs}`, rij, 'aanlegKgDs', (b) => rond((typeof b === 'number' ? b : 0) + l.kgDs));
  } else if (l.categorie === 'strooisel') {
    const labels = { aanvoerKg: 'aanvoer (kg)', nGPerKg: 'stikstof (g N/kg)', p2o5GPerKg: 'fosfaat (g P2O5/kg)' };
    if (!rij) {
      rij = { naam, beginvoorraadKg: 0, aanvoerKg: l.kg, eindvoorraadKg: 0, ...(l.nGPerKg !== undefined ? { nGPerKg: l.nGPerKg } : {}), ...(l.p2o5GPerKg !== undefined ? { p2o5GPerKg: l.p2o5GPerKg } : {}) };
      rijen.push(rij);
      s.nieuw(scherm, pad, naam, titel, rij, labels);
      return;
    }
    const oud = typeof rij.aanvoerKg === 'number' ? rij.aanvoerKg : 0;
    for (const k of ['nGPerKg', 'p2o5GPerKg'] as const) {
      const v = l[k];
      if (v !== undefined) s.zet(scherm, veld(k), `${titel}: ${labels[k]}`, rij, k, (b) => gewogen(b, oud, v, l.kg));
    }
    s.zet(scherm, veld('aanvoerKg'), `${titel}: ${labels.aanvoerKg}`, rij, 'aanvoerKg', (b) => rond((typeof b === 'number' ? b : 0) + l.kg));
  } else {
    const labels = { aanvoerKg: 'aanvoer', nAmmoniumGPerKg: 'ammonium-N (g/kg)', nNitraatGPerKg: 'nitraat-N (g/kg)', nUreumGPerKg: 'ureum-N (g/kg)', p2o5GPerKg: 'fosfaat (g/kg)', k2oGPerKg: 'kali (g/kg)' };
    const gehalten = { nAmmoniumGPerKg: l.nAmmoniumGPerKg, nNitraatGPerKg: l.nNitraatGPerKg, nUreumGPerKg: l.nUreumGPerKg, p2o5GPerKg: l.p2o5GPerKg, k2oGPerKg: l.k2oGPerKg };
    if (!rij) {
      rij = { naam, beginvoorraadKg: 0, aanvoerKg: l.kg, eindvoorraadKg: 0, eenheid: 'kg', ...gehalten };
      rijen.push(rij);
      s.nieuw(scherm, pad, naam, titel, rij, labels);
      return;
    }
    // a row the farmer keeps in bags counts bags: the delivery's kg become bags of the row's weight
    const perZak = rij.eenheid === 'zak' && typeof rij.kgPerZak === 'number' && rij.kgPerZak > 0 ? rij.kgPerZak : 1;
    const oudKg = (typeof rij.aanvoerKg === 'number' ? rij.aanvoerKg : 0) * perZak;
    for (const [k, v] of Object.entries(gehalten)) s.zet(scherm, veld(k), `${titel}: ${labels[k as keyof typeof labels]}`, rij, k, (b) => gewogen(b, oudKg, v, l.kg));
    s.zet(scherm, veld('aanvoerKg'), `${titel}: ${labels.aanvoerKg}${perZak === 1 ? ' (kg)' : ' (zakken)'}`, rij, 'aanvoerKg', (b) => rond((typeof b === 'number' ? b : 0) + l.kg / perZak));
  }
}

const PERCEEL_LABELS: Record<string, string> = { nummer: 'perceelnummer', naam: 'naam', oppervlakteHa: 'oppervlakte (ha)', gewascode: 'gewascode', grondgebruik: 'grondgebruik', grondsoort: 'grondsoort' };
/** What only the farmer or the map fills on a plot (the RVO message has no such field): a plot holding one was edited by hand. */
const PERCEEL_EIGEN_VELDEN = ['zandklasse', 'fosfaatklasse', 'klaverAandeelProcent', 'geometrie'] as const;

/**
 * Plots the link wrote that are no longer in the farmer's RVO registration (decision 035). The plot
 * message holds the whole registration of the year, so a plot missing from it is gone there. Untouched
 * since the link wrote it: removed, each field the link wrote shown as before → empty. Edited by hand (a
 * linked field differs from what the link last wrote, or the farmer added what RVO does not send): kept,
 * and the diff shows it as not applied with the reason, once. A plot no link ever wrote is the farmer's own
 * and stays, unmentioned.
 */
function verwijderdePercelen(s: Schrijver, rijen: Rij[], inBericht: ReadonlySet<string>, geschreven: ReadonlyMap<string, Waarde>) {
  for (const rij of [...rijen]) {
    const id = rij.id;
    if (typeof id !== 'string' || inBericht.has(id)) continue;
    const veld = (k: string) => `percelen.percelen[${id}].${k}`;
    // fields the link wrote and still holds as written; the link's last value null: it removed the plot before
    const gelinkt = Object.keys(PERCEEL_LABELS).filter((k) => geschreven.has(veld(k)));
    if (gelinkt.length === 0 || gelinkt.every((k) => geschreven.get(veld(k)) === null)) continue;
    const titel = `Perceel ${typeof rij.naam === 'string' ? rij.naam : id}`;
    const aangepast = gelinkt.some((k) => !gelijk(geschreven.get(veld(k)), rij[k] as Waarde)) || PERCEEL_EIGEN_VELDEN.some((k) => rij[k] !== undefined && rij[k] !== null);
    if (!aangepast) {
      rijen.splice(rijen.indexOf(rij), 1);
      for (const k of gelinkt) {
        const voor = (rij[k] as Waarde | undefined) ?? null;
        s.wijzigingen.push({ scherm: 'percelen', veld: veld(k), label: `${titel} (niet meer in de RVO-registratie, verwijderd): ${PERCEEL_LABELS[k]}`, voor, na: null, toegepast: true });
      }
      continue;
    }
    // said once: a later message without the plot does not repeat it (the row key carries the proposal)
    const sleutel = `percelen.percelen[${id}]`;
    if (geschreven.has(sleutel)) continue;
    s.wijzigingen.push({
      scherm: 'percelen',
      veld: sleutel,
      label: `${titel} staat niet meer in de RVO-registratie, maar u heeft het zelf aangepast; het blijft staan. Verwijder het op Percelen als het niet meer bij het bedrijf hoort. Oppervlakte (ha)`,
      voor: typeof rij.oppervlakteHa === 'number' ? rij.oppervlakteHa : null,
      na: null,
      toegepast: false,
    });
  }
}

const IENR_NAMEN: Record<DierBeweging['soort'], string> = { aanvoer: 'aanvoer', afvoer: 'afvoer', geboorte: 'geboorte', sterfte: 'sterfte' };
const CATEGORIE_NAMEN: Record<DierBeweging['categorie'], string> = { '100': 'melkkoeien', '101': 'jongvee < 1 jaar', '102': 'jongvee ≥ 1 jaar', overig: 'overige dieren' };
/**
 * Live weight per animal when neither the message nor the register's row gives one (decision 035; te verifiëren
 * against RVO's tables): a dairy cow 640 kg, a calf leaving as nuchter kalf 45 kg (domain notes: ≈ 44 kg), young
 * stock ≥ 1 year 520 kg, other 500 kg; the same figures the demo farm and the engine's reference farms use.
 */
export const STANDAARD_GEWICHT_KG: Record<DierBeweging['categorie'], number> = { '100': 640, '101': 45, '102': 520, overig: 500 };

/**
 * I&R movements into Veestapel's aanvoer and afvoer rows, one row per category (decision 035): an arrival adds
 * to aanvoer, a departure and a death to afvoer (the screen's afvoer includes deaths), a birth crosses no farm
 * gate and changes no field (it counts in the monthly average numbers). Each animal's registration is recorded as
 * a change of its own (`veestapel.bewegingen[<soort> <levensnummer> <datum>]`), so the same registration in a
 * later message (a month resent, a cumulative list) is not counted again.
 */
function dierBewegingen(s: Schrijver, doc: Rij, bewegingen: readonly DierBeweging[], geschreven: ReadonlyMap<string, Waarde>) {
  type Groep = { richting: 'aanvoer' | 'afvoer'; categorie: DierBeweging['categorie']; aantal: number; gewichten: (number | undefined)[]; wijzigingen: VeldWijziging[] };
  const groepen = new Map<string, Groep>();
  const gezien = new Set<string>();
  for (const m of bewegingen) {
    if (m.soort === 'geboorte') continue;
    const veld = `veestapel.bewegingen[${m.soort} ${m.levensnummer} ${m.datum}]`;
    if (gezien.has(veld) || geschreven.has(veld)) continue;
    gezien.add(veld);
    const richting = m.soort === 'aanvoer' ? 'aanvoer' : 'afvoer';
    const sleutel = `${richting} ${m.categorie}`;
    const g = groepen.get(sleutel) ?? { richting, categorie: m.categorie, aantal: 0, gewichten: [], wijzigingen: [] };
    groepen.set(sleutel, g);
    g.aantal += 1;
    g.gewichten.push(m.gewichtKg);
    g.wijzigingen.push({ scherm: 'veestapel', veld, label: `I&R ${IENR_NAMEN[m.soort]} ${m.levensnummer} op ${m.datum.split('-').reverse().join('-')}: diercategorie`, voor: null, na: m.categorie, toegepast: true });
  }
  for (const g of groepen.values()) {
    const pad = `veestapel.${g.richting}`;
    const rijen = rijenVan(doc, pad);
    const titel = `${g.richting === 'aanvoer' ? 'Aanvoer' : 'Afvoer'} ${CATEGORIE_NAMEN[g.categorie]} (${g.categorie})`;
    const labels = { categorie: 'diercategorie', aantal: 'aantal dieren', gewichtKgPerDier: 'gewicht per dier (kg)' };
    let rij = rijen.find((r) => r.categorie === g.categorie);
    const standaard = typeof rij?.gewichtKgPerDier === 'number' ? rij.gewichtKgPerDier : STANDAARD_GEWICHT_KG[g.categorie];
    const totaalKg = g.gewichten.reduce<number>((a, w) => a + (w ?? standaard), 0);
    const gemiddeld = Math.round(totaalKg / g.aantal);
    const voor = s.wijzigingen.length;
    if (!rij) {
      rij = { categorie: g.categorie, aantal: g.aantal, gewichtKgPerDier: gemiddeld };
      rijen.push(rij);
      s.nieuw('veestapel', pad, g.categorie, titel, rij, labels);
    } else {
      const oud = typeof rij.aantal === 'number' ? rij.aantal : 0;
      s.zet('veestapel', `${pad}[${g.categorie}].gewichtKgPerDier`, `${titel}: ${labels.gewichtKgPerDier}`, rij, 'gewichtKgPerDier', (b) => Math.round(gewogen(b, oud, gemiddeld, g.aantal)));
      s.zet('veestapel', `${pad}[${g.categorie}].aantal`, `${titel}: ${labels.aantal}`, rij, 'aantal', (b) => (typeof b === 'number' ? b : 0) + g.aantal);
    }
    // the animals count as the row's count does: kept aside (farmer's correction) with it, so the link's own total goes on from there
    const aantal = s.wijzigingen.slice(voor).find((w) => w.veld.endsWith('.aantal'));
    const toegepast = aantal?.toegepast ?? true;
    for (const w of g.wijzigingen) s.wijzigingen.push({ ...w, toegepast });
  }
}

/**
 * Applies a message to copies of the current documents of its year.
 * `geschreven`: per field key, the last value a link wrote or proposed there (from earlier messages).
 */
export function pasToe(b: Bericht, huidig: Documenten, geschreven: ReadonlyMap<string, Waarde> = new Map()): Toepassing {
  const j = jaarVan(b);
  if (!('jaar' in j)) return { ok: false, ...j };
  const docs = kopie(huidig);
  const s = new Schrijver(geschreven);
  const melk: MelkLevering[] = [];
  switch (b.soort) {
    case 'melkleveringen':
      for (const l of b.inhoud.leveringen) {
        melk.push({ datum: l.datum, tijd: l.tijd, ubn: b.inhoud.ubn, kg: l.kg, vet: l.vetProcent, eiwit: l.eiwitProcent, ureum: l.ureumMgPer100ml, fosfor: l.fosforMgPer100g ?? null });
        s.wijzigingen.push({ scherm: 'melklevering', veld: `melkleveringen[${l.datum} ${l.tijd}].kg`, label: `Melklevering ${l.datum.split('-').reverse().join('-')} ${l.tijd}: kg melk`, voor: null, na: l.kg, toegepast: true });
      }
      break;
    case 'voerleveringen':
      for (const l of b.inhoud.leveringen) voerLevering(s, docs, l);
      break;
    case 'analyses':
      for (const a of b.inhoud.analyses) {
        if (a.soort === 'grond') {
          const doc = (docs.bodem ??= {});
          const rijen = rijenVan(doc, 'bodem.analyses');
          const sleutel = `${a.datum} ${a.perceelId ?? '-'} ${b.inhoud.laboratorium}`;
          const titel = `Grondanalyse ${a.monsternummer}`;
          const { soort: _s, monsternummer: _m, ...waarden } = a;
          const vals = { ...waarden, laboratorium: b.inhoud.laboratorium };
          const labels: Record<string, string> = {
            datum: 'monsternamedatum', perceelId: 'perceel', laboratorium: 'laboratorium', nTotaalMgNPerKg: 'N-totaal (mg N/kg)', cnVerhouding: 'C/N', nlvKgNPerHa: 'NLV (kg N/ha)',
            pAlMgP2o5Per100g: 'P-AL', pCaCl2MgPPerKg: 'P-CaCl2', pwMgP2o5PerL: 'Pw', ph: 'pH', organischeStofProcent: 'organische stof (%)', kleiProcent: 'lutum (%)',
          };
          let rij = rijen.find((r) => r.datum === a.datum && (r.perceelId ?? '-') === (a.perceelId ?? '-') && r.laboratorium === b.inhoud.laboratorium);
          if (!rij) {
            rij = { ...vals };
            rijen.push(rij);
            s.nieuw('bodem', 'bodem.analyses', sleutel, titel, rij, labels);
          } else {
            for (const [k, v] of Object.entries(vals)) if (v !== undefined) s.zet('bodem', `bodem.analyses[${sleutel}].${k}`, `${titel}: ${labels[k] ?? k}`, rij, k, () => v);
          }
        } else {
          const doc = (docs.ruwvoer ??= {});
          const rijen = rijenVan(doc, 'ruwvoer.producten');
          const titel = `Kuilanalyse ${a.partij}`;
          let rij = rijen.find((r) => r.naam === a.partij);
          const labels = { soort: 'soort', herkomst: 'herkomst', aanlegKgDs: 'aanleg (kg DS)', vemPerKgDs: 'VEM per kg DS', reGPerKgDs: 'ruw eiwit (g/kg DS)', pGPerKgDs: 'fosfor (g/kg DS)' };
          if (!rij) {
            if (a.kgDs === undefined)
              return { ok: false, oorzaak: 'ongeldige-inhoud', reden: `De partij "${a.partij}" staat niet op Ruwvoer en de analyse geeft geen hoeveelheid (kgDs); voeg de kuil eerst toe of stuur de hoeveelheid mee.` };
            rij = { naam: a.partij, soort: a.ruwvoersoort, herkomst: 'eigen', beginvoorraadKgDs: 0, aanlegKgDs: a.kgDs, eindvoorraadKgDs: 0, verkoopKgDs: 0, vemPerKgDs: a.vemPerKgDs, reGPerKgDs: a.reGPerKgDs, pGPerKgDs: a.pGPerKgDs };
            rijen.push(rij);
            s.nieuw('ruwvoer', 'ruwvoer.producten', a.partij, titel, rij, labels);
          } else {
            for (const k of ['vemPerKgDs', 'reGPerKgDs', 'pGPerKgDs'] as const) s.zet('ruwvoer', `ruwvoer.producten[${a.partij}].${k}`, `${titel}: ${labels[k]}`, rij, k, () => a[k]);
          }
        }
      }
      break;
    case 'diertellingen': {
      const doc = (docs.veestapel ??= {});
      const g = b.inhoud.gemiddeldAantal;
      if (g) {
        const groepen = [
          ['melkkoeien', 'Gemiddeld aantal melkkoeien', g.melkkoeien],
          ['jongveeJonger1Jaar', 'Gemiddeld aantal jongvee < 1 jaar', g.jongveeJonger1Jaar],
          ['jongveeOuder1Jaar', 'Gemiddeld aantal jongvee ≥ 1 jaar', g.jongveeOuder1Jaar],
        ] as const;
        for (const [groep, label, aantal] of groepen) {
          const o = objectVan(doc, `veestapel.${groep}`);
          s.zet('veestapel', `veestapel.${groep}.gemiddeldAantal`, label, o, 'gemiddeldAantal', () => rond(aantal));
        }
      }
      dierBewegingen(s, doc, b.inhoud.bewegingen ?? [], geschreven);
      break;
    }
    case 'mesttransporten':
      for (const t of b.inhoud.transporten) {
        const doc = (docs.organischeMest ??= {});
        const pad = `organischeMest.${t.richting}`;
        const rijen = rijenVan(doc, pad);
        const merk = ` (VDM ${t.vdmNummer})`;
        const tegenpartij = `${(t.tegenpartij ?? '').slice(0, 200 - merk.length)}${merk}`.trim();
        const titel = `Mest${t.richting} VDM ${t.vdmNummer}`;
        const waarden: Rij = { mestcode: t.mestcode, hoeveelheid: t.hoeveelheid, eenheid: t.eenheid, datum: t.datum, tegenpartij };
        if (t.kgNPerTon !== undefined) waarden.kgNPerTon = t.kgNPerTon;
        if (t.kgP2o5PerTon !== undefined) waarden.kgP2o5PerTon = t.kgP2o5PerTon;
        const labels: Record<string, string> = { mestcode: 'mestcode', hoeveelheid: `hoeveelheid (${t.eenheid === 'm3' ? 'm³' : 'ton'})`, eenheid: 'eenheid', datum: 'datum', tegenpartij: 'tegenpartij', kgNPerTon: 'stikstof (kg N/ton)', kgP2o5PerTon: 'fosfaat (kg P2O5/ton)' };
        const rij = rijen.find((r) => typeof r.tegenpartij === 'string' && r.tegenpartij.endsWith(merk));
        if (!rij) {
          rijen.push(waarden);
          s.nieuw('organischeMest', pad, `VDM ${t.vdmNummer}`, titel, waarden, labels);
        } else {
          for (const [k, v] of Object.entries(waarden)) s.zet('organischeMest', `${pad}[VDM ${t.vdmNummer}].${k}`, `${titel}: ${labels[k]}`, rij, k, () => v as Waarde);
        }
      }
      break;
    case 'percelen': {
      const doc = (docs.percelen ??= {});
      const rijen = rijenVan(doc, 'percelen.percelen');
      for (const p of b.inhoud.percelen) {
        const titel = `Perceel ${p.naam ?? p.id}`;
        const rij = rijen.find((r) => r.id === p.id);
        if (!rij) {
          const nieuw: Rij = { ...p };
          rijen.push(nieuw);
          s.nieuw('percelen', 'percelen.percelen', p.id, titel, nieuw, PERCEEL_LABELS);
        } else {
          for (const [k, v] of Object.entries(p)) if (k !== 'id' && v !== undefined) s.zet('percelen', `percelen.percelen[${p.id}].${k}`, `${titel}: ${PERCEEL_LABELS[k]}`, rij, k, () => v as Waarde);
        }
      }
      verwijderdePercelen(s, rijen, new Set(b.inhoud.percelen.map((p) => p.id)), geschreven);
      break;
    }
  }
  // only the documents the message changed go back
  const geraakt = new Set(s.wijzigingen.filter((w) => w.toegepast && w.scherm !== 'melklevering').map((w) => w.scherm as SchermSleutel));
  const documenten: Documenten = Object.fromEntries([...geraakt].map((k) => [k, docs[k]]));
  return { ok: true, jaar: j.jaar, documenten, melkleveringen: melk, wijzigingen: s.wijzigingen };
}

/** The field's column path without row keys (`krachtvoer.producten[X].aanvoerKg` → `krachtvoer.producten.aanvoerKg`), for the screen route. */
export const veldPadZonderSleutels = (veld: string) => veld.replace(/\[.*?\](?=\.|$)/g, '');
