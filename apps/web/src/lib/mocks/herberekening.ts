/**
 * Port-3000 answers for the recompute (decision 028), staff only as on the server: a finished run
 * with two failures to start with; a start queues 1.240 open years that are "done" over a minute,
 * so the progress bar and its polling can be seen; a second start while busy → 409; a stop
 * with a reason ends it where it is (a stop with nothing busy → 409).
 */
import {
  HERBEREKENING_AANLEIDING_NAMEN,
  herberekeningRoutes,
  herberekeningStartSchema,
  herberekeningStopSchema,
  MELDING_HERBEREKENING_ALLEEN_STAF,
  MELDING_HERBEREKENING_BEZIG,
  MELDING_HERBEREKENING_NIET_BEZIG,
  type HerberekeningVoortgang,
} from '@kw/contract';
import type { MockInstellingen } from './instellingen';

interface Antwoord {
  status: number;
  data: unknown;
}

const ENGINE = '@kw/engine 0.1.0';
// long enough to stop it by hand (and in a browser test on a loaded machine) before it ends
const DUUR_MS = 60_000;
const fout = (statusCode: number, message: string, extra: object = {}): Antwoord => ({ status: statusCode, data: { statusCode, message, ...extra } });
const tijd = (d: Date) => `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

const EERDER: HerberekeningVoortgang = {
  actief: false,
  run: {
    id: 1,
    aanleiding: 'regelwijziging',
    aanleidingNaam: HERBEREKENING_AANLEIDING_NAMEN.regelwijziging,
    reden: null,
    engineVersie: ENGINE,
    gestartOp: '20-11-2026 06:00',
    klaarOp: '20-11-2026 06:01',
    gestartDoor: null,
    totaal: 1_238,
    klaar: 1_235,
    mislukt: 2,
    overgeslagen: 1,
    open: 0,
    gestopt: null,
  },
  fouten: [
    { relatieId: 9001, kringloopwijzerId: 9101, bedrijfsnaam: 'Melkveebedrijf Oosterhof', jaar: 2017, fout: 'De kringloopwijzer kon niet worden berekend: voor 2017 zijn geen rekenregels beschikbaar.' },
    { relatieId: 9002, kringloopwijzerId: 9102, bedrijfsnaam: 'VOF Kamphuis', jaar: 2024, fout: 'De opgeslagen invoer van dit jaar kon niet worden gelezen.' },
  ],
  huidigeEngineVersie: ENGINE,
  verouderd: 0,
};

let gestart: { op: number; door: string; reden: string; gestopt?: { op: number; reden: string } } | null = null;

function stand(): HerberekeningVoortgang {
  if (!gestart) return EERDER;
  const totaal = 1_240;
  const stop = gestart.gestopt;
  const gedaan = Math.min(totaal, Math.floor((((stop?.op ?? Date.now()) - gestart.op) / DUUR_MS) * totaal));
  const klaar = gedaan >= totaal || stop !== undefined;
  return {
    actief: !klaar,
    run: {
      id: 2,
      aanleiding: 'handmatig',
      aanleidingNaam: HERBEREKENING_AANLEIDING_NAMEN.handmatig,
      reden: gestart.reden,
      engineVersie: ENGINE,
      gestartOp: tijd(new Date(gestart.op)),
      klaarOp: stop ? tijd(new Date(stop.op)) : klaar ? tijd(new Date(gestart.op + DUUR_MS)) : null,
      gestartDoor: gestart.door,
      totaal,
      klaar: gedaan,
      mislukt: 0,
      overgeslagen: 0,
      open: totaal - gedaan,
      gestopt: stop ? { door: gestart.door, op: tijd(new Date(stop.op)), reden: stop.reden } : null,
    },
    fouten: [],
    huidigeEngineVersie: ENGINE,
    verouderd: 0,
  };
}

/** Back to the finished run of the start (tests). */
export function herstelMockHerberekening() {
  gestart = null;
}

/** The answer for the recompute calls, or null when the call is not one of them. */
export function mockHerberekeningBeheer(methode: string, pad: string, body: unknown, ingelogd: boolean, instellingen: MockInstellingen): Antwoord | null {
  const voortgang = methode === 'GET' && pad === herberekeningRoutes.voortgang.path;
  const starten = methode === 'POST' && pad === herberekeningRoutes.starten.path;
  const stoppen = methode === 'POST' && pad === herberekeningRoutes.stoppen.path;
  if (!voortgang && !starten && !stoppen) return null;
  if (!ingelogd) return fout(401, 'Niet ingelogd of token verlopen.');
  if (instellingen.rol !== 'sb-medewerker') return fout(403, MELDING_HERBEREKENING_ALLEEN_STAF);
  if (voortgang) return { status: 200, data: stand() };
  const invoer = (stoppen ? herberekeningStopSchema : herberekeningStartSchema).safeParse(body ?? {});
  if (!invoer.success) {
    const details = invoer.error.issues.map((i) => ({ field: i.path.join('.') || 'reden', message: i.message }));
    return fout(400, details[0]?.message ?? 'De aanvraag is ongeldig.', { errorDetails: details });
  }
  if (stoppen) {
    if (!gestart || !stand().actief) return fout(409, MELDING_HERBEREKENING_NIET_BEZIG);
    gestart.gestopt = { op: Date.now(), reden: invoer.data.reden };
    return { status: 200, data: stand() };
  }
  if (stand().actief) return fout(409, MELDING_HERBEREKENING_BEZIG);
  gestart = { op: Date.now(), door: 'Medewerker Servicedesk', reden: invoer.data.reden };
  return { status: 200, data: stand() };
}
