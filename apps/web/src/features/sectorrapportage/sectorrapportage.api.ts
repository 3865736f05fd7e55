import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sectorrapportageRoutes, type Sectorrapport } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { downloadBestand } from '../../lib/download-bestand';
import { useToken } from '../../lib/queries';

export const haalSectorrapport = (jaar: number) => api.get<Sectorrapport>(sectorrapportageRoutes.rapport.path, { params: { jaar } }).then((r) => r.data);

/** The report of a year; the previous year's stays shown while the next loads. */
export function useSectorrapport(jaar: number) {
  const token = useToken('sessie');
  return useQuery({
    queryKey: ['sectorrapport', jaar],
    queryFn: () => metVernieuwing(() => haalSectorrapport(jaar)),
    enabled: token.isSuccess,
    placeholderData: keepPreviousData,
  });
}

export const downloadSectorrapport = (jaar: number, formaat: 'xlsx' | 'csv') =>
  downloadBestand(`${sectorrapportageRoutes.export.path}?jaar=${jaar}&formaat=${formaat}`, `Sectorrapportage-${jaar}.${formaat}`);
