import type { ReactNode } from 'react';
import { Tag } from 'antd';

// antd's preset tag colours (green #389e0d, gold #d48806 on their light backgrounds) are below WCAG AA
// 4.5:1 for 12 px text; these pairs are above 7:1 (checked by axe in the browser tests).
const TINTEN = {
  groen: { color: '#1f5a37', background: '#e3f0e6', borderColor: '#9cc9a9' },
  goud: { color: '#5c3d00', background: '#fdf3d8', borderColor: '#e0c27a' },
  rood: { color: '#7a1c1c', background: '#fbe9e9', borderColor: '#e2a5a5' },
  blauw: { color: '#163e6b', background: '#e6eef8', borderColor: '#9fb8d8' },
  paars: { color: '#4a2a70', background: '#f0eaf7', borderColor: '#bca6d8' },
  grijs: { color: '#3b463d', background: '#eceeec', borderColor: '#c4cbc5' },
} as const;
export type Tint = keyof typeof TINTEN;

/** A small label in one of a few readable tints. */
export function KleurTag({ tint = 'grijs', children }: { tint?: Tint; children: ReactNode }) {
  return <Tag style={TINTEN[tint]}>{children}</Tag>;
}

/** Text for an empty table: antd's own grey (25 % black) is too light to read (axe color-contrast). */
export function LeegTekst({ children }: { children: ReactNode }) {
  return <span style={{ color: '#4a5a4a' }}>{children}</span>;
}
