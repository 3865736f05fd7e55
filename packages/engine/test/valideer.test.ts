/** Dutch validation messages per field. */
import { describe, expect, it } from 'vitest';
import { bedrijfsjaarInvoerSchema, bereken, OngeldigeInvoer, ondersteundeJaren, valideerInvoer } from '../src';
import { diepSamenvoegen, kleinBedrijfRuw } from './helpers';

const metJaar = (jaar: unknown, extra: Record<string, unknown> = {}) => diepSamenvoegen(kleinBedrijfRuw, { bedrijfsgegevens: { jaar }, ...extra });
const jarenTekst = (() => {
  const t = [...ondersteundeJaren].sort((a, b) => a - b).map(String);
  return `${t.slice(0, -1).join(', ')} en ${t[t.length - 1]}`;
})();

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

  it('weigert stuurtekens (NUL, regeleinde, DEL, losse surrogaat) in elk tekstveld, met de naam van het veld', () => {
    for (const teken of ['\u0000', '\t', '\n', '\u001f', '\u007f', '\ud800']) {
      const v = valideerInvoer(
        diepSamenvoegen(kleinBedrijfRuw, {
          bedrijfsgegevens: { naam: `Jansen${teken}` },
          krachtvoer: { producten: [{ naam: `Brok${teken}`, aanvoerKg: 100, dsGPerKg: 880, vemPerKgDs: 1000, reGPerKgDs: 200, pGPerKgDs: 5 }] },
        }),
      );
      expect(v.ok).toBe(false);
      if (v.ok) return;
      const perPad = Object.fromEntries(v.fouten.map((f) => [f.pad, f.melding]));
      expect(perPad['bedrijfsgegevens.naam']).toMatch(/^Bedrijfsnaam bevat een onzichtbaar stuurteken/);
      expect(perPad['krachtvoer.producten.0.naam']).toMatch(/^Product bevat een onzichtbaar stuurteken/);
    }
    // letters with accents, emoji (a surrogate pair) and ordinary punctuation stay allowed
    expect(valideerInvoer(diepSamenvoegen(kleinBedrijfRuw, { bedrijfsgegevens: { naam: 'Maatschap Müller-Bakker & Zn. 🐄' } })).ok).toBe(true);
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
      bedrijfsgegevens: { jaar: 2024 },
      percelen: { percelen: [{ id: 'p1', oppervlakteHa: 0, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'klei', zandklasse: 'zand1' }] },
      veestapel: { melkkoeien: { gemiddeldAantal: 0 }, jongveeJonger1Jaar: { gemiddeldAantal: 0 }, jongveeOuder1Jaar: { gemiddeldAantal: 0 } },
      melklevering: { geleverd: { kg: 1000, vetProcent: 4, eiwitProcent: 3.5 } },
    });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    const meldingen = v.fouten.map((f) => `${f.pad}: ${f.melding}`);
    expect(meldingen).toContain('percelen.percelen.0.zandklasse: Een zandklasse geldt alleen voor zand- en lössgrond; laat dit veld leeg.');
    expect(meldingen).toContain('veestapel.melkkoeien.gemiddeldAantal: Er is melk geleverd maar het gemiddeld aantal melkkoeien is 0.');
    // no plot with an area: the message points at the plots (decision 014)
    const zonder = valideerInvoer(diepSamenvoegen(kleinBedrijfRuw, { percelen: { percelen: [] } }));
    expect(zonder.ok === false && zonder.fouten.map((f) => `${f.pad}: ${f.melding}`)).toEqual(['percelen.percelen: Vul bij Percelen minstens één perceel met een oppervlakte groter dan 0 ha in.']);
    const dubbel = valideerInvoer(diepSamenvoegen(kleinBedrijfRuw, { percelen: { percelen: [{ id: 'a', oppervlakteHa: 1, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' }, { id: 'a', oppervlakteHa: 2, gewascode: 259, grondgebruik: 'mais', grondsoort: 'zand' }] } }));
    expect(dubbel.ok === false && dubbel.fouten[0].pad).toBe('percelen.percelen.1.id');
    const leeg = valideerInvoer({});
    expect(leeg.ok === false && leeg.fouten.find((f) => f.pad === 'melklevering')?.melding).toBe("Veld 'melklevering' ontbreekt; dit veld is verplicht.");
  });

  it('weigert een onbekende keuzewaarde met de toegestane opties', () => {
    const v = valideerInvoer(diepSamenvoegen(kleinBedrijfRuw, { veestapel: { melkkoeien: { staltype: 'iglo' } } }));
    expect(v.ok === false && v.fouten[0].melding).toBe(
      "Veld 'veestapel.melkkoeien.staltype' (staltype melkvee: ligboxenstal (RAV A 1.100), emissiearme-stal, grupstal of potstal) heeft een ongeldige waarde; kies uit: ligboxenstal, emissiearme-stal, grupstal, potstal.",
    );
  });

  it('meldt een jaar zonder rekenregels bij bedrijfsgegevens.jaar en noemt de ondersteunde jaren', () => {
    const v = valideerInvoer(metJaar(2017));
    expect(v.ok).toBe(false);
    if (v.ok) return;
    // (the field's description sits between the parentheses; the register may reword it)
    expect(v.fouten).toHaveLength(1);
    expect(v.fouten[0].pad).toBe('bedrijfsgegevens.jaar');
    expect(v.fouten[0].melding).toMatch(/^Veld 'bedrijfsgegevens\.jaar' \(.*jaar.*\): het jaar 2017 wordt niet ondersteund; er zijn rekenregels voor /);
    expect(v.fouten[0].melding.endsWith(`rekenregels voor ${jarenTekst}.`)).toBe(true);
  });

  it('geeft voor een jaar buiten de schemagrenzen één melding met de ondersteunde jaren, naast de andere fouten', () => {
    const v = valideerInvoer(metJaar(1990, { veestapel: { melkkoeien: { gemiddeldAantal: -1 } } }));
    expect(v.ok).toBe(false);
    if (v.ok) return;
    const jaarFouten = v.fouten.filter((f) => f.pad === 'bedrijfsgegevens.jaar');
    expect(jaarFouten).toHaveLength(1);
    expect(jaarFouten[0].melding).toContain(`het jaar 1990 wordt niet ondersteund; er zijn rekenregels voor ${jarenTekst}.`);
    expect(v.fouten.map((f) => f.pad)).toContain('veestapel.melkkoeien.gemiddeldAantal');
    const tekst = valideerInvoer(metJaar('2024'));
    expect(tekst.ok === false && tekst.fouten[0].melding).toMatch(/^Veld 'bedrijfsgegevens\.jaar' \(.*\) moet een getal zijn\.$/);
  });

  it('elk ondersteund jaar is geldig', () => {
    for (const jaar of ondersteundeJaren) expect(valideerInvoer(metJaar(jaar)).ok, String(jaar)).toBe(true);
  });

  it('bereken gooit voor een jaar zonder rekenregels een getypeerde OngeldigeInvoer met dezelfde veldfout', () => {
    const zonderControle = bedrijfsjaarInvoerSchema.parse(metJaar(2017));
    let fout: unknown;
    try {
      bereken(zonderControle);
    } catch (e) {
      fout = e;
    }
    expect(fout).toBeInstanceOf(OngeldigeInvoer);
    const o = fout as OngeldigeInvoer;
    expect(o.code).toBe('ONGELDIGE_INVOER');
    expect(o.fouten).toEqual((valideerInvoer(metJaar(2017)) as { fouten: unknown }).fouten);
    expect(o.message).toContain('het jaar 2017 wordt niet ondersteund');
  });
});
