import { z } from 'zod';

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
