import { describe, expect, it } from 'vitest';
import { koppelingPunten, slechtsteGezondheid, type KoppelingStand } from './gezondheid-bedrijf';
import { gezondheidVan } from './gezondheid';

const stand = (s: Partial<KoppelingStand>): KoppelingStand => ({
  leverancier: 'De Eendracht',
  soort: 'melkleveringen',
  gezondheid: 'groen',
  reden: 'Op schema.',
  cadans: 'groen',
  cadansReden: 'Op schema.',
  laatsteVerwerkt: '2024-11-08',
  foutenInJaar: 0,
  ...s,
});

describe('de gezondheid van een bedrijf: de slechtste koppeling', () => {
  it('rood gaat voor oranje, oranje voor groen; de reden noemt de koppeling en telt de andere', () => {
    const g = slechtsteGezondheid([stand({}), stand({ leverancier: 'Veevoeders Oost', soort: 'voerleveringen', gezondheid: 'oranje', reden: 'Achter.' }), stand({ leverancier: 'Agrolab', soort: 'analyses', gezondheid: 'rood', reden: '1 bericht is niet verwerkt.' })]);
    expect(g).toEqual({ gezondheid: 'rood', reden: 'Agrolab, Grond- en kuilvoeranalyses: 1 bericht is niet verwerkt. En 1 andere koppeling.' });
    expect(slechtsteGezondheid([stand({}), stand({ gezondheid: 'grijs' })]).gezondheid).toBe('groen');
    // two red links: the one with failed messages first (it can be acted on now)
    const laat = stand({ gezondheid: 'rood', reden: 'Meer dan één periode achter.', cadans: 'rood' });
    const fout = stand({ leverancier: 'Agrolab', soort: 'analyses', gezondheid: 'rood', reden: '1 bericht is niet verwerkt.', cadans: 'groen' });
    expect(slechtsteGezondheid([laat, fout]).reden).toMatch(/^Agrolab/);
  });
  it('zonder actieve koppeling: grijs', () => {
    expect(slechtsteGezondheid([])).toEqual({ gezondheid: 'grijs', reden: 'Geen actieve koppeling.' });
    expect(slechtsteGezondheid([stand({ gezondheid: 'grijs' })]).gezondheid).toBe('grijs');
  });
});

describe('de punten voor het indienen', () => {
  it('een achterstallige koppeling waarvan het jaar nog niet binnen is: geen bericht sinds <datum>', () => {
    const g = gezondheidVan({ soort: 'melkleveringen', status: 'actief', sinds: '2023-01-01', laatsteBericht: '2024-11-08', openFouten: 0, vandaag: '2024-12-20' });
    expect(g.gezondheid).toBe('oranje');
    const punten = koppelingPunten([stand({ gezondheid: g.gezondheid, reden: g.reden, cadans: g.gezondheid, cadansReden: g.reden })], 2024, 5024);
    expect(punten).toEqual([{ melding: `Koppeling De Eendracht, Melkleveringen: geen bericht sinds 08-11-2024. ${g.reden}`, route: '/Koppelingen/Index/5024' }]);
  });
  it('mislukte berichten over het jaar: een punt, ook als de koppeling verder op schema is', () => {
    expect(koppelingPunten([stand({ gezondheid: 'rood', foutenInJaar: 2 })], 2024, 1)[0].melding).toBe('Koppeling De Eendracht, Melkleveringen: 2 berichten over 2024 niet verwerkt.');
  });
  it('geen punt: op schema, of het jaar is al compleet binnen (een bericht na het jaar), ook als de koppeling nu achterloopt', () => {
    expect(koppelingPunten([stand({})], 2024, 1)).toEqual([]);
    expect(koppelingPunten([stand({ cadans: 'rood', gezondheid: 'rood', laatsteVerwerkt: '2025-01-10' })], 2024, 1)).toEqual([]);
    // the same stale link for the running year: an item
    expect(koppelingPunten([stand({ cadans: 'rood', gezondheid: 'rood', laatsteVerwerkt: '2025-01-10' })], 2025, 1)).toHaveLength(1);
  });
  it('nog nooit een bericht: "nog geen bericht ontvangen"', () => {
    expect(koppelingPunten([stand({ cadans: 'rood', laatsteVerwerkt: null })], 2024, 1)[0].melding).toMatch(/^Koppeling De Eendracht, Melkleveringen: nog geen bericht ontvangen\. /);
  });
});
