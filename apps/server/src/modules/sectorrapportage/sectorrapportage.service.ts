/**
 * The sector report of /beheer/rapportage (decision 029): staff only; the farms' stored results
 * and link use turned into the contract's report, as JSON or as a file. Statistics of groups
 * describe no single farm, so no farm gets an access-log row (as the /Deelnemers list).
 */
import { z } from 'zod';
import { isAfgesloten, maakSectorrapport, sectorrapportExportVraagSchema, sectorrapportVraagSchema, type SectorBedrijf, type Sectorrapport } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout, MELDINGEN } from '../../fouten';
import { deadlineVan } from '../beheer-algemeen/beheer-algemeen.service';
import { herkomstTellingen, koppelingGebruik } from '../koppelingen/koppelingen.sector';
import type { Bestand } from '../rapportage/rapportage.service';
import { maakSectorCsv, maakSectorXlsx } from './sectorrapportage.bestand';
import { MELDING_ALLEEN_MEDEWERKERS, magSectorrapportZien } from './sectorrapportage.policy';
import { leesSectorRijen } from './sectorrapportage.repository';
import { sectorTabellen } from './sectorrapportage.tabellen';

/** Without a year: the last one, the year farms hand in this spring. */
export const standaardJaar = (nu: Date) => nu.getFullYear() - 1;

const json = (x: unknown): Record<string, unknown> | null => {
  const v = typeof x === 'string' ? (JSON.parse(x) as unknown) : x;
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
};
const num = (x: number | string | null) => (x === null ? null : Number(x));
const iso = (x: Date | string | null) => (x === null ? null : new Date(x).toISOString());

/** The query checked after the policy (401 → 403 → 400), with the contract's Dutch messages. */
function vraagVan<T extends z.ZodType>(schema: T, query: unknown): z.infer<T> {
  const v = schema.safeParse(query ?? {});
  if (v.success) return v.data;
  const details = v.error.issues.map((i) => ({ field: i.path.join('.') || 'query', message: i.message }));
  throw new HttpFout(400, details[0]?.message ?? MELDINGEN.ongeldigeInvoer, details);
}

type Medewerker = { isSBMedewerker: boolean };

export async function sectorrapport(db: Db, actor: Medewerker, query: unknown, nu = new Date()): Promise<Sectorrapport> {
  if (!magSectorrapportZien(actor)) throw new HttpFout(403, MELDING_ALLEEN_MEDEWERKERS);
  const jaar = vraagVan(sectorrapportVraagSchema, query).jaar ?? standaardJaar(nu);
  const rijen = await leesSectorRijen(db, jaar);
  const gebruik = await koppelingGebruik(db, rijen.map((r) => r.relatieId));
  const herkomst = await herkomstTellingen(db, rijen.flatMap((r) => (r.klwId === null ? [] : [r.klwId])));
  const bedrijven: SectorBedrijf[] = rijen.map((r) => {
    const g = gebruik.get(r.relatieId);
    const h = r.klwId === null ? undefined : herkomst.get(r.klwId);
    return {
      relatieId: r.relatieId,
      naam: r.naam,
      kvkNummer: r.kvkNummer,
      postcode: r.postcode,
      provincie: r.provincie,
      zuivel: g?.melkLeverancier ?? null,
      status: r.klwId === null ? 'niet-gestart' : isAfgesloten(r.statusId) ? 'ingediend' : 'open',
      ingediendOp: iso(r.ingediendOp),
      dashboard: json(r.dashboard),
      perGrondsoort: json(r.perGrondsoort),
      totaalHa: num(r.totaalHa),
      melkKg: num(r.melkKg),
      standaarden: num(r.standaarden),
      uitKoppeling: h?.uitKoppeling ?? 0,
      handmatig: h?.handmatig ?? 0,
      koppelingSoorten: g?.soorten ?? [],
    };
  });
  return maakSectorrapport(jaar, await deadlineVan(db, jaar), bedrijven, nu);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function sectorrapportBestand(db: Db, actor: Medewerker, query: unknown): Promise<Bestand> {
  if (!magSectorrapportZien(actor)) throw new HttpFout(403, MELDING_ALLEEN_MEDEWERKERS);
  const v = vraagVan(sectorrapportExportVraagSchema, query);
  const rapport = await sectorrapport(db, actor, { jaar: v.jaar });
  const tabellen = sectorTabellen(rapport);
  const inhoud = v.formaat === 'xlsx' ? await maakSectorXlsx(tabellen) : maakSectorCsv(tabellen);
  return { inhoud, bestandsnaam: `Sectorrapportage-${rapport.jaar}.${v.formaat}`, type: v.formaat === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8' };
}
