import { z } from 'zod';
import { hoeveelheid } from './velden';

/** Route /Energie: purchased energy and own production. */
export const energieSchema = z
  .object({
    elektriciteitKwh: hoeveelheid('ingekochte elektriciteit in kWh', { label: 'Ingekochte elektriciteit', eenheid: 'kWh', precisie: 0 }).default(0),
    eigenProductieKwh: hoeveelheid('eigen opgewekte elektriciteit (zon/wind) in kWh', { label: 'Zelf opgewekte elektriciteit (zon/wind)', eenheid: 'kWh', precisie: 0 }).default(0),
    dieselLiter: hoeveelheid('diesel in liter', { label: 'Diesel', eenheid: 'liter', precisie: 0 }).default(0),
    aardgasM3: hoeveelheid('aardgas in m³', { label: 'Aardgas', eenheid: 'm³', precisie: 0 }).default(0),
    waterM3: hoeveelheid('leidingwater in m³ (aanvoer voor de broeikasgassen)', { label: 'Leidingwater', eenheid: 'm³', precisie: 0 }).optional(),
    gewasbeschermingKg: hoeveelheid('gewasbeschermingsmiddelen in kg werkzame stof', { label: 'Gewasbescherming (werkzame stof)', eenheid: 'kg', precisie: 1 }).optional(),
    loonwerkDieselLiter: hoeveelheid('diesel verbruikt door de loonwerker voor het bedrijf, in liter', { label: 'Diesel loonwerk', eenheid: 'liter', precisie: 0 }).optional(),
    kunststofKg: hoeveelheid('kuilplastic en ander landbouwplastic in kg', { label: 'Kuilplastic en landbouwplastic', eenheid: 'kg', precisie: 0 }).optional(),
  })
  .strict();
