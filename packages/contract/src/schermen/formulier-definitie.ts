/**
 * Per screen and year: the form definition the web draws, and the zod schema of the screen
 * document the server validates with — both from the register, so they cannot drift apart.
 */
import { z } from 'zod';
import { bedrijfsjaarInvoerSchema } from '@kw/engine';
import { geldtInJaar, schermVan } from './register';
import type { Categorie, EngineSectie, FormulierDefinitie, SchermSleutel } from './register.types';

export function formulierDefinitie(scherm: SchermSleutel, jaar: number): FormulierDefinitie | undefined {
  const s = schermVan(scherm);
  if (!s) return undefined;
  const categorieen = s.categorieen
    .filter((c) => geldtInJaar(c.jaren, jaar))
    .map((c): Categorie => (c.soort === 'tabel' ? { ...c, kolommen: c.kolommen.filter((v) => geldtInJaar(v.jaren, jaar)) } : { ...c, velden: c.velden.filter((v) => geldtInJaar(v.jaren, jaar)) }));
  return { scherm: s.sleutel, titel: s.titel, jaar, categorieen };
}

const sectieSchemas = (bedrijfsjaarInvoerSchema as unknown as { shape: Record<EngineSectie, z.ZodType> }).shape;

const schemaCache = new Map<SchermSleutel, z.ZodType>();

/**
 * The screen document: `{ [section]: the engine's section schema }`, strict. A section with
 * defaults may be left out (nothing entered yet); the checks of the engine's own schema apply.
 */
export function schermDocumentSchema(scherm: SchermSleutel): z.ZodType | undefined {
  const s = schermVan(scherm);
  if (!s) return undefined;
  let schema = schemaCache.get(scherm);
  if (!schema) {
    schema = z.object(Object.fromEntries(s.secties.map((sectie) => [sectie, sectieSchemas[sectie]]))).strict();
    schemaCache.set(scherm, schema);
  }
  return schema;
}
