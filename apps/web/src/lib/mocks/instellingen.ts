/** The debug screen's switches for the port-3000 mocks, kept in localStorage. */
export type MockRol = 'deelnemer' | 'volmacht' | 'geautoriseerd' | 'sb-medewerker' | 'demo';

export interface MockInstellingen {
  rol: MockRol;
  jaar: number;
  statusId: 1 | 2;
  /** false: a farm without automatic (factory) deliveries */
  automatisch: boolean;
  /** the status Indienen (2) or Heropenen (1) gave a record, by record id; it outranks the rule above */
  statussen?: Record<number, 1 | 2>;
}

export const MOCK_ROLLEN: Array<{ waarde: MockRol; label: string }> = [
  { waarde: 'deelnemer', label: 'Deelnemer' },
  { waarde: 'volmacht', label: 'Volmacht' },
  { waarde: 'geautoriseerd', label: 'Geautoriseerd' },
  { waarde: 'sb-medewerker', label: 'SB-medewerker' },
  { waarde: 'demo', label: 'Demo' },
];

export const MOCK_JAREN = [2018, 2019, 2020, 2021, 2022, 2023, 2024];
export const STANDAARD_INSTELLINGEN: MockInstellingen = { rol: 'deelnemer', jaar: 2024, statusId: 1, automatisch: true };

/** Record ids of the mocked farms: 5018..5024 (own farm) and 6018..6024 (a second farm for advisers). */
export const mockKlwId = (jaar: number, tweedeBedrijf = false) => (tweedeBedrijf ? 4000 : 3000) + jaar;
export const jaarVanMockKlwId = (id: number) => 2000 + (id % 1000);
export const isTweedeBedrijf = (id: number) => id >= 6000;

const SLEUTEL = 'klw.mock.instellingen';
const UITGELOGD = 'klw.mock.uitgelogd';

export function leesInstellingen(): MockInstellingen {
  try {
    const ruw = JSON.parse(localStorage.getItem(SLEUTEL) ?? 'null') as Partial<MockInstellingen> | null;
    return { ...STANDAARD_INSTELLINGEN, ...(ruw ?? {}) };
  } catch {
    return { ...STANDAARD_INSTELLINGEN };
  }
}

export function schrijfInstellingen(instellingen: MockInstellingen): void {
  localStorage.setItem(SLEUTEL, JSON.stringify(instellingen));
}

export const mockSessie = {
  ingelogd: () => localStorage.getItem(UITGELOGD) !== '1',
  zet: (ingelogd: boolean) => (ingelogd ? localStorage.removeItem(UITGELOGD) : localStorage.setItem(UITGELOGD, '1')),
};
