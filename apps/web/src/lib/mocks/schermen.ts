/**
 * Port-3000 answers for the register screens (issue 8 §7), derived from the register: the
 * GET and save of every screen, and the form definition. A record starts from the engine's
 * worked example (a sandy-soil dairy farm); after a save the engine runs in the browser, so
 * the indicators, signals and menu states are computed, as on the server.
 */
import { bereken, valideerInvoer, type Dashboard, type Resultaat } from '@kw/engine';
import {
  afleidingKnoopAntwoord,
  afleidingWortelsAntwoord,
  bodemGewasOverzicht,
  doorServerGevuld,
  GEEN_AFLEIDING,
  onbekendeKnoopMelding,
  formulierDefinitie,
  register,
  schermVan,
  schermVanPad,
  valideerSchermDocument,
  type BedrijfsjaarInvoer,
  type Indicator,
  type SchermDocument,
  type SchermGegevens,
  type SchermRegistratie,
  type SchermSignalering,
  type SchermSleutel,
  type SchermStatus,
} from '@kw/contract';
import voorbeeld from '../../../../../packages/engine/examples/zandbedrijf-melkvee.json';

/** The six dashboard indicators (Dashboard Milieu en Klimaat; engine `dashboard.ts`), in the order shown. */
export const INDICATOREN: Array<{ sleutel: keyof Dashboard; label: string; eenheid: string }> = [
  { sleutel: 'stikstofbodemoverschotKgNPerHa', label: 'Stikstofbodemoverschot', eenheid: 'kg N/ha' },
  { sleutel: 'ammoniakKgNh3PerHa', label: 'Ammoniakemissie per ha', eenheid: 'kg NH3/ha' },
  { sleutel: 'ammoniakKgNh3PerGve', label: 'Ammoniakemissie per GVE', eenheid: 'kg NH3/GVE' },
  { sleutel: 'broeikasgassenGCo2EqPerKgFpcm', label: 'Broeikasgassen per kg meetmelk', eenheid: 'g CO2-eq/kg FPCM' },
  { sleutel: 'blijvendGraslandProcent', label: 'Blijvend grasland', eenheid: '%' },
  { sleutel: 'eiwitVanEigenLandProcent', label: 'Eiwit van eigen land', eenheid: '%' },
];

export interface MockRecord {
  klwId: number;
  jaar: number;
  statusId: number;
}

interface Opgeslagen {
  versie: number;
  gegevens: SchermDocument;
}

interface Uitkomst {
  dashboard: Dashboard | null;
  vorige: Dashboard | null;
  signaleringen: SchermSignalering[];
  status: Record<SchermSleutel, SchermStatus>;
  /** the engine result (Bodem en gewas and the reports read it); null when the input was not valid */
  resultaat: Resultaat | null;
  /** when it was computed (the history's "berekend op") */
  berekendOp: Date;
}

/**
 * As the server does before it validates and stores a screen (invoer.service.ts#metServerVelden):
 * what it fills itself (doorServerGevuld: the record's year) goes into the document.
 */
function metServerVelden(doc: unknown, jaar: number): unknown {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return doc;
  const bg = (doc as Record<string, unknown>).bedrijfsgegevens;
  if (!('bedrijfsgegevens.jaar' in doorServerGevuld) || !bg || typeof bg !== 'object' || Array.isArray(bg)) return doc;
  return { ...doc, bedrijfsgegevens: { ...bg, jaar } };
}

/** The sections of a screen from the worked example, with the record's year where the server fills it in. */
function voorbeeldDocument(scherm: SchermRegistratie, jaar: number): SchermDocument {
  const bron = voorbeeld as unknown as Record<string, unknown>;
  const doc = JSON.parse(JSON.stringify(Object.fromEntries(scherm.secties.filter((s) => s in bron).map((s) => [s, bron[s]])))) as Record<string, unknown>;
  return metServerVelden(doc, jaar) as SchermDocument;
}

/** As on the server: a screen that only shows land from the plots is as done as Percelen. */
function metLandUitPercelen(status: Record<SchermSleutel, SchermStatus>): Record<SchermSleutel, SchermStatus> {
  for (const s of register) if (s.secties.length === 0 && s.landUitPercelen) status[s.sleutel] = status.percelen;
  return status;
}

export function maakSchermenMock() {
  const opslag = new Map<string, Opgeslagen>();
  const uitkomsten = new Map<number, Uitkomst>();
  const sleutel = (klwId: number, scherm: SchermSleutel) => `${klwId}:${scherm}`;

  function document(record: MockRecord, scherm: SchermRegistratie): Opgeslagen {
    let rij = opslag.get(sleutel(record.klwId, scherm.sleutel));
    if (!rij) {
      rij = { versie: 1, gegevens: voorbeeldDocument(scherm, record.jaar) };
      opslag.set(sleutel(record.klwId, scherm.sleutel), rij);
    }
    return rij;
  }

  /** The record's engine input: the worked example's milk section, every screen's document, the record's year. */
  function samenstellen(record: MockRecord): Record<string, unknown> {
    const invoer: Record<string, unknown> = { ...(voorbeeld as object) };
    for (const scherm of register) Object.assign(invoer, document(record, scherm).gegevens);
    invoer.bedrijfsgegevens = { ...(invoer.bedrijfsgegevens as object), jaar: record.jaar };
    return invoer;
  }

  /** Runs the engine on the assembled input (as the server does after a save). */
  function reken(record: MockRecord, vorige: Dashboard | null): Uitkomst {
    const status: Record<SchermSleutel, SchermStatus> = {};
    const signaleringen: SchermSignalering[] = [];
    for (const scherm of register) {
      const validatie = valideerSchermDocument(scherm.sleutel, record.jaar, document(record, scherm).gegevens);
      status[scherm.sleutel] = validatie.ok ? 'klaar' : 'waarschuwing';
      if (!validatie.ok) {
        for (const f of validatie.fouten) signaleringen.push({ code: 'INVOER', ernst: 'fout', bericht: f.message, scherm: scherm.sleutel, veldPad: f.field });
      }
    }
    const invoer = samenstellen(record);
    const geldig = valideerInvoer(invoer);
    if (!geldig.ok) {
      for (const f of geldig.fouten) {
        const scherm = schermVanPad(f.pad);
        if (!scherm || !schermVan(scherm)) continue;
        status[scherm] = 'waarschuwing';
        signaleringen.push({ code: 'INVOER', ernst: 'fout', bericht: f.melding, scherm, veldPad: f.pad });
      }
      return { dashboard: null, vorige, signaleringen, status: metLandUitPercelen(status), resultaat: null, berekendOp: new Date() };
    }
    const resultaat = bereken(geldig.data as BedrijfsjaarInvoer);
    for (const s of resultaat.signaleringen) {
      const pad = s.pad;
      const scherm = schermVanPad(pad);
      if (!scherm || !schermVan(scherm)) continue;
      if (s.ernst !== 'info' && status[scherm] === 'klaar') status[scherm] = 'waarschuwing';
      signaleringen.push({ code: s.code, ernst: s.ernst as SchermSignalering['ernst'], bericht: s.melding, scherm, veldPad: pad });
    }
    return { dashboard: resultaat.dashboard, vorige, signaleringen, status: metLandUitPercelen(status), resultaat, berekendOp: new Date() };
  }

  function uitkomst(record: MockRecord): Uitkomst {
    let u = uitkomsten.get(record.klwId);
    if (!u) {
      u = reken(record, null);
      uitkomsten.set(record.klwId, u);
    }
    return u;
  }

  function indicatoren(u: Uitkomst): Indicator[] {
    return INDICATOREN.map((i) => ({ sleutel: i.sleutel, label: i.label, eenheid: i.eenheid, waarde: u.dashboard?.[i.sleutel] ?? null, vorigeWaarde: u.vorige?.[i.sleutel] ?? null }));
  }

  function gegevens(record: MockRecord, scherm: SchermRegistratie): SchermGegevens {
    const rij = document(record, scherm);
    const u = uitkomst(record);
    return {
      kringloopwijzerId: record.klwId,
      kringloopwijzerJaar: record.jaar,
      kringloopwijzerStatus: record.statusId,
      scherm: scherm.sleutel,
      versie: rij.versie,
      gegevens: rij.gegevens,
      status: u.status[scherm.sleutel] ?? 'niet-klaar',
      signaleringen: u.signaleringen.filter((s) => s.scherm === scherm.sleutel),
      indicatoren: indicatoren(u),
    };
  }

  return {
    /** The register screen whose GET or save call this is, by its call name. */
    schermVoorPad(pad: string): { scherm: SchermRegistratie; opslaan: boolean } | undefined {
      const m = /^\/api\/([A-Za-z]+)\/(Get|Save)\1Gegevens$/.exec(pad);
      const scherm = m ? register.find((s) => s.api === m[1]) : undefined;
      return scherm && { scherm, opslaan: m![2] === 'Save' };
    },
    definitie: (scherm: SchermSleutel, jaar: number) => formulierDefinitie(scherm, jaar),
    /** "Download invoer (JSON)": the assembled engine input of a record. */
    invoer: samenstellen,
    /** Bodem en gewas: the overview from the record's engine result. */
    bodemGewas: (record: MockRecord) => bodemGewasOverzicht({ id: record.klwId, jaar: record.jaar }, uitkomst(record).resultaat),
    gegevens,
    /** GetAfleiding: the trace graph of the record's mock input, one node (or the roots) per call, as on the server. */
    afleiding(record: MockRecord, knoop: string | null): { status: number; data: unknown } {
      const geldig = valideerInvoer(samenstellen(record));
      const graaf = geldig.ok ? bereken(geldig.data as BedrijfsjaarInvoer, { metAfleiding: true }).afleidingGraaf : undefined;
      if (!graaf) return { status: 404, data: { statusCode: 404, message: GEEN_AFLEIDING } };
      if (knoop === null) return { status: 200, data: afleidingWortelsAntwoord(graaf, record.klwId) };
      const antwoord = afleidingKnoopAntwoord(graaf, knoop, record.klwId);
      return antwoord ? { status: 200, data: antwoord } : { status: 400, data: { statusCode: 400, message: onbekendeKnoopMelding(knoop) } };
    },
    /** The record's engine result as stored after its last save (the reports' source); null when the input is not valid. */
    resultaat: (record: MockRecord): { resultaat: Resultaat | null; berekendOp: Date } => {
      const u = uitkomst(record);
      return { resultaat: u.resultaat, berekendOp: u.berekendOp };
    },
    /** Every signal of a record (the Signalering screen's mock). */
    signaleringen: (record: MockRecord): SchermSignalering[] => uitkomst(record).signaleringen,
    /** Menu state of a register screen of a record. */
    status: (record: MockRecord, scherm: SchermSleutel): SchermStatus => uitkomst(record).status[scherm] ?? 'niet-klaar',
    /** A save: validated with the register; 400 with one message per field and row; 409 on a stale version. */
    opslaan(record: MockRecord, scherm: SchermRegistratie, body: unknown): { status: number; data: unknown } {
      const { versie, gegevens: doc } = (body ?? {}) as { versie?: unknown; gegevens?: unknown };
      const huidig = document(record, scherm);
      if (typeof versie !== 'number' || versie !== huidig.versie) {
        return { status: 409, data: { statusCode: 409, message: `${scherm.titel} is intussen door iemand anders gewijzigd. Laad de pagina opnieuw om de nieuwste gegevens te zien.` } };
      }
      const gevuld = metServerVelden(doc, record.jaar);
      const validatie = valideerSchermDocument(scherm.sleutel, record.jaar, gevuld);
      if (!validatie.ok) {
        return { status: 400, data: { statusCode: 400, message: 'Niet alle velden zijn juist ingevuld.', errorDetails: validatie.fouten } };
      }
      opslag.set(sleutel(record.klwId, scherm.sleutel), { versie: huidig.versie + 1, gegevens: gevuld as SchermDocument });
      uitkomsten.set(record.klwId, reken(record, uitkomst(record).dashboard));
      return { status: 200, data: gegevens(record, scherm) };
    },
  };
}

export type SchermenMock = ReturnType<typeof maakSchermenMock>;
