/**
 * Field rules shared by Profiel and Registratie (sharing-anchors.md §2): KvK, BRS, UBN, dates and
 * free text, with Dutch messages. Pure zod, no I/O.
 */
import { z } from 'zod';

/** Control characters other than tab, newline and return are refused (PostgreSQL text cannot hold U+0000). */
export const zonderStuurtekens = (s: string) =>
  ![...s].some((t) => {
    const c = t.codePointAt(0)!;
    return (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f;
  });

/** A trimmed text of `min`..`max` characters without control characters. */
export const tekst = (naam: string, min: number, max: number) =>
  z
    .string({ error: `Vul ${naam} in.` })
    .trim()
    .min(min, min <= 1 ? `Vul ${naam} in.` : `${naam[0]!.toUpperCase()}${naam.slice(1)} heeft minstens ${min} tekens.`)
    .max(max, `${naam[0]!.toUpperCase()}${naam.slice(1)} is te lang (hoogstens ${max} tekens).`)
    .refine(zonderStuurtekens, `${naam[0]!.toUpperCase()}${naam.slice(1)} bevat een teken dat niet is toegestaan.`);

/** An optional text: empty or absent becomes null. */
export const optioneleTekst = (naam: string, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), tekst(naam, 1, max).nullable().optional());

export const kvkNummerSchema = z
  .string({ error: 'Vul het KvK-nummer in.' })
  .trim()
  .regex(/^\d{8}$/, 'Een KvK-nummer bestaat uit precies 8 cijfers.');

/** RVO relatienummer (BRS). ASSUMED (te verifiëren): 9 cijfers, zoals op de RVO-brieven. */
export const brsSchema = z
  .string()
  .trim()
  .regex(/^\d{9}$/, 'Een BRS-nummer (relatienummer RVO) bestaat uit 9 cijfers.');

/** UBN: up to 7 digits (I&R). */
export const ubnSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, 'Een UBN bestaat uit hoogstens 7 cijfers.');

export const ubnsSchema = z.array(ubnSchema).max(20, 'Hoogstens 20 UBN’s.').refine((u) => new Set(u).size === u.length, 'Elk UBN hoort maar één keer in de lijst.');

export const emailSchema = z
  .string({ error: 'Vul een e-mailadres in.' })
  .trim()
  .max(254, 'Het e-mailadres is te lang.')
  .pipe(z.email('Vul een geldig e-mailadres in.'))
  .transform((e) => e.toLowerCase());

export const telefoonSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Vul een geldig telefoonnummer in (cijfers, spaties, +, - of haakjes).')
    .nullable()
    .optional(),
);

/** A real calendar date as YYYY-MM-DD. */
export const isoDatumSchema = z
  .string({ error: 'Vul een datum in.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Een datum als JJJJ-MM-DD.')
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d && t.getUTCFullYear() >= 1900 && t.getUTCFullYear() <= 2100;
  }, 'Deze datum bestaat niet.');

/** Dutch postcode: 4 digits, 2 letters (space optional), stored as "1234 AB". */
export const postcodeSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{3} ?[A-Za-z]{2}$/, 'Vul een postcode in als 1234 AB.')
    .transform((p) => `${p.slice(0, 4)} ${p.slice(-2).toUpperCase()}`)
    .nullable()
    .optional(),
);
