/**
 * The report files read back: the PDF's text through pdftotext (poppler-utils) against the
 * engine's numbers for the example farm, its pages rendered by pdftoppm; the XLSX through
 * read-excel-file; the CSV through a small RFC 4180 parser with ";".
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resultaat } from '@kw/engine';
import { ammoniakBronnen, broeikasComponenten } from './pdf/sectie.milieu';
import { csvGetal, maakKengetallenCsv } from './rapportage.csv';
import { ALLE_SECTIES, bestandsnaamDeel, datum, getal, kengetallen, leesSecties, procent } from '@kw/contract/rapportage';
import { maakRapportPdf } from './rapportage.pdf';
import type { RapportInvoer } from './rapportage.types';
import { voorbeeldRapportInvoer } from './rapportage.voorbeeld';
import { maakKengetallenXlsx, XLSX_BLAD } from './rapportage.xlsx';

const invoer: RapportInvoer = voorbeeldRapportInvoer({ statusOmschrijving: 'Afgesloten' });
const r: Resultaat = invoer.resultaat;

let map: string;
beforeAll(() => {
  map = mkdtempSync(path.join(os.tmpdir(), 'kw-rapport-'));
});
afterAll(() => rmSync(map, { recursive: true, force: true }));

/** pdftotext's text (layout mode: a table row stays one line) with every run of white space as one space. */
function pdfTekst(pdf: Buffer, naam: string): { tekst: string; stroom: string; paginas: number } {
  const bestand = path.join(map, `${naam}.pdf`);
  writeFileSync(bestand, pdf);
  const lees = (...opties: string[]) => execFileSync('pdftotext', [...opties, '-enc', 'UTF-8', bestand, '-'], { encoding: 'utf8' });
  const ruw = lees('-layout');
  // `stroom`: reading order (the header's wrapped rule version stays one sentence)
  return { tekst: ruw.replace(/\s+/g, ' '), stroom: lees().replace(/\s+/g, ' '), paginas: ruw.split('\f').length - 1 };
}

describe('Nederlandse opmaak', () => {
  it('decimale komma, duizendtallen met punt, geen -0, datum DD-MM-JJJJ', () => {
    expect(getal(1234.56, 1)).toBe('1.234,6');
    expect(getal(1031498)).toBe('1.031.498');
    expect(getal(-0.04, 1)).toBe('0,0');
    expect(getal(-15.6)).toBe('-16');
    expect(procent(10.909)).toBe('10,9%');
    expect(getal(Number.NaN)).toBe('–');
    expect(datum(new Date('2026-03-05T23:30:00Z'))).toBe('06-03-2026');
    expect(csvGetal(1234.567, 2)).toBe('1234,57');
    expect(csvGetal(null, 2)).toBe('');
    expect(bestandsnaamDeel('De Vries')).toBe('De-Vries');
    expect(bestandsnaamDeel('Maïs & Zn.')).toBe('Mais-Zn');
  });

  it('leest de gekozen onderdelen in vaste volgorde; onbekend → Nederlandse fout', () => {
    expect(leesSecties('kengetallen,bex')).toEqual({ secties: ['bex', 'kengetallen'] });
    expect(leesSecties(undefined)).toEqual({ secties: ALLE_SECTIES });
    expect(leesSecties('bex,grafiek')).toEqual({ fout: expect.stringContaining('Onbekende rapportonderdelen: grafiek') });
  });
});

describe('PDF', () => {
  it('volledig rapport: kop, alle onderdelen en de getallen van de rekenkern in Nederlandse opmaak', async () => {
    const pdf = await maakRapportPdf(invoer, ALLE_SECTIES);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { tekst, stroom, paginas } = pdfTekst(pdf, 'volledig');
    // header: farm, year, status, rule version, date
    expect(tekst).toContain('Melkveebedrijf De Vries · Kringloopwijzer 2024');
    expect(tekst).toContain('Status: Afgesloten');
    expect(stroom).toContain(`Rekenregels: ${r.versie}`);
    expect(tekst).toContain('Datum: 05-03-2026');
    expect(tekst).toContain('Relatienummer Jaar Status Datum 4711 2024 Afgesloten 05-03-2026');
    expect(tekst).toContain(`Pagina ${paginas} van ${paginas}`);
    for (const titel of ['Dashboard milieu en klimaat', 'BEX: bedrijfsspecifieke excretie melkvee', 'Stikstof- en fosfaatbalans', 'Ammoniak', 'Broeikasgassen', 'Voer en rantsoen', 'Kengetallen']) {
      expect(tekst).toContain(titel);
    }
    // BEX: farm-specific vs forfait, advantage, per 1,000 kg milk
    const { uitkomst, forfaitaireExcretie: f } = r.bex;
    const perTon = (kg: number) => getal(kg / (r.melk.melkproductieKg / 1000), 2);
    expect(tekst).toContain(
      `Stikstof (N) ${getal(f.nKg)} ${getal(uitkomst.excretieNKg)} ${procent(uitkomst.voordeelNProcent)} ${perTon(f.nKg)} ${perTon(uitkomst.excretieNKg)}`,
    );
    expect(tekst).toContain(
      `Fosfaat (P2O5) ${getal(f.p2o5Kg)} ${getal(uitkomst.excretieP2o5Kg)} ${procent(uitkomst.voordeelP2o5Procent)} ${perTon(f.p2o5Kg)} ${perTon(uitkomst.excretieP2o5Kg)}`,
    );
    expect(tekst).toContain(`Opname met voer ${getal(r.bex.excretie.opnameNKg)}`);
    // balances, ammonia per source, GHG per component, ration
    expect(tekst).toContain(`Overschot bedrijf ${getal(r.balans.stikstof.overschot)}`);
    expect(tekst).toContain(`Stikstofbodemoverschot ${getal(r.bodem.stikstof.bodemoverschotKg)}`);
    for (const b of ammoniakBronnen(r)) expect(tekst).toContain(`${b.label} ${getal(b.waarde)}`);
    for (const c of broeikasComponenten(r)) expect(tekst).toContain(`${c.label} ${getal(c.kg)} ${getal(c.perKg)}`);
    expect(tekst).toContain(`Rantsoen totaal ${getal(r.voer.rantsoen.kgDs)}`);
    // every key figure, formatted as in the table
    for (const k of kengetallen(r)) expect(tekst).toContain(`${k.omschrijving} ${k.waarde === null ? '–' : getal(k.waarde, k.decimalen)} ${k.eenheid}`);
    // no English number formatting slipped through (1,234.5)
    expect(tekst).not.toMatch(/\d,\d{3}\.\d/);
    // charts are vector graphics: no embedded images
    expect(pdf.includes('/Subtype /Image')).toBe(false);
  });

  it('alleen BEX: titel BEX-rapport, andere onderdelen ontbreken; de pagina\'s worden getekend', async () => {
    const pdf = await maakRapportPdf(invoer, ['bex']);
    const { tekst, paginas } = pdfTekst(pdf, 'bex');
    expect(tekst).toContain('BEX-rapport 2024');
    expect(tekst).not.toContain('Dashboard milieu en klimaat');
    expect(tekst).not.toContain('Broeikasgassen per component');
    execFileSync('pdftoppm', ['-png', '-r', '60', path.join(map, 'bex.pdf'), path.join(map, 'bex')]);
    const pngs = readdirSync(map).filter((f) => f.startsWith('bex') && f.endsWith('.png'));
    expect(pngs).toHaveLength(paginas);
    for (const p of pngs) expect(statSync(path.join(map, p)).size).toBeGreaterThan(5_000);
  });
});

describe('Kengetallen als XLSX en CSV', () => {
  it('XLSX teruggelezen: elk kengetal met zijn volle waarde', async () => {
    const xlsx = await maakKengetallenXlsx(invoer);
    const rijen = await readSheet(xlsx, XLSX_BLAD);
    expect(rijen[0][0]).toBe('Kengetallen 2024 – Melkveebedrijf De Vries');
    expect(String(rijen[2][0])).toBe(`Rekenregels: ${r.versie}`);
    expect(rijen[4]).toEqual(['Groep', 'Kengetal', 'Waarde', 'Eenheid', 'KLW-variabele']);
    const lijst = kengetallen(r);
    const data = rijen.slice(5);
    expect(data).toHaveLength(lijst.length);
    lijst.forEach((k, i) => {
      expect(data[i][0]).toBe(k.groep);
      expect(data[i][1]).toBe(k.omschrijving);
      expect(data[i][2]).toBeCloseTo(k.waarde!, 9);
      expect(data[i][3]).toBe(k.eenheid);
      expect(data[i][4]).toBe(k.variabele);
    });
  });

  it('CSV: BOM, puntkomma, decimale komma; teruggelezen gelijk aan de kengetallen', () => {
    const csv = maakKengetallenCsv(invoer);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rijen = leesCsv(csv.toString('utf8').slice(1));
    expect(rijen[0]).toEqual(['Groep', 'Kengetal', 'Waarde', 'Eenheid', 'KLW-variabele', 'Jaar', 'Rekenregels']);
    const lijst = kengetallen(r);
    expect(rijen.slice(1)).toHaveLength(lijst.length);
    lijst.forEach((k, i) => {
      const rij = rijen[i + 1];
      expect(rij[1]).toBe(k.omschrijving);
      expect(Number(rij[2].replace(',', '.'))).toBe(Math.round(k.waarde! * 10 ** k.decimalen) / 10 ** k.decimalen + 0);
      expect(rij[2]).not.toContain('.');
      expect(rij[6]).toBe(r.versie); // holds a ";": quoted and read back whole
    });
    expect(rijen.find((x) => x[1] === 'Snijmaïs')).toBeDefined();
  });
});

/** RFC 4180 with ";" as separator and CRLF line ends. */
function leesCsv(tekst: string): string[][] {
  const rijen: string[][] = [];
  let rij: string[] = [];
  let veld = '';
  let quote = false;
  const sluitVeld = () => {
    rij.push(veld);
    veld = '';
  };
  for (let i = 0; i < tekst.length; i++) {
    const c = tekst[i];
    if (quote && c === '"' && tekst[i + 1] === '"') {
      veld += '"';
      i++;
    } else if (c === '"') {
      quote = !quote;
    } else if (quote) {
      veld += c;
    } else if (c === ';') {
      sluitVeld();
    } else if (c === '\r' && tekst[i + 1] === '\n') {
      sluitVeld();
      rijen.push(rij);
      rij = [];
      i++;
    } else {
      veld += c;
    }
  }
  return rijen;
}
