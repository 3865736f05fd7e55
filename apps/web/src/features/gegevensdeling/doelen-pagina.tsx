/**
 * /manage-purposes (decision 027; sharing-anchors.md §2): the purposes of consumer organisations,
 * concept → actief → gesloten. A purpose goes active only with a text for the farmer, an end date,
 * products, a basis, a retention and the licensor's approval; what is missing is listed per purpose.
 */
import { useState } from 'react';
import { Alert, Button, Space, Tag } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import { dataproductNamen, DOEL_STATUS_TEKST, type DoelenAntwoord, type DoelRegel } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useCallContext } from '../../lib/queries';
import { useDoelen, useDoelStap } from './api';
import { DoelFormulier } from './doel-formulier';

const STATUS_STIJL = {
  concept: { color: '#3b463d', background: '#f5f5f5', borderColor: '#d9d9d9' },
  actief: { color: '#1d5b1d', background: '#f0f9eb', borderColor: '#b7eb8f' },
  gesloten: { color: '#8a1f11', background: '#fff1f0', borderColor: '#ffa39e' },
} as const;

const datum = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('-') : '—');

export default function DoelenPagina() {
  usePaginaTitel('Doelen beheren');
  const doelen = useDoelen();
  const staf = Boolean(useCallContext('sessie').data?.gebruikerIsSBMedewerker);
  // "Nieuw doel" only where the server would take it (absent in the answer: offered, the save decides)
  const magNieuw = staf || (doelen.data as DoelenAntwoord | undefined)?.magNieuwDoel !== false;
  const [formulier, setFormulier] = useState<{ doel: DoelRegel | null } | null>(null);
  const activeren = useDoelStap('doelActiveren');
  const sluiten = useDoelStap('doelSluiten');
  const licentiegever = useDoelStap('doelLicentiegever');
  const stap = (m: typeof activeren, d: DoelRegel, gelukt: string) =>
    m.mutate({ id: d.id, versie: d.versie }, { onSuccess: () => toonSucces(gelukt, d.naam), onError: (e) => toonFout(e, 'Dat lukte niet') });

  return (
    <div>
      <h1 style={{ fontSize: 24, margin: '0 0 8px', color: '#1f3324' }}>Doelen beheren</h1>
      <p style={{ margin: '0 0 16px', maxWidth: 760 }}>
        Een doel zegt welke gegevens een afnemer vraagt, waarvoor, op welke grondslag en hoe lang. Boeren zien de tekst voor de boer voordat ze beslissen. Een doel gaat pas actief
        met die tekst, een einddatum, dataproducten, grondslag, bewaartermijn en het akkoord van de licentiegever (ZuivelNL).
      </p>
      {doelen.isError && <Alert type="error" showIcon message={foutBeschrijvingen(doelen.error)[0] ?? 'De doelen konden niet worden geladen.'} style={{ marginBottom: 16 }} />}
      <Panel titel="Doelen" extra={magNieuw && doelen.isSuccess ? <Button type="primary" onClick={() => setFormulier({ doel: null })}>Nieuw doel</Button> : undefined}>
        <Tabel<DoelRegel> naam="Doelen"
          rowKey="id"
          size="small"
          loading={doelen.isFetching}
          dataSource={doelen.data?.doelen ?? []}
          scroll={{ x: 900 }}
          pagination={{ pageSize: 25, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: <span style={{ color: '#3b463d' }}>Er zijn nog geen doelen.</span> }}
          expandable={{
            expandedRowRender: (d) => (
              <div>
                <p style={{ whiteSpace: 'pre-wrap', margin: '0 0 8px' }}>{d.boerTekst || 'Nog geen tekst voor de boer.'}</p>
                <p style={{ margin: 0 }}>
                  Grondslag: {d.grondslag || '—'} · Bewaartermijn: {d.bewaartermijn || '—'} · Licentiegever akkoord: {datum(d.licentiegeverAkkoordOp)}
                </p>
                {d.bezwaren.length > 0 && (
                  <Alert type="warning" showIcon style={{ marginTop: 8 }} message="Nog niet klaar om actief te worden" description={<ul style={{ margin: 0, paddingLeft: 20 }}>{d.bezwaren.map((b) => <li key={b}>{b}</li>)}</ul>} />
                )}
              </div>
            ),
          }}
          columns={[
            { title: 'Naam', dataIndex: 'naam' },
            { title: 'Afnemer', key: 'afnemer', render: (_: unknown, d) => d.afnemer.naam },
            { title: 'Gegevens', key: 'producten', render: (_: unknown, d) => dataproductNamen(d.producten) },
            { title: 'Termijn', key: 'termijn', render: (_: unknown, d) => `${datum(d.begindatum)} t/m ${datum(d.einddatum)}` },
            { title: 'Status', dataIndex: 'status', render: (s: DoelRegel['status']) => <Tag style={STATUS_STIJL[s]}>{DOEL_STATUS_TEKST[s]}</Tag> },
            { title: 'Deelnames', key: 'deelnames', render: (_: unknown, d) => `${d.deelnames.goedgekeurd} goedgekeurd, ${d.deelnames.aangevraagd} open` },
            {
              title: 'Actie',
              key: 'actie',
              render: (_: unknown, d) => (
                <Space wrap>
                  {d.status === 'concept' && (
                    <Button size="small" onClick={() => setFormulier({ doel: d })} aria-label={`Wijzigen: ${d.naam}`}>
                      Wijzigen
                    </Button>
                  )}
                  {d.status === 'concept' && staf && !d.licentiegeverAkkoordOp && (
                    <Button size="small" onClick={() => stap(licentiegever, d, 'Akkoord van de licentiegever vastgelegd')} aria-label={`Akkoord licentiegever: ${d.naam}`}>
                      Akkoord licentiegever
                    </Button>
                  )}
                  {d.status === 'concept' && (
                    <Button size="small" type="primary" disabled={d.bezwaren.length > 0} onClick={() => stap(activeren, d, 'Doel is actief')} aria-label={`Activeren: ${d.naam}`}>
                      Activeren
                    </Button>
                  )}
                  {d.status !== 'gesloten' && (
                    <Button size="small" danger onClick={() => stap(sluiten, d, 'Doel is gesloten')} aria-label={`Sluiten: ${d.naam}`}>
                      Sluiten
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Panel>
      <DoelFormulier open={formulier !== null} doel={formulier?.doel ?? null} staf={staf} onSluit={() => setFormulier(null)} />
    </div>
  );
}
