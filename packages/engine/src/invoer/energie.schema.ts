import { z } from 'zod';
import { hoeveelheid } from './velden';
import { MAXIMA } from './maxima';

/** Route /Energie: purchased energy and own production. */
export const energieSchema = z
  .object({
    elektriciteitKwh: hoeveelheid('ingekochte elektriciteit in kWh', { label: 'Ingekochte elektriciteit', eenheid: 'kWh', precisie: 0 }).max(MAXIMA.kWhAankoop).default(0),
    eigenProductieKwh: hoeveelheid('eigen opgewekte elektriciteit (zon/wind) in kWh', { label: 'Zelf opgewekte elektriciteit (zon/wind)', eenheid: 'kWh', precisie: 0 }).max(MAXIMA.kWhEigen).default(0),
    dieselLiter: hoeveelheid('diesel in liter', { label: 'Diesel', eenheid: 'liter', precisie: 0 }).max(MAXIMA.literDiesel).default(0),
    aardgasM3: hoeveelheid('aardgas in m³', { label: 'Aardgas', eenheid: 'm³', precisie: 0 }).max(MAXIMA.m3Aardgas).default(0),
    waterM3: hoeveelheid('leidingwater in m³ (aanvoer voor de broeikasgassen)', { label: 'Leidingwater', eenheid: 'm³', precisie: 0 }).max(MAXIMA.m3Water).optional(),
    gewasbeschermingKg: hoeveelheid('gewasbeschermingsmiddelen in kg werkzame stof', { label: 'Gewasbescherming (werkzame stof)', eenheid: 'kg', precisie: 1 }).max(MAXIMA.kgGewasbescherming).optional(),
    loonwerkDieselLiter: hoeveelheid('diesel verbruikt door de loonwerker voor het bedrijf, in liter', { label: 'Diesel loonwerk', eenheid: 'liter', precisie: 0 }).max(MAXIMA.literDiesel).optional(),
    kunststofKg: hoeveelheid('kuilplastic en ander landbouwplastic in kg', { label: 'Kuilplastic en landbouwplastic', eenheid: 'kg', precisie: 0 }).max(MAXIMA.kgKunststof).optional(),
  })
  .strict();
