/**
 * One farm-year: everything a farm enters, grouped by the screen (route) that collects it.
 * Exported for the contract package. Optional fields fall back to the year's defaults in
 * `bereken`, and the result lists which defaults were used (`gebruikteStandaarden`).
 */
import { z } from 'zod';
import { bedrijfsgegevensSchema } from './bedrijfsgegevens.schema';
import { veestapelSchema } from './veestapel.schema';
import { beweidingSchema } from './beweiding.schema';
import { melkleveringSchema } from './melklevering.schema';
import { krachtvoerSchema, melkproductenSchema, overigeVoedersSchema, ruwvoerSchema, strooiselSchema } from './voer.schema';
import { akkerbouwSchema } from './gewassen.schema';
import { bodemSchema } from './bodem.schema';
import { mestadditiefSchema } from './mestadditief.schema';
import { kunstmestSchema, organischeMestSchema } from './mest.schema';
import { energieSchema } from './energie.schema';
import { percelenSchema } from './percelen.schema';
import { intensieveVeehouderijSchema } from './intensieve-veehouderij.schema';

export const bedrijfsjaarInvoerSchema = z
  .object({
    bedrijfsgegevens: bedrijfsgegevensSchema,
    veestapel: veestapelSchema,
    beweiding: beweidingSchema.prefault({}),
    melklevering: melkleveringSchema,
    krachtvoer: krachtvoerSchema.prefault({}),
    ruwvoer: ruwvoerSchema.prefault({}),
    melkproducten: melkproductenSchema.prefault({}),
    strooisel: strooiselSchema.prefault({}),
    overigeVoeders: overigeVoedersSchema.prefault({}),
    akkerbouw: akkerbouwSchema.prefault({}),
    bodem: bodemSchema.prefault({}),
    organischeMest: organischeMestSchema.prefault({}),
    kunstmest: kunstmestSchema.prefault({}),
    mestadditief: mestadditiefSchema.prefault({}),
    energie: energieSchema.prefault({}),
    intensieveVeehouderij: intensieveVeehouderijSchema.prefault({}),
    percelen: percelenSchema.prefault({}),
  })
  .strict()
  .superRefine((invoer, ctx) => {
    // Plots are the one source of land (decision 014): no area is entered anywhere else.
    const ha = invoer.percelen.percelen.reduce((s, p) => s + p.oppervlakteHa, 0);
    if (!(ha > 0)) {
      ctx.addIssue({ code: 'custom', path: ['percelen', 'percelen'], message: 'Vul bij Percelen minstens één perceel met een oppervlakte groter dan 0 ha in.' });
    }
    if (invoer.melklevering.geleverd.kg + (invoer.melklevering.zelfZuivel?.kg ?? 0) > 0 && invoer.veestapel.melkkoeien.gemiddeldAantal <= 0) {
      ctx.addIssue({ code: 'custom', path: ['veestapel', 'melkkoeien', 'gemiddeldAantal'], message: 'Er is melk geleverd maar het gemiddeld aantal melkkoeien is 0.' });
    }
  });

/** The parsed input (defaults of the schema filled in). */
export type BedrijfsjaarInvoer = z.output<typeof bedrijfsjaarInvoerSchema>;
/** What a client may send (optional fields may be left out). */
export type BedrijfsjaarInvoerRuw = z.input<typeof bedrijfsjaarInvoerSchema>;
