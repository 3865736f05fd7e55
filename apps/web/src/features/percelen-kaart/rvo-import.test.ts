/**
 * The shapefile path of the RVO import, on a small shapefile built here (no RVO sample file may be shipped): a zip
 * (stored entries) with .shp, .dbf and .prj in RD New (EPSG:28992), as RVO's "Mijn percelen" export gives it.
 */
import { describe, expect, it } from 'vitest';
import { leesShapefileZip } from './rvo-import';
import { oppervlakteHaVan } from './kaart-logica';

const RD_NEW_PRJ =
  'PROJCS["RD_New",GEOGCS["GCS_Amersfoort",DATUM["D_Amersfoort",SPHEROID["Bessel_1841",6377397.155,299.1528128]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],' +
  'PROJECTION["Double_Stereographic"],PARAMETER["False_Easting",155000.0],PARAMETER["False_Northing",463000.0],PARAMETER["Central_Meridian",5.38763888888889],' +
  'PARAMETER["Scale_Factor",0.9999079],PARAMETER["Latitude_Of_Origin",52.15616055555555],UNIT["Meter",1.0]]';

/** One polygon record per ring (shapefile rings run clockwise), as an ESRI shapefile (type 5). */
function shp(ringen: [number, number][][]): Uint8Array {
  const records = ringen.map((ring) => {
    const inhoud = new DataView(new ArrayBuffer(44 + 4 + ring.length * 16));
    const xs = ring.map((p) => p[0]);
    const ys = ring.map((p) => p[1]);
    inhoud.setInt32(0, 5, true);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) => inhoud.setFloat64(4 + i * 8, v, true));
    inhoud.setInt32(36, 1, true);
    inhoud.setInt32(40, ring.length, true);
    inhoud.setInt32(44, 0, true);
    ring.forEach(([x, y], i) => {
      inhoud.setFloat64(48 + i * 16, x, true);
      inhoud.setFloat64(56 + i * 16, y, true);
    });
    return new Uint8Array(inhoud.buffer);
  });
  const lengte = 100 + records.reduce((s, r) => s + 8 + r.length, 0);
  const uit = new Uint8Array(lengte);
  const kop = new DataView(uit.buffer);
  kop.setInt32(0, 9994, false);
  kop.setInt32(24, lengte / 2, false);
  kop.setInt32(28, 1000, true);
  kop.setInt32(32, 5, true);
  const alle = ringen.flat();
  [Math.min(...alle.map((p) => p[0])), Math.min(...alle.map((p) => p[1])), Math.max(...alle.map((p) => p[0])), Math.max(...alle.map((p) => p[1]))].forEach((v, i) => kop.setFloat64(36 + i * 8, v, true));
  let pos = 100;
  records.forEach((r, i) => {
    kop.setInt32(pos, i + 1, false);
    kop.setInt32(pos + 4, r.length / 2, false);
    uit.set(r, pos + 8);
    pos += 8 + r.length;
  });
  return uit;
}

/** A dBASE III table with the columns NAAM (C 20) and GEWASCODE (N 5). */
function dbf(rijen: { naam: string; gewascode: number }[]): Uint8Array {
  const velden = [
    { naam: 'NAAM', soort: 'C', lengte: 20 },
    { naam: 'GEWASCODE', soort: 'N', lengte: 5 },
  ];
  const kopLengte = 32 + velden.length * 32 + 1;
  const rijLengte = 1 + velden.reduce((s, v) => s + v.lengte, 0);
  const uit = new Uint8Array(kopLengte + rijen.length * rijLengte + 1);
  const kop = new DataView(uit.buffer);
  uit[0] = 0x03;
  kop.setUint32(4, rijen.length, true);
  kop.setUint16(8, kopLengte, true);
  kop.setUint16(10, rijLengte, true);
  velden.forEach((v, i) => {
    const b = 32 + i * 32;
    for (let k = 0; k < v.naam.length; k++) uit[b + k] = v.naam.charCodeAt(k);
    uit[b + 11] = v.soort.charCodeAt(0);
    uit[b + 16] = v.lengte;
  });
  uit[kopLengte - 1] = 0x0d;
  rijen.forEach((r, i) => {
    const b = kopLengte + i * rijLengte;
    const tekst = ' ' + r.naam.padEnd(20) + String(r.gewascode).padStart(5);
    for (let k = 0; k < tekst.length; k++) uit[b + k] = tekst.charCodeAt(k);
  });
  uit[uit.length - 1] = 0x1a;
  return uit;
}

const CRC_TABEL = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Uint8Array) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABEL[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A zip of stored (uncompressed) entries. */
function zip(bestanden: Record<string, Uint8Array>): ArrayBuffer {
  const delen: Uint8Array[] = [];
  const centraal: Uint8Array[] = [];
  let pos = 0;
  for (const [naam, inhoud] of Object.entries(bestanden)) {
    const naamBytes = new TextEncoder().encode(naam);
    const lokaal = new DataView(new ArrayBuffer(30));
    lokaal.setUint32(0, 0x04034b50, true);
    lokaal.setUint16(4, 20, true);
    lokaal.setUint32(14, crc32(inhoud), true);
    lokaal.setUint32(18, inhoud.length, true);
    lokaal.setUint32(22, inhoud.length, true);
    lokaal.setUint16(26, naamBytes.length, true);
    const c = new DataView(new ArrayBuffer(46));
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint32(16, crc32(inhoud), true);
    c.setUint32(20, inhoud.length, true);
    c.setUint32(24, inhoud.length, true);
    c.setUint16(28, naamBytes.length, true);
    c.setUint32(42, pos, true);
    delen.push(new Uint8Array(lokaal.buffer), naamBytes, inhoud);
    centraal.push(new Uint8Array(c.buffer), naamBytes);
    pos += 30 + naamBytes.length + inhoud.length;
  }
  const centraalLengte = centraal.reduce((s, d) => s + d.length, 0);
  const eind = new DataView(new ArrayBuffer(22));
  eind.setUint32(0, 0x06054b50, true);
  eind.setUint16(8, Object.keys(bestanden).length, true);
  eind.setUint16(10, Object.keys(bestanden).length, true);
  eind.setUint32(12, centraalLengte, true);
  eind.setUint32(16, pos, true);
  const alles = [...delen, ...centraal, new Uint8Array(eind.buffer)];
  const uit = new Uint8Array(alles.reduce((s, d) => s + d.length, 0));
  let p = 0;
  for (const d of alles) {
    uit.set(d, p);
    p += d.length;
  }
  return uit.buffer;
}

// 200 m × 150 m near Lichtenvoorde in RD New (x east, y north), clockwise.
const x0 = 239_000;
const y0 = 441_000;
const rechthoek: [number, number][] = [
  [x0, y0],
  [x0, y0 + 150],
  [x0 + 200, y0 + 150],
  [x0 + 200, y0],
  [x0, y0],
];

describe('RVO-import (shapefile in een zip)', () => {
  it('leest de percelen, rekent RD New om naar WGS84 en neemt naam en gewascode over', async () => {
    const inhoud = zip({
      'percelen.shp': shp([rechthoek]),
      'percelen.dbf': dbf([{ naam: 'Achter het huis', gewascode: 265 }]),
      'percelen.prj': new TextEncoder().encode(RD_NEW_PRJ),
    });
    const uit = await leesShapefileZip(inhoud);
    expect(uit.fouten).toEqual([]);
    expect(uit.percelen).toHaveLength(1);
    const [perceel] = uit.percelen;
    expect(perceel).toMatchObject({ naam: 'Achter het huis', gewascode: 265 });
    const [lon, lat] = perceel.geometrie.coordinates[0][0];
    expect(lat).toBeGreaterThan(51.9);
    expect(lat).toBeLessThan(52.1);
    expect(lon).toBeGreaterThan(6.5);
    expect(lon).toBeLessThan(6.7);
    // 200 × 150 m = 3 ha; RD's scale factor and the sphere keep it within a few hundredths.
    expect(Math.abs(oppervlakteHaVan(perceel.geometrie) - 3)).toBeLessThan(0.05);
  });

  it('geeft een Nederlandse melding bij een zip zonder shapefile of een kapot bestand', async () => {
    expect((await leesShapefileZip(zip({ 'leesmij.txt': new TextEncoder().encode('niets') }))).fouten).toEqual([
      'Het zip-bestand bevat geen leesbare shapefile (.shp met .dbf en .prj).',
    ]);
    expect((await leesShapefileZip(new TextEncoder().encode('geen zip').buffer as ArrayBuffer)).fouten[0]).toMatch(/geen leesbare shapefile/);
  });
});
