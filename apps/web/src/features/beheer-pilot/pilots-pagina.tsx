/**
 * /beheer/pilot (staff; sharing-anchors.md §2 "/beheer/pilot"): pilots with their period, the rule
 * year they switch on and their farms (active and left). A farm in a pilot sees a badge, the purpose
 * text and its results under both rule versions on the history screen, and may leave.
 */
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import type { PilotRegel } from '@kw/contract';
import { KleurTag, LeegTekst } from '../../components/ui/kleur-tag';
import { Panel } from '../../components/ui/panel';
import { formatDatum } from '../../lib/format';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { usePilots } from './api';
import { PilotFormulier } from './pilot-formulier';

export default function PilotsPagina() {
  usePaginaTitel('Beheer pilot');
  const pilots = usePilots();
  const [formulier, setFormulier] = useState<{ pilot: PilotRegel | null } | null>(null);
  return (
    <div>
      <h1 style={{ fontSize: 24, margin: '0 0 8px', color: '#1f3324' }}>Pilots</h1>
      <p style={{ margin: '0 0 16px', maxWidth: 760 }}>
        Een pilot rekent de Kringloopwijzer van een groep bedrijven ook door met de rekenregels van een ander jaar, bijvoorbeeld de conceptregels van volgend jaar. Het bedrijf ziet
        een label ‘Pilot’, het doel en beide uitkomsten naast elkaar, en kan de pilot zelf verlaten. Zijn eigen uitkomst verandert niet.
      </p>
      {pilots.isError && <Alert type="error" showIcon message={foutBeschrijvingen(pilots.error)[0] ?? 'De pilots konden niet worden geladen.'} style={{ marginBottom: 16 }} />}
      <Panel
        titel="Pilots"
        extra={
          <Button type="primary" onClick={() => setFormulier({ pilot: null })} disabled={!pilots.data}>
            Nieuwe pilot
          </Button>
        }
      >
        <Tabel<PilotRegel> naam="Pilots"
          rowKey="id"
          size="small"
          loading={pilots.isFetching}
          dataSource={pilots.data?.pilots ?? []}
          scroll={{ x: 760 }}
          pagination={{ pageSize: 25, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: <LeegTekst>Er zijn nog geen pilots.</LeegTekst> }}
          expandable={{
            // a fixed column makes antd draw the opened row at the table's visible width: otherwise its text ran
            // 760 px wide and on a phone every line was cut off at the screen's edge
            fixed: 'left',
            expandedRowRender: (p) => (
              <div>
                <p style={{ whiteSpace: 'pre-wrap', margin: '0 0 8px' }}>{p.doel}</p>
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {p.bedrijven.map((b) => (
                    <li key={b.relatieId}>
                      {b.naam} ({b.kvk ?? 'geen KvK'}){b.verlatenOp && <> · verlaten op {formatDatum(b.verlatenOp)}</>}
                    </li>
                  ))}
                </ul>
              </div>
            ),
          }}
          columns={[
            { title: 'Naam', dataIndex: 'naam' },
            {
              title: 'Periode',
              key: 'periode',
              // each date whole: a narrow column broke one after its dash ("29-" above "10-2027")
              render: (_: unknown, p) => (
                <>
                  <span style={{ whiteSpace: 'nowrap' }}>{formatDatum(p.van)}</span> t/m <span style={{ whiteSpace: 'nowrap' }}>{formatDatum(p.tot)}</span>
                </>
              ),
            },
            { title: 'Rekenregels', dataIndex: 'regelJaar', render: (j: number) => <KleurTag tint="blauw">regels {j}</KleurTag> },
            { title: 'Bedrijven', key: 'bedrijven', render: (_: unknown, p) => `${p.aantalActief} actief, ${p.aantalVerlaten} verlaten` },
            {
              title: 'Actie',
              key: 'actie',
              render: (_: unknown, p) => (
                <Button size="small" onClick={() => setFormulier({ pilot: p })} aria-label={`Wijzigen: ${p.naam}`}>
                  Wijzigen
                </Button>
              ),
            },
          ]}
        />
      </Panel>
      <PilotFormulier open={formulier !== null} pilot={formulier?.pilot ?? null} regelJaren={pilots.data?.regelJaren ?? []} onSluit={() => setFormulier(null)} />
    </div>
  );
}
