/**
 * Province of a farm from its four postcode digits (decision 029), used when the farm's own
 * `provincie` is empty. Source: the PostNL postcode areas ("postcodecijfers") as summarised on
 * nl.wikipedia.org, "Lijst van postcodes in Nederland", rounded to whole ranges. The borders
 * between provinces do not follow the ranges exactly (e.g. Weesp, Vianen/Leerdam, Woudrichem,
 * Tholen, the 93xx range of Drenthe and Groningen): every range is an approximation and marked
 * `teVerifieren` until it is checked against the CBS table "Postcode, gemeente en provincie"
 * (the CBS "Buurt, wijk en gemeente" postcode file).
 */
export const PROVINCIES = [
  'Groningen',
  'Fryslân',
  'Drenthe',
  'Overijssel',
  'Flevoland',
  'Gelderland',
  'Utrecht',
  'Noord-Holland',
  'Zuid-Holland',
  'Zeeland',
  'Noord-Brabant',
  'Limburg',
] as const;
export type Provincie = (typeof PROVINCIES)[number];

export interface PostcodeReeks {
  van: number;
  tot: number;
  provincie: Provincie;
  /** true: the border is approximate, to be checked against CBS */
  teVerifieren: boolean;
}

const r = (van: number, tot: number, provincie: Provincie): PostcodeReeks => ({ van, tot, provincie, teVerifieren: true });

/** Ordered, without gaps or overlap from 1000 to 9999 (sectorrapportage.test.ts checks it). */
export const POSTCODE_PROVINCIE_REEKSEN: readonly PostcodeReeks[] = [
  r(1000, 1299, 'Noord-Holland'),
  r(1300, 1379, 'Flevoland'),
  r(1380, 1999, 'Noord-Holland'),
  r(2000, 2199, 'Noord-Holland'),
  r(2200, 3399, 'Zuid-Holland'),
  r(3400, 3999, 'Utrecht'),
  r(4000, 4199, 'Gelderland'),
  r(4200, 4299, 'Zuid-Holland'),
  r(4300, 4599, 'Zeeland'),
  r(4600, 5299, 'Noord-Brabant'),
  r(5300, 5335, 'Gelderland'),
  r(5336, 5799, 'Noord-Brabant'),
  r(5800, 6499, 'Limburg'),
  r(6500, 7399, 'Gelderland'),
  r(7400, 7799, 'Overijssel'),
  r(7800, 7999, 'Drenthe'),
  r(8000, 8199, 'Overijssel'),
  r(8200, 8259, 'Flevoland'),
  r(8260, 8299, 'Overijssel'),
  r(8300, 8319, 'Flevoland'),
  r(8320, 8399, 'Overijssel'),
  r(8400, 9299, 'Fryslân'),
  r(9300, 9349, 'Drenthe'),
  r(9350, 9399, 'Groningen'),
  r(9400, 9499, 'Drenthe'),
  r(9500, 9999, 'Groningen'),
];

/** "8401 AB", "8401ab", "8401" → Fryslân; anything else → null. */
export function provincieVanPostcode(postcode: string | null | undefined): Provincie | null {
  const m = /^\s*(\d{4})/.exec(postcode ?? '');
  if (!m) return null;
  const cijfers = Number(m[1]);
  return POSTCODE_PROVINCIE_REEKSEN.find((x) => cijfers >= x.van && cijfers <= x.tot)?.provincie ?? null;
}

const NAAM_VAN = new Map<string, Provincie>([...PROVINCIES.map((p) => [p.toLowerCase(), p] as const), ['friesland', 'Fryslân']]);

/** The farm's own province when it names one, else the one of its postcode, else null. */
export function provincieVanBedrijf(b: { provincie: string | null; postcode: string | null }): Provincie | null {
  const eigen = b.provincie ? NAAM_VAN.get(b.provincie.trim().toLowerCase()) : undefined;
  return eigen ?? provincieVanPostcode(b.postcode);
}
