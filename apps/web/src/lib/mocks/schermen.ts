/**
 * Port-3000 answers for the register screens (spec §7; decision 010), derived from the register: the
 * GET and save of every screen, and the form definition. A record starts from the engine's
 * worked example (a sandy-soil dairy farm). What a save decides (the body's check and its Dutch
 * messages, the engine run, the status per screen, the signals, the answer's shape) is the
 * contract's, the very functions the server calls (decision 026); only the storage is here.
 */
import { bereken, valideerInvoer, type Dashboard, type Resultaat } from '@kw/engine';
import {
  afleidingKnoopAntwoord,
  afleidingWortelsAntwoord,
  berekenUitkomst,
  bodemGewasOverzicht,
  controleerSchermOpslag,
  GEEN_AFLEIDING,
  leegTotaal,
  metServerVelden,
  onbekendeKnoopMelding,
  formulierDefinitie,
  register,
  SCHERM_CONFLICT_MELDING,
  schermAntwoord,
  stelInvoerSamen,
  type BedrijfsjaarInvoer,
  type InvoerBron,
  type MelkBron,
  type SchermDocument,
  type SchermGegevens,
  type SchermRegistratie,
  type SchermSignalering,
  type SchermSleutel,
  type SchermStatus,
} from '@kw/contract';
import voorbeeld from '../../../../../packages/engine/examples/zandbedrijf-melkvee.json';

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

/** The sections of a screen from the worked example, with the record's year where the server fills it in. */
function voorbeeldDocument(scherm: SchermRegistratie, jaar: number): SchermDocument {
  const bron = voorbeeld as unknown as Record<string, unknown>;
  const doc = JSON.parse(JSON.stringify(Object.fromEntries(scherm.secties.filter((s) => s in bron).map((s) => [s, bron[s]])))) as Record<string, unknown>;
  return metServerVelden(scherm.sleutel, doc, jaar) as SchermDocument;
}

/**
 * The worked example's milk as the Melklevering screen would hold it, registered by hand. Not
 * "saved": the mocked Melklevering screen keeps its own data and state (adapter.ts, data.ts), so
 * its rules are not applied to this copy; the engine only reads the totals.
 */
function voorbeeldMelk(jaar: number): { melk: MelkBron; opgeslagen: boolean } {
  const m = voorbeeld.melklevering;
  const g = m.geleverd;
  return {
    melk: {
      jaar,
      automatisch: leegTotaal(),
      invoer: {
        gebruikHandmatigeMelkRegistratie: true,
        totaalHandmatig: { kg: g.kg, vet: g.vetProcent, eiwit: g.eiwitProcent, ureum: g.ureumMgPer100ml, fosfor: g.fosforMgPer100g },
        totaalZelfZuivel: leegTotaal(),
        melkGevoerdAanKalveren: m.gevoerdAanKalverenKg,
        // an empty field, not 0: the screen's rule asks 1 kg or more once it is filled (spec §5)
        totaalOverigeProductie: { ...leegTotaal(), kg: m.overigeProductieKg || null },
      },
    },
    opgeslagen: false,
  };
}

export interface SchermenMockOpties {
  /** a screen's document when the record is first read; undefined: nothing saved yet (version 0). Default: the worked example */
  beginDocument?: (scherm: SchermRegistratie, jaar: number) => SchermDocument | undefined;
  /** the record's milk (the Melklevering screen's part of the input). Default: the worked example's, by hand */
  melk?: (record: MockRecord) => { melk: MelkBron; opgeslagen: boolean };
}

export function maakSchermenMock(opties: SchermenMockOpties = {}) {
  const beginDocument = opties.beginDocument ?? voorbeeldDocument;
  const melkVan = opties.melk ?? ((record: MockRecord) => voorbeeldMelk(record.jaar));
  const opslag = new Map<string, Opgeslagen | undefined>();
  const uitkomsten = new Map<number, Uitkomst>();
  const sleutel = (klwId: number, scherm: SchermSleutel) => `${klwId}:${scherm}`;

  /** The stored row of a screen; undefined: never saved (a screen the begin state leaves empty). */
  function rij(record: MockRecord, scherm: SchermRegistratie): Opgeslagen | undefined {
    const k = sleutel(record.klwId, scherm.sleutel);
    if (!opslag.has(k)) {
      const doc = beginDocument(scherm, record.jaar);
      opslag.set(k, doc === undefined ? undefined : { versie: 1, gegevens: doc });
    }
    return opslag.get(k);
  }

  /** The record's input as the server reads it from its tables: the screens' rows and the milk. */
  function bron(record: MockRecord): InvoerBron {
    const rijen = register.flatMap((scherm) => {
      const r = rij(record, scherm);
      return r ? [{ scherm: scherm.sleutel, versie: r.versie, gegevens: r.gegevens as Record<string, unknown> }] : [];
    });
    const { melk, opgeslagen } = melkVan(record);
    return { jaar: record.jaar, rijen, melk, melkOpgeslagen: opgeslagen };
  }

  /** The record's engine input (the export): the contract's assembly, as on the server. */
  const samenstellen = (record: MockRecord): Record<string, unknown> => stelInvoerSamen(bron(record));

  /** Runs the engine on the record's input: the contract's outcome, as the server computes it after a save. */
  function reken(record: MockRecord, vorige: Dashboard | null): Uitkomst {
    const u = berekenUitkomst(bron(record), 'mock');
    return { dashboard: u.dashboard, vorige, signaleringen: u.signaleringen, status: u.schermstatus, resultaat: u.resultaat, berekendOp: new Date() };
  }

  function uitkomst(record: MockRecord): Uitkomst {
    let u = uitkomsten.get(record.klwId);
    if (!u) {
      u = reken(record, null);
      uitkomsten.set(record.klwId, u);
    }
    return u;
  }

  /** A screen's answer (GET and save); `magOpslaan`: the caller may save it (the server's `isAuthorized`). */
  function gegevens(record: MockRecord, scherm: SchermRegistratie, magOpslaan = true): SchermGegevens {
    const u = uitkomst(record);
    const r = rij(record, scherm);
    const opgeslagen = r && { versie: r.versie, gegevens: r.gegevens as Record<string, unknown> };
    const delen = { schermstatus: u.status, signaleringen: u.signaleringen, dashboard: u.dashboard, vorigDashboard: u.vorige };
    return schermAntwoord({ id: record.klwId, jaar: record.jaar, statusId: record.statusId }, scherm.sleutel, opgeslagen, delen, magOpslaan);
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
    /** A save: the contract's check (400 with one message per field and row), then the version (409), as on the server. */
    opslaan(record: MockRecord, scherm: SchermRegistratie, body: unknown): { status: number; data: unknown } {
      const c = controleerSchermOpslag(scherm.sleutel, { id: record.klwId, jaar: record.jaar }, body);
      if (!c.ok) return { status: 400, data: { statusCode: 400, message: c.message, errorDetails: c.errorDetails } };
      const huidig = rij(record, scherm);
      if (c.versie !== (huidig?.versie ?? 0)) return { status: 409, data: { statusCode: 409, message: SCHERM_CONFLICT_MELDING } };
      opslag.set(sleutel(record.klwId, scherm.sleutel), { versie: c.versie + 1, gegevens: c.gegevens as SchermDocument });
      uitkomsten.set(record.klwId, reken(record, uitkomst(record).dashboard));
      return { status: 200, data: gegevens(record, scherm) };
    },
  };
}

export type SchermenMock = ReturnType<typeof maakSchermenMock>;
