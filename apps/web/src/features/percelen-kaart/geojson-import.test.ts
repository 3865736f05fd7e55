import { describe, expect, it } from 'vitest';
import { leesGeoJsonObject, leesGeoJsonTekst, MAX_PERCELEN_PER_BESTAND } from './geojson-import';

const ring = [[6.56, 51.98], [6.57, 51.98], [6.57, 51.985], [6.56, 51.985], [6.56, 51.98]];
const feature = (geometry: unknown, properties: Record<string, unknown> = {}) => ({ type: 'Feature', properties, geometry });
const collectie = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

describe('GeoJSON-import van percelen', () => {
  it('leest polygonen met naam, nummer en gewascode uit de eigenschappen', () => {
    const uit = leesGeoJsonTekst(
      collectie(
        feature({ type: 'Polygon', coordinates: [ring] }, { naam: 'Huiskavel', gewascode: 265, perceelnummer: 'A12' }),
        feature({ type: 'Polygon', coordinates: [ring] }, { NAAM: 'Esakker', GWS_GEWASCODE: '259' }),
      ),
    );
    expect(uit.fouten).toEqual([]);
    expect(uit.percelen).toHaveLength(2);
    expect(uit.percelen[0]).toEqual({ naam: 'Huiskavel', nummer: 'A12', gewascode: 265, geometrie: { type: 'Polygon', coordinates: [ring] } });
    expect(uit.percelen[1]).toMatchObject({ naam: 'Esakker', gewascode: 259 });
  });

  it('maakt van een MultiPolygon één perceel per deel en sluit een open ring', () => {
    const open = ring.slice(0, 4);
    const uit = leesGeoJsonTekst(collectie(feature({ type: 'MultiPolygon', coordinates: [[open], [ring]] }, { name: 'Weide' })));
    expect(uit.fouten).toEqual([]);
    expect(uit.percelen.map((p) => p.naam)).toEqual(['Weide (deel 1)', 'Weide (deel 2)']);
    expect(uit.percelen[0].geometrie.coordinates[0]).toEqual(ring);
  });

  it('een enkele Feature of een losse Polygon wordt ook gelezen; een ongeldige gewascode wordt genegeerd', () => {
    expect(leesGeoJsonObject(feature({ type: 'Polygon', coordinates: [ring] }, { gewascode: 'gras' })).percelen[0]).toEqual({ geometrie: { type: 'Polygon', coordinates: [ring] } });
    expect(leesGeoJsonObject({ type: 'Polygon', coordinates: [ring] }).percelen).toHaveLength(1);
  });

  it('geeft Nederlandse fouten voor slechte bestanden en gooit nooit', () => {
    expect(leesGeoJsonTekst('{ kapot').fouten).toEqual(['Het bestand is geen geldige JSON en kan niet als GeoJSON worden gelezen.']);
    expect(leesGeoJsonTekst('null').fouten[0]).toMatch(/geen GeoJSON/);
    expect(leesGeoJsonTekst('{"type":"Topology"}').fouten[0]).toMatch(/geen GeoJSON FeatureCollection/);
    expect(leesGeoJsonTekst('{"type":"FeatureCollection"}').fouten[0]).toMatch(/geen lijst "features"/);
    expect(leesGeoJsonTekst(collectie()).fouten).toEqual(['Het bestand bevat geen percelen.']);
    const punt = leesGeoJsonTekst(collectie(feature({ type: 'Point', coordinates: [6.5, 52] }, { naam: 'Put' })));
    expect(punt.fouten).toEqual(['Object 1 (Put): is een Point; alleen vlakken (Polygon, MultiPolygon) zijn percelen.']);
    const rd = leesGeoJsonTekst(collectie(feature({ type: 'Polygon', coordinates: [[[240000, 445000], [240100, 445000], [240100, 445100], [240000, 445000]]] })));
    expect(rd.fouten[0]).toMatch(/RD-coördinaten \(EPSG:28992\)/);
    expect(leesGeoJsonTekst(collectie(feature({ type: 'Polygon', coordinates: [[[6.5, 52], [6.6, 52]]] }))).fouten[0]).toMatch(/minstens 3 verschillende punten/);
    expect(leesGeoJsonTekst(collectie(feature({ type: 'Polygon', coordinates: [['a', 'b']] }))).fouten[0]).toMatch(/geen lijst van \[lengtegraad, breedtegraad\]/);
    expect(leesGeoJsonTekst(collectie(feature(null))).fouten[0]).toMatch(/heeft geen geometrie/);
    expect(leesGeoJsonTekst(collectie('tekst')).fouten[0]).toBe('Object 1: geen GeoJSON-Feature.');
    const teVeel = leesGeoJsonTekst(collectie(...Array.from({ length: MAX_PERCELEN_PER_BESTAND + 1 }, () => feature({ type: 'Polygon', coordinates: [ring] }))));
    expect(teVeel.percelen).toEqual([]);
    expect(teVeel.fouten[0]).toMatch(/hoogstens 500 percelen/);
  });

  it('leest de goede objecten en meldt de slechte in één bestand', () => {
    const uit = leesGeoJsonTekst(collectie(feature({ type: 'Polygon', coordinates: [ring] }), feature({ type: 'LineString', coordinates: ring })));
    expect(uit.percelen).toHaveLength(1);
    expect(uit.fouten).toHaveLength(1);
  });
});
