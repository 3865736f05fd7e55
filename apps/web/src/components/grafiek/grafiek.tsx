/**
 * One chart with its accessible text alternative: the drawing is an image (role="img") named by
 * a Dutch summary sentence, followed by the figures as a table behind "Toon de cijfers". A figure
 * with a trace opens "Waarom dit getal?" from the table (the keyboard path; a click on the chart
 * may open it too, `bijKlik`). ECharts itself is loaded lazily, per screen only the parts it
 * draws (`soort`), so a page shows its text before the chart.
 */
import { lazy, Suspense, useId } from 'react';
import { Getal } from '../afleiding';
import type { KlwSleutel } from '../../lib/queries';
import { celTekst, type GrafiekOptie, type GrafiekTabel, type TabelCel } from './grafiek-optie';

const TEKENINGEN = {
  /** bars with reference bands and the flow diagram (KengetallenGrafisch) */
  balk: lazy(() => import('./echarts-balk')),
  /** trend lines (history) */
  lijn: lazy(() => import('./echarts-lijn')),
};

const TABEL_CSS = { borderCollapse: 'collapse', fontSize: 13, marginTop: 8, minWidth: '100%' } as const;
const CEL = { padding: '4px 8px', borderBottom: '1px solid #e9efe7', textAlign: 'left' } as const;
const GETAL = { ...CEL, textAlign: 'right', whiteSpace: 'nowrap' } as const;

export interface GrafiekProps {
  titel: string;
  optie: GrafiekOptie;
  hoogte: number;
  /** which ECharts parts the chart needs: 'balk' (bar, sankey, bands) or 'lijn' (trend line) */
  soort: keyof typeof TEKENINGEN;
  /** one or two Dutch sentences that say what the chart shows (its aria-label) */
  samenvatting: string;
  tabel?: GrafiekTabel;
  /** the trace roots of the record (useAfleidingWortels): only these figures get a link */
  metAfleiding?: Set<string>;
  klw?: KlwSleutel;
  /** a click on a chart element (ECharts `click` event, with the element's name) */
  bijKlik?: (naam: string) => void;
}

/** One table cell: a figure with a trace is the button that opens it; any other figure stays text. */
export function TabelCelWeergave({ cel, label, metAfleiding, klw }: { cel: TabelCel; label: string; metAfleiding?: Set<string>; klw?: KlwSleutel }) {
  if (typeof cel !== 'string' && cel.knoop && metAfleiding?.has(cel.knoop)) {
    return <Getal waarde={cel.waarde} knoop={cel.knoop} label={label} tekst={cel.tekst} klw={klw} />;
  }
  return <>{celTekst(cel)}</>;
}

/**
 * What the table says about its links once the record's trace roots are known: figures without a
 * trace of their own (sums, shares, flows made of several results) are plain text, and the note
 * names them (`zonderLink`) rather than linking them to a node that is not theirs.
 */
function afleidingUitleg(t: GrafiekTabel, metAfleiding: Set<string>): string | null {
  const cellen = t.rijen.flatMap((r) => r.slice(1));
  const met = cellen.filter((c) => typeof c !== 'string' && c.knoop && metAfleiding.has(c.knoop)).length;
  if (met === 0) return "Deze cijfers zijn samengesteld uit meerdere uitkomsten en hebben geen eigen 'Waarom dit getal?'.";
  if (met < cellen.length) return `Een onderstreept cijfer opent 'Waarom dit getal?'. Cijfers zonder link (${t.zonderLink ?? 'totalen, aandelen'}) hebben geen eigen afleiding.`;
  return null;
}

export function Grafiek({ titel, optie, hoogte, soort, samenvatting, tabel, metAfleiding, klw, bijKlik }: GrafiekProps) {
  const id = useId();
  const Tekening = TEKENINGEN[soort];
  const uitleg = tabel && metAfleiding ? afleidingUitleg(tabel, metAfleiding) : null;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={`${id}-titel`}>
      <h3 id={`${id}-titel`} style={{ fontSize: 15, fontWeight: 600, margin: '0 0 4px', color: '#1f3324' }}>
        {titel}
      </h3>
      <div role="img" aria-label={samenvatting} style={{ minHeight: hoogte }}>
        <Suspense fallback={<div style={{ height: hoogte }} />}>
          <Tekening optie={optie} hoogte={hoogte} bijKlik={bijKlik} />
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
                  <tr key={rij.map(celTekst).join('|')}>
                    {rij.map((c, i) =>
                      i === 0 ? (
                        <th key={i} scope="row" style={{ ...CEL, fontWeight: 400 }}>
                          {celTekst(c)}
                        </th>
                      ) : (
                        <td key={i} style={GETAL}>
                          <TabelCelWeergave cel={c} label={`${typeof c !== 'string' && c.naam ? c.naam : celTekst(rij[0])}, ${tabel.kolommen[i]}`} metAfleiding={metAfleiding} klw={klw} />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {uitleg && (
            <p style={{ fontSize: 12, color: '#4a5a4a', margin: '4px 0 0' }} data-testid="afleiding-uitleg-tabel">
              {uitleg}
            </p>
          )}
        </details>
      )}
    </figure>
  );
}
