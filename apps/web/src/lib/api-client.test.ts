import { describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { kiesKlwIdVoorVernieuwing, leesCookie, metTokenVernieuwing, tokenOntbreekt, zetBearer } from './api-client';

const fout = (status: number) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    data: {},
    headers: {},
    config: { headers: new AxiosHeaders() } as InternalAxiosRequestConfig,
  });

describe('tokenOntbreekt (spec §7)', () => {
  it.each([undefined, null, '', '   ', 'Bearer', 'Bearer fout', ' Bearer fout '])('vervangt %j', (waarde) => {
    expect(tokenOntbreekt(waarde)).toBe(true);
  });
  it('laat een echt token staan', () => {
    expect(tokenOntbreekt('Bearer abc.def.ghi')).toBe(false);
  });
});

describe('leesCookie', () => {
  it("geeft 'fout' als de cookie ontbreekt of leeg is", () => {
    expect(leesCookie('access_token', '')).toBe('fout');
    expect(leesCookie('access_token', 'XSRF-TOKEN=abc; access_token=')).toBe('fout');
    expect(leesCookie('access_token', 'access_token=  ')).toBe('fout');
  });
  it('leest de waarde (ook met = erin)', () => {
    expect(leesCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x%3Dy=z')).toBe('x=y=z');
  });
  it("een leeg cookie geeft 'Bearer fout', dat de interceptor vervangt", () => {
    const config = { headers: new AxiosHeaders({ Authorization: `Bearer ${leesCookie('access_token', '')}` }) } as InternalAxiosRequestConfig;
    zetBearer(config, () => 'opgeslagen-token');
    expect(config.headers.get('Authorization')).toBe('Bearer opgeslagen-token');
  });
});

describe('zetBearer', () => {
  const met = (waarde?: string) => ({ headers: new AxiosHeaders(waarde === undefined ? {} : { Authorization: waarde }) }) as InternalAxiosRequestConfig;
  it('zet het opgeslagen token bij ontbrekend, leeg of placeholder', () => {
    for (const w of [undefined, '', 'Bearer', 'Bearer fout']) {
      expect(zetBearer(met(w), () => 't1').headers.get('Authorization')).toBe('Bearer t1');
    }
  });
  it('laat een bestaand token staan', () => {
    expect(zetBearer(met('Bearer echt'), () => 't1').headers.get('Authorization')).toBe('Bearer echt');
  });
  it('haalt de placeholder weg als er geen token is opgeslagen', () => {
    expect(zetBearer(met('Bearer fout'), () => null).headers.has('Authorization')).toBe(false);
  });
});

describe('kiesKlwIdVoorVernieuwing (RefreshToken-id)', () => {
  it('neemt het verborgen veld als dat numeriek is', () => {
    expect(kiesKlwIdVoorVernieuwing('123', '/melklevering/Index/456')).toBe(123);
  });
  it('anders het laatste URL-segment als dat numeriek is', () => {
    expect(kiesKlwIdVoorVernieuwing('', '/melklevering/Index/456')).toBe(456);
    expect(kiesKlwIdVoorVernieuwing('abc', '/melklevering/Index/456/')).toBe(456);
    expect(kiesKlwIdVoorVernieuwing(null, '/ZuivelNL.Klw.Web/voer/krachtvoer/Index/77')).toBe(77);
  });
  it('anders geen id', () => {
    expect(kiesKlwIdVoorVernieuwing(undefined, '/Home/new')).toBeUndefined();
    expect(kiesKlwIdVoorVernieuwing('12a', '/Profiel/Index')).toBeUndefined();
    expect(kiesKlwIdVoorVernieuwing('0', '/x/0')).toBeUndefined();
  });
});

describe('metTokenVernieuwing: 401 → RefreshToken → één keer opnieuw', () => {
  it('vernieuwt en probeert één keer opnieuw', async () => {
    const doe = vi.fn().mockRejectedValueOnce(fout(401)).mockResolvedValueOnce('gelukt');
    const vernieuw = vi.fn().mockResolvedValue('nieuw-token');
    await expect(metTokenVernieuwing(doe, vernieuw)).resolves.toBe('gelukt');
    expect(vernieuw).toHaveBeenCalledTimes(1);
    expect(doe).toHaveBeenCalledTimes(2);
  });
  it('niet twee keer: een tweede 401 wordt doorgegeven', async () => {
    const doe = vi.fn().mockRejectedValue(fout(401));
    const vernieuw = vi.fn().mockResolvedValue('t');
    await expect(metTokenVernieuwing(doe, vernieuw)).rejects.toMatchObject({ response: { status: 401 } });
    expect(vernieuw).toHaveBeenCalledTimes(1);
    expect(doe).toHaveBeenCalledTimes(2);
  });
  it('andere statussen gaan direct door, zonder vernieuwing', async () => {
    for (const status of [400, 403, 404, 409, 500]) {
      const doe = vi.fn().mockRejectedValue(fout(status));
      const vernieuw = vi.fn();
      await expect(metTokenVernieuwing(doe, vernieuw)).rejects.toMatchObject({ response: { status } });
      expect(vernieuw).not.toHaveBeenCalled();
      expect(doe).toHaveBeenCalledTimes(1);
    }
  });
  it('als de vernieuwing zelf faalt, komt die fout door', async () => {
    const doe = vi.fn().mockRejectedValue(fout(401));
    const vernieuw = vi.fn().mockRejectedValue(fout(401));
    await expect(metTokenVernieuwing(doe, vernieuw)).rejects.toBeInstanceOf(AxiosError);
    expect(doe).toHaveBeenCalledTimes(1);
  });
});
