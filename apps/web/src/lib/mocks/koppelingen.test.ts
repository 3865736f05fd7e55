import { beforeEach, describe, expect, it } from 'vitest';
import { koppelingRoutes as r, type KoppelingenOverzicht, type OpnieuwAntwoord } from '@kw/contract';
import { herstelKoppelingenMock, mockKoppelingen, type KoppelingContext } from './koppelingen';

const boer: KoppelingContext = { klwId: 3024, jaar: 2024, magBeheren: true, isMedewerker: false };
const inzien: KoppelingContext = { ...boer, magBeheren: false };
const staf: KoppelingContext = { ...boer, magBeheren: false, isMedewerker: true };
const leeg = new URLSearchParams();
const doe = (route: { method: string; path: string }, c: KoppelingContext, body?: unknown, zoek = leeg) => mockKoppelingen(route.method, route.path, body, zoek, c)!;
const overzicht = (c = boer) => doe(r.overzicht, c).data as KoppelingenOverzicht;

beforeEach(() => herstelKoppelingenMock());

describe('mocks van de koppelingen', () => {
  it('laten andere paden aan de rest over', () => {
    expect(mockKoppelingen('GET', '/api/Home/GetStartGegevens', undefined, leeg, boer)).toBeNull();
  });

  it('tonen een rij per soort met gezondheid uit het contract; berichten van dit jaar met wat ze veranderden, met het scherm', () => {
    const o = overzicht();
    expect(o.koppelingen.map((k) => k.soort)).toEqual(['melkleveringen', 'voerleveringen', 'analyses', 'diertellingen', 'mesttransporten', 'percelen']);
    const melk = o.koppelingen[0];
    expect(melk.gezondheid).toBe('groen');
    expect(melk.aantalBerichtenDitJaar).toBe(6);
    expect(melk.berichten[0].wijzigingen[0]).toMatchObject({ scherm: 'melklevering', voor: null, route: '/melklevering/Index/3024', toegepast: true });
    const voer = o.koppelingen[1];
    expect(voer.berichten.flatMap((b) => b.wijzigingen).some((w) => w.route?.endsWith('/3024') && w.na !== null)).toBe(true);
    expect(o.koppelingen[2].status).toBe('aangevraagd');
    expect(o.koppelingen[3].gezondheid).toBe('oranje');
    expect(o.koppelingen[4]).toMatchObject({ id: null, gezondheid: 'grijs', viaRvo: true });
    expect(o.rvoStappen.join(' ')).toContain('59667222');
  });

  it('een boer voegt toe, accepteert en trekt in; inzien mag niets wijzigen; RVO niet hier', () => {
    expect(doe(r.toevoegen, inzien, { relatieId: 1, leverancierId: 3, soort: 'voerleveringen', klantnummer: 'FF-1' }).status).toBe(403);
    expect(doe(r.toevoegen, boer, { relatieId: 1, leverancierId: 5, soort: 'percelen', klantnummer: '1' }).status).toBe(400);
    expect(doe(r.toevoegen, boer, { relatieId: 1, leverancierId: 1, soort: 'voerleveringen', klantnummer: '1' }).status).toBe(400);
    expect(doe(r.toevoegen, boer, { relatieId: 1, leverancierId: 3, soort: 'voerleveringen', klantnummer: 'FF 1' }).status).toBe(400);
    expect(doe(r.toevoegen, boer, { relatieId: 1, leverancierId: 3, soort: 'voerleveringen', klantnummer: 'FF-1' }).status).toBe(200);
    expect(overzicht().koppelingen.filter((k) => k.soort === 'voerleveringen')).toHaveLength(2);
    const analyses = () => overzicht().koppelingen.find((k) => k.soort === 'analyses')!;
    const verzoek = analyses();
    expect(doe(r.accepteren, boer, { relatieId: 1, koppelingId: verzoek.id, versie: verzoek.versie! + 1 }).status).toBe(409);
    expect(doe(r.accepteren, boer, { relatieId: 1, koppelingId: verzoek.id, versie: verzoek.versie }).status).toBe(200);
    expect(analyses()).toMatchObject({ status: 'actief', gezondheid: 'groen' });
    const melk = overzicht().koppelingen[0];
    expect(doe(r.intrekken, boer, { relatieId: 1, koppelingId: melk.id, versie: melk.versie }).status).toBe(200);
    expect(overzicht().koppelingen[0]).toMatchObject({ status: 'ingetrokken', gezondheid: 'grijs' });
  });

  it('geven per veld de herkomst uit een koppeling, met leverancier en datum', () => {
    const h = doe(r.herkomst, boer).data as { kringloopwijzerId: number; velden: Array<{ scherm: string; tekst: string; toegepast: boolean }> };
    expect(h.kringloopwijzerId).toBe(3024);
    const krachtvoer = h.velden.find((v) => v.scherm === 'krachtvoer');
    expect(krachtvoer?.tekst).toBe('uit koppeling: De Heus Voeders, 04-06-2024');
    expect(h.velden.some((v) => v.scherm === 'melklevering' && v.tekst.startsWith('uit koppeling: FrieslandCampina, '))).toBe(true);
  });

  it('geven het ruwe bericht zoals het binnenkwam', () => {
    const b = overzicht().koppelingen[0].berichten[0];
    const ruw = doe(r.bericht, boer, undefined, new URLSearchParams({ relatieId: '1', berichtId: String(b.id) }));
    expect(ruw.status).toBe(200);
    expect(JSON.parse((ruw.data as { inhoud: string }).inhoud).berichtId).toBe(b.leverancierBerichtId);
  });

  it('alleen medewerkers: leveranciers, aanmelden met een geheim dat één keer komt', () => {
    expect(doe(r.beheerLeveranciers, boer).status).toBe(403);
    const lijst = doe(r.beheerLeveranciers, staf).data as { leveranciers: Array<{ naam: string; foutPercentage30: number | null; bedrijvenMetKoppeling: number }> };
    expect(lijst.leveranciers.find((l) => l.naam === 'FrieslandCampina')?.bedrijvenMetKoppeling).toBe(1);
    expect(doe(r.aanmelden, staf, { naam: 'Agrifirm', kvkNummer: '1234567', soorten: ['voerleveringen'], kanaal: 'direct' }).status).toBe(400);
    const nieuw = doe(r.aanmelden, staf, { naam: 'Agrifirm', kvkNummer: '12345670', soorten: ['voerleveringen'], kanaal: 'direct' });
    expect(nieuw.status).toBe(200);
    expect((nieuw.data as { clientSecret: string }).clientSecret).toMatch(/^[0-9a-f]{48}$/);
    expect(doe(r.aanmelden, staf, { naam: 'Agrifirm 2', kvkNummer: '12345670', soorten: ['voerleveringen'], kanaal: 'direct' }).status).toBe(409);
  });

  it('een groep opnieuw verwerken na het herstellen van het klantnummer; de proefdraai schrijft niets; twee keer is als één keer', () => {
    const groepen = () => (doe(r.importberichten, staf).data as { groepen: Array<{ oorzaak: string; aantal: number }> }).groepen;
    expect(groepen().find((g) => g.oorzaak === 'geen-klant')?.aantal).toBe(2);
    const eerst = doe(r.opnieuwVerwerken, staf, { oorzaak: 'geen-klant' }).data as OpnieuwAntwoord;
    expect(eerst).toMatchObject({ verwerkt: 0, mislukt: 2, opnieuwMislukt: 2 });
    // the farmer adds the link with the customer number the supplier uses
    expect(doe(r.toevoegen, boer, { relatieId: 1, leverancierId: 3, soort: 'voerleveringen', klantnummer: 'FF-99812' }).status).toBe(200);
    const proef = doe(r.opnieuwVerwerken, staf, { oorzaak: 'geen-klant', proefdraai: true }).data as OpnieuwAntwoord;
    expect(proef).toMatchObject({ proefdraai: true, verwerkt: 2, mislukt: 0 });
    expect(proef.berichten[0].wijzigingen.length).toBeGreaterThan(0);
    expect(groepen().find((g) => g.oorzaak === 'geen-klant')?.aantal).toBe(2);
    const echt = doe(r.opnieuwVerwerken, staf, { oorzaak: 'geen-klant' }).data as OpnieuwAntwoord;
    expect(echt).toMatchObject({ proefdraai: false, verwerkt: 2, opnieuwMislukt: 0 });
    expect(groepen().find((g) => g.oorzaak === 'geen-klant')).toBeUndefined();
    expect((doe(r.opnieuwVerwerken, staf, { oorzaak: 'geen-klant' }).data as OpnieuwAntwoord).berichten).toEqual([]);
  });

  it('afhandelen zonder verwerken vraagt een reden', () => {
    expect(doe(r.afhandelen, staf, { berichtIds: [1], reden: '' }).status).toBe(400);
    const totaal = () => (doe(r.importberichten, staf).data as { totaal: number }).totaal;
    const voor = totaal();
    const ids = (doe(r.importberichten, staf).data as { groepen: Array<{ berichten: Array<{ id: number }> }> }).groepen[0].berichten.map((b) => b.id);
    expect((doe(r.afhandelen, staf, { berichtIds: ids, reden: 'Leverancier stuurde dubbel' }).data as { afgehandeld: number }).afgehandeld).toBe(ids.length);
    expect(totaal()).toBe(voor - ids.length);
  });
});
