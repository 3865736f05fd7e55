/** Date arithmetic and the chart period of the staff dashboard; the deadline itself is a reporting year's (decision 030). */
/** ISO date plus n days (UTC date arithmetic, no clock). */
export function plusDagen(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const DAGEN_IN_GRAFIEK = 60;
/** After the deadline the chart keeps showing the run-up to it plus this many days. */
export const DAGEN_NA_DEADLINE = 14;

/**
 * The 60 days the chart shows: up to today, but for a year whose deadline lies well in the past
 * up to the deadline plus two weeks, so the run-up to that deadline stays visible.
 */
export function grafiekPeriode(vandaag: string, deadline: string): { van: string; tot: string } {
  const naDeadline = plusDagen(deadline, DAGEN_NA_DEADLINE);
  const tot = vandaag < naDeadline ? vandaag : naDeadline;
  return { van: plusDagen(tot, -(DAGEN_IN_GRAFIEK - 1)), tot };
}

/** The year the dashboard opens on: the newest year with records up to last year, else last year. */
export function standaardJaar(vandaag: string, jaren: readonly number[]): number {
  const vorig = Number(vandaag.slice(0, 4)) - 1;
  const kandidaten = jaren.filter((j) => j <= vorig);
  return kandidaten.length > 0 ? Math.max(...kandidaten) : vorig;
}
