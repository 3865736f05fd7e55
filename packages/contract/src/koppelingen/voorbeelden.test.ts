import { describe, expect, it } from 'vitest';
import { berichtSchemas } from './berichten.schema';
import { BERICHT_SOORTEN } from './soorten';
import { voerCsvNaarBericht } from './voer-csv';
import { BERICHT_VOORBEELDEN, VOER_CSV_VOORBEELD } from './voorbeelden';

describe('de voorbeeldberichten van de documentatie', () => {
  it.each(BERICHT_SOORTEN)('%s: het voorbeeld is geldig volgens zijn schema', (soort) => {
    const r = berichtSchemas[soort].safeParse(BERICHT_VOORBEELDEN[soort]);
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
  });

  it('het CSV-voorbeeld wordt een geldig voerleveringenbericht (decimale komma gelezen)', () => {
    const c = voerCsvNaarBericht(VOER_CSV_VOORBEELD.csv, VOER_CSV_VOORBEELD.berichtId, VOER_CSV_VOORBEELD.klantnummer);
    expect(c.ok).toBe(true);
    const r = berichtSchemas.voerleveringen.safeParse(c.ok ? c.bericht : null);
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
    expect(r.data!.leveringen).toHaveLength(2);
    expect(r.data!.leveringen[1]).toMatchObject({ categorie: 'krachtvoer', pGPerKgDs: 5.5 });
  });
});
