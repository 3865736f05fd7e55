import { routes, type GrafiekGegevens } from '@kw/contract';
import { api } from '../../lib/api-client';
import { useKlwQuery, type KlwSleutel } from '../../lib/queries';

export const haalGrafiekGegevens = () => api.get<GrafiekGegevens>(routes.grafiekGegevens.path).then((r) => r.data);

export const useGrafiekGegevens = (klw: KlwSleutel) => useKlwQuery(['grafiekGegevens', klw], klw, haalGrafiekGegevens);
