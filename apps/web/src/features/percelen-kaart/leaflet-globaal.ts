/**
 * leaflet-geoman's build is a script that extends the global `L`: this module puts Leaflet there, and is imported
 * before the plugin (ES modules run in import order). Only the map's chunk imports it.
 */
import L from 'leaflet';

(globalThis as unknown as { L: typeof L }).L = L;
export default L;
