/**
 * Route /mestadditief: manure additives with their kind and period. KLW-domeinnotities
 * §3.2 lists "additive yes/no, type, period (affects NH3/CH4 emission factors)" as ASSUMED; no source
 * we hold gives an effect per additive, so the engine records them and does not count an effect
 * (signal MESTADDITIEF_ZONDER_EFFECT, te verifiëren). A proven NH3 reduction of the housing system is
 * entered on Veestapel (`veestapel.mestadditiefNh3ReductieProcent`).
 */
import { z } from 'zod';
import { datumVeld, tekstVeld } from './velden';


/** Where the additive goes in. Our grouping (te verifiëren tegen de KLW-invoerhandleiding). */
export const mestadditiefToepassingSchema = z
  .enum(['mest-in-stal', 'mestopslag', 'voer'])
  .describe('waar het additief wordt toegepast: in de mest in de stal, in de mestopslag of via het voer')
  .meta({ label: 'Toegepast in', keuzes: { 'mest-in-stal': 'Mest in de stal (put/kelder)', mestopslag: 'Mestopslag buiten de stal', voer: 'Voer (voeradditief)' } });

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export const mestadditiefRegelSchema = z
  .object({
    naam: tekstVeld('productnaam van het mestadditief', { label: 'Product' }, { max: 200, min: 1 }),
    toepassing: mestadditiefToepassingSchema,
    vanaf: datumVeld('eerste dag van gebruik (JJJJ-MM-DD)', 'Gebruikt vanaf'),
    totEnMet: datumVeld('laatste dag van gebruik (JJJJ-MM-DD)', 'Gebruikt tot en met'),
  })
  .strict()
  // Only when both are dates (zod 4 runs the refinement also after a field error); ISO text sorts as the dates do.
  .refine((r) => !(ISO.test(r.vanaf) && ISO.test(r.totEnMet)) || r.totEnMet >= r.vanaf, { path: ['totEnMet'], message: 'De einddatum ligt vóór de begindatum.' });

export const mestadditiefSchema = z.object({ additieven: z.array(mestadditiefRegelSchema).default([]) }).strict();
