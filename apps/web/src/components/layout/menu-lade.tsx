/**
 * The folded menu below 992 px: antd's Drawer (with the Skeleton it carries for its `loading`
 * state, ~10 KB brotli). Its own lazy chunk, loaded on the first "Menu" click, so screens on a
 * wide screen never fetch it and every page stays inside its budget (decision 008, amended
 * 2026-11-24: the chart screens with their charts ≤ 350 KB).
 */
import type { ReactNode } from 'react';
import { Drawer } from 'antd';

export default function MenuLade({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer title="Menu" placement="left" width={290} open={open} onClose={onClose} styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}
