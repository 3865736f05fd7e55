import { z } from 'zod';

/** One field error: `field` is the dotted path of the field in the request body. */
export const foutDetailSchema = z.object({ field: z.string(), message: z.string() });

/**
 * Every 4xx/5xx answer of the API. The web app's notification picks its description
 * from errorDetails, then message, then messages joined with '. ' (spec §8).
 */
export const foutAntwoordSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  messages: z.array(z.string()).optional(),
  errorDetails: z.array(foutDetailSchema).optional(),
});
export type FoutAntwoord = z.infer<typeof foutAntwoordSchema>;
