/**
 * Downloading a file the server makes (reports, key figures): a fetch with the bearer token,
 * then a temporary link with the server's file name. An error answer arrives as a Blob; it is
 * read back as JSON so the Dutch message of the server reaches the notification (spec §8).
 */
import { api, metVernieuwing } from './api-client';

/** The name in `Content-Disposition` (filename* first, as RFC 6266 prefers), else the fallback. */
export function bestandsnaamUit(disposition: string | undefined, reserve: string): string {
  if (!disposition) return reserve;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      /* a malformed name: try the plain one */
    }
  }
  const gewoon = /filename="([^"]+)"/i.exec(disposition);
  return gewoon ? gewoon[1] : reserve;
}

/** A Blob's text (FileReader where Blob.text is missing, e.g. older engines and jsdom). */
function blobTekst(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const lezer = new FileReader();
    lezer.onload = () => resolve(String(lezer.result));
    lezer.onerror = () => reject(lezer.error);
    lezer.readAsText(blob);
  });
}

/** An error whose response data is a Blob gets its data parsed (JSON error body) in place. */
async function leesFoutBlob(fout: unknown): Promise<never> {
  const response = (fout as { response?: { data?: unknown } } | null)?.response;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await blobTekst(response.data));
    } catch {
      /* not JSON: keep the status text */
    }
  }
  throw fout;
}

/**
 * Fetches the file and saves it under the server's name (or `reserveNaam`); returns that name.
 * With `opties.body` the file is made from a POSTed choice (e.g. the key figures of selected
 * farms), else it is a GET.
 */
export async function downloadBestand(url: string, reserveNaam: string, opties: { body?: unknown } = {}): Promise<string> {
  const haal = () => (opties.body === undefined ? api.get<Blob>(url, { responseType: 'blob' }) : api.post<Blob>(url, opties.body, { responseType: 'blob' }));
  const antwoord = await metVernieuwing(haal).catch(leesFoutBlob);
  const naam = bestandsnaamUit(antwoord.headers['content-disposition'] as string | undefined, reserveNaam);
  const inhoud = antwoord.data instanceof Blob ? antwoord.data : new Blob([antwoord.data as BlobPart]);
  const link = document.createElement('a');
  const adres = URL.createObjectURL(inhoud);
  link.href = adres;
  link.download = naam;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(adres), 1000);
  return naam;
}
