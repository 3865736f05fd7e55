/** The servers the browser tests start: wait until one answers, stop one and wait until it has gone. */
import type { ChildProcess } from 'node:child_process';

/** Polls `url` until it answers 2xx (a server starting up refuses connections until it listens). */
export async function wachtOpUrl(url: string, ms: number): Promise<void> {
  const eind = Date.now() + ms;
  let laatste: unknown;
  while (Date.now() < eind) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
      laatste = r.status;
    } catch (e) {
      laatste = e;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} kwam niet op: ${String(laatste)}`);
}

/** SIGTERM, then waits for the exit (the server closes its database first; main.ts exits at the latest after 10 s). */
export async function stopProces(kind: ChildProcess): Promise<void> {
  if (kind.exitCode !== null || kind.signalCode !== null) return;
  const weg = new Promise<void>((r) => kind.once('exit', () => r()));
  kind.kill('SIGTERM');
  await Promise.race([weg, new Promise((r) => setTimeout(r, 12_000).unref())]);
}
