/**
 * One timer for the server's periodic jobs: the mandates' and participations' expiry (decisions 019
 * and 034) and the session clean-up (sessions past their 8 hours) had each copied the same timer. A first round
 * soon after start, so a server restarted more often than the interval still does its work; then
 * every interval. The timers are unref'd (they keep no process alive), and a round never overlaps
 * the previous one: a tick while a round runs is skipped, the next tick picks up what is left.
 */
import type { FastifyBaseLogger } from 'fastify';

/** The first round comes after the interval or this, whichever is shorter. */
export const EERSTE_RONDE_UITERLIJK_MS = 60_000;

/**
 * Starts `ronde` every `intervalMs` (0 or less: off). A failed round is logged as "`naam` mislukt"
 * and does not stop the timer; the round logs its own result. Returns the stop function: no round
 * starts after it (a round in flight finishes).
 */
export function startPeriodiekeTaak(naam: string, intervalMs: number, ronde: () => Promise<void>, log: FastifyBaseLogger): () => void {
  if (intervalMs <= 0) return () => {};
  let bezig = false;
  let gestopt = false;
  const tik = () => {
    if (bezig || gestopt) return;
    bezig = true;
    // a round that throws before its first await must not escape as an uncaught exception
    Promise.resolve()
      .then(ronde)
      .catch((err: unknown) => log.error({ err, taak: naam }, `${naam} mislukt`))
      .finally(() => {
        bezig = false;
      });
  };
  // with an interval of a minute or less the interval's first tick is the first round (no second timer, no double round)
  const eerste = intervalMs > EERSTE_RONDE_UITERLIJK_MS ? setTimeout(tik, EERSTE_RONDE_UITERLIJK_MS) : undefined;
  eerste?.unref();
  const timer = setInterval(tik, intervalMs);
  timer.unref();
  return () => {
    gestopt = true;
    clearTimeout(eerste);
    clearInterval(timer);
  };
}
