/**
 * Bodem en gewas (/bodem/overzicht, issue 9 §3): a read-only overview per crop group of the area,
 * the fertilisation and the yields the engine back-calculates, from the record's stored result
 * (GET /api/BodemGewas/GetBodemGewasOverzicht). Nothing is entered here; the text says where to.
 */
import type { CSSProperties } from 'react';
import { Alert } from 'antd';
import { useParams } from 'react-router';
import { routes, type BodemGewasOverzicht, type BodemGewasRij } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { Laden } from '../../components/laden';
import { api } from '../../lib/api-client';
import { formatGetal } from '../../lib/format';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel, useKlwQuery } from '../../lib/queries';

const cel: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #eef2ec', textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };
const kop: CSSProperties = { ...cel, fontWeight: 600, background: '#f3f7f1', verticalAlign: 'bottom' };

const KOLOMMEN: { sleutel: keyof BodemGewasRij; label: string; eenheid: string; decimalen: number }[] = [
  { sleutel: 'oppervlakteHa', label: 'Oppervlakte', eenheid: 'ha', decimalen: 2 },
  { sleutel: 'kunstmestNKg', label: 'Kunstmest N', eenheid: 'kg N', decimalen: 0 },
  { sleutel: 'kunstmestP2o5Kg', label: 'Kunstmest fosfaat', eenheid: 'kg P2O5', decimalen: 0 },
  { sleutel: 'dierlijkeMestNKg', label: 'Dierlijke mest N', eenheid: 'kg N', decimalen: 0 },
  { sleutel: 'dierlijkeMestP2o5Kg', label: 'Dierlijke mest fosfaat', eenheid: 'kg P2O5', decimalen: 0 },
  { sleutel: 'weidemestNKg', label: 'Weidemest N', eenheid: 'kg N', decimalen: 0 },
  { sleutel: 'opbrengstKgDsPerHa', label: 'Opbrengst', eenheid: 'kg DS/ha', decimalen: 0 },
  { sleutel: 'opbrengstNKgPerHa', label: 'Opbrengst N', eenheid: 'kg N/ha', decimalen: 0 },
  { sleutel: 'opbrengstP2o5KgPerHa', label: 'Opbrengst fosfaat', eenheid: 'kg P2O5/ha', decimalen: 0 },
];

const haal = () => api.get<BodemGewasOverzicht>(routes.bodemGewasOverzicht.path).then((r) => r.data);

export default function BodemGewasPagina() {
  usePaginaTitel('Bodem en gewas');
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const q = useKlwQuery(['bodemGewas', klw], klw, haal);
  if (q.isPending) return <Laden />;
  if (q.isError || !q.data) return <Alert type="error" showIcon message="Het overzicht kon niet worden geladen. Probeer het later opnieuw." />;
  const o = q.data;
  return (
    <>
      <Panel>
        <h1 style={{ marginTop: 0, fontSize: 24, fontWeight: 600 }}>Bodem en gewas {o.kringloopwijzerJaar}</h1>
        <p style={{ marginBottom: 0 }}>
          Per gewas de oppervlakte, de bemesting en de opbrengst die de rekenkern terugrekent. Dit overzicht is alleen om te bekijken: u past de
          getallen aan op de schermen Percelen, Organische mest, Kunstmest en Voer.
        </p>
      </Panel>
      {!o.berekend ? (
        <Alert type="warning" showIcon message="Nog geen berekening" description="De invoer is nog niet volledig genoeg om te rekenen. Vul de schermen met een waarschuwing in het menu aan." />
      ) : (
        <Panel titel="Per gewas">
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tabel bodem en gewas">
            <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 900 }}>
              <thead>
                <tr>
                  <th scope="col" style={{ ...kop, textAlign: 'left' }}>
                    Gewas
                  </th>
                  {KOLOMMEN.map((k) => (
                    <th key={k.sleutel} scope="col" style={kop}>
                      {k.label}
                      <div style={{ fontWeight: 400, color: '#5b6b5b' }}>{k.eenheid}</div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {o.rijen.map((r) => (
                  <tr key={r.gewas} data-testid={`bodem-gewas-${r.gewas}`}>
                    <th scope="row" style={{ ...cel, textAlign: 'left', fontWeight: 500 }}>
                      {r.naam}
                    </th>
                    {KOLOMMEN.map((k) => {
                      const w = r[k.sleutel] as number | null;
                      return (
                        <td key={k.sleutel} style={cel}>
                          {w === null ? '–' : formatGetal(w, k.decimalen)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul style={{ marginTop: 16, marginBottom: 0, color: '#3d4d3d' }}>
            {o.toelichting.map((t) => (
              <li key={t}>{t}</li>
            ))}
            {o.fosforspoorFactor !== null && Math.abs(o.fosforspoorFactor - 1) > 0.005 && (
              <li>
                De ingevulde oogsten zijn met factor {formatGetal(o.fosforspoorFactor, 2)} geschaald om op het fosforspoor te passen; controleer de voorraden
                ruwvoer.
              </li>
            )}
          </ul>
        </Panel>
      )}
    </>
  );
}
