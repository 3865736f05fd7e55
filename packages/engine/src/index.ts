/**
 * @kw/engine: the pure Kringloopwijzer calculation. No I/O; runs in Node and the browser.
 */
export { bereken } from './bereken';
export type { Resultaat, BerekenOpties } from './resultaat';
export { bedrijfsjaarInvoerSchema, type BedrijfsjaarInvoer, type BedrijfsjaarInvoerRuw } from './invoer/bedrijfsjaar.schema';
export { valideerInvoer, type Validatie, type Invoerfout } from './invoer/valideer';
export { bedrijfsgegevensSchema } from './invoer/bedrijfsgegevens.schema';
export { veestapelSchema } from './invoer/veestapel.schema';
export { beweidingSchema } from './invoer/beweiding.schema';
export { melkleveringSchema } from './invoer/melklevering.schema';
export { krachtvoerSchema, ruwvoerSchema, melkproductenSchema, strooiselSchema, overigeVoedersSchema } from './invoer/voer.schema';
export { graslandSchema, snijmaisSchema, akkerbouwSchema, natuurSchema, bodemSchema } from './invoer/gewassen.schema';
export { organischeMestSchema, kunstmestSchema } from './invoer/mest.schema';
export { energieSchema } from './invoer/energie.schema';
export { intensieveVeehouderijSchema } from './invoer/intensieve-veehouderij.schema';
export { parametersVoorJaar, parametersPerJaar, ondersteundeJaren, parameters2018, parameters2019, parameters2020, parameters2021, parameters2022, parameters2023, parameters2024, parameters2025, parameters2026 } from './parameters';
export type * from './parameters/types';
export { afleiding, doorloop, type Afleiding, type AfleidingInvoer, type AfleidingConstante, type Constante } from './afleiding';
export { omrekening, fpcmFormule } from './eenheden';
export { fpcm } from './melk/melkproductie';
export { dumpfileEenheden, type Dumpfile, type DumpfileVariabele } from './dumpfile';
export { dashboardBron, type Dashboard } from './dashboard';
export { signaleringCatalogus, type Signalering, type SignaleringCode, type Ernst } from './signalering/catalogus';
export type { GebruikteStandaard } from './standaarden';
export type { Voerpost } from './voer/voerverbruik';
export type { VemBehoefte } from './voer/vem-behoefte';
export type { VersGras, Rantsoen } from './voer/rantsoen';
export type { Melkproductie } from './melk/melkproductie';
export type { Excretie } from './bex/excretie';
export type { ForfaitaireExcretie } from './bex/forfait';
export type { BexUitkomst } from './berekening';
export type { Ammoniak, Stalverliezen, Staldieren, Kunstmest, Mestaanwending } from './bea/ammoniak';
export type { Bedrijfsbalans } from './balans/bedrijfsbalans';
export type { StikstofBodem } from './balans/stikstof';
export type { FosfaatBodem } from './balans/fosfaat';
export type { Gewasopbrengst } from './balans/gewasopbrengst';
export type { Broeikasgassen } from './bec/broeikasgassen';
export type { Oppervlakten } from './balans/oppervlakten';
