import { z } from 'zod';
import { gehalte, hoeveelheid } from './velden';

const dagen = (b: string, label: string) => hoeveelheid(b, { label, eenheid: 'dagen', precisie: 0 }).max(366);
const uren = (b: string, label: string) => hoeveelheid(b, { label, eenheid: 'uur/dag', precisie: 1 }).max(24);

/** Route /veestapelIenR (beweiding): grazing regimes of cows and young stock. */
export const beweidingSchema = z
  .object({
    melkkoeien: z
      .object({
        dagenBeperkt: dagen('aantal dagen beperkt weiden', 'Dagen beperkt weiden').default(0),
        urenPerDagBeperkt: uren('uren per dag in de wei bij beperkt weiden', 'Uren per dag (beperkt)').default(0),
        dagenOnbeperkt: dagen('aantal dagen onbeperkt weiden', 'Dagen onbeperkt weiden').default(0),
        urenPerDagOnbeperkt: uren('uren per dag in de wei bij onbeperkt weiden', 'Uren per dag (onbeperkt)').default(20),
        dagenZomerstalvoedering: dagen('aantal dagen zomerstalvoedering (vers gras op stal)', 'Dagen zomerstalvoedering').default(0),
      })
      .strict()
      .prefault({}),
    jongvee: z
      .object({
        weidedagenJonger1Jaar: dagen('aantal weidedagen jongvee jonger dan 1 jaar', 'Weidedagen jongvee < 1 jaar').default(0),
        weidedagenOuder1Jaar: dagen('aantal weidedagen jongvee van 1 jaar en ouder', 'Weidedagen jongvee ≥ 1 jaar').default(0),
      })
      .strict()
      .prefault({}),
    /** Fresh-grass quality; the closing item of the ration. Empty = year's default. */
    versGras: z
      .object({
        vemPerKgDs: gehalte('VEM per kg DS vers gras (leeg = standaard)', 1300, { label: 'VEM vers gras', eenheid: 'VEM/kg DS', precisie: 0 }).optional(),
        reGPerKgDs: gehalte('ruw eiwit vers gras in g/kg DS (leeg = standaard)', 400, { label: 'Ruw eiwit vers gras', eenheid: 'g/kg DS', precisie: 0 }).optional(),
        pGPerKgDs: gehalte('fosfor vers gras in g/kg DS (leeg = standaard)', 10, { label: 'Fosfor vers gras', eenheid: 'g/kg DS', precisie: 2 }).optional(),
      })
      .strict()
      .prefault({}),
  })
  .strict();
export type Beweiding = z.infer<typeof beweidingSchema>;
