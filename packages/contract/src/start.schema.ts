import { z } from 'zod';
import { invoerVerwijzingSchema } from './schermen/scherm.schema';

/** GET /api/Home/GetStartGegevens: what the start page shows. */
export const startGegevensSchema = z.object({
  gebruikersnaam: z.string(),
  bedrijf: z.object({ relatieId: z.number().int(), naam: z.string(), kvkNummer: z.string().nullable(), ubns: z.array(z.string()) }).nullable(),
  jaar: z.number().int().nullable(),
  kringloopwijzerId: z.number().int().nullable(),
  statusId: z.number().int().nullable(),
  statusOmschrijving: z.string().nullable(),
  /** screens of the menu that are done, of the total with a done state */
  voortgang: z.object({ klaar: z.number().int(), totaal: z.number().int(), waarschuwingen: z.number().int() }),
  /**
   * dashboard indicators of the selected year outside their plausible range: "controleer de invoer",
   * with links to the inputs that move them most (decision 021)
   */
  indicatorWaarschuwingen: z.array(z.object({ indicator: z.string(), bericht: z.string(), bijdragen: z.array(invoerVerwijzingSchema) })),
  /** farms this user may open (advisers, proxy holders, staff), each with its years */
  bedrijven: z.array(
    z.object({
      relatieId: z.number().int(),
      naam: z.string(),
      jaren: z.array(z.object({ jaar: z.number().int(), kringloopwijzerId: z.number().int(), statusId: z.number().int() })),
    }),
  ),
});
export type StartGegevens = z.infer<typeof startGegevensSchema>;
