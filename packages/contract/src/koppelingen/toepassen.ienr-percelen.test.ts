/**
 * I&R movements and plot removal as `pasToe` applies them (decision 035): what a movement changes on
 * Veestapel, that a registration is counted once over messages, and that a plot gone from the RVO
 * registration is removed only when the farmer did not edit it.
 */
import { describe, expect, it } from 'vitest';
import { valideerSchermDocument } from '../schermen/valideer-scherm';
import { berichtSchemas } from './berichten.schema';
import { pasToe, type Documenten, type Toepassing, type Waarde } from './toepassen';

const ir = (inhoud: Record<string, unknown>, id = 'ir1') => ({ soort: 'diertellingen' as const, inhoud: berichtSchemas.diertellingen.parse({ berichtId: id, klantnummer: 'K1', ubn: '1234567', peildatum: '2025-06-30', ...inhoud }) });
const rvo = (percelen: Record<string, unknown>[], id = 'p1') => ({ soort: 'percelen' as const, inhoud: berichtSchemas.percelen.parse({ berichtId: id, klantnummer: 'K1', peildatum: '2025-05-15', percelen }) });
const ok = (t: Toepassing) => {
  if (!t.ok) throw new Error(t.reden);
  return t;
};
/** What a link wrote, as the server reads it back for the next message (last value per field). */
const geschrevenNa = (...ts: Toepassing[]) => new Map<string, Waarde>(ts.flatMap((t) => (t.ok ? t.wijzigingen.map((w) => [w.veld, w.na] as [string, Waarde]) : [])));
/** The next message sees the documents as they are after the previous one (only changed screens come back). */
const samen = (a: Documenten, b: Documenten): Documenten => ({ ...a, ...b });

const veestapel = { melkkoeien: { gemiddeldAantal: 100 }, jongveeJonger1Jaar: { gemiddeldAantal: 30 }, jongveeOuder1Jaar: { gemiddeldAantal: 30 }, afvoer: [{ categorie: '100', aantal: 3, gewichtKgPerDier: 600 }] };

describe('I&R-bewegingen', () => {
  const bewegingen = [
    { soort: 'aanvoer', datum: '2025-02-03', levensnummer: 'NL100000001', categorie: '102', gewichtKg: 500 },
    { soort: 'afvoer', datum: '2025-02-10', levensnummer: 'NL100000002', categorie: '100' },
    { soort: 'sterfte', datum: '2025-03-01', levensnummer: 'NL100000003', categorie: '101' },
    { soort: 'geboorte', datum: '2025-03-02', levensnummer: 'NL100000004', categorie: '101' },
  ];

  it('aanvoer en afvoer (ook sterfte) tellen per categorie op Veestapel; een geboorte verandert niets; het register keurt het goed', () => {
    const t = ok(pasToe(ir({ bewegingen }), { veestapel: { veestapel } }));
    const v = t.documenten.veestapel!.veestapel as typeof veestapel & { aanvoer: Record<string, unknown>[] };
    expect(v.aanvoer).toEqual([{ categorie: '102', aantal: 1, gewichtKgPerDier: 500 }]);
    // the farmer's own cow row counts on; its weight stays (no weight in the message: the row's own)
    expect(v.afvoer).toEqual([{ categorie: '100', aantal: 4, gewichtKgPerDier: 600 }, { categorie: '101', aantal: 1, gewichtKgPerDier: 45 }]);
    expect(valideerSchermDocument('veestapel', 2025, t.documenten.veestapel).ok).toBe(true);
    expect(t.wijzigingen.find((w) => w.veld === 'veestapel.afvoer[100].aantal')).toMatchObject({ voor: 3, na: 4, toegepast: true });
    expect(t.wijzigingen.filter((w) => w.veld.startsWith('veestapel.bewegingen')).map((w) => w.veld)).toEqual([
      'veestapel.bewegingen[aanvoer NL100000001 2025-02-03]',
      'veestapel.bewegingen[afvoer NL100000002 2025-02-10]',
      'veestapel.bewegingen[sterfte NL100000003 2025-03-01]',
    ]);
    // the average numbers are optional now: a movements-only message leaves them as they are
    expect(v.melkkoeien.gemiddeldAantal).toBe(100);
  });

  it('dezelfde registratie in een later bericht telt niet nog eens; een nieuwe wel', () => {
    const een = ok(pasToe(ir({ bewegingen }), { veestapel: { veestapel } }));
    const docs = samen({ veestapel: { veestapel } }, een.documenten);
    const meer = [...bewegingen, { soort: 'afvoer', datum: '2025-04-01', levensnummer: 'NL100000005', categorie: '100', gewichtKg: 700 }];
    const twee = ok(pasToe(ir({ bewegingen: meer }, 'ir2'), docs, geschrevenNa(een)));
    const afvoer = (twee.documenten.veestapel!.veestapel as { afvoer: Record<string, unknown>[] }).afvoer;
    expect(afvoer.find((r) => r.categorie === '100')).toEqual({ categorie: '100', aantal: 5, gewichtKgPerDier: 620 });
    expect(afvoer.find((r) => r.categorie === '101')!.aantal).toBe(1);
    // only the repeated list: nothing changes
    const drie = ok(pasToe(ir({ bewegingen: meer }, 'ir3'), samen(docs, twee.documenten), geschrevenNa(een, twee)));
    expect(drie.wijzigingen).toEqual([]);
    // a registration twice in one message counts once
    const dubbel = ok(pasToe(ir({ bewegingen: [bewegingen[0], bewegingen[0]] }), { veestapel: { veestapel } }));
    expect((dubbel.documenten.veestapel!.veestapel as { aanvoer: Record<string, unknown>[] }).aanvoer[0].aantal).toBe(1);
  });

  it('een door de boer gecorrigeerd aantal blijft staan; de bewegingen staan als niet overgenomen in de wijziging', () => {
    const een = ok(pasToe(ir({ bewegingen }), { veestapel: { veestapel } }));
    const docs = structuredClone(samen({ veestapel: { veestapel } }, een.documenten));
    (docs.veestapel!.veestapel as { aanvoer: Record<string, unknown>[] }).aanvoer[0].aantal = 7;
    const twee = ok(pasToe(ir({ bewegingen: [{ soort: 'aanvoer', datum: '2025-05-05', levensnummer: 'NL100000009', categorie: '102', gewichtKg: 500 }] }, 'ir2'), docs, geschrevenNa(een)));
    expect(twee.documenten.veestapel).toBeUndefined();
    expect(twee.wijzigingen.find((w) => w.veld === 'veestapel.aanvoer[102].aantal')).toMatchObject({ voor: 7, na: 2, toegepast: false });
    expect(twee.wijzigingen.find((w) => w.veld.startsWith('veestapel.bewegingen'))).toMatchObject({ toegepast: false });
  });

  it('een bericht zonder aantallen en zonder bewegingen, of met een ongeldig levensnummer, wordt geweigerd', () => {
    const basis = { berichtId: 'x', klantnummer: 'K1', ubn: '1234567', peildatum: '2025-06-30' };
    expect(berichtSchemas.diertellingen.safeParse(basis).success).toBe(false);
    expect(berichtSchemas.diertellingen.safeParse({ ...basis, bewegingen: [] }).success).toBe(false);
    expect(berichtSchemas.diertellingen.safeParse({ ...basis, bewegingen: [bewegingen[0]] }).success).toBe(true);
    expect(berichtSchemas.diertellingen.safeParse({ ...basis, bewegingen: [{ ...bewegingen[0], levensnummer: 'NL 1' }] }).success).toBe(false);
    expect(berichtSchemas.diertellingen.safeParse({ ...basis, bewegingen: [{ ...bewegingen[0], categorie: '104' }] }).success).toBe(false);
  });
});

describe('percelen die niet meer in de RVO-registratie staan', () => {
  const a = { id: 'rvo-a', naam: 'Akker', oppervlakteHa: 4, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' };
  const b = { id: 'rvo-b', naam: 'Beemd', oppervlakteHa: 2.5, gewascode: 259, grondgebruik: 'mais', grondsoort: 'klei' };
  const eigen = { id: 'eigen-1', naam: 'Eigen huurland', oppervlakteHa: 1, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' };
  const start = () => {
    const een = ok(pasToe(rvo([a, b]), { percelen: { percelen: { percelen: [eigen] } } }));
    return { een, docs: samen({ percelen: { percelen: { percelen: [eigen] } } }, een.documenten) };
  };
  const percelen = (t: Toepassing & { ok: true }) => (t.documenten.percelen!.percelen as { percelen: Record<string, unknown>[] }).percelen;

  it('een onaangeroerd perceel van de koppeling verdwijnt; de wijziging toont elk veld → leeg; een eigen perceel blijft', () => {
    const { een, docs } = start();
    const twee = ok(pasToe(rvo([a], 'p2'), docs, geschrevenNa(een)));
    expect(percelen(twee).map((p) => p.id)).toEqual(['eigen-1', 'rvo-a']);
    expect(twee.wijzigingen.find((w) => w.veld === 'percelen.percelen[rvo-b].oppervlakteHa')).toMatchObject({ voor: 2.5, na: null, toegepast: true, label: expect.stringContaining('niet meer in de RVO-registratie') });
    expect(valideerSchermDocument('percelen', 2025, twee.documenten.percelen).ok).toBe(true);
    // the same registration again: nothing left to do
    const drie = ok(pasToe(rvo([a], 'p3'), samen(docs, twee.documenten), geschrevenNa(een, twee)));
    expect(drie.wijzigingen).toEqual([]);
    // back in the registration later: a new row again
    const vier = ok(pasToe(rvo([a, b], 'p4'), samen(docs, twee.documenten), geschrevenNa(een, twee)));
    expect(percelen(vier).map((p) => p.id)).toEqual(['eigen-1', 'rvo-a', 'rvo-b']);
  });

  it('een met de hand aangepast perceel blijft staan; de wijziging zegt het, één keer', () => {
    for (const aanpassing of [{ oppervlakteHa: 2.8 }, { zandklasse: 'zand2' as const, grondsoort: 'zand' }, { geometrie: { type: 'Polygon', coordinates: [[[5, 52], [5.01, 52], [5.01, 52.01], [5, 52]]] } }]) {
      const { een, docs } = start();
      const aangepast = structuredClone(docs);
      const rij = (aangepast.percelen!.percelen as { percelen: Record<string, unknown>[] }).percelen.find((p) => p.id === 'rvo-b')!;
      Object.assign(rij, aanpassing);
      const twee = ok(pasToe(rvo([a], 'p2'), aangepast, geschrevenNa(een)));
      expect(twee.documenten.percelen, JSON.stringify(aanpassing)).toBeUndefined();
      expect(twee.wijzigingen).toEqual([expect.objectContaining({ veld: 'percelen.percelen[rvo-b]', voor: rij.oppervlakteHa, na: null, toegepast: false, label: expect.stringContaining('zelf aangepast') })]);
      const drie = ok(pasToe(rvo([a], 'p3'), aangepast, geschrevenNa(een, twee)));
      expect(drie.wijzigingen).toEqual([]);
    }
  });
});
