/**
 * The recompute after a rule change (decision 028): staff start a run, stop it, and read its progress
 * (/beheer/algemeen). Zod-free, so a page can link the paths without the schemas.
 */
export const herberekeningRoutes = {
  /** staff only: the newest run with its progress and failures, and what waits for a run */
  voortgang: { method: 'GET', path: '/api/Beheer/Herberekening' },
  /** staff only: queue every open year with a stored outcome for a recompute under the current rules (409 while a run is busy) */
  starten: { method: 'POST', path: '/api/Beheer/Herberekening/Starten' },
  /** staff only: stop the busy run with a reason; its unclaimed tasks are not done, a new run can start (409 when none is busy) */
  stoppen: { method: 'POST', path: '/api/Beheer/Herberekening/Stoppen' },
} as const;
