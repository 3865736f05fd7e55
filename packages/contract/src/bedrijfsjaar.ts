/** The farm-year input of the calculation engine, for the screens and calls that will collect it. */
export { bedrijfsjaarInvoerSchema, valideerInvoer } from '@kw/engine';
export type { BedrijfsjaarInvoer } from '@kw/engine';
