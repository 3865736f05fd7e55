import { Tag } from 'antd';
import { MACHTIGING_STATUS_NAMEN, type MachtigingStatusNaam } from '@kw/contract';

// Text/background pairs above 7:1 (antd's preset colours fall below 4.5:1 for 12 px text).
const KLEUR: Record<MachtigingStatusNaam, { color: string; background: string; borderColor: string }> = {
  aangevraagd: { color: '#6b3d00', background: '#fff4e0', borderColor: '#e8b86b' },
  actief: { color: '#1f5a37', background: '#e3f0e6', borderColor: '#9cc9a9' },
  geweigerd: { color: '#7a1f1f', background: '#fbe9e9', borderColor: '#e0a3a3' },
  ingetrokken: { color: '#3b463d', background: '#eceeec', borderColor: '#c4cbc5' },
  verlopen: { color: '#3b463d', background: '#eceeec', borderColor: '#c4cbc5' },
};

export function MachtigingStatusTag({ status }: { status: MachtigingStatusNaam }) {
  return <Tag style={KLEUR[status]}>{MACHTIGING_STATUS_NAMEN[status]}</Tag>;
}
