import { z } from 'zod';
import { gehalte, hoeveelheid } from './velden';

/** Milk with its contents, as on the Melklevering screen (contract totaalSchema). */
const melkMetGehalten = (wat: string) =>
  z
    .object({
      kg: hoeveelheid(`kg melk ${wat}`).max(15_000_000),
      vetProcent: gehalte(`vetgehalte ${wat} in %`, 10),
      eiwitProcent: gehalte(`eiwitgehalte ${wat} in %`, 8),
      ureumMgPer100g: gehalte(`ureumgehalte ${wat} in mg/100 g`, 80).optional(),
      fosforMgPer100g: gehalte(`fosforgehalte ${wat} in mg/100 g (leeg = standaard)`, 200).optional(),
    })
    .strict();

/** Route /melklevering: delivered milk, self-dairying, fed to calves, other production. */
export const melkleveringSchema = z
  .object({
    geleverd: melkMetGehalten('geleverd aan de fabriek'),
    zelfZuivel: melkMetGehalten('zelfzuivel').optional(),
    gevoerdAanKalverenKg: hoeveelheid('kg melk gevoerd aan kalveren').default(0),
    overigeProductieKg: hoeveelheid('kg melk overige productie (bijv. verkocht aan derden)').default(0),
  })
  .strict();
export type Melklevering = z.infer<typeof melkleveringSchema>;
