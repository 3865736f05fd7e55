/** Dutch formatting for the reports: decimal comma, thousands dot, dates DD-MM-YYYY (house rules). */

const getalFormaten = new Map<number, Intl.NumberFormat>();

function formaat(decimalen: number): Intl.NumberFormat {
  let f = getalFormaten.get(decimalen);
  if (!f) {
    f = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: decimalen, maximumFractionDigits: decimalen, useGrouping: true });
    getalFormaten.set(decimalen, f);
  }
  return f;
}

/** 1234.56 → "1.234,6" (1 decimal). A value that rounds to zero never shows as "-0". */
export function getal(waarde: number, decimalen = 0): string {
  if (!Number.isFinite(waarde)) return '–';
  const f = 10 ** decimalen;
  const afgerond = Math.round(waarde * f) / f;
  return formaat(decimalen).format(afgerond === 0 ? 0 : afgerond);
}

/** 10.9099 → "10,9%". */
export const procent = (waarde: number, decimalen = 1) => `${getal(waarde, decimalen)}%`;

const datumFormaat = new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam' });

/** A date as DD-MM-YYYY in Dutch time. */
export const datum = (d: Date) => datumFormaat.format(d);

/** A name as a file-name part: "De Vries" → "De-Vries", "Maïs & Zn." → "Mais-Zn". */
export function bestandsnaamDeel(tekst: string): string {
  return (
    tekst
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'bedrijf'
  );
}
