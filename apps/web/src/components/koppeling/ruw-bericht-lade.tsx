/**
 * The raw message of a supplier, one click away (decision 020): a drawer with the body as it was received, stored
 * unchanged, formatted as JSON (or as the text it came as, e.g. a CSV of feed deliveries).
 */
import { Drawer, Grid } from 'antd';
import type { ReactNode } from 'react';

/** Indented JSON of a stored body; a text that is no JSON stays as it came. */
export function opgemaakt(ruw: unknown): string {
  if (typeof ruw === 'string') {
    try {
      return JSON.stringify(JSON.parse(ruw), null, 2);
    } catch {
      return ruw;
    }
  }
  return JSON.stringify(ruw ?? null, null, 2);
}

export function RuwBerichtLade({ open, titel, ruw, onSluit, kop }: { open: boolean; titel: string; ruw: unknown; onSluit: () => void; kop?: ReactNode }) {
  const breed = Grid.useBreakpoint().md ?? true;
  return (
    <Drawer open={open} onClose={onSluit} title={titel} width={breed ? 640 : '100%'} destroyOnHidden>
      {kop}
      <pre
        tabIndex={0}
        aria-label="Ruw bericht"
        style={{ background: '#f6f8f6', color: '#1f2a22', border: '1px solid #dfe6dd', borderRadius: 6, padding: 12, fontSize: 13, overflowX: 'auto', whiteSpace: 'pre', margin: 0 }}
      >
        {opgemaakt(ruw)}
      </pre>
    </Drawer>
  );
}
