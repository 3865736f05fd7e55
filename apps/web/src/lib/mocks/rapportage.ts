/**
 * The report calls in the port-3000 mock mode (spec §7): the signals and the pre-flight list
 * from the mocked screens; reports, Indienen and Heropenen are the server's and say so in Dutch.
 */
import { plekVanVeld, register, isAfgesloten, vulKlwId, type IndienControle, type SchermSignalering, type SignaleringRegel, type Signaleringen } from '@kw/contract';

const titel = (scherm: string) => (scherm === 'melklevering' ? 'Melklevering' : (register.find((r) => r.sleutel === scherm)?.titel ?? scherm));
const route = (scherm: string, klwId: number, veldPad: string) => {
  const r = scherm === 'melklevering' ? '/melklevering/Index/:klwId' : plekVanVeld(scherm, veldPad)?.route;
  return r ? vulKlwId(r, klwId) : null;
};

export const MOCK_ALLEEN_SERVER = 'In de proefomgeving (poort 3000) maakt de server geen rapporten en wordt niet ingediend. Gebruik de echte app.';

export function mockSignaleringen(klwId: number, jaar: number, lijst: SchermSignalering[]): Signaleringen {
  const regels: SignaleringRegel[] = lijst.map((s) => ({
    code: s.code,
    ernst: s.ernst,
    bericht: s.bericht,
    scherm: s.scherm,
    schermTitel: s.scherm === 'melklevering' ? titel(s.scherm) : (plekVanVeld(s.scherm, s.veldPad)?.titel ?? titel(s.scherm)),
    route: route(s.scherm, klwId, s.veldPad),
    veldPad: s.veldPad,
    veldLabel: null,
    waarde: s.waarde ?? null,
    eenheid: null,
    verwachtMin: null,
    verwachtMax: null,
  }));
  return { kringloopwijzerId: klwId, jaar, signaleringen: regels };
}

export function mockIndienControle(klwId: number, statusId: number, status: (scherm: string) => string, lijst: SchermSignalering[]): IndienControle {
  if (isAfgesloten(statusId)) return { kringloopwijzerId: klwId, kanIndienen: false, reden: 'Deze kringloopwijzer is al ingediend en afgesloten.', blokkades: [] };
  const blokkades: IndienControle['blokkades'] = [
    ...register.filter((r) => status(r.sleutel) === 'niet-klaar').map((r) => ({ soort: 'scherm' as const, scherm: r.titel, melding: `${r.titel} is nog niet ingevuld en opgeslagen.` })),
    ...lijst.filter((s) => s.ernst === 'fout').map((s) => ({ soort: 'signaal' as const, scherm: titel(s.scherm), melding: s.bericht })),
  ];
  return { kringloopwijzerId: klwId, kanIndienen: blokkades.length === 0, reden: null, blokkades };
}
