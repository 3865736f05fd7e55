import { describe, expect, it } from 'vitest';
import { keuzeTekst, nieuweFoutenTekst, uitkomstTekst } from './importberichten-logica';

describe('regels van Importberichten opnieuw verwerken', () => {
  it('beschrijft de keuze: een bericht, berichten, een groep, een bedrijf', () => {
    expect(keuzeTekst({ berichtIds: [7] })).toBe('bericht 7');
    expect(keuzeTekst({ berichtIds: [7, 8] })).toBe('2 berichten');
    expect(keuzeTekst({ oorzaak: 'geen-klant' })).toBe('de groep "Onbekend klantnummer"');
    expect(keuzeTekst({ relatieId: 3 }, 'Maatschap Jansen')).toBe('alle open berichten van Maatschap Jansen');
  });

  it('telt de uitkomst; een proefdraai zegt "zou"', () => {
    expect(uitkomstTekst({ proefdraai: true, verwerkt: 2, mislukt: 1, wacht: 0 })).toBe('2 berichten zouden worden verwerkt, 1 bericht zou mislukken.');
    expect(uitkomstTekst({ proefdraai: false, verwerkt: 1, mislukt: 0, wacht: 2 })).toBe('1 bericht verwerkt, 2 berichten wachten op een heropend jaar.');
    expect(uitkomstTekst({ proefdraai: true, verwerkt: 0, mislukt: 0, wacht: 0 })).toBe('Er zou niets veranderen.');
    expect(uitkomstTekst({ proefdraai: false, verwerkt: 0, mislukt: 0, wacht: 0 })).toBe('Er was niets te verwerken.');
  });

  it('waarschuwt als een groep opnieuw mislukt of er nieuwe mislukkingen binnenkwamen, niet bij een proefdraai', () => {
    expect(nieuweFoutenTekst({ proefdraai: false, opnieuwMislukt: 0, nieuwBinnengekomen: 0 })).toBeNull();
    expect(nieuweFoutenTekst({ proefdraai: true, opnieuwMislukt: 3, nieuwBinnengekomen: 0 })).toBeNull();
    expect(nieuweFoutenTekst({ proefdraai: false, opnieuwMislukt: 1, nieuwBinnengekomen: 2 })).toBe(
      'Let op: 1 bericht mislukte opnieuw en 2 nieuwe mislukte berichten kwamen binnen tijdens het verwerken. Bekijk de oorzaak in de lijst hieronder.',
    );
  });
});
