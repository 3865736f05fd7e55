/** The port-3000 recompute answers (decision 028): staff only, shapes of the contract, a start runs to the end, 409 while busy, 400 without a reason, a stop. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { herberekeningRoutes as h, herberekeningVoortgangSchema } from '@kw/contract';
import { STANDAARD_INSTELLINGEN } from './instellingen';
import { mockHerberekeningBeheer } from './herberekening';

const staf = { ...STANDAARD_INSTELLINGEN, rol: 'sb-medewerker' as const };
afterEach(() => vi.useRealTimers());

describe('mock herberekening', () => {
  it('answers only its own calls, and only staff', () => {
    expect(mockHerberekeningBeheer('GET', '/api/Anders', null, true, staf)).toBeNull();
    expect(mockHerberekeningBeheer('GET', h.voortgang.path, null, false, staf)?.status).toBe(401);
    expect(mockHerberekeningBeheer('GET', h.voortgang.path, null, true, STANDAARD_INSTELLINGEN)?.status).toBe(403);
    expect(mockHerberekeningBeheer('POST', h.starten.path, { reden: 'nieuwe regels' }, true, STANDAARD_INSTELLINGEN)?.status).toBe(403);
  });

  it('a finished run first; a start with a reason runs to the end, a second start while busy is 409', () => {
    vi.useFakeTimers();
    const eerst = mockHerberekeningBeheer('GET', h.voortgang.path, null, true, staf)!;
    expect(herberekeningVoortgangSchema.parse(eerst.data)).toMatchObject({ actief: false, run: { mislukt: 2 } });
    expect(mockHerberekeningBeheer('POST', h.starten.path, { reden: '' }, true, staf)?.status).toBe(400);
    const start = mockHerberekeningBeheer('POST', h.starten.path, { reden: 'Nieuwe Handreiking BEX' }, true, staf)!;
    expect(herberekeningVoortgangSchema.parse(start.data)).toMatchObject({ actief: true, run: { aanleiding: 'handmatig', reden: 'Nieuwe Handreiking BEX', klaar: 0 } });
    expect(mockHerberekeningBeheer('POST', h.starten.path, { reden: 'nog eens' }, true, staf)?.status).toBe(409);
    vi.advanceTimersByTime(30_000);
    const half = herberekeningVoortgangSchema.parse(mockHerberekeningBeheer('GET', h.voortgang.path, null, true, staf)!.data);
    expect(half.actief).toBe(true);
    expect(half.run!.klaar).toBeGreaterThan(0);
    vi.advanceTimersByTime(31_000);
    const klaar = herberekeningVoortgangSchema.parse(mockHerberekeningBeheer('GET', h.voortgang.path, null, true, staf)!.data);
    expect(klaar).toMatchObject({ actief: false, run: { open: 0, klaar: 1_240 } });
  });

  it('a stop with a reason ends the busy run where it is; a second stop, or one with nothing busy, is 409; then a new run can start', () => {
    vi.useFakeTimers();
    // the mock's state lives on between tests: the run of the test above is over two minutes later
    vi.advanceTimersByTime(120_000);
    expect(mockHerberekeningBeheer('POST', h.stoppen.path, { reden: 'niets te stoppen' }, true, staf)?.status).toBe(409);
    expect(mockHerberekeningBeheer('POST', h.stoppen.path, { reden: 'verkeerde regels' }, true, STANDAARD_INSTELLINGEN)?.status).toBe(403);
    expect(mockHerberekeningBeheer('POST', h.starten.path, { reden: 'Nieuwe regels' }, true, staf)?.status).toBe(200);
    vi.advanceTimersByTime(3_000);
    expect(mockHerberekeningBeheer('POST', h.stoppen.path, { reden: '' }, true, staf)?.status).toBe(400);
    const stop = mockHerberekeningBeheer('POST', h.stoppen.path, { reden: 'Verkeerde regels geladen' }, true, staf)!;
    const gestopt = herberekeningVoortgangSchema.parse(stop.data);
    expect(gestopt).toMatchObject({ actief: false, run: { gestopt: { door: 'Medewerker Servicedesk', reden: 'Verkeerde regels geladen' } } });
    expect(gestopt.run!.open).toBeGreaterThan(0);
    vi.advanceTimersByTime(90_000);
    // it stays where it stopped
    expect(herberekeningVoortgangSchema.parse(mockHerberekeningBeheer('GET', h.voortgang.path, null, true, staf)!.data).run).toEqual(gestopt.run);
    expect(mockHerberekeningBeheer('POST', h.stoppen.path, { reden: 'nog eens' }, true, staf)?.status).toBe(409);
    expect(mockHerberekeningBeheer('POST', h.starten.path, { reden: 'Goede regels' }, true, staf)?.status).toBe(200);
  });
});
