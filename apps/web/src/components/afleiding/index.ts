/** "Waarom dit getal?": the trace view and its entry points, shared by the results panel and the report screens. */
export { AfleidingKnop, Getal, useAfleidingOpener, type AfleidingKnopProps } from './afleiding-knop';
// The view itself is loaded lazily by AfleidingKnop and Getal; import './afleiding-venster' directly only where it is shown at once.
export { formatAfleidingGetal, metEenheid } from './afleiding-opmaak';
export { knoopVanBron, useAfleidingWortels } from './afleiding-api';
