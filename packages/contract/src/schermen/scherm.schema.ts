/**
 * zod shapes of the register calls (for the server's first check of a body and for the
 * OpenAPI document). The screen document itself is checked per screen and year by
 * `valideerSchermDocument`, after the policy (401 → 404 → 403 → 400).
 */
import { z } from 'zod';

/**
 * The highest version a save may name: the save writes version + 1 into an integer column (and the
 * outcome's input version), so one below PostgreSQL's integer maximum.
 */
export const MAX_SCHERM_VERSIE = 2_147_483_646;
const VERSIE_BESTAAT_NIET = 'Deze versie van de gegevens bestaat niet. Laad de pagina opnieuw.';

export const schermOpslaanSchema = z
  .object({
    versie: z.number().int().min(0, VERSIE_BESTAAT_NIET).max(MAX_SCHERM_VERSIE, VERSIE_BESTAAT_NIET),
    gegevens: z.record(z.string(), z.unknown()),
    kringloopwijzerId: z.number().int().optional(),
  })
  .strict();

/** An input field a warning links to (`InvoerVerwijzing`). */
export const invoerVerwijzingSchema = z.object({ scherm: z.string(), schermTitel: z.string(), route: z.string(), veldPad: z.string(), label: z.string() });

const signaleringSchema = z.object({
  code: z.string(),
  ernst: z.enum(['fout', 'waarschuwing', 'info']),
  bericht: z.string(),
  scherm: z.string(),
  veldPad: z.string(),
  waarde: z.number().optional(),
  indicator: z.string().optional(),
  bijdragen: z.array(invoerVerwijzingSchema).optional(),
});

export const schermGegevensSchema = z.object({
  kringloopwijzerId: z.number().int(),
  kringloopwijzerJaar: z.number().int(),
  kringloopwijzerStatus: z.number().int(),
  scherm: z.string(),
  versie: z.number().int(),
  gegevens: z.record(z.string(), z.unknown()),
  status: z.enum(['klaar', 'waarschuwing', 'niet-klaar']),
  signaleringen: z.array(signaleringSchema),
  indicatoren: z.array(
    z.object({ sleutel: z.string(), label: z.string(), eenheid: z.string(), waarde: z.number().nullable(), vorigeWaarde: z.number().nullable() }),
  ),
  isAuthorized: z.boolean().optional(),
});
