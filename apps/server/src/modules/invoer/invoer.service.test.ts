/** The invoer service with a faked repository: the order of the answers, all or nothing, the engine after a save. */
import { describe, expect, it } from 'vitest';
import { HttpFout } from '../../fouten';
import type { BeleidsActor, TokenContext } from '../../plugins/auth';
import type { SchermGegevens } from '@kw/contract';
import type { ActueleUitkomst } from '../uitkomst/uitkomst.service';
import { haalFormulierDefinitie, haalSchermGegevens, slaSchermOp, type InvoerOpslag, type InvoerRecord } from './invoer.service';

const deelnemer: BeleidsActor = { id: 7, isDeelnemer: true, isSBMedewerker: false, relatieId: 1, machtigingen: [] };
// staff read a farm only while their access with a reason runs (decision 019)
const medewerker: BeleidsActor = { id: 8, isDeelnemer: false, isSBMedewerker: true, relatieId: null, machtigingen: [{ id: 1, relatieId: 1, soort: 'servicedesk', magBewerken: false }] };
const open: InvoerRecord = { id: 10, relatieId: 1, jaar: 2024, statusId: 1 };
const dicht: InvoerRecord = { id: 11, relatieId: 1, jaar: 2022, statusId: 2 };
const vreemd: InvoerRecord = { id: 12, relatieId: 2, jaar: 2024, statusId: 1 };
const records = [open, dicht, vreemd];
const token = (klwId: number | null, gebruikerId = 7): TokenContext => ({ gebruikerId, sessieRef: 's', klwId });

const product = { naam: 'Brok', aanvoerKg: 1000, dsGPerKg: 880, vemPerKgDs: 1000, reGPerKgDs: 180, pGPerKgDs: 5 };

/** An in-memory repository that records what was written. */
function nep(actor: BeleidsActor | null = deelnemer) {
  const rijen = new Map<string, { gegevens: Record<string, unknown>; versie: number }>();
  const geschreven: string[] = [];
  let berekend = 0;
  const uitkomst: ActueleUitkomst = { schermstatus: { krachtvoer: 'klaar' }, signaleringen: [], dashboard: null, vorigDashboard: null };
  const opslag: InvoerOpslag = {
    leesSessieEnRecord: async (_sid, klwId) => (actor ? { actor, record: records.find((r) => r.id === klwId) ?? null } : undefined),
    leesScherm: async (_sid, _gebruikerId, klwId, scherm) => {
      if (!actor) return undefined;
      const record = records.find((r) => r.id === klwId) ?? null;
      const rij = record ? rijen.get(`${record.id}/${scherm}`) : undefined;
      return { actor, record, rij: rij && { versie: rij.versie, gegevensTekst: JSON.stringify(rij.gegevens) } };
    },
    slaOpEnBereken: async (r, scherm, versie, gegevens) => {
      const huidig = rijen.get(`${r.id}/${scherm}`)?.versie ?? 0;
      if (huidig !== versie) return undefined;
      rijen.set(`${r.id}/${scherm}`, { gegevens, versie: versie + 1 });
      geschreven.push(`${r.id}/${scherm}`);
      berekend += 1;
      return { versie: versie + 1, uitkomst };
    },
    actueleUitkomst: async () => uitkomst,
  };
  return { opslag, rijen, geschreven, berekend: () => berekend };
}

async function status(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (e) {
    if (e instanceof HttpFout) return e.statusCode;
    throw e;
  }
}

describe('invoer service', () => {
  it('401 → 404 → 403 in that order, before the body is looked at', async () => {
    expect(await status(slaSchermOp(nep(null).opslag, token(10), 'krachtvoer', 'onzin'))).toBe(401);
    expect(await status(slaSchermOp(nep().opslag, token(10, 99), 'krachtvoer', 'onzin'))).toBe(401);
    expect(await status(slaSchermOp(nep().opslag, token(null), 'krachtvoer', 'onzin'))).toBe(404);
    expect(await status(slaSchermOp(nep().opslag, token(999), 'krachtvoer', 'onzin'))).toBe(404);
    expect(await status(slaSchermOp(nep().opslag, token(12), 'krachtvoer', 'onzin'))).toBe(403);
    expect(await status(slaSchermOp(nep().opslag, token(11), 'krachtvoer', 'onzin'))).toBe(403);
    expect(await status(slaSchermOp(nep(medewerker).opslag, token(10, 8), 'krachtvoer', { versie: 0, gegevens: {} }))).toBe(403);
    expect(await status(slaSchermOp(nep().opslag, token(10), 'krachtvoer', 'onzin'))).toBe(400);
  });

  it('staff read with isAuthorized false; an empty screen answers version 0 and not done', async () => {
    const a = JSON.parse(await haalSchermGegevens(nep(medewerker).opslag, token(10, 8), 'energie')) as SchermGegevens;
    expect(a).toMatchObject({ versie: 0, gegevens: {}, status: 'niet-klaar', isAuthorized: false, kringloopwijzerJaar: 2024 });
    expect(a.indicatoren.map((i) => i.sleutel)).toHaveLength(6);
  });

  it('saves all or nothing and runs the engine only after a write', async () => {
    const n = nep();
    const fout = await slaSchermOp(n.opslag, token(10), 'krachtvoer', { versie: 0, gegevens: { krachtvoer: { producten: [product, { ...product, vemPerKgDs: 9999 }] } } }).catch((e: HttpFout) => e);
    expect(fout).toBeInstanceOf(HttpFout);
    expect((fout as HttpFout).errorDetails).toEqual([
      { field: 'krachtvoer.producten.1.vemPerKgDs', message: 'Krachtvoer, regel 2: VEM per kg DS moet tussen 0 en 2.500 VEM/kg DS liggen.' },
    ]);
    expect(n.geschreven).toEqual([]);
    expect(n.berekend()).toBe(0);

    const { antwoord } = await slaSchermOp(n.opslag, token(10), 'krachtvoer', { versie: 0, gegevens: { krachtvoer: { producten: [product] } } });
    expect(antwoord).toMatchObject({ versie: 1, status: 'klaar', scherm: 'krachtvoer' });
    expect(n.berekend()).toBe(1);
    expect(await status(slaSchermOp(n.opslag, token(10), 'krachtvoer', { versie: 0, gegevens: { krachtvoer: { producten: [] } } }))).toBe(409);
    expect(n.rijen.get('10/krachtvoer')!.gegevens).toEqual({ krachtvoer: { producten: [product] } });
    expect(n.berekend()).toBe(1);
  });

  it('fills the year of the record itself and refuses a body of another record', async () => {
    const n = nep();
    const bg = { naam: 'X', regio: 'noord-west' };
    await slaSchermOp(n.opslag, token(10), 'bedrijfsgegevens', { versie: 0, gegevens: { bedrijfsgegevens: { ...bg, jaar: 1999 } } });
    expect(n.rijen.get('10/bedrijfsgegevens')!.gegevens).toEqual({ bedrijfsgegevens: { ...bg, jaar: 2024 } });
    expect(await status(slaSchermOp(n.opslag, token(10), 'energie', { versie: 0, gegevens: {}, kringloopwijzerId: 11 }))).toBe(400);
  });

  it('form definition: for the record year; unknown screen 404', async () => {
    expect((await haalFormulierDefinitie(nep().opslag, token(11), 'energie')).jaar).toBe(2022);
    expect(await status(haalFormulierDefinitie(nep().opslag, token(10), 'geen'))).toBe(404);
    expect(await status(haalFormulierDefinitie(nep().opslag, token(10), ['energie']))).toBe(404);
  });
});
