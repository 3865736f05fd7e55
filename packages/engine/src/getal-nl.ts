/**
 * A number in Dutch notation (decimal comma, thousands dot), at most `decimalen` decimals and
 * trailing zeros dropped: what `toLocaleString('nl-NL', { maximumFractionDigits })` gives, with
 * one formatter kept per number of decimals. `toLocaleString` with options builds a new
 * `Intl.NumberFormat` on every call (~0.1–0.2 ms), and the calculation formats texts of the
 * standards it used on every run, so on every save (docs/metingen.md, CPU per register call).
 */
const formatters = new Map<number, Intl.NumberFormat>();

export function getalNl(waarde: number, decimalen: number): string {
  let f = formatters.get(decimalen);
  if (!f) {
    f = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: decimalen, minimumFractionDigits: 0 });
    formatters.set(decimalen, f);
  }
  return f.format(waarde);
}
