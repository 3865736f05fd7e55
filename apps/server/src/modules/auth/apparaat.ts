/**
 * A session's device as the user recognises it on Profiel ('Chrome op Linux'), from the
 * User-Agent header. Short and coarse on purpose: the full header is not stored (it adds
 * little for the user and is a fingerprint).
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Chrome (headless)'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//i, 'curl'],
];
const SYSTEMEN: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function apparaatVan(ua: string | undefined): string | null {
  if (!ua || ua.trim() === '') return null;
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const systeem = SYSTEMEN.find(([re]) => re.test(ua))?.[1];
  if (browser && systeem) return `${browser} op ${systeem}`;
  if (browser ?? systeem) return (browser ?? systeem)!;
  return 'Onbekende browser';
}
