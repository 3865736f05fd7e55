import { useMutation } from '@tanstack/react-query';
import { routes, type MelkLeveringGegevens } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { sleutels, useKlwQuery, type KlwSleutel } from '../../lib/queries';

export const haalMelkLevering = () => api.get<MelkLeveringGegevens>(routes.melkLevering.path).then((r) => r.data);
export const slaMelkLeveringOp = (gegevens: MelkLeveringGegevens) =>
  metVernieuwing(() => api.post<MelkLeveringGegevens>(routes.melkLeveringOpslaan.path, gegevens).then((r) => r.data));

export const useMelkLevering = (klw: KlwSleutel) => useKlwQuery(sleutels.melkLevering(klw), klw, haalMelkLevering);
export const useMelkLeveringOpslaan = () => useMutation({ mutationFn: slaMelkLeveringOp });
