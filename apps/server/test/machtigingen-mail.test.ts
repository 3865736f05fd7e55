/**
 * Mandate mails follow the receiver's e-mail preference `machtigingen` (decision 019, "Mails
 * en voorkeuren"): with it off, no optional mail lands in the outbox; the must-send ones
 * (access to the farm's data starts, the farm ends the organisation's access, every volmacht
 * step) still do. With it on, every mail arrives. The expiry job marks expired mandates and
 * mails both sides once, and reminds once 30 days before the end date.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machtigingRoutes, profielRoutes, vandaagIso, type MachtigingRegel } from '@kw/contract';
import { machtigingGebeurtenissen, machtigingen, mailUitgaand } from '../src/db/schema';
import { datumVanaf, verleenMachtigingen } from '../src/db/seed-hulp';
import { verwerkVerloop } from '../src/modules/machtigingen/machtigingen.verloop';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { KVK, relatieIdOpKvk } from './helpers/machtigingen';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVries: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  deVries = await relatieIdOpKvk(s.database, KVK.deVries);
});
afterAll(async () => s?.stop());

const BOER = 'deelnemer@demo.nl';
const ACCOUNTANT = 'accountant@demo.nl';
const CONTACT = 'info@smit-accountants.demo.nl';
const klant = (email: string, klwId?: number) => new Klant(s.app).alsIngelogd(email, klwId);
const termijn = () => ({ ingangsdatum: vandaagIso(), einddatum: datumVanaf(365, new Date(`${vandaagIso()}T00:00:00Z`)) });

/** Runs a step and returns who got a mail about it, with the subject's first word(s). */
async function ontvangersVan(stap: () => Promise<{ statusCode: number; body: string }>): Promise<string[]> {
  const voor = (await s.database.db.select({ id: mailUitgaand.id }).from(mailUitgaand).where(eq(mailUitgaand.relatieId, deVries))).length;
  const res = await stap();
  expect(res.statusCode, res.body).toBe(200);
  const na = await s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.relatieId, deVries)).orderBy(mailUitgaand.id);
  return na.slice(voor).map((m) => m.aan).sort();
}

async function zetVoorkeur(email: string, klwId: number | undefined, aan: boolean) {
  const k = await klant(email, klwId);
  const res = await k.post(profielRoutes.voorkeuren.path, { machtigingen: aan }, { bearer: true });
  expect(res.statusCode, res.body).toBe(200);
}

/** request (aangevraagd) → confirm (bevestigd) → farm revokes (ingetrokken): who got which mail. */
async function levenscyclus(soort: 'beheren' | 'volmacht' | 'elektronisch_opvragen') {
  const accountant = await klant(ACCOUNTANT);
  const boer = await klant(BOER, ids.vries2024);
  let m!: MachtigingRegel;
  const aangevraagd = await ontvangersVan(async () => {
    const res = await accountant.post(machtigingRoutes.aanvragen.path, { kvkNummer: KVK.deVries, soort, ...termijn() }, { bearer: true });
    if (res.statusCode === 200) m = res.json().machtiging;
    return res;
  });
  const bevestigd = await ontvangersVan(() => boer.post(machtigingRoutes.bevestigen.path, { relatieId: deVries, machtigingId: m.id, versie: m.versie }, { bearer: true }));
  const ingetrokken = await ontvangersVan(() => boer.post(machtigingRoutes.intrekken.path, { relatieId: deVries, machtigingId: m.id, versie: m.versie + 1 }, { bearer: true }));
  return { aangevraagd, bevestigd, ingetrokken };
}

describe('machtigingsmails volgen de e-mailvoorkeur', () => {
  it('voorkeur uit: geen optionele mail aan boer en accountant; de verplichte komen wel', async () => {
    await zetVoorkeur(BOER, ids.vries2024, false);
    await zetVoorkeur(ACCOUNTANT, undefined, false);
    const r = await levenscyclus('elektronisch_opvragen');
    // the request is optional on both sides; the organisation's contact address has no preference (default: on)
    expect(r.aangevraagd).toEqual([CONTACT]);
    // access to the farm's data starts: the farm always hears of it; for the organisation it is optional
    expect(r.bevestigd).toEqual([BOER, CONTACT].sort());
    // the farm ended the organisation's access: the organisation always hears of it; the farm did it itself
    expect(r.ingetrokken).toEqual([ACCOUNTANT, CONTACT].sort());
  });

  it('voorkeur uit, maar een volmacht: elke stap gaat naar beide kanten', async () => {
    // the preferences are still off (previous test); De Vries's volmacht holder (Bakker) is revoked first
    const r = await levenscyclusZonderHouder('volmacht');
    expect(r.aangevraagd).toEqual([ACCOUNTANT, BOER, CONTACT].sort());
    expect(r.bevestigd).toEqual([ACCOUNTANT, BOER, CONTACT].sort());
    expect(r.ingetrokken).toEqual([ACCOUNTANT, BOER, CONTACT].sort());
  });

  it('voorkeur aan: elke mail komt aan bij boer, accountant en het contactadres', async () => {
    await zetVoorkeur(BOER, ids.vries2024, true);
    await zetVoorkeur(ACCOUNTANT, undefined, true);
    const r = await levenscyclus('elektronisch_opvragen');
    const allen = [ACCOUNTANT, BOER, CONTACT].sort();
    expect(r).toEqual({ aangevraagd: allen, bevestigd: allen, ingetrokken: allen });
  });
});

/** The volmacht case: Bakker's volmacht on De Vries is revoked first (one volmacht per farm). */
async function levenscyclusZonderHouder(soort: 'volmacht') {
  const boer = await klant(BOER, ids.vries2024);
  const lijst = (await boer.get(`${machtigingRoutes.vanBedrijf.path}?relatieId=${deVries}`)).json().machtigingen as MachtigingRegel[];
  const houder = lijst.find((x) => x.soort === 'volmacht' && x.status === 'actief');
  if (houder) {
    const res = await boer.post(machtigingRoutes.intrekken.path, { relatieId: deVries, machtigingId: houder.id, versie: houder.versie }, { bearer: true });
    expect(res.statusCode, res.body).toBe(200);
  }
  return levenscyclus(soort);
}

describe('verloop: de periodieke taak (direct aangeroepen)', () => {
  it('de demogegevens geven niets te melden (een start van de demo stuurt geen mail)', async () => {
    expect(await verwerkVerloop(s.database.db)).toEqual({ verlopen: 0, herinnerd: 0 });
  });

  it('een verlopen machtiging wordt verlopen met één mail per kant; een tweede ronde mailt niet nog eens', async () => {
    const smit = await relatieIdOpKvk(s.database, KVK.smit);
    const [m] = await verleenMachtigingen(s.database.db, { organisatieId: smit, relatieIds: [deVries], soort: 'beheren', ingangsdatum: datumVanaf(-400), einddatum: datumVanaf(-2) });
    const ontvangers = await ontvangersVan(async () => {
      expect(await verwerkVerloop(s.database.db)).toMatchObject({ verlopen: 1 });
      return { statusCode: 200, body: '' };
    });
    expect(ontvangers).toEqual([ACCOUNTANT, BOER, CONTACT].sort());
    const [rij] = await s.database.db.select().from(machtigingen).where(and(eq(machtigingen.relatieId, deVries), eq(machtigingen.id, m.id)));
    expect(rij.status).toBe('verlopen');
    expect(rij.verloopGemeldOp).not.toBeNull();
    const stappen = await s.database.db.select().from(machtigingGebeurtenissen).where(eq(machtigingGebeurtenissen.machtigingId, m.id));
    expect(stappen.map((g) => g.actie)).toEqual(['verleend', 'verlopen']);
    const mail = (await s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.aan, BOER)).orderBy(mailUitgaand.id)).at(-1)!;
    expect(mail.onderwerp).toBe('Machtiging verlopen: Smit Accountants — Melkveebedrijf De Vries');
    expect(mail.tekst).toContain(`tot en met ${datumVanaf(-2).split('-').reverse().join('-')}`);

    // twice: nothing new
    expect(await ontvangersVan(async () => {
      expect(await verwerkVerloop(s.database.db)).toEqual({ verlopen: 0, herinnerd: 0 });
      return { statusCode: 200, body: '' };
    })).toEqual([]);
  });

  it('een lezing markeert eerst als verlopen (zonder mail); de taak mailt daarna toch één keer', async () => {
    const smit = await relatieIdOpKvk(s.database, KVK.smit);
    // the seed's inzien of Smit on De Vries is still live: end it first (one live mandate per kind)
    await s.database.db.update(machtigingen).set({ status: 'ingetrokken' }).where(and(eq(machtigingen.relatieId, deVries), eq(machtigingen.organisatieId, smit), eq(machtigingen.soort, 'inzien'), eq(machtigingen.status, 'actief')));
    await verleenMachtigingen(s.database.db, { organisatieId: smit, relatieIds: [deVries], soort: 'inzien', ingangsdatum: datumVanaf(-300), einddatum: datumVanaf(-1) });
    const boer = await klant(BOER, ids.vries2024);
    const gelezen = await ontvangersVan(() => boer.get(`${machtigingRoutes.vanBedrijf.path}?relatieId=${deVries}`));
    expect(gelezen).toEqual([]);
    const gemaild = await ontvangersVan(async () => {
      expect(await verwerkVerloop(s.database.db)).toMatchObject({ verlopen: 1 });
      return { statusCode: 200, body: '' };
    });
    expect(gemaild).toEqual([ACCOUNTANT, BOER, CONTACT].sort());
  });

  it('herinnering 30 dagen voor de einddatum, één keer; niet bij een termijn van 30 dagen of korter', async () => {
    const smit = await relatieIdOpKvk(s.database, KVK.smit);
    await zetVoorkeur(ACCOUNTANT, undefined, false);
    const [lang] = await verleenMachtigingen(s.database.db, { organisatieId: smit, relatieIds: [deVries], soort: 'elektronisch_opvragen', ingangsdatum: datumVanaf(-400), einddatum: datumVanaf(10) });
    const [kort] = await verleenMachtigingen(s.database.db, { organisatieId: smit, relatieIds: [deVries], soort: 'beheren', ingangsdatum: datumVanaf(0), einddatum: datumVanaf(10) });
    const ontvangers = await ontvangersVan(async () => {
      expect(await verwerkVerloop(s.database.db)).toEqual({ verlopen: 0, herinnerd: 1 });
      return { statusCode: 200, body: '' };
    });
    // the accountant switched the optional mails off; the reminder of a non-volmacht is optional
    expect(ontvangers).toEqual([BOER, CONTACT].sort());
    const mail = (await s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.aan, BOER)).orderBy(mailUitgaand.id)).at(-1)!;
    expect(mail.onderwerp).toBe('Machtiging verloopt binnenkort: Smit Accountants — Melkveebedrijf De Vries');
    const rij = async (id: number) => (await s.database.db.select().from(machtigingen).where(eq(machtigingen.id, id)))[0];
    expect((await rij(lang.id)).herinneringGemeldOp).not.toBeNull();
    expect((await rij(kort.id)).herinneringGemeldOp).toBeNull();
    expect((await rij(lang.id)).status).toBe('actief');
    expect(await verwerkVerloop(s.database.db)).toEqual({ verlopen: 0, herinnerd: 0 });
  });
});
