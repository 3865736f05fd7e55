// A worker thread that renders report PDFs (decision 012, revision 27-11-2026 (session 18)): pdfkit lays out and
// deflates a report synchronously (~30 ms for all sections), which on the server's main thread held up every other
// request for that long. Plain JavaScript, so it starts in any host (the server under `--import tsx`, vitest); it
// registers tsx itself and then loads the TypeScript renderer, the same module the main thread would use.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { maakRapportPdf } = await import('../rapportage.pdf.ts');

parentPort.on('message', async ({ id, invoer, secties }) => {
  try {
    const pdf = await maakRapportPdf(invoer, secties);
    parentPort.postMessage({ id, pdf });
  } catch (e) {
    parentPort.postMessage({ id, fout: e instanceof Error ? e.message : String(e) });
  }
});
parentPort.postMessage({ klaar: true });
