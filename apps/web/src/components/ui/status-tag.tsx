import { Tag } from 'antd';
import { isAfgesloten, statusNaam } from '@kw/contract';

// antd's preset green tag (#389e0d on #f6ffed) is below WCAG AA 4.5:1 for 12 px text; these pairs are
// above 7:1 (checked by axe in the browser tests).
const KLEUR = {
  open: { color: '#1f5a37', background: '#e3f0e6', borderColor: '#9cc9a9' },
  afgesloten: { color: '#3b463d', background: '#eceeec', borderColor: '#c4cbc5' },
};

/** The record's state by its one name (packages/contract status.ts): "Open" or "Afgesloten". */
export function StatusTag({ statusId }: { statusId: number }) {
  return <Tag style={isAfgesloten(statusId) ? KLEUR.afgesloten : KLEUR.open}>{statusNaam(statusId)}</Tag>;
}
