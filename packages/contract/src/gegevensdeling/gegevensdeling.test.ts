import { describe, expect, it } from 'vitest';
import { register } from '../schermen/register';
import { kengetalDefinities } from '../rapportage/rapportage.kengetallen';
import { dataproducten, dataproductVan, sectiesVanMenu } from './dataproducten';
import { bezwarenTegenActiveren, geldendeDeelnameStatus, leveringsBezwaar, volgendeDeelnameStatus, type DoelKern } from './levenscyclus';
import { productInhoud } from './inhoud';
import { doelInvoerSchema } from './gegevensdeling.schema';

describe('dataproducten', () => {
  it('elk invoerveld van het register staat in precies één invoerproduct, met label en eenheid uit het register', () => {
    const invoerVelden = dataproducten.filter((p) => p.sleutel.startsWith('invoer-')).flatMap((p) => p.velden);
    const paden = invoerVelden.map((v) => v.pad);
    expect(new Set(paden).size).toBe(paden.length);
    for (const scherm of register) {
      for (const cat of scherm.categorieen) {
        const velden = cat.soort === 'velden' ? cat.velden : cat.kolommen;
        for (const veld of velden) {
          const pad = cat.soort === 'velden' ? `${cat.pad}.${veld.sleutel}` : `${cat.pad}[].${veld.sleutel}`;
          const gevonden = invoerVelden.find((v) => v.pad === pad);
          expect(gevonden, `${scherm.sleutel}: ${pad}`).toBeDefined();
          expect(gevonden!.label).toBe(veld.label);
          expect(gevonden!.eenheid).toBe(veld.eenheid ?? null);
        }
      }
    }
  });

  it('Melklevering hoort bij Dier, Krachtvoer bij Voer', () => {
    expect(sectiesVanMenu('Dier')).toContain('melklevering');
    expect(sectiesVanMenu('Voer')).toContain('krachtvoer');
    expect(dataproductVan('invoer-dier').velden.some((v) => v.pad === 'melklevering.geleverd.kg' && v.eenheid === 'kg')).toBe(true);
  });

  it('de kengetallen en BEX nemen hun woordenboek uit de lijst van de rapportage', () => {
    expect(dataproductVan('kengetallen').velden.filter((v) => v.pad.startsWith('kengetallen.'))).toHaveLength(kengetalDefinities.length);
    expect(dataproductVan('bex').velden.map((v) => v.label)).toEqual(kengetalDefinities.filter((k) => k.groep === 'Excretie (BEX)').map((k) => k.omschrijving));
    expect(dataproductVan('bex').velden.length).toBeGreaterThan(3);
  });

  it('de inhoud van een invoerproduct neemt alleen de secties van zijn menudeel', () => {
    const inhoud = productInhoud('invoer-voer', { jaar: 2024, invoer: { krachtvoer: { producten: [] } as never, melklevering: { x: 1 } as never }, resultaat: null, status: { id: 1, omschrijving: 'Open', ingediendOp: null } });
    expect(Object.keys(inhoud!)).toEqual(['krachtvoer']);
    expect(productInhoud('kengetallen', { jaar: 2024, invoer: {}, resultaat: null, status: { id: 1, omschrijving: 'Open', ingediendOp: null } })).toBeNull();
    expect(productInhoud('indienstatus', { jaar: 2024, invoer: {}, resultaat: null, status: { id: 2, omschrijving: 'Ingediend', ingediendOp: '2025-03-01' } })).toEqual({ jaar: 2024, statusId: 2, status: 'Ingediend', ingediendOp: '2025-03-01' });
  });
});

const doel = (over: Partial<DoelKern> = {}): DoelKern => ({
  status: 'concept',
  boerTekst: 'Wij gebruiken uw kengetallen voor de duurzaamheidspremie.',
  producten: ['kengetallen'],
  grondslag: 'Toestemming',
  bewaartermijn: '5 jaar',
  begindatum: '2026-01-01',
  einddatum: '2027-12-31',
  licentiegeverAkkoordOp: '2026-01-02T10:00:00Z',
  ...over,
});

describe('levenscyclus', () => {
  it('een doel zonder tekst voor de boer of zonder einddatum kan niet actief worden', () => {
    expect(bezwarenTegenActiveren(doel(), '2026-11-26')).toEqual([]);
    expect(bezwarenTegenActiveren(doel({ boerTekst: '  ' }), '2026-11-26')).toEqual(['Het doel heeft nog geen tekst voor de boer.']);
    expect(bezwarenTegenActiveren(doel({ einddatum: null }), '2026-11-26')).toEqual(['Het doel heeft nog geen einddatum.']);
    expect(bezwarenTegenActiveren(doel({ licentiegeverAkkoordOp: null }), '2026-11-26')).toHaveLength(1);
    expect(bezwarenTegenActiveren(doel({ status: 'actief' }), '2026-11-26')[0]).toMatch(/Alleen een doel in concept/);
  });

  it('deelname: alleen de toegestane stappen', () => {
    expect(volgendeDeelnameStatus('aangevraagd', 'goedkeuren')).toEqual({ status: 'goedgekeurd' });
    expect(volgendeDeelnameStatus('goedgekeurd', 'intrekken')).toEqual({ status: 'ingetrokken' });
    expect(volgendeDeelnameStatus('ingetrokken', 'intrekken')).toEqual({ fout: 'Deze deelname kan niet worden ingetrokken: ze is al ingetrokken.' });
    expect(volgendeDeelnameStatus('goedgekeurd', 'goedkeuren')).toHaveProperty('fout');
    expect(volgendeDeelnameStatus('aangevraagd', 'intrekken')).toEqual({ fout: 'Deze deelname kan niet worden ingetrokken: ze is nog niet goedgekeurd.' });
  });

  it('een goedgekeurde deelname na de einddatum is verlopen', () => {
    expect(geldendeDeelnameStatus('goedgekeurd', '2026-01-01', '2026-11-26')).toBe('verlopen');
    expect(geldendeDeelnameStatus('goedgekeurd', '2026-11-26', '2026-11-26')).toBe('goedgekeurd');
    expect(geldendeDeelnameStatus('ingetrokken', '2026-01-01', '2026-11-26')).toBe('ingetrokken');
  });

  it('levering alleen onder een goedgekeurde, lopende deelname van een actief doel die het product dekt', () => {
    const actief = { status: 'actief' as const, einddatum: '2027-12-31' };
    const d = { status: 'goedgekeurd' as const, einddatum: null, producten: ['kengetallen' as const], ubnBeperking: [] };
    expect(leveringsBezwaar(d, actief, 'kengetallen', '2026-11-26')).toBeNull();
    expect(leveringsBezwaar(d, actief, 'bex', '2026-11-26')).toMatch(/valt niet onder/);
    expect(leveringsBezwaar({ ...d, status: 'ingetrokken' }, actief, 'kengetallen', '2026-11-26')).toMatch(/is ingetrokken/);
    expect(leveringsBezwaar({ ...d, status: 'aangevraagd' }, actief, 'kengetallen', '2026-11-26')).toMatch(/nog niet goedgekeurd/);
    expect(leveringsBezwaar(d, { status: 'gesloten', einddatum: null }, 'kengetallen', '2026-11-26')).toMatch(/niet actief/);
    expect(leveringsBezwaar(d, { status: 'actief', einddatum: '2026-01-01' }, 'kengetallen', '2026-11-26')).toMatch(/niet actief/);
    expect(leveringsBezwaar(null, actief, 'kengetallen', '2026-11-26')).toMatch(/neemt niet deel/);
    expect(leveringsBezwaar(d, null, 'kengetallen', '2026-11-26')).toMatch(/bestaat niet/);
  });

  it('doel invoer: einde voor begin en een dubbel product worden geweigerd in het Nederlands', () => {
    const basis = { naam: 'Premie', boerTekst: '', producten: ['kengetallen'], grondslag: '', bewaartermijn: '', begindatum: '2026-02-01', einddatum: '2026-01-01' };
    const r = doelInvoerSchema.safeParse(basis);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('De einddatum ligt voor de begindatum.');
    expect(doelInvoerSchema.safeParse({ ...basis, einddatum: null, producten: ['bex', 'bex'] }).error!.issues[0].message).toBe('Elk dataproduct mag maar één keer gekozen worden.');
  });
});

describe('dataproducten dekken de invoer', () => {
  it('elke sectie van de invoer zit in één invoerproduct', async () => {
    const { bedrijfsjaarInvoerSchema } = await import('@kw/engine');
    const alle = Object.keys((bedrijfsjaarInvoerSchema as unknown as { shape: Record<string, unknown> }).shape);
    const gedekt = (['Bedrijf', 'Dier', 'Voer', 'Bodem', 'Mest'] as const).flatMap((m) => sectiesVanMenu(m));
    expect([...gedekt].sort()).toEqual([...alle].sort());
  });
});
