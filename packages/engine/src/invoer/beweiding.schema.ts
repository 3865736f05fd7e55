import { z } from 'zod';
import { gehalte, hoeveelheid } from './velden';

const dagen = (b: string) => hoeveelheid(b).max(366);
const uren = (b: string) => hoeveelheid(b).max(24);

/** Route /veestapelIenR (beweiding): grazing regimes of cows and young stock. */
export const beweidingSchema = z
  .object({
    melkkoeien: z
      .object({
        dagenBeperkt: dagen('aantal dagen beperkt weiden').default(0),
        urenPerDagBeperkt: uren('uren per dag in de wei bij beperkt weiden').default(0),
        dagenOnbeperkt: dagen('aantal dagen onbeperkt weiden').default(0),
        urenPerDagOnbeperkt: uren('uren per dag in de wei bij onbeperkt weiden').default(20),
        dagenZomerstalvoedering: dagen('aantal dagen zomerstalvoedering (vers gras op stal)').default(0),
      })
      .strict()
      .prefault({}),
    jongvee: z
      .object({
        weidedagenJonger1Jaar: dagen('aantal weidedagen jongvee jonger dan 1 jaar').default(0),
        weidedagenOuder1Jaar: dagen('aantal weidedagen jongvee van 1 jaar en ouder').default(0),
      })
      .strict()
      .prefault({}),
    /** Fresh-grass quality; the closing item of the ration. Empty = year's default. */
    versGras: z
      .object({
        vemPerKgDs: gehalte('VEM per kg DS vers gras (leeg = standaard)', 1300).optional(),
        reGPerKgDs: gehalte('ruw eiwit vers gras in g/kg DS (leeg = standaard)', 400).optional(),
        pGPerKgDs: gehalte('fosfor vers gras in g/kg DS (leeg = standaard)', 10).optional(),
      })
      .strict()
      .prefault({}),
  })
  .strict();
export type Beweiding = z.infer<typeof beweidingSchema>;
