/** "Waarom dit getal?": the trace view and its entry points, shared by the results panel and the report screens. */
export { AfleidingKnop, Getal, type AfleidingKnopProps } from './afleiding-knop';
export { AfleidingVenster, HerkomstTag, invoerLink, type AfleidingVensterProps } from './afleiding-venster';
export { formatAfleidingGetal, metEenheid } from './afleiding-opmaak';
