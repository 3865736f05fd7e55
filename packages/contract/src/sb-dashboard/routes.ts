/** The staff dashboard's one call (zod-free, so the web can import the path without the shapes). */
export const sbDashboardRoutes = {
  /** `?jaar=`: deadline progress of the year, pre-flight blockers, work queues (staff only) */
  dashboard: { method: 'GET', path: '/api/Beheer/SbDashboard' },
} as const;
