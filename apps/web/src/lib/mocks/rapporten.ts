/**
 * The report calls in the port-3000 mock mode (decisions 012 and 015): the results screen's tables,
 * the charts, the history and a year recomputed under the current rules. Every figure comes
 * from the engine run on the mocked record's input (schermen.ts), through the very contract
 * functions the server answers with, and every answer is checked with the contract's schema.
 */
import { bereken, valideerInvoer, type Resultaat } from '@kw/engine';
import { grafiekGegevensSchema, herberekeningSchema, herberekeningVraagSchema, historischSchema, indicatorDefinities, rapportGegevensSchema, statusNaam } from '@kw/contract';
import {
  datum,
  GEEN_UITKOMST,
  geenUitkomstOmTeHerberekenen,
  grafiekGegevens,
  herberekeningRegels,
  historischeIndicatoren,
  invoerNietHerberekenbaar,
  leesSecties,
  maakRapportGegevens,
} from '@kw/contract/rapportage';
import enginePakket from '../../../../../packages/engine/package.json';
import { bedrijfsnaam, mockStatus } from './data';
import { isTweedeBedrijf, mockKlwId, MOCK_JAREN, type MockInstellingen } from './instellingen';
import type { MockRecord, SchermenMock } from './schermen';

/** The mocks calculate with the engine they are built with, as the server stores it ("@kw/engine x.y.z"). */
export const MOCK_ENGINE_VERSIE = `@kw/engine ${enginePakket.version}`;

export interface Antwoord {
  status: number;
  data: unknown;
}

const fout = (statusCode: number, message: string, errorDetails?: Array<{ field: string; message: string }>): Antwoord => ({
  status: statusCode,
  data: { statusCode, message, ...(errorDetails ? { errorDetails } : {}) },
});

export interface RapportContext {
  schermen: SchermenMock;
  instellingen: MockInstellingen;
  /** the record of an id, with its current status */
  record: (klwId: number) => MockRecord;
}

/** GET GetRapportGegevens?secties=…: 400 an unknown section, 404 no result yet. */
export function mockRapportGegevens(ctx: RapportContext, klwId: number, secties: string | null): Antwoord {
  const gekozen = leesSecties(secties ?? undefined);
  if ('fout' in gekozen) return fout(400, gekozen.fout, [{ field: 'secties', message: gekozen.fout }]);
  const record = ctx.record(klwId);
  const { resultaat } = ctx.schermen.resultaat(record);
  if (!resultaat) return fout(404, GEEN_UITKOMST);
  const meta = { kringloopwijzerId: klwId, bedrijfsnaam: bedrijfsnaam(klwId), jaar: record.jaar, statusId: record.statusId, statusOmschrijving: statusNaam(record.statusId), datum: new Date() };
  return { status: 200, data: rapportGegevensSchema.parse(maakRapportGegevens(resultaat, meta, gekozen.secties)) };
}

/** GET GetGrafiekGegevens: the charts of the token's record; 404 no result yet. */
export function mockGrafiekGegevens(ctx: RapportContext, klwId: number): Antwoord {
  const { resultaat } = ctx.schermen.resultaat(ctx.record(klwId));
  if (!resultaat) return fout(404, GEEN_UITKOMST);
  return { status: 200, data: grafiekGegevensSchema.parse(grafiekGegevens(resultaat, { kringloopwijzerId: klwId, bedrijfsnaam: bedrijfsnaam(klwId) })) };
}

/** The farm's records, newest first (as the server's kringloopwijzersVanRelatie). */
const recordsVanBedrijf = (klwId: number) => [...MOCK_JAREN].sort((a, b) => b - a).map((j) => mockKlwId(j, isTweedeBedrijf(klwId)));

/** GET GetHistorisch: every year of the token's farm, oldest first, with its stored figures. */
export function mockHistorisch(ctx: RapportContext, klwId: number): Antwoord {
  const jaren = recordsVanBedrijf(klwId)
    .reverse()
    .map((id) => {
      const record = ctx.record(id);
      const { resultaat, berekendOp } = ctx.schermen.resultaat(record);
      const statusId = mockStatus(id, ctx.instellingen);
      return {
        kringloopwijzerId: id,
        jaar: record.jaar,
        statusId,
        statusOmschrijving: statusNaam(statusId),
        rekenregelversie: resultaat ? resultaat.versie : null,
        engineVersie: resultaat ? MOCK_ENGINE_VERSIE : null,
        berekendOp: resultaat ? datum(berekendOp) : null,
        indicatoren: resultaat ? historischeIndicatoren(resultaat.dashboard as unknown as Record<string, number>) : null,
      };
    });
  const nieuwste = [...jaren].reverse().find((j) => j.rekenregelversie !== null);
  return {
    status: 200,
    data: historischSchema.parse({
      relatieId: isTweedeBedrijf(klwId) ? 43 : 42,
      bedrijfsnaam: bedrijfsnaam(klwId),
      huidigeRekenregelversie: nieuwste?.rekenregelversie ?? null,
      // every mocked year is computed by the running engine, so each year's figures open its own trace
      huidigeEngineVersie: MOCK_ENGINE_VERSIE,
      indicatorDefinities,
      jaren,
    }),
  };
}

/** A record's input under the rules of `regelJaar`; null when it does not validate. */
export function herbereken(ctx: RapportContext, record: MockRecord, regelJaar: number): Resultaat | null {
  const v = valideerInvoer(ctx.schermen.invoer(record));
  return v.ok ? bereken(v.data, { regelJaar }) : null;
}

/** GET GetHerberekening?klwId=…: 400 bad klwId, 404 unknown record or no result, 409 input no longer valid (decision 015). */
export function mockHerberekening(ctx: RapportContext, zoek: URLSearchParams, bestaat: (id: number) => boolean): Antwoord {
  const vraag = herberekeningVraagSchema.safeParse(Object.fromEntries(zoek));
  if (!vraag.success) {
    const melding = vraag.error.issues[0]?.message ?? 'Geef met klwId het nummer van de kringloopwijzer op.';
    return fout(400, melding, [{ field: 'klwId', message: melding }]);
  }
  const klwId = vraag.data.klwId;
  if (!bestaat(klwId)) return fout(404, 'Deze kringloopwijzer bestaat niet.');
  const record = ctx.record(klwId);
  const eigen = ctx.schermen.resultaat(record).resultaat;
  if (!eigen) return fout(404, geenUitkomstOmTeHerberekenen(record.jaar));
  // the reference: the farm's newest year with a result (its rules are "the current rules")
  let referentie: { record: MockRecord; resultaat: Resultaat } | undefined;
  for (const id of recordsVanBedrijf(klwId)) {
    const r = ctx.record(id);
    const res = ctx.schermen.resultaat(r).resultaat;
    if (res) {
      referentie = { record: r, resultaat: res };
      break;
    }
  }
  const regelJaar = referentie!.record.jaar; // the record itself has a result, so one is found
  // the year compared with: asked for (same farm, with a result), else the newest (as the server does)
  let ref = referentie!;
  const vergelijkMet = vraag.data.vergelijkMet;
  if (vergelijkMet !== undefined) {
    if (!bestaat(vergelijkMet)) return fout(404, 'Deze kringloopwijzer bestaat niet.');
    const fout400 = 'U kunt alleen jaren van hetzelfde bedrijf met elkaar vergelijken.';
    if (isTweedeBedrijf(vergelijkMet) !== isTweedeBedrijf(klwId)) return fout(400, fout400, [{ field: 'vergelijkMet', message: fout400 }]);
    const ander = ctx.record(vergelijkMet);
    const res = vergelijkMet === klwId ? eigen : ctx.schermen.resultaat(ander).resultaat;
    if (!res) return fout(404, `Voor ${ander.jaar} is nog geen uitkomst berekend; vergelijken is niet mogelijk.`);
    ref = { record: ander, resultaat: res };
  }
  const hY = herbereken(ctx, record, regelJaar);
  if (!hY) return fout(409, invoerNietHerberekenbaar(record.jaar));
  const hR = ref.record.klwId === klwId ? hY : herbereken(ctx, ref.record, regelJaar);
  if (!hR) return fout(409, invoerNietHerberekenbaar(ref.record.jaar));
  return {
    status: 200,
    data: herberekeningSchema.parse({
      kringloopwijzerId: klwId,
      jaar: record.jaar,
      eigenRekenregelversie: eigen.versie,
      eigenEngineVersie: MOCK_ENGINE_VERSIE,
      huidigeRekenregelversie: hY.versie,
      huidigeEngineVersie: MOCK_ENGINE_VERSIE,
      referentie: { kringloopwijzerId: ref.record.klwId, jaar: ref.record.jaar },
      regels: herberekeningRegels(eigen, hY, ref.resultaat, hR),
    }),
  };
}
