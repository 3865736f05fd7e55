/**
 * The input register (decision 010): one entry per input screen, expanded from
 * `register.bron.ts` (what is specific to the screen) and the engine's zod schema (every
 * field fact: label, unit, precision, bounds, required). The server validates with it, the web
 * draws its forms, routes and menu from it, the mocks answer from it.
 */
import type { z } from 'zod';
import { bedrijfsjaarInvoerSchema } from '@kw/engine';
import { doorServerGevuld, registerBron, type CategorieBron, type SchermBron } from './register.bron';
import { schermRoutes, weergavenVan } from './weergaven';
import type { Categorie, EngineSectie, JaarBereik, SchermRegistratie, SchermSleutel, VeldDefinitie } from './register.types';
import { isCodelijst } from './codelijsten';
import { defVan, element, isArray, isObject, pakUit, schemaOpPad, velden } from './zod-lezen';

export { doorServerGevuld, sectiesBuitenRegister, MAX_RIJEN } from './register.bron';

const invoerSchema = bedrijfsjaarInvoerSchema as unknown as z.ZodType;

/** One field of the engine schema as a form field. */
export function veldUitSchema(sleutel: string, schema: z.ZodType, ouderVerplicht = true): VeldDefinitie {
  const { kern, verplicht, meta, standaard } = pakUit(schema);
  const d = defVan(kern);
  const label = typeof meta.label === 'string' ? meta.label : (kern.description ?? sleutel);
  const basis = { sleutel, label, verplicht: verplicht && ouderVerplicht };
  if (d.type === 'number') {
    const n = kern as z.ZodNumber;
    return {
      ...basis,
      soort: 'getal',
      ...(typeof meta.eenheid === 'string' ? { eenheid: meta.eenheid } : {}),
      ...(n.minValue !== null && Number.isFinite(n.minValue) ? { min: n.minValue } : {}),
      ...(n.maxValue !== null && Number.isFinite(n.maxValue) ? { max: n.maxValue } : {}),
      ...(typeof meta.precisie === 'number' ? { precisie: meta.precisie } : {}),
      ...(isCodelijst(meta.codelijst) ? { codelijst: meta.codelijst } : {}),
    };
  }
  if (d.type === 'enum') {
    const labels = (meta.keuzes ?? {}) as Record<string, string>;
    return {
      ...basis,
      soort: 'keuze',
      keuzes: Object.values(d.entries ?? {}).map((waarde) => ({ waarde, label: labels[waarde] ?? waarde })),
      // left empty, the schema's default is used (e.g. a fertiliser amount in kg): the form says which
      ...(typeof standaard === 'string' ? { standaard } : {}),
    };
  }
  if (d.type === 'boolean') return { ...basis, soort: 'janee' };
  // A date (stored JJJJ-MM-DD, shown DD-MM-JJJJ): marked in the engine's metadata by `datumVeld`.
  if (meta.datum === true) return { ...basis, soort: 'datum' };
  const s = kern as z.ZodString;
  return { ...basis, soort: 'tekst', ...(s.maxLength !== null && s.maxLength !== undefined ? { maxLengte: s.maxLength } : {}) };
}

/** The leaf fields of an object; nested objects of a table row become dotted keys. */
function bladVelden(object: z.ZodType, plat: boolean, voorvoegsel = '', ouderVerplicht = true): VeldDefinitie[] {
  return Object.entries(velden(object)).flatMap(([k, v]) => {
    const sleutel = voorvoegsel + k;
    if (isObject(v)) return plat ? bladVelden(v, plat, `${sleutel}.`, ouderVerplicht && pakUit(v).verplicht) : [];
    if (isArray(v)) return [];
    return [veldUitSchema(sleutel, v, ouderVerplicht)];
  });
}

function vulAan(bron: CategorieBron): Categorie {
  const schema = schemaOpPad(invoerSchema, bron.pad);
  if (!schema) throw new Error(`register: pad ${bron.pad} bestaat niet in de invoer van de rekenkern`);
  const tabel = bron.soort === 'tabel';
  const verborgen = bron.verborgen ?? [];
  const onder = (lijst: string[], sleutel: string) => lijst.some((k) => sleutel === k || sleutel.startsWith(`${k}.`));
  // hidden fields, fields drawn by another category over the same array, fields outside `alleenKolommen`
  const weg = (sleutel: string) =>
    onder(verborgen, sleutel) || onder(bron.zonderKolommen ?? [], sleutel) || (bron.alleenKolommen !== undefined && !onder(bron.alleenKolommen, sleutel));
  const alle = bladVelden(tabel ? element(schema) : schema, tabel).filter((v) => !(`${bron.pad}.${v.sleutel}` in doorServerGevuld) && !weg(v.sleutel));
  const eerst = (bron.volgorde ?? []).map((k) => alle.find((v) => v.sleutel === k)!).filter(Boolean);
  const lijst = [...eerst, ...alle.filter((v) => !eerst.includes(v))].map((v) => {
    const a = bron.aanvulling?.[v.sleutel];
    return a ? { ...v, ...(a.verplicht ? { verplicht: true } : {}), ...(a.jaren ? { jaren: a.jaren } : {}), ...(a.help ? { help: a.help } : {}) } : v;
  });
  const jaren = bron.jaren ? { jaren: bron.jaren } : {};
  if (tabel) {
    return {
      soort: 'tabel',
      pad: bron.pad,
      naam: bron.naam,
      kolommen: lijst,
      maxRijen: bron.maxRijen ?? 200,
      ...(bron.catalogus ? { catalogus: bron.catalogus } : {}),
      ...(bron.voorraad ? { voorraad: bron.voorraad } : {}),
      ...(verborgen.length > 0 ? { verborgen } : {}),
      ...(bron.rijId ? { rijId: bron.rijId } : {}),
      ...(bron.codelijst ? { codelijst: bron.codelijst } : {}),
      ...(bron.oppervlakteUitPercelen ? { oppervlakteUitPercelen: bron.oppervlakteUitPercelen } : {}),
      ...(bron.perceelKolom ? { perceelKolom: bron.perceelKolom } : {}),
      ...(bron.afgeleid ? { afgeleid: bron.afgeleid } : {}),
      ...(bron.deel ? { deel: bron.deel } : {}),
      ...(bron.rijLabel ? { rijLabel: bron.rijLabel } : {}),
      ...(bron.omrekening ? { omrekening: bron.omrekening } : {}),
      ...jaren,
    };
  }
  return { soort: 'velden', pad: bron.pad, naam: bron.naam, velden: lijst, ...jaren };
}

const vulSchermAan = (s: SchermBron): SchermRegistratie => {
  const { weergaven, ...rest } = s;
  return { ...rest, categorieen: s.categorieen.map(vulAan), ...(weergaven ? { weergaven: weergavenVan(s) } : {}) };
};

/** Every input screen of the register, in menu order. */
export const register: SchermRegistratie[] = registerBron.map(vulSchermAan);

const perSleutel = new Map(register.map((s) => [s.sleutel, s]));
export const schermSleutels: SchermSleutel[] = register.map((s) => s.sleutel);

export function schermVan(sleutel: SchermSleutel): SchermRegistratie | undefined {
  return perSleutel.get(sleutel);
}

/** Which screen (or 'melklevering') fills each engine section. */
export const sectieEigenaar: Record<EngineSectie, SchermSleutel> = Object.fromEntries([
  ['melklevering', 'melklevering'],
  ...register.flatMap((s) => s.secties.map((sectie) => [sectie, s.sleutel])),
]) as Record<EngineSectie, SchermSleutel>;

/** The screen that owns a dotted input path (its first segment is the engine section). */
export const schermVanPad = (pad: string): SchermSleutel | undefined => sectieEigenaar[pad.split('.')[0] as EngineSectie];

/** Whether a year falls in a range (absent bounds are open). */
export const geldtInJaar = (jaren: JaarBereik | undefined, jaar: number) =>
  !jaren || ((jaren.vanaf === undefined || jaar >= jaren.vanaf) && (jaren.totEnMet === undefined || jaar <= jaren.totEnMet));

/** The screen of a menu item (section and item title), if the register has one. */
export function schermVanMenuItem(sectie: string, titel: string): SchermSleutel | undefined {
  return register.find((s) => s.menu.some((m) => m.sectie === sectie && m.titel === titel))?.sleutel;
}

/** `/voer/krachtvoer/Index/:klwId` → krachtvoer (every route, extra route and view route). */
export function schermVanRoute(route: string): SchermSleutel | undefined {
  const basis = route.split('?')[0];
  return registerBron.find((s) => schermRoutes(s).includes(basis))?.sleutel;
}

/** The two calls of a register screen, e.g. GET /api/Krachtvoer/GetKrachtvoerGegevens. */
export const schermCalls = (s: Pick<SchermRegistratie, 'api'>) => ({
  lezen: `/api/${s.api}/Get${s.api}Gegevens`,
  opslaan: `/api/${s.api}/Save${s.api}Gegevens`,
});
