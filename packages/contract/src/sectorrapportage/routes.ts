/** The sector-report calls of /beheer/rapportage (staff only; decision 029), zod-free so the web's path table stays small. */
export const sectorrapportageRoutes = {
  /** `?jaar=2024` (default: last year): the report as JSON */
  rapport: { method: 'GET', path: '/api/Beheer/Rapportage' },
  /** `?jaar=2024&formaat=xlsx|csv`: the same report as a file */
  export: { method: 'GET', path: '/api/Beheer/Rapportage/Export' },
} as const;
