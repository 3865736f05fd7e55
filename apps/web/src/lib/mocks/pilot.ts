/**
 * Port-3000 answers of the pilot calls (/beheer/pilot): one pilot "Conceptregels 2026" in memory
 * with the first mocked farm in it; the farms' list read by the contract's own `leesBedrijvenlijst`
 * (every bad line with its number, as the server); the comparison from the engine run in the browser
 * (the mocks' recompute of the history screen).
 */
import {
  MELDING_PILOT_AL_VERLATEN,
  MELDING_PILOT_GEEN_DEELNAME,
  MELDING_PILOT_GEWIJZIGD,
  MELDING_PILOT_NIET_VERLATEN,
  MELDING_PILOT_ONBEKEND,
  MELDING_PILOTS_ALLEEN_STAF,
  leesBedrijvenlijst,
  lijstDetails,
  lijstMelding,
  pilotInvoerSchema,
  pilotRoutes as p,
  pilotVergelijkingRegels,
  vandaagIso,
  vergelijkingVraagSchema,
  verlatenInvoerSchema,
  type BedrijfsPilot,
  type PilotRegel,
} from '@kw/contract';
import { ondersteundeJaren } from '@kw/engine';
import { herbereken, type RapportContext } from './rapporten';

interface Antwoord {
  status: number;
  data: unknown;
}
const fout = (statusCode: number, message: string, errorDetails?: Array<{ field: string; message: string }>): Antwoord => ({ status: statusCode, data: { statusCode, message, ...(errorDetails ? { errorDetails } : {}) } });
const ok = (data: unknown): Antwoord => ({ status: 200, data });

const BEDRIJVEN: Record<string, { relatieId: number; naam: string }> = {
  '12345678': { relatieId: 1, naam: 'Melkveebedrijf De Vries' },
  '23456789': { relatieId: 2, naam: 'Maatschap Jansen' },
  '34567890': { relatieId: 3, naam: 'Demobedrijf' },
};
const plusDagen = (d: number) => vandaagIso(new Date(Date.now() + d * 86_400_000));
/** The mocked own farm (records 5xxx) is De Vries; the second farm (6xxx) Jansen. */
const relatieVan = (klwId: number) => (klwId >= 6000 ? 2 : 1);

interface Lid {
  relatieId: number;
  toegevoegdOp: string;
  verlatenOp: string | null;
}
let staat: { pilots: Array<Omit<PilotRegel, 'aantalActief' | 'aantalVerlaten' | 'bedrijven'> & { leden: Lid[] }>; volgende: number } | null = null;
function huidig() {
  staat ??= {
    pilots: [
      {
        id: 1,
        versie: 1,
        naam: 'Conceptregels 2026',
        doel: 'Wij rekenen uw Kringloopwijzer ook door met de conceptrekenregels voor 2026. Zo ziet u vooraf wat de nieuwe regels voor uw bedrijf betekenen. Uw eigen uitkomst verandert niet; u kunt de pilot altijd verlaten.',
        van: plusDagen(-30),
        tot: plusDagen(335),
        regelJaar: 2026,
        leden: [
          { relatieId: 1, toegevoegdOp: new Date().toISOString(), verlatenOp: null },
          { relatieId: 3, toegevoegdOp: new Date().toISOString(), verlatenOp: null },
        ],
      },
    ],
    volgende: 2,
  };
  return staat;
}

function regel(pl: ReturnType<typeof huidig>['pilots'][number]): PilotRegel {
  const { leden, ...rest } = pl;
  const naam = (id: number) => Object.entries(BEDRIJVEN).find(([, b]) => b.relatieId === id)!;
  return {
    ...rest,
    aantalActief: leden.filter((l) => l.verlatenOp === null).length,
    aantalVerlaten: leden.filter((l) => l.verlatenOp !== null).length,
    bedrijven: leden.map((l) => ({ relatieId: l.relatieId, naam: naam(l.relatieId)[1].naam, kvk: naam(l.relatieId)[0], verlatenOp: l.verlatenOp })),
  };
}

function bedrijfsPilots(relatieId: number): BedrijfsPilot[] {
  const vandaag = vandaagIso();
  return huidig()
    .pilots.filter((pl) => pl.leden.some((l) => l.relatieId === relatieId))
    .map((pl) => {
      const lid = pl.leden.find((l) => l.relatieId === relatieId)!;
      return { id: pl.id, naam: pl.naam, doel: pl.doel, van: pl.van, tot: pl.tot, regelJaar: pl.regelJaar, toegevoegdOp: lid.toegevoegdOp, verlatenOp: lid.verlatenOp, actief: lid.verlatenOp === null && pl.van <= vandaag && vandaag <= pl.tot };
    });
}

export function mockPilot(methode: string, pad: string, body: unknown, zoek: URLSearchParams, ctx: { klwId: number; isMedewerker: boolean; magVerlaten: boolean; rapport: RapportContext }): Antwoord | null {
  const sleutel = `${methode} ${pad}`;
  const s = huidig();
  if (sleutel === `GET ${p.pilots.path}`) return ctx.isMedewerker ? ok({ pilots: s.pilots.map(regel), regelJaren: [...ondersteundeJaren] }) : fout(403, MELDING_PILOTS_ALLEEN_STAF);
  if (sleutel === `POST ${p.pilotOpslaan.path}`) {
    if (!ctx.isMedewerker) return fout(403, MELDING_PILOTS_ALLEEN_STAF);
    const v = pilotInvoerSchema.safeParse(body);
    if (!v.success) return fout(400, v.error.issues[0]?.message ?? 'De verzonden gegevens zijn ongeldig.');
    const { regels, fouten } = leesBedrijvenlijst(v.data.bedrijven);
    const alle = [...fouten, ...regels.filter((r) => !BEDRIJVEN[r.kvk]).map((r) => ({ regel: r.regel, melding: `Regel ${r.regel}: er is geen bedrijf met KvK-nummer ${r.kvk}.` }))].sort((a, b) => a.regel - b.regel);
    if (alle.length) return fout(400, lijstMelding(alle), lijstDetails(alle));
    if (!regels.length) return fout(400, 'Een pilot heeft minstens één bedrijf. Geef de KvK-nummers van de bedrijven (één per regel).');
    const ids = regels.map((r) => BEDRIJVEN[r.kvk].relatieId);
    const velden = { naam: v.data.naam, doel: v.data.doel, van: v.data.van, tot: v.data.tot, regelJaar: v.data.regelJaar };
    if (v.data.id === undefined) {
      const nieuw = { id: s.volgende++, versie: 1, ...velden, leden: ids.map((relatieId) => ({ relatieId, toegevoegdOp: new Date().toISOString(), verlatenOp: null })) };
      s.pilots.push(nieuw);
      return ok({ pilot: regel(nieuw) });
    }
    const pl = s.pilots.find((x) => x.id === v.data.id);
    if (!pl) return fout(404, MELDING_PILOT_ONBEKEND);
    if (pl.versie !== v.data.versie) return fout(409, MELDING_PILOT_GEWIJZIGD);
    Object.assign(pl, velden, { versie: pl.versie + 1 });
    pl.leden = [...pl.leden.filter((l) => l.verlatenOp !== null || ids.includes(l.relatieId)), ...ids.filter((id) => !pl.leden.some((l) => l.relatieId === id)).map((relatieId) => ({ relatieId, toegevoegdOp: new Date().toISOString(), verlatenOp: null }))];
    return ok({ pilot: regel(pl) });
  }
  const relatieId = relatieVan(ctx.klwId);
  if (sleutel === `GET ${p.vanBedrijf.path}`) return ok({ pilots: bedrijfsPilots(relatieId) });
  if (sleutel === `POST ${p.verlaten.path}`) {
    if (!ctx.magVerlaten) return fout(403, MELDING_PILOT_NIET_VERLATEN);
    const v = verlatenInvoerSchema.safeParse(body);
    if (!v.success) return fout(400, v.error.issues[0]?.message ?? 'De verzonden gegevens zijn ongeldig.');
    const lid = s.pilots.find((x) => x.id === v.data.pilotId)?.leden.find((l) => l.relatieId === relatieId);
    if (!lid) return fout(404, MELDING_PILOT_GEEN_DEELNAME);
    if (lid.verlatenOp) return fout(409, MELDING_PILOT_AL_VERLATEN);
    lid.verlatenOp = new Date().toISOString();
    return ok({ pilots: bedrijfsPilots(relatieId) });
  }
  if (sleutel === `GET ${p.vergelijking.path}`) {
    const vraag = vergelijkingVraagSchema.safeParse(Object.fromEntries(zoek));
    if (!vraag.success) return fout(400, vraag.error.issues[0]?.message ?? 'Geef met pilotId het nummer van de pilot op.');
    const pl = s.pilots.find((x) => x.id === vraag.data.pilotId);
    if (!pl || !pl.leden.some((l) => l.relatieId === relatieId && l.verlatenOp === null)) return fout(404, MELDING_PILOT_GEEN_DEELNAME);
    const record = ctx.rapport.record(ctx.klwId);
    const eigen = ctx.rapport.schermen.resultaat(record).resultaat;
    if (!eigen) return fout(404, `Voor ${record.jaar} is nog geen uitkomst berekend; er is niets om te herberekenen.`);
    const onderPilot = herbereken(ctx.rapport, record, pl.regelJaar);
    if (!onderPilot) return fout(409, `De opgeslagen invoer van ${record.jaar} voldoet niet aan de huidige rekenregels; herberekenen is niet mogelijk.`);
    return ok({ pilotId: pl.id, kringloopwijzerId: ctx.klwId, jaar: record.jaar, eigenRekenregelversie: eigen.versie, pilotRekenregelversie: onderPilot.versie, regels: pilotVergelijkingRegels(eigen, onderPilot) });
  }
  return null;
}
