import { z } from 'zod';
import { hoeveelheid } from './velden';

/** Route /Energie: purchased energy and own production. */
export const energieSchema = z
  .object({
    elektriciteitKwh: hoeveelheid('ingekochte elektriciteit in kWh').default(0),
    eigenProductieKwh: hoeveelheid('eigen opgewekte elektriciteit (zon/wind) in kWh').default(0),
    dieselLiter: hoeveelheid('diesel in liter').default(0),
    aardgasM3: hoeveelheid('aardgas in m³').default(0),
  })
  .strict();
