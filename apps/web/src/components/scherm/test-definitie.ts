/**
 * A small screen definition for the renderer's own tests: every field kind, bounds, a
 * stock table with a catalogue. The register's real screens are tested in register.test.tsx.
 */
import type { FormulierDefinitie, SchermGegevens } from '@kw/contract';

export const TEST_DEFINITIE: FormulierDefinitie = {
  scherm: 'proef',
  titel: 'Proefscherm',
  jaar: 2024,
  categorieen: [
    {
      soort: 'velden',
      pad: 'veestapel.melkkoeien',
      naam: 'Melkkoeien',
      velden: [
        { sleutel: 'gemiddeldAantal', label: 'Gemiddeld aantal melkkoeien', soort: 'getal', eenheid: 'dieren', min: 0, max: 5000, precisie: 1, verplicht: true, help: 'Het gemiddelde over het jaar.' },
        { sleutel: 'ras', label: 'Ras', soort: 'keuze', verplicht: true, keuzes: [{ waarde: 'holstein-friesian', label: 'Holstein-Friesian' }, { waarde: 'jersey', label: 'Jersey' }] },
        { sleutel: 'opmerking', label: 'Opmerking', soort: 'tekst', verplicht: false, maxLengte: 20 },
        { sleutel: 'biologisch', label: 'Biologisch', soort: 'janee', verplicht: false },
      ],
    },
    {
      soort: 'tabel',
      pad: 'krachtvoer.producten',
      naam: 'Krachtvoer',
      catalogus: 'krachtvoer',
      maxRijen: 5,
      voorraad: { begin: 'beginvoorraadKg', aanvoer: 'aanvoerKg', eind: 'eindvoorraadKg' },
      kolommen: [
        { sleutel: 'naam', label: 'Product', soort: 'tekst', verplicht: true, maxLengte: 200 },
        { sleutel: 'beginvoorraadKg', label: 'Beginvoorraad', soort: 'getal', eenheid: 'kg', min: 0, max: 10_000_000, precisie: 0, verplicht: false },
        { sleutel: 'aanvoerKg', label: 'Aanvoer', soort: 'getal', eenheid: 'kg', min: 0, max: 10_000_000, precisie: 0, verplicht: true },
        { sleutel: 'eindvoorraadKg', label: 'Eindvoorraad', soort: 'getal', eenheid: 'kg', min: 0, max: 10_000_000, precisie: 0, verplicht: false },
        { sleutel: 'dsGPerKg', label: 'DS', soort: 'getal', eenheid: 'g/kg', min: 0, max: 1000, precisie: 0, verplicht: true },
        { sleutel: 'vemPerKgDs', label: 'VEM', soort: 'getal', eenheid: 'VEM/kg DS', min: 0, max: 2500, precisie: 0, verplicht: true },
        { sleutel: 'reGPerKgDs', label: 'RE', soort: 'getal', eenheid: 'g/kg DS', min: 0, max: 900, precisie: 0, verplicht: true },
        { sleutel: 'pGPerKgDs', label: 'P', soort: 'getal', eenheid: 'g/kg DS', min: 0, max: 40, precisie: 1, verplicht: true },
      ],
    },
  ],
};

export function testGegevens(aanpassen: Partial<SchermGegevens> = {}): SchermGegevens {
  return {
    kringloopwijzerId: 3024,
    kringloopwijzerJaar: 2024,
    kringloopwijzerStatus: 1,
    scherm: 'proef',
    versie: 1,
    gegevens: {
      veestapel: { melkkoeien: { gemiddeldAantal: 112, ras: 'holstein-friesian' } } as never,
      krachtvoer: { producten: [{ naam: 'Standaardbrok', beginvoorraadKg: 2000, aanvoerKg: 100_000, eindvoorraadKg: 3000, dsGPerKg: 885, vemPerKgDs: 1000, reGPerKgDs: 180, pGPerKgDs: 5 }] },
    },
    status: 'klaar',
    signaleringen: [{ code: 'KV-RE', ernst: 'waarschuwing', bericht: 'Het ruw-eiwitgehalte van het krachtvoer is hoog.', scherm: 'proef', veldPad: 'krachtvoer.producten.0.reGPerKgDs' }],
    indicatoren: [
      { sleutel: 'nBodemoverschot', label: 'N-bodemoverschot', eenheid: 'kg N/ha', waarde: 142.4, vorigeWaarde: 150 },
      { sleutel: 'nh3PerHa', label: 'NH3-emissie per ha', eenheid: 'kg NH3/ha', waarde: 61.2, vorigeWaarde: 61.2 },
    ],
    ...aanpassen,
  };
}
