import { z } from 'zod';
import { hoeveelheid } from './velden';

/** Route /Energie: purchased energy and own production. */
export const energieSchema = z
  .object({
    elektriciteitKwh: hoeveelheid('ingekochte elektriciteit in kWh').default(0),
    eigenProductieKwh: hoeveelheid('eigen opgewekte elektriciteit (zon/wind) in kWh').default(0),
    dieselLiter: hoeveelheid('diesel in liter').default(0),
    aardgasM3: hoeveelheid('aardgas in m³').default(0),
    waterM3: hoeveelheid('leidingwater in m³ (aanvoer voor de broeikasgassen)').optional(),
    gewasbeschermingKg: hoeveelheid('gewasbeschermingsmiddelen in kg werkzame stof').optional(),
    loonwerkDieselLiter: hoeveelheid('diesel verbruikt door de loonwerker voor het bedrijf, in liter').optional(),
    kunststofKg: hoeveelheid('kuilplastic en ander landbouwplastic in kg').optional(),
  })
  .strict();
