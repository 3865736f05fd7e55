/**
 * A table that stays whole on a phone: from 576 px (antd's `sm`) an antd Table, below it one card per row with
 * every column as a label and its value, so no column is hidden without a way to see it. The columns are written
 * once for both forms.
 */
import type { Key, ReactNode } from 'react';
import { Grid, Spin } from 'antd';
import { Tabel } from './tabel';
import type { ColumnsType } from 'antd/es/table';
import { LeegTekst } from './kleur-tag';

export interface Kolom<T> {
  key: string;
  titel: string;
  render: (rij: T) => ReactNode;
  /** right-aligned numbers in the table */
  rechts?: boolean;
  breedte?: number;
}

export function TabelOfKaarten<T extends object>({ rijen, kolommen, sleutel, leeg, laden = false, label, uitklap, uitklapTitel = 'Meer tonen', passend = false }: {
  rijen: readonly T[];
  kolommen: ReadonlyArray<Kolom<T>>;
  sleutel: (rij: T) => Key;
  leeg: string;
  laden?: boolean;
  /** the accessible name of the list of cards and of the table */
  label: string;
  /** a part shown under the row (table: expandable row; card: below the fields) */
  uitklap?: (rij: T) => ReactNode;
  uitklapTitel?: string;
  /**
   * The table fits the content area: its cells wrap their text instead of the table growing to the width of its
   * longest lines (a sideways scroll only when even the wrapped table is wider). Default: every cell on its widest.
   */
  passend?: boolean;
}) {
  const breed = Grid.useBreakpoint().sm ?? true;
  if (breed) {
    const columns: ColumnsType<T> = kolommen.map((k) => ({ key: k.key, title: k.titel, render: (_: unknown, r: T) => k.render(r), align: k.rechts ? 'right' : undefined, width: k.breedte }));
    return (
      <Tabel<T> naam={label}
        rowKey={sleutel}
        size="small"
        loading={laden}
        columns={columns}
        dataSource={[...rijen]}
        pagination={false}
        scroll={{ x: passend ? true : 'max-content' }}
        locale={{ emptyText: <LeegTekst>{leeg}</LeegTekst> }}
        expandable={uitklap ? { expandedRowRender: (r) => uitklap(r), rowExpandable: () => true } : undefined}
      />
    );
  }
  if (laden && rijen.length === 0) return <Spin />;
  if (rijen.length === 0) return <LeegTekst>{leeg}</LeegTekst>;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {rijen.map((r) => (
        <li key={sleutel(r)} style={{ border: '1px solid #dfe6dd', borderRadius: 8, padding: 12, background: '#fff' }}>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, 40%) 1fr', columnGap: 8, rowGap: 4 }}>
            {kolommen.map((k) => (
              <div key={k.key} style={{ display: 'contents' }}>
                <dt style={{ color: '#3f4d40', fontSize: 13 }}>{k.titel}</dt>
                <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{k.render(r)}</dd>
              </div>
            ))}
          </dl>
          {uitklap ? (
            <details style={{ marginTop: 8 }}>
              <summary style={{ cursor: 'pointer', color: '#1f5a37' }}>{uitklapTitel}</summary>
              {uitklap(r)}
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
