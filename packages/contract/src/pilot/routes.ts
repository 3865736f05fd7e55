/**
 * The calls of pilots (/beheer/pilot; sharing-anchors.md §2 "/beheer/pilot"): staff run a pilot for
 * a group of farms; a farm in a pilot sees it, compares its results under the pilot's rules and may
 * leave. Zod-free, so the web can import the paths alone.
 */
export const pilotRoutes = {
  /** staff: every pilot with its farms and the counts of active and left farms */
  pilots: { method: 'GET', path: '/api/Beheer/Pilots' },
  /** staff: create (no id) or change (id + versie) a pilot; the farms as text (one KvK per line, or CSV) */
  pilotOpslaan: { method: 'POST', path: '/api/Beheer/Pilots/Opslaan' },
  /** the farm of the token's record: the pilots it is (or was) in */
  vanBedrijf: { method: 'GET', path: '/api/Pilot/VanBedrijf' },
  /** the farm of the token's record leaves a pilot */
  verlaten: { method: 'POST', path: '/api/Pilot/Verlaten' },
  /** the token's record under its own rules and under the pilot's rule year, side by side (`?pilotId=`) */
  vergelijking: { method: 'GET', path: '/api/Pilot/Vergelijking' },
} as const;
