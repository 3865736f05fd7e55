/**
 * The engine on every save (decision 010), as pure functions: a record's screen rows and milk
 * data → the farm-year input → validation, calculation, status per screen and the signals per
 * screen and field. No I/O: the service reads and stores around it.
 */
import {
  melkleveringNaarInvoer,
  register,
  schermVan,
  schermVanPad,
  valideerMelkLevering,
  type MelkBron,
  type SchermSignalering,
  type SchermSleutel,
  type SchermStatus,
} from '@kw/contract';
import { bereken, valideerInvoer, type Dashboard, type Resultaat } from '@kw/engine';

export interface SchermRij {
  scherm: string;
  gegevens: Record<string, unknown>;
  versie: number;
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

/** Engine signal paths of the milk section → the Melklevering screen's field names. */
const melkVeld: Record<string, string> = {
  'melklevering.geleverd.kg': 'totaalHandmatig.kg',
  'melklevering.geleverd.vetProcent': 'totaalHandmatig.vet',
  'melklevering.geleverd.eiwitProcent': 'totaalHandmatig.eiwit',
  'melklevering.geleverd.ureumMgPer100ml': 'totaalHandmatig.ureum',
  'melklevering.geleverd.fosforMgPer100g': 'totaalHandmatig.fosfor',
  'melklevering.gevoerdAanKalverenKg': 'melkGevoerdAanKalveren',
  'melklevering.overigeProductieKg': 'totaalOverigeProductie.kg',
};

const naarScherm = (pad: string) => {
  const scherm = schermVanPad(pad) ?? 'bedrijfsgegevens';
  return { scherm, veldPad: scherm === 'melklevering' ? (melkVeld[pad] ?? pad.replace(/^melklevering\.?/, '')) : pad };
};

/**
 * The stored screen documents are not checked again here: each was validated by the register
 * when it was saved (re-checking all of them cost ~2 ms per save; the bench showed it).
 */
export function berekenUitkomst(bron: InvoerBron, engineVersie: string): Uitkomst {
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

  const invoer = stelInvoerSamen(bron);
  const validatie = valideerInvoer(invoer);
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
      for (const s of resultaat.signaleringen) signaleringen.push({ code: s.code, ernst: s.ernst, bericht: s.melding, ...naarScherm(s.pad) });
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
  for (const scherm of [...register.map((s) => s.sleutel), 'melklevering']) {
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
