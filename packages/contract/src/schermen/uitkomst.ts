/**
 * The outcome of a record's input (decision 010, "the engine on every save"), as pure functions
 * shared by the server (`modules/uitkomst/`) and the port-3000 mocks (decision 026): a record's
 * screen rows and milk data → the farm-year input → validation, calculation, status per screen
 * and the signals per screen and field. No I/O: the callers read and store around it.
 */
import { bereken, valideerInvoer, type Dashboard, type Resultaat, type Validatie } from '@kw/engine';
import { melkVeld } from '../afleiding.schema';
import { melkleveringNaarInvoer, type MelkBron } from '../melklevering.naar-invoer';
import { valideerMelkLevering } from '../melklevering.rules';
import { STATUS_SCHERMEN } from '../routes/route-catalogus';
import { signaleringExtra } from './indicator-controle';
import { register, schermVan, schermVanPad } from './register';
import type { SchermSignalering, SchermSleutel, SchermStatus } from './register.types';

export interface SchermRij {
  scherm: string;
  gegevens: Record<string, unknown>;
  versie: number;
  /** the stored document as JSON text: the server's key of its parsed sections (uitkomst.secties) */
  tekst?: string;
  /** the sections already parsed by the register's check (the row just saved) */
  geparst?: Record<string, unknown>;
}

export interface InvoerBron {
  jaar: number;
  rijen: SchermRij[];
  melk: MelkBron;
  /** the Melklevering screen was saved (its manual row exists) */
  melkOpgeslagen: boolean;
}

export interface Uitkomst {
  engineVersie: string;
  schermstatus: Record<SchermSleutel, SchermStatus>;
  signaleringen: SchermSignalering[];
  resultaat: Resultaat | null;
  dashboard: Dashboard | null;
}

/** The record's engine input: every screen's sections, the year of the record, the milk. */
export function stelInvoerSamen(bron: InvoerBron): Record<string, unknown> {
  const invoer: Record<string, unknown> = {};
  for (const rij of bron.rijen) {
    const scherm = schermVan(rij.scherm);
    if (!scherm) continue;
    for (const sectie of scherm.secties) if (rij.gegevens[sectie] !== undefined) invoer[sectie] = rij.gegevens[sectie];
  }
  const bg = invoer.bedrijfsgegevens;
  invoer.bedrijfsgegevens = { ...(bg && typeof bg === 'object' ? bg : {}), jaar: bron.jaar };
  const melk = melkleveringNaarInvoer(bron.melk);
  if (melk) invoer.melklevering = melk;
  return invoer;
}

const naarScherm = (pad: string) => {
  const scherm = schermVanPad(pad) ?? 'bedrijfsgegevens';
  return { scherm, veldPad: scherm === 'melklevering' ? (melkVeld[pad] ?? pad.replace(/^melklevering\.?/, '')) : pad };
};

/** The whole input through the engine's schema: the default check (the server passes its faster one, decision 013). */
export const valideerVolledig = (bron: InvoerBron): Validatie => valideerInvoer(stelInvoerSamen(bron));

/**
 * Status, signals and result of a record's input. The stored screen documents are not checked
 * again here: each was validated by the register when it was saved (re-checking all of them cost
 * ~2 ms per save; the bench showed it). `valideer`: how the assembled input is validated; any
 * replacement must give the engine's own messages.
 */
export function berekenUitkomst(bron: InvoerBron, engineVersie: string, valideer: (bron: InvoerBron) => Validatie = valideerVolledig): Uitkomst {
  const gevuld = new Set<string>(bron.rijen.map((r) => r.scherm));
  if (bron.melkOpgeslagen) gevuld.add('melklevering');
  const signaleringen: SchermSignalering[] = [];

  // The saved milk data against the Melklevering screen's own rules of its year (spec §5, §9).
  if (bron.melkOpgeslagen && bron.melk.invoer) {
    const m = bron.melk.invoer;
    const handmatig = m.gebruikHandmatigeMelkRegistratie || bron.melk.automatisch.kg === null;
    const fouten = valideerMelkLevering({ ...m, gebruikHandmatigeMelkRegistratie: handmatig, totaalHandmatig: handmatig ? m.totaalHandmatig : bron.melk.automatisch }, bron.jaar);
    for (const f of fouten) signaleringen.push({ code: 'ONGELDIGE_INVOER', ernst: 'fout', bericht: f.message, scherm: 'melklevering', veldPad: f.veld });
  }

  const validatie = valideer(bron);
  let resultaat: Resultaat | null = null;
  if (!validatie.ok) {
    for (const f of validatie.fouten) {
      const plek = naarScherm(f.pad);
      // a section of a screen nobody filled yet is "not done", not a warning
      if (gevuld.has(plek.scherm)) signaleringen.push({ code: 'ONGELDIGE_INVOER', ernst: 'fout', bericht: f.melding, ...plek });
    }
  } else {
    try {
      resultaat = bereken(validatie.data);
      for (const s of resultaat.signaleringen) {
        // the value that triggered it (the Signalering screen), an out-of-range indicator's links to its inputs
        signaleringen.push({ code: s.code, ernst: s.ernst, bericht: s.melding, ...naarScherm(s.pad), ...signaleringExtra(s) });
      }
    } catch (e) {
      // e.g. a year without parameters: a Dutch signal instead of a 5xx
      signaleringen.push({
        code: 'NIET_BEREKEND',
        ernst: 'fout',
        bericht: `De kringloopwijzer kon niet worden berekend: ${(e as Error).message}`,
        scherm: 'bedrijfsgegevens',
        veldPad: 'bedrijfsgegevens',
      });
    }
  }

  const schermstatus: Record<SchermSleutel, SchermStatus> = {};
  // every input screen with a state: the register's and Melklevering (the route catalogue's `scherm` keys)
  for (const scherm of STATUS_SCHERMEN) {
    const waarschuwing = signaleringen.some((s) => s.scherm === scherm && s.ernst !== 'info');
    schermstatus[scherm] = !gevuld.has(scherm) ? 'niet-klaar' : waarschuwing ? 'waarschuwing' : 'klaar';
  }
  // A screen that only shows land from the plots (Grasland, Snijmaïs) has nothing of its own: it is as done as Percelen.
  for (const s of register) if (s.secties.length === 0 && s.landUitPercelen) schermstatus[s.sleutel] = schermstatus.percelen;
  return {
    engineVersie: resultaat ? `${engineVersie}; ${resultaat.versie}` : engineVersie,
    schermstatus,
    signaleringen,
    resultaat,
    dashboard: resultaat?.dashboard ?? null,
  };
}

/** The input version of a record: the sum of its versions, so every save raises it. */
export const invoerVersie = (rijen: SchermRij[], melkVersie: number, leveringenVersie: number) =>
  rijen.reduce((s, r) => s + r.versie, 0) + melkVersie + leveringenVersie;
