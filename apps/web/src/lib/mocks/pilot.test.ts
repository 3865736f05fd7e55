/**
 * The port-3000 mocks of the pilot calls answer as the server does: every bad line of the farms'
 * list with its number in one 400 (nothing stored), a stale version 409, the comparison exactly
 * the engine's under both rule years, leaving once (then 409), staff-only calls 403 for a farmer.
 */
import { describe, expect, it } from 'vitest';
import axios, { AxiosError } from 'axios';
import { bereken, valideerInvoer, type BedrijfsjaarInvoer } from '@kw/engine';
import { bedrijfsPilotsAntwoordSchema, pilotRoutes as p, pilotsAntwoordSchema, routes, vergelijkingAntwoordSchema } from '@kw/contract';
import { maakMockAdapter } from './adapter';
import { STANDAARD_INSTELLINGEN, type MockInstellingen } from './instellingen';

function mock() {
  let inst: MockInstellingen = { ...STANDAARD_INSTELLINGEN };
  const http = axios.create({
    adapter: maakMockAdapter({ vertraging: 0, refreshVertraging: 0, instellingen: () => inst, bewaarInstellingen: (i) => void (inst = i), sessie: { ingelogd: () => true, zet: () => {} } }),
  });
  let token = '';
  const kop = () => ({ Authorization: `Bearer ${token}` });
  const antwoord = async (methode: 'get' | 'post', pad: string, body?: unknown, params?: Record<string, unknown>) => {
    try {
      const r = await http.request({ method: methode, url: pad, data: body, headers: kop(), params });
      return { status: r.status, data: r.data };
    } catch (e) {
      const r = (e as AxiosError).response!;
      return { status: r.status, data: r.data as { message: string; errorDetails?: Array<{ message: string }> } };
    }
  };
  return {
    zetRol: (rol: MockInstellingen['rol']) => void (inst = { ...inst, rol }),
    kies: async () => {
      token = (await http.post(routes.refreshToken.path, {})).data.access_token;
    },
    antwoord,
  };
}

const basis = { naam: 'Proef', doel: 'Proef met regels', van: '2026-01-01', tot: '2026-12-31', regelJaar: 2025 };

describe('mocks: pilots', () => {
  it('medewerker: foute regels met nummer in één 400, opslaan, oude versie 409; een boer 403', async () => {
    const m = mock();
    m.zetRol('sb-medewerker');
    await m.kies();
    const voor = pilotsAntwoordSchema.parse((await m.antwoord('get', p.pilots.path)).data);
    const fout = await m.antwoord('post', p.pilotOpslaan.path, { ...basis, bedrijven: 'kvk\n12345678\n1234\n99999999\n12345678' });
    expect(fout.status).toBe(400);
    expect(fout.data.message).toBe('De lijst met bedrijven bevat fouten op regel 3, 4, 5. Er is niets opgeslagen.');
    expect(fout.data.errorDetails).toHaveLength(3);
    expect(pilotsAntwoordSchema.parse((await m.antwoord('get', p.pilots.path)).data)).toEqual(voor);
    const ok = await m.antwoord('post', p.pilotOpslaan.path, { ...basis, bedrijven: '12345678\n23456789' });
    expect(ok.status).toBe(200);
    const pilot = ok.data.pilot as { id: number; versie: number };
    expect((await m.antwoord('post', p.pilotOpslaan.path, { ...basis, id: pilot.id, versie: pilot.versie + 1, bedrijven: '12345678' })).status).toBe(409);
    m.zetRol('deelnemer');
    expect((await m.antwoord('get', p.pilots.path)).status).toBe(403);
  });

  it('boer: vergelijking gelijk aan de rekenkern, verlaten één keer', async () => {
    const m = mock();
    await m.kies();
    const pilots = bedrijfsPilotsAntwoordSchema.parse((await m.antwoord('get', p.vanBedrijf.path)).data).pilots;
    const demo = pilots.find((x) => x.naam === 'Conceptregels 2026')!;
    expect(demo.actief).toBe(true);
    const v = vergelijkingAntwoordSchema.parse((await m.antwoord('get', p.vergelijking.path, undefined, { pilotId: demo.id })).data);
    const invoer = valideerInvoer((await m.antwoord('get', routes.downloadInvoer.path)).data);
    if (!invoer.ok) throw new Error('ongeldige mock-invoer');
    const eigen = bereken(invoer.data as BedrijfsjaarInvoer);
    const onder = bereken(invoer.data as BedrijfsjaarInvoer, { regelJaar: 2026 });
    for (const r of v.regels) {
      const k = r.sleutel as keyof typeof eigen.dashboard;
      expect([r.eigen, r.pilot, r.verschil]).toEqual([eigen.dashboard[k], onder.dashboard[k], onder.dashboard[k] - eigen.dashboard[k]]);
    }
    expect((await m.antwoord('post', p.verlaten.path, { pilotId: demo.id })).status).toBe(200);
    const nogEens = await m.antwoord('post', p.verlaten.path, { pilotId: demo.id });
    expect(nogEens.status).toBe(409);
    expect(nogEens.data.message).toBe('Dit bedrijf heeft deze pilot al verlaten.');
    expect((await m.antwoord('get', p.vergelijking.path, undefined, { pilotId: demo.id })).status).toBe(404);
  });
});
