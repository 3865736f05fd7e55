/**
 * One chart with its accessible text alternative: the drawing is an image (role="img") named by
 * a Dutch summary sentence, followed by the figures as a table behind "Toon de cijfers". ECharts
 * itself is loaded lazily (echarts-grafiek.tsx), so a page shows its text before the chart.
 */
import { lazy, Suspense, useId } from 'react';
import type { GrafiekOptie, GrafiekTabel } from './grafiek-optie';

const EchartsGrafiek = lazy(() => import('./echarts-grafiek'));

const TABEL_CSS = { borderCollapse: 'collapse', fontSize: 13, marginTop: 8, minWidth: '100%' } as const;
const CEL = { padding: '4px 8px', borderBottom: '1px solid #e9efe7', textAlign: 'left' } as const;
const GETAL = { ...CEL, textAlign: 'right', whiteSpace: 'nowrap' } as const;

export interface GrafiekProps {
  titel: string;
  optie: GrafiekOptie;
  hoogte: number;
  /** one or two Dutch sentences that say what the chart shows (its aria-label) */
  samenvatting: string;
  tabel?: GrafiekTabel;
}

export function Grafiek({ titel, optie, hoogte, samenvatting, tabel }: GrafiekProps) {
  const id = useId();
  return (
    <figure style={{ margin: 0 }} aria-labelledby={`${id}-titel`}>
      <h3 id={`${id}-titel`} style={{ fontSize: 15, fontWeight: 600, margin: '0 0 4px', color: '#1f3324' }}>
        {titel}
      </h3>
      <div role="img" aria-label={samenvatting} style={{ minHeight: hoogte }}>
        <Suspense fallback={<div style={{ height: hoogte }} />}>
          <EchartsGrafiek optie={optie} hoogte={hoogte} />
        </Suspense>
      </div>
      <p style={{ fontSize: 13, color: '#4a5a4a', margin: '4px 0 0' }}>{samenvatting}</p>
      {tabel && (
        <details style={{ marginTop: 4 }}>
          <summary style={{ cursor: 'pointer', fontSize: 13, color: '#2f6b45' }}>Toon de cijfers</summary>
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${titel}: de cijfers`}>
            <table style={TABEL_CSS}>
              <caption style={{ textAlign: 'left', fontSize: 13, color: '#4a5a4a', captionSide: 'top' }}>{titel}</caption>
              <thead>
                <tr>
                  {tabel.kolommen.map((k, i) => (
                    <th key={k} scope="col" style={i === 0 ? CEL : GETAL}>
                      {k}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {tabel.rijen.map((rij) => (
                  <tr key={rij.join('|')}>
                    {rij.map((c, i) => (i === 0 ? <th key={i} scope="row" style={{ ...CEL, fontWeight: 400 }}>{c}</th> : <td key={i} style={GETAL}>{c}</td>))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}
