import { z } from 'zod';

/** Spec §3 "Call context": who is calling, for which farm and which nutrient-cycle record. */
export const callContextSchema = z.object({
  gebruikerId: z.number().int(),
  deelnemerId: z.number().int().nullable(),
  proxyId: z.number().int().nullable(),
  proxyKvk: z.string().nullable(),
  kringloopwijzerId: z.number().int().nullable(),
  naam: z.string(),
  kringloopwijzerJaar: z.number().int().nullable(),
  kringloopwijzerStatusId: z.number().int().nullable(),
  gebruikerKvKNummer: z.string().nullable(),
  gebruikerIsDeelnemer: z.boolean(),
  gebruikerIsSBMedewerker: z.boolean(),
  gebruikerIsAuthorized: z.boolean(),
  volmacht: z.boolean(),
  gebruikerIsDemoGebruiker: z.boolean(),
});
export type CallContext = z.infer<typeof callContextSchema>;
