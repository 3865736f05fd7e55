/** Every section's model by id (the PDF and GetRapportGegevens take them from here). */
import type { Resultaat } from '@kw/engine';
import type { SectieId } from '../rapportage.secties';
import { balansenModel } from './model.balansen';
import { bexModel } from './model.bex';
import type { SectieModel } from './model.cel';
import { dashboardModel } from './model.dashboard';
import { kengetallenModel } from './model.kengetallen';
import { ammoniakModel, broeikasgassenModel } from './model.milieu';
import { voerModel } from './model.voer';

export const SECTIE_MODELLEN: Record<SectieId, (r: Resultaat) => SectieModel> = {
  dashboard: dashboardModel,
  bex: bexModel,
  balansen: balansenModel,
  ammoniak: ammoniakModel,
  broeikasgassen: broeikasgassenModel,
  voer: voerModel,
  kengetallen: kengetallenModel,
};
