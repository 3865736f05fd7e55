import { describe, expect, it } from 'vitest';
import { berichtSchemas, type Bericht } from './berichten.schema';
import { celSleutel, melkSleutel, rijSleutel, veldSleutel } from './herkomst-sleutel';
import { pasToe, type Documenten } from './toepassen';

const bericht = <S extends Bericht['soort']>(soort: S, inhoud: unknown) => ({ soort, inhoud: berichtSchemas[soort].parse(inhoud) }) as Bericht;
const kop = { berichtId: 'b1', klantnummer: 'K1' };

const BERICHTEN: Bericht[] = [
  bericht('voerleveringen', {
    ...kop,
    leveringen: [
      { categorie: 'krachtvoer', datum: '2025-03-04', product: 'Melkvee Brok 20', kg: 10_000, dsGPerKg: 880, vemPerKgDs: 1000, reGPerKgDs: 180, pGPerKgDs: 4.5 },
      { categorie: 'ruwvoer', datum: '2025-03-05', product: 'Luzerne', soort: 'overig-ruwvoer', kgDs: 8_000, vemPerKgDs: 800, reGPerKgDs: 190, pGPerKgDs: 3 },
      { categorie: 'strooisel', datum: '2025-03-06', product: 'Tarwestro', kg: 4_000 },
      { categorie: 'kunstmest', datum: '2025-03-07', product: 'KAS 27', kg: 2_000, nAmmoniumGPerKg: 135, nNitraatGPerKg: 135, nUreumGPerKg: 0, p2o5GPerKg: 0, k2oGPerKg: 0 },
    ],
  }),
  bericht('analyses', {
    ...kop,
    laboratorium: 'Agrolab',
    analyses: [
      { soort: 'grond', monsternummer: 'G1', datum: '2025-02-01', perceelId: 'P-7', pAlMgP2o5Per100g: 40, ph: 5.6 },
      { soort: 'grond', monsternummer: 'G2', datum: '2025-02-01', ph: 5.2 },
      { soort: 'kuilvoer', monsternummer: 'K1', datum: '2025-06-01', partij: 'Graskuil 1', ruwvoersoort: 'graskuil', kgDs: 100_000, vemPerKgDs: 880, reGPerKgDs: 165, pGPerKgDs: 4 },
    ],
  }),
  bericht('diertellingen', { ...kop, ubn: '1234567', peildatum: '2025-06-30', gemiddeldAantal: { melkkoeien: 112, jongveeJonger1Jaar: 38, jongveeOuder1Jaar: 41 }, bewegingen: [
    { soort: 'aanvoer', datum: '2025-03-01', levensnummer: 'NL100000001', categorie: '102', gewichtKg: 480 },
    { soort: 'afvoer', datum: '2025-03-02', levensnummer: 'NL100000002', categorie: '101' },
  ] }),
  bericht('mesttransporten', {
    ...kop,
    transporten: [
      { vdmNummer: '998877', datum: '2025-04-01', richting: 'afvoer', mestcode: 14, hoeveelheid: 300, eenheid: 'ton', tegenpartij: 'Intermediair (Oost)' },
      { vdmNummer: '998878', datum: '2025-04-02', richting: 'aanvoer', mestcode: 14, hoeveelheid: 50, eenheid: 'm3' },
    ],
  }),
  bericht('percelen', { ...kop, peildatum: '2025-05-15', percelen: [{ id: 'P-7', naam: 'Achter de schuur', oppervlakteHa: 4.2, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' }] }),
];

/** An I&R registration is recorded as a change of its own (decision 035) but is no field on a screen. */
const isRegistratie = (veld: string) => veld.startsWith('veestapel.bewegingen[');

/** Every key the renderer can make from the documents: each field of each object, each cell of each row. */
function sleutelsVan(docs: Documenten): Set<string> {
  const uit = new Set<string>();
  const loop = (pad: string, o: unknown) => {
    if (Array.isArray(o)) {
      for (const rij of o as Record<string, unknown>[]) for (const kolom of Object.keys(rij)) uit.add(celSleutel(pad, rij, kolom) ?? `${pad}[?].${kolom}`);
    } else if (o && typeof o === 'object') {
      for (const [k, v] of Object.entries(o)) {
        if (v && typeof v === 'object') loop(`${pad}.${k}`, v);
        else uit.add(veldSleutel(pad, k));
      }
    }
  };
  for (const doc of Object.values(docs)) for (const [k, v] of Object.entries(doc ?? {})) loop(k, v);
  return uit;
}

describe('de sleutel van een veld uit een koppeling', () => {
  it('elke wijziging van pasToe is terug te vinden in de documenten: nieuwe rijen en bijgewerkte rijen', () => {
    for (const b of BERICHTEN) {
      const een = pasToe(b, {});
      if (!een.ok) throw new Error(een.reden);
      expect(een.wijzigingen.length, b.soort).toBeGreaterThan(0);
      const sleutels = sleutelsVan(een.documenten);
      for (const w of een.wijzigingen.filter((x) => !isRegistratie(x.veld))) expect(sleutels, `${b.soort}: ${w.veld}`).toContain(w.veld);
      // the same rows again, with other values: the changed fields of existing rows
      const anders = JSON.parse(JSON.stringify(b).replace(/"(vemPerKgDs|ph|hoeveelheid|oppervlakteHa|melkkoeien)":(\d+(\.\d+)?)/g, (_m, k: string, v: string) => `"${k}":${Number(v) + 1}`).replace(/NL1000/g, 'NL2000')) as Bericht;
      const twee = pasToe(anders, een.documenten);
      if (!twee.ok) throw new Error(twee.reden);
      expect(twee.wijzigingen.length, `${b.soort} bijgewerkt`).toBeGreaterThan(0);
      const daarna = sleutelsVan({ ...een.documenten, ...twee.documenten });
      for (const w of twee.wijzigingen.filter((x) => !isRegistratie(x.veld))) expect(daarna, `${b.soort} bijgewerkt: ${w.veld}`).toContain(w.veld);
    }
  });

  it('een rij die geen koppeling schreef heeft geen sleutel', () => {
    expect(rijSleutel('organischeMest.aanvoer', { tegenpartij: 'Buurman' })).toBeNull();
    expect(rijSleutel('bodem.analyses', { datum: '2025-02-01' })).toBeNull();
    expect(rijSleutel('krachtvoer.producten', { naam: '' })).toBeNull();
    expect(celSleutel('percelen.percelen', undefined, 'oppervlakteHa')).toBeNull();
    expect(rijSleutel('veestapel.afvoer', { aantal: 3 })).toBeNull();
  });

  it('een melklevering: datum en tijd (zonder seconden)', () => {
    const t = pasToe(bericht('melkleveringen', { ...kop, ubn: '1234567', leveringen: [{ datum: '2025-01-04', tijd: '06:30', kg: 9_800, vetProcent: 4.4, eiwitProcent: 3.5, ureumMgPer100ml: 22 }] }), {});
    if (!t.ok) throw new Error(t.reden);
    expect(t.wijzigingen[0].veld).toBe(melkSleutel('2025-01-04', '06:30:00'));
  });
});
