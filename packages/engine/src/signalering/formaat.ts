/** Dutch number formatting without Intl (cheap enough for the hot path): 12345.6 → "12.345,6". */
export function nl(x: number, decimalen = 0): string {
  const [heel, frac] = Math.abs(x).toFixed(decimalen).split('.');
  const groepen = heel.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${x < 0 && Number(x.toFixed(decimalen)) !== 0 ? '−' : ''}${groepen}${frac ? `,${frac}` : ''}`;
}
