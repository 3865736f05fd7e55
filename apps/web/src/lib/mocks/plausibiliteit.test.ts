/**
 * The port-3000 mocks refuse and warn as the server does (decision 021): a quantity above its
 * hard maximum is a 400 with the field's Dutch message; an indicator out of range warns on
 * every screen and on the start page with links to the inputs; the worked example breaks its
 * usage norms and says so as warnings.
 */
import { describe, expect, it } from 'vitest';
import axios, { AxiosError } from 'axios';
import { routes, schermGegevensSchema, startGegevensSchema } from '@kw/contract';
import { maakMockAdapter } from './adapter';
import { STANDAARD_INSTELLINGEN, type MockInstellingen } from './instellingen';

function mock() {
  let inst: MockInstellingen = { ...STANDAARD_INSTELLINGEN };
  const http = axios.create({
    adapter: maakMockAdapter({ vertraging: 0, refreshVertraging: 0, instellingen: () => inst, bewaarInstellingen: (i) => void (inst = i), sessie: { ingelogd: () => true, zet: () => {} } }),
  });
  let token = '';
  const kop = () => ({ Authorization: `Bearer ${token}` });
  return {
    kies: async () => void (token = (await http.post(routes.refreshToken.path, {})).data.access_token),
    get: async (pad: string) => (await http.get(pad, { headers: kop() })).data,
    post: (pad: string, body: unknown) => http.post(pad, body, { headers: kop() }),
  };
}

describe('mocks: plausibility and usage norms', () => {
  it('140.000.139.999 kg concentrate: 400 with the field’s message; 19 million kg: the indicator warning with its links', async () => {
    const m = mock();
    await m.kies();
    const doc = schermGegevensSchema.parse(await m.get('/api/Krachtvoer/GetKrachtvoerGegevens'));
    const gegevens = structuredClone(doc.gegevens) as { krachtvoer: { producten: { aanvoerKg: number }[] } };
    gegevens.krachtvoer.producten[0].aanvoerKg = 140_000_139_999;
    const fout = await m.post('/api/Krachtvoer/SaveKrachtvoerGegevens', { versie: doc.versie, gegevens }).catch((e: AxiosError<{ errorDetails: { field: string; message: string }[] }>) => e.response!);
    expect(fout.status).toBe(400);
    expect(fout.data.errorDetails[0]).toMatchObject({ field: 'krachtvoer.producten.0.aanvoerKg', message: 'Krachtvoer, regel 1: Aanvoer moet tussen 0 en 20.000.000 kg liggen.' });

    gegevens.krachtvoer.producten[0].aanvoerKg = 19_000_000;
    const ok = schermGegevensSchema.parse((await m.post('/api/Krachtvoer/SaveKrachtvoerGegevens', { versie: doc.versie, gegevens })).data);
    const controle = ok.signaleringen.find((s) => s.code === 'INDICATOR_BUITEN_BEREIK' && s.indicator === 'stikstofbodemoverschotKgNPerHa')!;
    expect(controle.bijdragen![0]).toMatchObject({ scherm: 'krachtvoer', veldPad: 'krachtvoer.producten.0.aanvoerKg', schermTitel: 'Krachtvoer' });
    const energie = schermGegevensSchema.parse(await m.get('/api/Energie/GetEnergieGegevens'));
    expect(energie.signaleringen.map((s) => s.code)).toContain('INDICATOR_BUITEN_BEREIK');
    const start = startGegevensSchema.parse(await m.get(routes.startGegevens.path));
    expect(start.indicatorWaarschuwingen.map((w) => w.indicator)).toContain('stikstofbodemoverschotKgNPerHa');
  });

  it('the worked example breaks its usage norms: warnings, not information', async () => {
    const m = mock();
    await m.kies();
    const mest = schermGegevensSchema.parse(await m.get('/api/OrganischeMest/GetOrganischeMestGegevens'));
    const norm = mest.signaleringen.filter((s) => /BOVEN_NORM$/.test(s.code));
    expect(norm.map((s) => [s.code, s.ernst])).toEqual([
      ['DIERLIJKE_MEST_BOVEN_NORM', 'waarschuwing'],
      ['FOSFAAT_BOVEN_NORM', 'waarschuwing'],
    ]);
    expect(norm[0].bericht).toMatch(/ligt [\d.]+ kg N \([\d,]+ kg N\/ha over [\d,]+ ha\) boven de gebruiksnorm dierlijke mest/);
  });
});
