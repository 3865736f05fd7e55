/** The lazy chunks (by source path in the Vite manifest) each measured page loads besides the entry. */
export const LOGIN_CHUNKS = [/features\/auth\/login-page\.tsx$/];
export const MELKLEVERING_CHUNKS = [/components\/layout\/app-shell\.tsx$/, /features\/melklevering\/melklevering-page\.tsx$/];
/** Every input-register screen (Krachtvoer, Veestapel, …): the shell and the one renderer's chunk. */
export const REGISTER_CHUNKS = [/components\/layout\/app-shell\.tsx$/, /components\/scherm\/register-scherm\.tsx$/];
/** The chart report screens: the shell and the page (text and tables show before the charts). */
export const GRAFIEK_CHUNKS = [/components\/layout\/app-shell\.tsx$/, /features\/kengetallen-grafisch\/kengetallen-grafisch-page\.tsx$/];
export const HISTORISCH_CHUNKS = [/components\/layout\/app-shell\.tsx$/, /features\/historisch\/historisch-page\.tsx$/];
/**
 * ECharts behind components/grafiek, lazy, only when a report screen draws a chart: each screen its
 * own entry with only the parts it draws (the shared echarts/core lands in a chunk both import).
 */
export const ECHARTS_BALK_CHUNKS = [/components\/grafiek\/echarts-balk\.ts$/];
export const ECHARTS_LIJN_CHUNKS = [/components\/grafiek\/echarts-lijn\.ts$/];
/** The plot map (decision 014): the shell and the map's own chunk with Leaflet and leaflet-geoman; the shapefile reader loads later, on an import. */
export const KAART_CHUNKS = [/components\/layout\/app-shell\.tsx$/, /features\/percelen-kaart\/percelen-kaart-pagina\.tsx$/];
