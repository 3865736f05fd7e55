/**
 * The start page's sign that the farm is in a running pilot (sharing-anchors.md §2 "/beheer/pilot":
 * farmers must see they are in a pilot): a "Pilot" badge with the pilot's name and a link to the
 * history screen, where the comparison and "Pilot verlaten" are. Asked only when a record is open.
 */
import { Link } from 'react-router';
import { Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { pilotRoutes, type BedrijfsPilotsAntwoord } from '@kw/contract';
import { routeVan } from '@kw/contract/route-catalogus';
import { api, metVernieuwing } from '../../lib/api-client';
import { useToken } from '../../lib/queries';

/** antd's blue preset is below WCAG AA for 12 px text; this pair is above 7:1 */
const PILOT_TAG = { color: '#163e6b', background: '#e6eef8', borderColor: '#9fb8d8' } as const;

export function PilotBadge({ kringloopwijzerId }: { kringloopwijzerId: number }) {
  const token = useToken('sessie');
  const pilots = useQuery({
    queryKey: ['pilot-bedrijf', 'sessie', 'start', kringloopwijzerId],
    queryFn: () => metVernieuwing(() => api.get<BedrijfsPilotsAntwoord>(pilotRoutes.vanBedrijf.path).then((r) => r.data)),
    enabled: token.isSuccess,
  });
  const actief = pilots.data?.pilots.filter((p) => p.actief) ?? [];
  if (actief.length === 0) return null;
  return (
    <p style={{ margin: '12px 0 0' }} data-testid="pilot-badge">
      <Tag style={PILOT_TAG}>Pilot</Tag>
      Uw bedrijf doet mee aan {actief.map((p) => `‘${p.naam}’`).join(', ')}. <Link to={routeVan('historisch')}>Bekijk de vergelijking</Link>
    </p>
  );
}
