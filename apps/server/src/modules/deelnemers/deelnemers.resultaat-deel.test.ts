import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bedrijfsjaarInvoerSchema, bereken, type Resultaat } from '@kw/engine';
import { kengetallen } from '@kw/contract/rapportage';
import { maakDeelnemersCsv } from './deelnemers.bestand';
import { deelVan } from './deelnemers.resultaat-deel';

const voorbeeld = JSON.parse(readFileSync(new URL('../../../../../packages/engine/examples/zandbedrijf-melkvee.json', import.meta.url), 'utf8'));

describe('het deel van het resultaat dat de kengetallen lezen', () => {
  const r = bereken(bedrijfsjaarInvoerSchema.parse(voorbeeld));
  const deel = deelVan(JSON.parse(JSON.stringify(r))) as unknown as Resultaat;

  it('geeft dezelfde kengetallen als het hele resultaat', () => {
    expect(kengetallen(deel)).toEqual(kengetallen(r));
    expect(kengetallen(r).filter((k) => k.waarde !== null).length).toBeGreaterThan(30);
  });

  it('geeft hetzelfde bestand, indicatoren inbegrepen', () => {
    const regel = { naam: 'X', kvkNummer: '12345678', ubns: ['1'], brs: null, jaar: r.jaar ?? 2024, status: 'Open', opmerking: '' };
    expect(maakDeelnemersCsv([{ ...regel, resultaat: deel }]).toString()).toBe(maakDeelnemersCsv([{ ...regel, resultaat: r }]).toString());
  });

  it('is veel kleiner dan het hele resultaat', () => {
    expect(JSON.stringify(deel).length).toBeLessThan(JSON.stringify(r).length / 3);
  });
});
