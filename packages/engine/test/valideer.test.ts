/** Dutch validation messages per field. */
import { describe, expect, it } from 'vitest';
import { valideerInvoer } from '../src';
import { diepSamenvoegen, kleinBedrijfRuw } from './helpers';

describe('valideerInvoer', () => {
  it('accepteert het kleine bedrijf en vult schema-standaarden in', () => {
    const v = valideerInvoer(kleinBedrijfRuw);
    expect(v.ok).toBe(true);
    if (v.ok) {
      expect(v.data.veestapel.melkkoeien.staltype).toBe('ligboxenstal');
      expect(v.data.beweiding.melkkoeien.urenPerDagOnbeperkt).toBe(20);
      expect(v.data.organischeMest.verbruik.techniekGrasland).toBe('zodenbemester');
    }
  });

  it('noemt elk fout veld met pad, omschrijving en eenheid in het Nederlands', () => {
    const v = valideerInvoer(
      diepSamenvoegen(kleinBedrijfRuw, {
        veestapel: { melkkoeien: { gemiddeldAantal: -5 } },
        melklevering: { geleverd: { vetProcent: 'hoog' } },
        krachtvoer: { producten: [{ naam: 'Brok', aanvoerKg: 100, dsGPerKg: 1200, vemPerKgDs: 1000, reGPerKgDs: 200, pGPerKgDs: 5 }] },
        onbekend: 1,
      }),
    );
    expect(v.ok).toBe(false);
    if (v.ok) return;
    const perPad = Object.fromEntries(v.fouten.map((f) => [f.pad, f.melding]));
    expect(perPad['veestapel.melkkoeien.gemiddeldAantal']).toBe("Veld 'veestapel.melkkoeien.gemiddeldAantal' (gemiddeld aantal melkkoeien (categorie 100)) moet minstens 0 zijn.");
    expect(perPad['melklevering.geleverd.vetProcent']).toBe("Veld 'melklevering.geleverd.vetProcent' (vetgehalte geleverd aan de fabriek in %) moet een getal zijn.");
    expect(perPad['krachtvoer.producten.0.dsGPerKg']).toBe("Veld 'krachtvoer.producten.0.dsGPerKg' (drogestofgehalte in g/kg product) mag hoogstens 1000 zijn.");
    expect(perPad['']).toContain('onbekend');
  });

  it('meldt ontbrekende verplichte velden en regels over meerdere velden', () => {
    const v = valideerInvoer({
      bedrijfsgegevens: { jaar: 2024, grondsoortAandelenProcent: { zand: 60, klei: 0, veen: 0, loss: 0 } },
      veestapel: { melkkoeien: { gemiddeldAantal: 0 }, jongveeJonger1Jaar: { gemiddeldAantal: 0 }, jongveeOuder1Jaar: { gemiddeldAantal: 0 } },
      melklevering: { geleverd: { kg: 1000, vetProcent: 4, eiwitProcent: 3.5 } },
    });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    const meldingen = v.fouten.map((f) => `${f.pad}: ${f.melding}`);
    expect(meldingen).toContain('bedrijfsgegevens.grondsoortAandelenProcent: De grondsoortaandelen moeten samen 100% zijn.');
    expect(meldingen).toContain('grasland.percelen: Vul minstens één perceel met een oppervlakte groter dan 0 ha in (grasland, snijmaïs, akkerbouw of natuur).');
    expect(meldingen).toContain('veestapel.melkkoeien.gemiddeldAantal: Er is melk geleverd maar het gemiddeld aantal melkkoeien is 0.');
    const leeg = valideerInvoer({});
    expect(leeg.ok === false && leeg.fouten.find((f) => f.pad === 'melklevering')?.melding).toBe("Veld 'melklevering' ontbreekt; dit veld is verplicht.");
  });

  it('weigert een onbekende keuzewaarde met de toegestane opties', () => {
    const v = valideerInvoer(diepSamenvoegen(kleinBedrijfRuw, { veestapel: { melkkoeien: { staltype: 'iglo' } } }));
    expect(v.ok === false && v.fouten[0].melding).toBe(
      "Veld 'veestapel.melkkoeien.staltype' (staltype melkvee: ligboxenstal (RAV A 1.100), emissiearme-stal, grupstal of potstal) heeft een ongeldige waarde; kies uit: ligboxenstal, emissiearme-stal, grupstal, potstal.",
    );
  });
});
