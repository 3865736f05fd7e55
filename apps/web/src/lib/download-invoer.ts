/**
 * "Download invoer (JSON)" (decision 010): the record's assembled engine input from the server,
 * saved as a file. A fetch with the bearer token (the call needs it), then a temporary link.
 */
import { routes } from '@kw/contract';
import { api, metVernieuwing } from './api-client';

export async function downloadInvoer(jaar: number | null): Promise<void> {
  const antwoord = await metVernieuwing(() => api.get<Blob>(routes.downloadInvoer.path, { responseType: 'blob' }));
  const inhoud = antwoord.data instanceof Blob ? antwoord.data : new Blob([JSON.stringify(antwoord.data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(inhoud);
  const link = document.createElement('a');
  link.href = url;
  link.download = `kringloopwijzer-${jaar ?? 'onbekend'}-invoer.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
