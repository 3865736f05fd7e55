import { describe, expect, it } from 'vitest';
import { valideerSchermDocument } from '../schermen/valideer-scherm';
import { berichtSchemas, type VoerleveringenBericht } from './berichten.schema';
import { jaarVan, pasToe, veldPadZonderSleutels, type Waarde } from './toepassen';
import { voerCsvNaarBericht } from './voer-csv';

const brok = { categorie: 'krachtvoer', datum: '2025-03-04', product: 'Melkvee Brok 20', kg: 10_000, dsGPerKg: 880, vemPerKgDs: 1000, reGPerKgDs: 180, pGPerKgDs: 4.5 } as const;
const voer = (leveringen: VoerleveringenBericht['leveringen'], id = 'v1'): { soort: 'voerleveringen'; inhoud: VoerleveringenBericht } => ({
  soort: 'voerleveringen',
  inhoud: berichtSchemas.voerleveringen.parse({ berichtId: id, klantnummer: 'K1', leveringen }),
});

describe('een bericht toepassen', () => {
  it('een nieuwe krachtvoerlevering maakt een rij, die het register goedkeurt', () => {
    const t = pasToe(voer([brok]), {});
    if (!t.ok) throw new Error(t.reden);
    expect(t.jaar).toBe(2025);
    const rij = (t.documenten.krachtvoer!.krachtvoer as { producten: unknown[] }).producten[0];
    expect(rij).toMatchObject({ naam: 'Melkvee Brok 20', aanvoerKg: 10_000, beginvoorraadKg: 0, eindvoorraadKg: 0, vemPerKgDs: 1000 });
    expect(valideerSchermDocument('krachtvoer', 2025, t.documenten.krachtvoer).ok).toBe(true);
    expect(t.wijzigingen.find((w) => w.veld === 'krachtvoer.producten[Melkvee Brok 20].aanvoerKg')).toMatchObject({ voor: null, na: 10_000, toegepast: true });
  });

  it('een tweede levering telt op en weegt de gehalten naar hoeveelheid', () => {
    const een = pasToe(voer([brok]), {});
    if (!een.ok) throw new Error();
    const twee = pasToe(voer([{ ...brok, kg: 30_000, vemPerKgDs: 1040 }], 'v2'), een.documenten);
    if (!twee.ok) throw new Error();
    const rij = (twee.documenten.krachtvoer!.krachtvoer as { producten: Record<string, unknown>[] }).producten[0];
    expect(rij.aanvoerKg).toBe(40_000);
    expect(rij.vemPerKgDs).toBe(1030);
    expect(twee.wijzigingen.map((w) => [w.veld.split('.').pop(), w.voor, w.na])).toEqual([
      ['vemPerKgDs', 1000, 1030],
      ['aanvoerKg', 10_000, 40_000],
    ]);
  });

  it('een door de boer gecorrigeerde waarde wordt niet overschreven: beide waarden in de wijziging', () => {
    const een = pasToe(voer([brok]), {});
    if (!een.ok) throw new Error();
    const doc = structuredClone(een.documenten.krachtvoer!);
    (doc.krachtvoer as { producten: Record<string, unknown>[] }).producten[0].aanvoerKg = 12_500; // farmer's correction
    const geschreven = new Map<string, Waarde>(een.wijzigingen.map((w) => [w.veld, w.na]));
    const twee = pasToe(voer([{ ...brok, kg: 5_000 }], 'v2'), { krachtvoer: doc }, geschreven);
    if (!twee.ok) throw new Error();
    const w = twee.wijzigingen.find((x) => x.veld.endsWith('aanvoerKg'))!;
    expect(w).toMatchObject({ voor: 12_500, na: 15_000, toegepast: false });
    expect(twee.documenten.krachtvoer).toBeUndefined();
  });

  it('kunstmest in zakken: de geleverde kg worden zakken van het gewicht van de rij', () => {
    const doc = { kunstmest: { producten: [{ naam: 'KAS 27', aanvoerKg: 10, beginvoorraadKg: 0, eindvoorraadKg: 0, eenheid: 'zak', kgPerZak: 500, nAmmoniumGPerKg: 135, nNitraatGPerKg: 135, nUreumGPerKg: 0, p2o5GPerKg: 0, k2oGPerKg: 0 }] } };
    const t = pasToe(voer([{ categorie: 'kunstmest', datum: '2025-02-01', product: 'KAS 27', kg: 2000, nAmmoniumGPerKg: 135, nNitraatGPerKg: 135, nUreumGPerKg: 0, p2o5GPerKg: 0, k2oGPerKg: 0 }]), { kunstmest: doc });
    if (!t.ok) throw new Error();
    expect((t.documenten.kunstmest!.kunstmest as { producten: Record<string, unknown>[] }).producten[0].aanvoerKg).toBe(14);
  });

  it('een bericht over twee jaren wordt geweigerd met een Nederlandse reden', () => {
    const b = voer([brok, { ...brok, datum: '2026-01-02' }]);
    expect(jaarVan(b)).toMatchObject({ oorzaak: 'meerdere-jaren' });
    const t = pasToe(b, {});
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.reden).toContain('2025, 2026');
  });

  it('een kuilanalyse zet de gehalten van de bestaande kuil; een onbekende kuil zonder hoeveelheid faalt', () => {
    const ruwvoer = { ruwvoer: { producten: [{ naam: 'Kuil 1', soort: 'graskuil', herkomst: 'eigen', aanlegKgDs: 200_000, beginvoorraadKgDs: 0, eindvoorraadKgDs: 0, verkoopKgDs: 0, vemPerKgDs: 850, reGPerKgDs: 160, pGPerKgDs: 4 }] } };
    const analyse = (partij: string) =>
      ({ soort: 'analyses', inhoud: berichtSchemas.analyses.parse({ berichtId: 'a', klantnummer: 'K', laboratorium: 'Eurofins Agro', analyses: [{ soort: 'kuilvoer', monsternummer: 'M1', datum: '2025-06-01', partij, ruwvoersoort: 'graskuil', vemPerKgDs: 905, reGPerKgDs: 171, pGPerKgDs: 4.1 }] }) }) as const;
    const t = pasToe(analyse('Kuil 1'), { ruwvoer });
    if (!t.ok) throw new Error();
    expect(t.wijzigingen.map((w) => [w.veld, w.voor, w.na])).toEqual([
      ['ruwvoer.producten[Kuil 1].vemPerKgDs', 850, 905],
      ['ruwvoer.producten[Kuil 1].reGPerKgDs', 160, 171],
      ['ruwvoer.producten[Kuil 1].pGPerKgDs', 4, 4.1],
    ]);
    expect(valideerSchermDocument('ruwvoer', 2025, t.documenten.ruwvoer).ok).toBe(true);
    const f = pasToe(analyse('Kuil 9'), { ruwvoer });
    expect(f).toMatchObject({ ok: false, oorzaak: 'ongeldige-inhoud' });
  });

  it('een grondanalyse, een I&R-telling, een VDM-transport en percelen geven documenten die het register goedkeurt', () => {
    const grond = pasToe({ soort: 'analyses', inhoud: berichtSchemas.analyses.parse({ berichtId: 'g', klantnummer: 'K', laboratorium: 'Eurofins Agro', analyses: [{ soort: 'grond', monsternummer: 'G1', datum: '2025-02-10', pAlMgP2o5Per100g: 45, pCaCl2MgPPerKg: 2.1, organischeStofProcent: 4.2 }] }) }, {});
    if (!grond.ok) throw new Error();
    expect(valideerSchermDocument('bodem', 2025, grond.documenten.bodem).ok).toBe(true);
    const vdm = pasToe({ soort: 'mesttransporten', inhoud: berichtSchemas.mesttransporten.parse({ berichtId: 'm', klantnummer: 'K', transporten: [{ vdmNummer: '123456', datum: '2025-04-02', richting: 'afvoer', mestcode: 14, hoeveelheid: 35.5, eenheid: 'm3', kgNPerTon: 4.1, kgP2o5PerTon: 1.6, tegenpartij: 'Intermediair Oost' }] }) }, {});
    if (!vdm.ok) throw new Error();
    expect(valideerSchermDocument('organischeMest', 2025, vdm.documenten.organischeMest).ok).toBe(true);
    // the same VDM number again updates its row instead of adding one
    const weer = pasToe({ soort: 'mesttransporten', inhoud: berichtSchemas.mesttransporten.parse({ berichtId: 'm2', klantnummer: 'K', transporten: [{ vdmNummer: '123456', datum: '2025-04-02', richting: 'afvoer', mestcode: 14, hoeveelheid: 36, eenheid: 'm3' }] }) }, vdm.documenten);
    if (!weer.ok) throw new Error();
    expect((weer.documenten.organischeMest!.organischeMest as { afvoer: unknown[] }).afvoer).toHaveLength(1);
    const percelen = pasToe({ soort: 'percelen', inhoud: berichtSchemas.percelen.parse({ berichtId: 'p', klantnummer: 'K', peildatum: '2025-05-15', percelen: [{ id: 'rvo-1', naam: 'Achter de schuur', oppervlakteHa: 4.25, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' }] }) }, {});
    if (!percelen.ok) throw new Error();
    expect(valideerSchermDocument('percelen', 2025, percelen.documenten.percelen).ok).toBe(true);
  });

  it('de route van een veld zonder rijsleutels', () => {
    expect(veldPadZonderSleutels('krachtvoer.producten[Brok [x]].aanvoerKg')).toBe('krachtvoer.producten.aanvoerKg');
  });
});

describe('voerleveringen als CSV', () => {
  it('leest ; en decimale komma, en geeft hetzelfde bericht als JSON', () => {
    const csv = 'categorie;datum;product;kg;dsGPerKg;vemPerKgDs;reGPerKgDs;pGPerKgDs\nkrachtvoer;2025-03-04;"Melkvee Brok 20";10000;880;1000;180;4,5\n';
    const r = voerCsvNaarBericht(csv, 'c1', 'K1');
    if (!r.ok) throw new Error(r.reden);
    expect(berichtSchemas.voerleveringen.parse(r.bericht).leveringen[0]).toEqual(brok);
  });
  it('weigert een onbekende kolom, een regel met te weinig velden en tekst als getal', () => {
    expect(voerCsvNaarBericht('x;datum\n1;2', 'c', 'K')).toMatchObject({ ok: false });
    expect(voerCsvNaarBericht('categorie;kg\nkrachtvoer', 'c', 'K')).toMatchObject({ ok: false, reden: expect.stringContaining('Regel 2') });
    expect(voerCsvNaarBericht('categorie;kg\nkrachtvoer;veel', 'c', 'K')).toMatchObject({ ok: false, reden: expect.stringContaining('geen getal') });
  });
});

describe('plek van een wijziging', () => {
  it('verwijst naar het invoerscherm van het veld, met het record ingevuld', async () => {
    const { plekVanWijziging } = await import('./plek');
    expect(plekVanWijziging('krachtvoer', 'krachtvoer.producten[Brok].aanvoerKg', 42)).toEqual({ route: expect.stringMatching(/42$/), schermTitel: expect.any(String) });
    expect(plekVanWijziging('melklevering', 'melkleveringen[2025-01-01 06:00].kg', 7).route).toBe('/melklevering/Index/7');
  });
});
