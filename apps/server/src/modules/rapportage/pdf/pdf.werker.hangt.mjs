// Test only (pdf.werkers.test.ts; decision 012, revision 28-11-2026): the real thread entry, except that a report whose
// `meta.hangt` is set never comes back, as a renderer caught in an endless loop would not. The loop counts in
// `meta.hangt` (an Int32Array on a SharedArrayBuffer, shared with the test, not copied), so the test can see that the
// pool really ended the thread instead of leaving it to spin. Listeners run in the order they were added: this one
// first, before the real entry's.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ invoer }) => {
  const teller = invoer?.meta?.hangt;
  if (teller) for (;;) Atomics.add(teller, 0, 1);
});
await import('./pdf.werker.mjs');
