import { describe, expect, it } from 'vitest';
import { isAlleenLezen, leegTotaal, melkLeveringRegels, type CallContext, type MelkLeveringGegevens } from '@kw/contract';
import { mockLeveringen, mockMelkLevering } from '../../lib/mocks/data';
import { STANDAARD_INSTELLINGEN, mockKlwId } from '../../lib/mocks/instellingen';
import { tabelKolommen } from './automatische-tabel';
import {
  aantalKoeien,
  formulierWaarden,
  heeftAutomatischeLeveringen,
  naSwitch,
  perKoe,
  samenvoegen,
  switchUitgeschakeld,
  tabelTitel,
  toonZelfZuivelKwaliteit,
  veldStatus,
  zichtbaarheid,
} from './logic';

const data = (jaar = 2024, automatisch = true): MelkLeveringGegevens => mockMelkLevering(mockKlwId(jaar), { ...STANDAARD_INSTELLINGEN, jaar, automatisch });

const context = (deel: Partial<CallContext>): CallContext => ({
  gebruikerId: 1,
  deelnemerId: 1,
  proxyId: null,
  proxyKvk: null,
  kringloopwijzerId: 1,
  naam: 'x',
  kringloopwijzerJaar: 2024,
  kringloopwijzerStatusId: 1,
  gebruikerKvKNummer: null,
  gebruikerIsDeelnemer: false,
  gebruikerIsSBMedewerker: false,
  gebruikerIsAuthorized: false,
  volmacht: false,
  gebruikerIsDemoGebruiker: false,
  ...deel,
});

describe('alleen lezen zoals het scherm het gebruikt (spec §4)', () => {
  it('zolang de context niet geladen is', () => {
    expect(isAlleenLezen(undefined)).toBe(true);
  });
  it('status boven 1: voor iedereen', () => {
    expect(isAlleenLezen(context({ kringloopwijzerStatusId: 2, gebruikerIsDeelnemer: true }))).toBe(true);
  });
  it('status 1: wijzigbaar voor deelnemer, volmacht of geautoriseerd', () => {
    expect(isAlleenLezen(context({ gebruikerIsDeelnemer: true }))).toBe(false);
    expect(isAlleenLezen(context({ volmacht: true }))).toBe(false);
    expect(isAlleenLezen(context({ gebruikerIsAuthorized: true }))).toBe(false);
    expect(isAlleenLezen(context({ gebruikerIsSBMedewerker: true }))).toBe(true);
    expect(isAlleenLezen(context({ gebruikerIsDemoGebruiker: true }))).toBe(true);
  });
});

describe('jaardrempels: welke velden een jaar toont', () => {
  const velden = (jaar: number) => melkLeveringRegels(jaar).map((r) => r.veld);
  it.each([
    [2018, { fosfor: false, overigeProductie: false, gevoerdKalveren: false }],
    [2019, { fosfor: true, overigeProductie: false, gevoerdKalveren: false }],
    [2020, { fosfor: true, overigeProductie: true, gevoerdKalveren: false }],
    [2021, { fosfor: true, overigeProductie: true, gevoerdKalveren: false }],
    [2022, { fosfor: true, overigeProductie: true, gevoerdKalveren: true }],
    [2024, { fosfor: true, overigeProductie: true, gevoerdKalveren: true }],
  ])('%i', (jaar, verwacht) => {
    const z = zichtbaarheid(jaar);
    expect({ fosfor: z.fosfor, overigeProductie: z.overigeProductie, gevoerdKalveren: z.gevoerdKalveren }).toEqual(verwacht);
    expect(velden(jaar).includes('totaalHandmatig.fosfor')).toBe(verwacht.fosfor);
    expect(velden(jaar).includes('totaalZelfZuivel.fosfor')).toBe(verwacht.fosfor);
    expect(velden(jaar).includes('totaalOverigeProductie.kg')).toBe(verwacht.overigeProductie);
    expect(velden(jaar).includes('melkGevoerdAanKalveren')).toBe(verwacht.gevoerdKalveren);
  });
  it('fosforkolom in de automatische tabel vanaf 2019', () => {
    expect(tabelKolommen(2018).map((k) => k.titel)).not.toContain('Fosfor [mg / 100 g]');
    expect(tabelKolommen(2019).map((k) => k.titel)).toContain('Fosfor [mg / 100 g]');
    expect(tabelKolommen(2024).map((k) => k.titel)).toEqual([
      'Leverdatum',
      'Aflevertijd',
      'UBN',
      'Aantal leveringen',
      'Melk [kg]',
      'Vet [%]',
      'Eiwit [%]',
      'Ureum [mg / 100 ml]',
      'Fosfor [mg / 100 g]',
    ]);
  });
});

describe('tabeltitel', () => {
  it('met datum DD-MM-YYYY', () => {
    expect(tabelTitel('2024-12-30')).toBe('Automatische melkleveringen [Laatste levering: 30-12-2024]');
  });
  it('NVT zonder laatste levering', () => {
    expect(tabelTitel(null)).toBe('Automatische melkleveringen [Laatste levering: NVT]');
    expect(tabelTitel('')).toBe('Automatische melkleveringen [Laatste levering: NVT]');
  });
});

describe('schakelaar handmatige registratie (spec §4)', () => {
  it('wordt aangezet bij laden zonder automatische maandleveringen', () => {
    const d = data(2024, false);
    expect(heeftAutomatischeLeveringen(d)).toBe(false);
    expect(d.gebruikHandmatigeMelkRegistratie).toBe(false);
    expect(formulierWaarden(d).gebruikHandmatigeMelkRegistratie).toBe(true);
    expect(formulierWaarden(d).totaalHandmatig).toEqual(d.totaalHandmatig);
  });
  it('ook maanden zonder leveringen tellen niet als automatisch', () => {
    const d = { ...data(2024), maanden: [{ naam: 'januari', leveringen: [], totaal: leegTotaal() }] };
    expect(formulierWaarden(d).gebruikHandmatigeMelkRegistratie).toBe(true);
  });
  it('is uitgeschakeld zonder automatische leveringen of bij alleen lezen', () => {
    expect(switchUitgeschakeld(data(2024, false), false)).toBe(true);
    expect(switchUitgeschakeld(data(2024), true)).toBe(true);
    expect(switchUitgeschakeld(data(2024), false)).toBe(false);
  });
  it('uitzetten zet de handmatige totalen terug op de automatische totalen', () => {
    const d = data(2024);
    const eigen = { kg: 1, vet: 3, eiwit: 3, ureum: 20, fosfor: 90 };
    expect(naSwitch(false, d, eigen)).toEqual(d.totaal);
    expect(naSwitch(true, d, eigen)).toEqual(eigen);
  });
  it('uit bij laden: handmatige totalen = automatische totalen', () => {
    const d = { ...data(2024), totaalHandmatig: { kg: 5, vet: 5, eiwit: 5, ureum: 50, fosfor: 100 } };
    expect(formulierWaarden(d).totaalHandmatig).toEqual(d.totaal);
  });
  it('handmatige velden tellen alleen mee als de schakelaar aan staat', () => {
    const regel = melkLeveringRegels(2024).find((r) => r.veld === 'totaalHandmatig.kg')!;
    const w = formulierWaarden(data(2024));
    expect(veldStatus(regel, w)).toEqual({ actief: false, verplicht: false });
    expect(veldStatus(regel, { ...w, gebruikHandmatigeMelkRegistratie: true })).toEqual({ actief: true, verplicht: true });
  });
});

describe('zelfzuivel (spec §3)', () => {
  it('kwaliteitsvelden pas als de kg gevuld is, en dan verplicht', () => {
    const w = formulierWaarden(data(2024));
    expect(toonZelfZuivelKwaliteit(w)).toBe(false);
    const gevuld = { ...w, totaalZelfZuivel: { ...w.totaalZelfZuivel, kg: 1000 } };
    expect(toonZelfZuivelKwaliteit(gevuld)).toBe(true);
    const vet = melkLeveringRegels(2024).find((r) => r.veld === 'totaalZelfZuivel.vet')!;
    expect(veldStatus(vet, w).actief).toBe(false);
    expect(veldStatus(vet, gevuld)).toEqual({ actief: true, verplicht: true });
    const kg = melkLeveringRegels(2024).find((r) => r.veld === 'totaalZelfZuivel.kg')!;
    expect(veldStatus(kg, w)).toEqual({ actief: true, verplicht: false });
  });
});

describe('jaarcijfers per koe (spec §9)', () => {
  const basis = (jaar: number, koeien: number | null): Pick<MelkLeveringGegevens, 'aantalMelkkoeien' | 'kringloopwijzerJaar'> => ({ aantalMelkkoeien: koeien, kringloopwijzerJaar: jaar });
  const w = {
    gebruikHandmatigeMelkRegistratie: true,
    totaalHandmatig: { kg: 900_000, vet: 4.4, eiwit: 3.5, ureum: 20, fosfor: 96 },
    totaalZelfZuivel: { kg: 100_000, vet: 5.4, eiwit: 4.5, ureum: 30, fosfor: 106 },
    melkGevoerdAanKalveren: 40_000,
    totaalOverigeProductie: { ...leegTotaal(), kg: 10_000 },
  };
  it('kg = (zelfzuivel + geleverd + kalveren + overig) / koeien; kwaliteit kg-gewogen', () => {
    const pk = perKoe(basis(2024, 100), w);
    expect(pk.kg).toBe(10_500);
    expect(pk.vet).toBeCloseTo(4.5, 10);
    expect(pk.eiwit).toBeCloseTo(3.6, 10);
    expect(pk.ureum).toBeCloseTo(21, 10);
    expect(pk.fosfor).toBeCloseTo(97, 10);
  });
  it('1 koe als het aantal onbekend is', () => {
    expect(perKoe(basis(2024, null), w).kg).toBe(1_050_000);
    expect(aantalKoeien({ aantalMelkkoeien: null })).toBe(1);
    expect(aantalKoeien({ aantalMelkkoeien: 0 })).toBe(1);
    expect(aantalKoeien({ aantalMelkkoeien: 112 })).toBe(112);
  });
  it('velden die het jaar niet vraagt tellen niet mee', () => {
    const pk = perKoe(basis(2019, 100), w);
    expect(pk.kg).toBe(10_000);
    expect(perKoe(basis(2018, 100), w).fosfor).toBeNull();
  });
  it('zelfzuivelkwaliteit zonder kg telt niet mee', () => {
    const pk = perKoe(basis(2024, 100), { ...w, totaalZelfZuivel: { ...w.totaalZelfZuivel, kg: null } });
    expect(pk.vet).toBeCloseTo(4.4, 10);
  });
});

describe('opslaan: formulier over de geladen gegevens (spec §4)', () => {
  it('behoudt versie en fabrieksgegevens, neemt de formulierwaarden over', () => {
    const d = data(2024);
    const w = { ...formulierWaarden(d), gebruikHandmatigeMelkRegistratie: true, totaalHandmatig: { kg: 5, vet: 4, eiwit: 3, ureum: 20, fosfor: 90 }, melkGevoerdAanKalveren: 123 };
    const uit = samenvoegen(d, w);
    expect(uit.versie).toBe(d.versie);
    expect(uit.maanden).toBe(d.maanden);
    expect(uit.totaalHandmatig).toEqual(w.totaalHandmatig);
    expect(uit.melkGevoerdAanKalveren).toBe(123);
  });
  it('lege velden worden null, niet undefined', () => {
    const d = data(2024);
    const uit = samenvoegen(d, { totaalZelfZuivel: { kg: undefined as unknown as null, vet: null, eiwit: null, ureum: null, fosfor: null } });
    expect(uit.totaalZelfZuivel.kg).toBeNull();
  });
  it('schakelaar uit: de handmatige totalen zijn de automatische', () => {
    const d = data(2024);
    expect(samenvoegen(d, { gebruikHandmatigeMelkRegistratie: false, totaalHandmatig: { kg: 1, vet: 1, eiwit: 1, ureum: 1, fosfor: 1 } }).totaalHandmatig).toEqual(d.totaal);
  });
});

describe('mockgegevens', () => {
  it('leveringen om de 2 à 3 dagen, een heel jaar, realistische waarden', () => {
    const l = mockLeveringen(2023);
    expect(l[0].leverDatum.startsWith('2023-01-0')).toBe(true);
    expect(l.at(-1)!.leverDatum >= '2023-12-28').toBe(true);
    for (let i = 1; i < l.length; i++) {
      const dagen = (Date.parse(l[i].leverDatum) - Date.parse(l[i - 1].leverDatum)) / 86_400_000;
      expect([2, 3]).toContain(dagen);
    }
    for (const x of l) {
      expect(x.vet).toBeGreaterThan(3.5);
      expect(x.vet).toBeLessThan(5.2);
      expect(x.eiwit).toBeGreaterThan(3.1);
      expect(x.ureum).toBeGreaterThanOrEqual(10);
      expect(x.fosfor).toBeGreaterThanOrEqual(75);
    }
    expect(mockLeveringen(2018).every((x) => x.fosfor === null)).toBe(true);
  });
});
