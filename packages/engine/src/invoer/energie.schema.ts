import { z } from 'zod';
import { hoeveelheid } from './velden';

/** Route /Energie: purchased energy and own production. */
export const energieSchema = z
  .object({
    elektriciteitKwh: hoeveelheid('ingekochte elektriciteit in kWh', { label: 'Ingekochte elektriciteit', eenheid: 'kWh', precisie: 0 }).default(0),
    eigenProductieKwh: hoeveelheid('eigen opgewekte elektriciteit (zon/wind) in kWh', { label: 'Zelf opgewekte elektriciteit (zon/wind)', eenheid: 'kWh', precisie: 0 }).default(0),
    dieselLiter: hoeveelheid('diesel in liter', { label: 'Diesel', eenheid: 'liter', precisie: 0 }).default(0),
    aardgasM3: hoeveelheid('aardgas in m³', { label: 'Aardgas', eenheid: 'm³', precisie: 0 }).default(0),
  })
  .strict();
