/**
 * A text holding a control character (NUL, …) cannot be stored in PostgreSQL's jsonb
 * and gave a 500 on every input screen. Every text field refuses it with a Dutch 400 naming the
 * field; a fuzz of every register save endpoint with such strings (in values and in keys) gives
 * only 400s and changes nothing. Runs on PGlite and, with KW_TEST_DB=postgres, on PostgreSQL.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorServerGevuld, geldtInJaar, routes, schermCalls, type Categorie, type SchermRegistratie } from '@kw/contract';
import { auditRegels, demoKlwIds, handmatigeRij, Klant, startTestServer, type TestServer } from './helpers/server';
import { demoDocumenten, geldigeRij, metWaarde, register } from './helpers/register';

let s: TestServer;
let k: Klant;
let klw: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  klw = (await demoKlwIds(s.database)).vries2024;
  k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', klw);
});
afterAll(async () => s?.stop());

/** Control characters the fields refuse: C0 (NUL, tab, line breaks, …), DEL and lone surrogates. */
const STUURTEKENS = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f', '\ud800', '\udfff'];
const metStuurteken = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...STUURTEKENS), fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** What is stored of a screen: its version and document as the server gives them, and the record's audit lines. */
async function stand(scherm: SchermRegistratie) {
  const res = await k.get(schermCalls(scherm).lezen);
  expect(res.statusCode).toBe(200);
  const { versie, gegevens } = res.json() as { versie: number; gegevens: unknown };
  return { versie, gegevens: JSON.stringify(gegevens), audit: (await auditRegels(s.database, klw)).length };
}

const bewaar = (scherm: SchermRegistratie, payload: string) =>
  k.verzoek({ method: 'POST', url: schermCalls(scherm).opslaan, payload, headers: { 'content-type': 'application/json' }, bearer: true });

/** Every text field of a screen as [document path, label], a table's field in its first row (added when the table is empty). */
function tekstvelden(scherm: SchermRegistratie, doc: Record<string, unknown>): { pad: string; label: string; doc: Record<string, unknown> }[] {
  const uit: { pad: string; label: string; doc: Record<string, unknown> }[] = [];
  for (const c of scherm.categorieen as Categorie[]) {
    if (!geldtInJaar(c.jaren, 2024)) continue;
    if (c.soort === 'tabel') {
      const rijen = c.pad.split('.').reduce<unknown>((x, d) => (x as Record<string, unknown> | undefined)?.[d], doc) as unknown[] | undefined;
      const basis = Array.isArray(rijen) && rijen.length > 0 ? doc : metWaarde(doc, c.pad, [geldigeRij(c)]);
      for (const v of c.kolommen) if (v.soort === 'tekst' && geldtInJaar(v.jaren, 2024)) uit.push({ pad: `${c.pad}.0.${v.sleutel}`, label: v.label, doc: basis });
    } else {
      for (const v of c.velden) if (v.soort === 'tekst' && geldtInJaar(v.jaren, 2024)) uit.push({ pad: `${c.pad}.${v.sleutel}`, label: v.label, doc });
    }
  }
  return uit;
}

describe('tekstvelden met een stuurteken', () => {
  const alle = register.flatMap((scherm) => tekstvelden(scherm, demoDocumenten(2024)[scherm.sleutel] as Record<string, unknown>).map((v) => ({ scherm, ...v })));

  it('elk invoerscherm met tekst heeft zijn tekstvelden in deze test', () => {
    // the screens with a name, supplier or lab field; a new text field is tested without changing this file
    expect(new Set(alle.map((v) => v.scherm.sleutel)).size).toBeGreaterThanOrEqual(8);
    expect(alle.some((v) => v.pad === 'bedrijfsgegevens.naam')).toBe(true);
  });

  it.each(alle.map((v) => [`${v.scherm.sleutel}: ${v.pad}`, v] as const))('%s: "Jansen\\u0000" → 400 met de naam van het veld, niets opgeslagen', async (_, v) => {
    const voor = await stand(v.scherm);
    const res = await bewaar(v.scherm, JSON.stringify({ versie: voor.versie, gegevens: metWaarde(v.doc, v.pad, 'Jansen\u0000') }));
    expect(res.statusCode, res.body).toBe(400);
    const fout = (res.json() as { errorDetails: { field: string; message: string }[] }).errorDetails.find((f) => f.field === v.pad);
    // a free text names the character; a key chosen from a list (the plot) says to choose from the list
    const verwacht = v.pad.endsWith('perceelId') ? `${v.label}: Kies een perceel uit de lijst.` : `${v.label} bevat een onzichtbaar stuurteken`;
    expect(fout?.message).toContain(verwacht);
    expect(await stand(v.scherm)).toEqual(voor);
  });
});

/** Every leaf path (string leaves first in line for the mutation) and every object path of a document. */
function paden(x: unknown, pad: (string | number)[] = []): { bladeren: (string | number)[][]; objecten: (string | number)[][] } {
  if (Array.isArray(x)) {
    const delen = x.map((v, i) => paden(v, [...pad, i]));
    return { bladeren: delen.flatMap((d) => d.bladeren), objecten: delen.flatMap((d) => d.objecten) };
  }
  if (x && typeof x === 'object') {
    const delen = Object.entries(x).map(([key, v]) => paden(v, [...pad, key]));
    return { bladeren: delen.flatMap((d) => d.bladeren), objecten: [pad, ...delen.flatMap((d) => d.objecten)] };
  }
  return { bladeren: [pad], objecten: [] };
}

const PER_SCHERM = 60;

describe.each(register.map((scherm) => [scherm.sleutel, scherm] as const))('fuzz met stuurtekens: %s', (_, scherm) => {
  it(`${PER_SCHERM} bodies met een stuurteken: alleen 400, niets veranderd`, { timeout: 120_000 }, async () => {
    const doc = demoDocumenten(2024)[scherm.sleutel] as Record<string, unknown>;
    const { bladeren, objecten } = paden(doc);
    // the fields the server fills itself (the record's year) are replaced before the check
    const bladPaden = bladeren.filter((p) => p.length > 0 && !(p.join('.') in doorServerGevuld));
    const ingreep = fc.oneof(
      // a leaf (a name, a number, a choice, a date) replaced by a text with a control character
      ...(bladPaden.length > 0 ? [fc.record({ soort: fc.constant('blad' as const), pad: fc.constantFrom(...bladPaden), tekst: metStuurteken })] : []),
      // a key with a control character added to any object (the document itself included)
      fc.record({ soort: fc.constant('sleutel' as const), pad: fc.constantFrom(...objecten), tekst: metStuurteken, waarde: fc.oneof(metStuurteken, fc.integer(), fc.constant(null)) }),
    );
    const bodies = fc.sample(fc.array(ingreep, { minLength: 1, maxLength: 3 }), { numRuns: PER_SCHERM, seed: 2121 + scherm.sleutel.length });
    const voor = await stand(scherm);
    for (const ingrepen of bodies) {
      const kopie = structuredClone(doc) as Record<string | number, unknown>;
      for (const i of ingrepen) {
        const doel = i.soort === 'blad' ? i.pad.slice(0, -1) : i.pad;
        const x = doel.reduce<Record<string | number, unknown>>((o, d) => o[d] as Record<string | number, unknown>, kopie);
        if (i.soort === 'blad') x[i.pad[i.pad.length - 1]] = i.tekst;
        else x[i.tekst] = i.waarde;
      }
      const res = await bewaar(scherm, JSON.stringify({ versie: voor.versie, gegevens: kopie }));
      if (res.statusCode !== 400) expect.fail(`${res.statusCode} voor ${JSON.stringify(ingrepen)}: ${res.body.slice(0, 300)}`);
    }
    expect(await stand(scherm)).toEqual(voor);
  });
});

describe('andere JSON-bodies met een stuurteken', () => {
  it('Melklevering: een stuurteken in een tekst van de body → 400, niets opgeslagen', async () => {
    const lees = await k.get(routes.melkLevering.path);
    expect(lees.statusCode).toBe(200);
    const d = lees.json() as Record<string, unknown> & { maanden: { naam: string }[] };
    const voor = { rij: await handmatigeRij(s.database, klw), audit: (await auditRegels(s.database, klw)).length };
    const bodies = [
      { ...d, gebruikHandmatigeMelkRegistratie: true, datumLaatsteLevering: '2024-12-31\u0000' },
      { ...d, maanden: d.maanden.map((m, i) => (i === 0 ? { ...m, naam: 'januari\u0000' } : m)) },
    ];
    for (const body of bodies) {
      const res = await k.post(routes.melkLeveringOpslaan.path, body, { bearer: true });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('bevat een onzichtbaar stuurteken');
    }
    expect({ rij: await handmatigeRij(s.database, klw), audit: (await auditRegels(s.database, klw)).length }).toEqual(voor);
  });

  it('Inloggen: een stuurteken in het e-mailadres of wachtwoord is nooit een 5xx', async () => {
    const anoniem = new Klant(s.app, '10.0.0.21');
    await anoniem.haalXsrf();
    const email = await anoniem.post(routes.login.path, { email: 'deelnemer@demo.nl\u0000', wachtwoord: 'demo' });
    expect(email.statusCode).toBe(400);
    expect(email.body).toContain('E-mailadres bevat een onzichtbaar stuurteken');
    const wachtwoord = await anoniem.post(routes.login.path, { email: 'deelnemer@demo.nl', wachtwoord: 'demo\u0000' });
    expect(wachtwoord.statusCode).toBe(401);
  });
});
