// Profiel and Registratie relatie (sharing-anchors.md §2): one export line in the contract's index.
export * from './velden';
export * from './profiel.schema';
export * from './voorwaarden';
export * from '../relaties/relaties.schema';
export * from '../relaties/relaties.meldingen';
export * from './wijziging';
