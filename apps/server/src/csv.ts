/**
 * The one CSV writer of every export (key figures, participants, participations, sector report):
 * the way a Dutch Excel opens it — semicolon separator, CRLF line ends, a UTF-8 BOM (so "Snijmaïs"
 * is not garbled) — and formula-safe (OWASP "CSV injection"): a text cell that starts with = + - @,
 * a tab or a carriage return would be run by a spreadsheet as a formula (`=HYPERLINK(…)` in a farm's
 * name), so it gets a leading single quote and is quoted. A plain number (-12,5) stays a number.
 */

/** A number as the exports write it (csvGetal: decimal comma, no grouping), or with a decimal point. */
const GETAL = /^-?\d+([.,]\d+)?$/;
const FORMULE_BEGIN = /^[=+\-@\t\r]/;

/** One cell: neutralised when a spreadsheet would read it as a formula, quoted per RFC 4180 (with ";") when needed. */
export function csvCel(tekst: string): string {
  const veilig = FORMULE_BEGIN.test(tekst) && !GETAL.test(tekst) ? `'${tekst}` : tekst;
  return /[";\r\n]/.test(veilig) || veilig !== tekst ? `"${veilig.replace(/"/g, '""')}"` : veilig;
}

/** The whole file: rows of cells (an empty row is an empty line), BOM first, CRLF after every line. */
export function csvTekst(rijen: readonly (readonly string[])[]): string {
  return `\uFEFF${rijen.map((r) => r.map(csvCel).join(';')).join('\r\n')}\r\n`;
}

export const csvBestand = (rijen: readonly (readonly string[])[]): Buffer => Buffer.from(csvTekst(rijen), 'utf8');
