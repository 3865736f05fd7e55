/**
 * The three participation lists over one table (decision 027; sharing-anchors.md §2): not yet
 * approved, approved, revoked. A farmer sees their own farm's, a consumer its own across farms,
 * staff all of them; counts per purpose and a CSV. The farm side previews its own values before
 * approving; a refusal or revocation takes a reason the consumer reads.
 */
import { useState } from 'react';
import { Alert, Button, Space, Tag } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import { DEELNAME_STATUS_TEKST, dataproductNamen, type DeelnameLijst, type DeelnameRegel, type DeelnameStatus } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { downloadBestand } from '../../lib/download-bestand';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useCallContext } from '../../lib/queries';
import { csvAdres, useDeelnames, useDeelnameStap } from './api';
import { RedenVenster } from '../../components/ui/reden-venster';
import { VoorbeeldVenster } from './voorbeeld-venster';

const TITELS: Record<DeelnameLijst, string> = {
  'niet-goedgekeurd': 'Niet-goedgekeurde deelnames',
  goedgekeurd: 'Goedgekeurde deelnames',
  ingetrokken: 'Ingetrokken deelnames',
};

const UITLEG: Record<DeelnameLijst, string> = {
  'niet-goedgekeurd': 'Verzoeken om gegevens te delen waarover nog niet is beslist. Bekijk welke gegevens van het bedrijf het zijn en keur goed of wijs af.',
  goedgekeurd: 'Deelnames waaronder gegevens naar een afnemer gaan, voor het doel dat erbij staat. Intrekken kan altijd; het geldt vanaf de volgende levering.',
  ingetrokken: 'Deelnames die zijn ingetrokken, afgewezen of verlopen. Hieronder gaan geen gegevens meer. Opnieuw meedoen is een nieuwe deelname.',
};

// colours with at least 4.5:1 contrast on their background (axe)
const STATUS_STIJL: Record<DeelnameStatus, { color: string; background: string; borderColor: string }> = {
  aangevraagd: { color: '#7a4a00', background: '#fff7e6', borderColor: '#ffd591' },
  goedgekeurd: { color: '#1d5b1d', background: '#f0f9eb', borderColor: '#b7eb8f' },
  afgewezen: { color: '#8a1f11', background: '#fff1f0', borderColor: '#ffa39e' },
  ingetrokken: { color: '#8a1f11', background: '#fff1f0', borderColor: '#ffa39e' },
  'ingetrokken-door-aanvrager': { color: '#3b463d', background: '#f5f5f5', borderColor: '#d9d9d9' },
  verlopen: { color: '#3b463d', background: '#f5f5f5', borderColor: '#d9d9d9' },
};

type Venster = { soort: 'afwijzen' | 'intrekken'; deelname: DeelnameRegel } | null;

export function DeelnamesPagina({ lijst }: { lijst: DeelnameLijst }) {
  usePaginaTitel(TITELS[lijst]);
  const deelnames = useDeelnames(lijst);
  const context = useCallContext('sessie').data;
  const boerKant = Boolean(context?.gebruikerIsDeelnemer || context?.volmacht);
  const staf = Boolean(context?.gebruikerIsSBMedewerker);
  const [voorbeeld, setVoorbeeld] = useState<DeelnameRegel | null>(null);
  const [venster, setVenster] = useState<Venster>(null);
  const goedkeuren = useDeelnameStap('goedkeuren');
  const afwijzen = useDeelnameStap('afwijzen');
  const intrekken = useDeelnameStap('intrekken');
  const stapFout = (m: typeof afwijzen) => (m.error ? (foutBeschrijvingen(m.error)[0] ?? 'Dat lukte niet.') : null);
  const stapVan = (d: DeelnameRegel) => ({ relatieId: d.relatieId, deelnameId: d.id, versie: d.versie });

  const keurGoed = (d: DeelnameRegel) =>
    goedkeuren.mutate(stapVan(d), {
      onSuccess: () => {
        setVoorbeeld(null);
        toonSucces('Deelname goedgekeurd', `${d.afnemer} krijgt de gegevens voor "${d.doel.naam}".`);
      },
      onError: (e) => toonFout(e, 'Goedkeuren lukte niet'),
    });

  const data = deelnames.data;
  return (
    <div>
      <h1 style={{ fontSize: 24, margin: '0 0 8px', color: '#1f3324' }}>{TITELS[lijst]}</h1>
      <p style={{ margin: '0 0 16px', maxWidth: 760 }}>{UITLEG[lijst]}</p>
      {deelnames.isError && <Alert type="error" showIcon message={foutBeschrijvingen(deelnames.error)[0] ?? 'De deelnames konden niet worden geladen.'} style={{ marginBottom: 16 }} />}
      {data && data.perDoel.length > 0 && (
        <Panel titel="Aantal per doel">
          <Space wrap>
            {data.perDoel.map((p) => (
              <Tag key={p.doelId} style={{ color: '#1f3324' }}>
                {p.naam}: {p.aantal}
              </Tag>
            ))}
          </Space>
        </Panel>
      )}
      <Panel
        titel="Deelnames"
        extra={
          <Button onClick={() => downloadBestand(csvAdres(lijst), `deelnames-${lijst}.csv`).catch((e) => toonFout(e, 'Downloaden lukte niet'))} disabled={!data?.deelnames.length}>
            Download CSV
          </Button>
        }
      >
        <Tabel<DeelnameRegel> naam="Deelnames"
          rowKey="id"
          size="small"
          loading={deelnames.isFetching}
          dataSource={data?.deelnames ?? []}
          scroll={{ x: 900 }}
          pagination={{ pageSize: 25, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: <span style={{ color: '#3b463d' }}>Er zijn geen deelnames in deze lijst.</span> }}
          expandable={{
            expandedRowRender: (d) => (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {d.geschiedenis.map((x, i) => (
                  <li key={i}>
                    {x.tijdstip} — {x.actie} door {x.wie}
                    {x.reden ? `: ${x.reden}` : ''}
                  </li>
                ))}
              </ul>
            ),
          }}
          columns={[
            { title: 'Bedrijf', key: 'bedrijf', render: (_: unknown, d) => (<>{d.bedrijf.naam}<br /><span style={{ color: '#4a5a4a', fontSize: 12 }}>KvK {d.bedrijf.kvk ?? '—'}</span></>) },
            { title: 'Doel', key: 'doel', render: (_: unknown, d) => d.doel.naam },
            { title: 'Afnemer', dataIndex: 'afnemer' },
            { title: 'Gegevens', key: 'producten', render: (_: unknown, d) => dataproductNamen(d.producten) },
            { title: 'Status', dataIndex: 'status', render: (s: DeelnameStatus) => <Tag style={STATUS_STIJL[s]}>{DEELNAME_STATUS_TEKST[s]}</Tag> },
            { title: 'Aangevraagd', dataIndex: 'aangevraagdOp', render: (t: string) => t.slice(0, 10) },
            ...(lijst === 'niet-goedgekeurd' ? [] : [{ title: lijst === 'goedgekeurd' ? 'Laatst geleverd' : 'Reden', key: 'extra', render: (_: unknown, d: DeelnameRegel) => (lijst === 'goedgekeurd' ? (d.laatstGeleverdOp?.slice(0, 10) ?? 'nog niet') : (d.reden ?? '—')) }]),
            {
              title: 'Actie',
              key: 'actie',
              render: (_: unknown, d) => (
                <Space wrap>
                  {lijst === 'niet-goedgekeurd' && boerKant && (
                    <Button size="small" type="primary" onClick={() => setVoorbeeld(d)} aria-label={`Bekijk en beslis: ${d.doel.naam} voor ${d.bedrijf.naam}`}>
                      Bekijk en beslis
                    </Button>
                  )}
                  {lijst === 'goedgekeurd' && (boerKant || staf) && (
                    <Button size="small" danger onClick={() => setVenster({ soort: 'intrekken', deelname: d })} aria-label={`Intrekken: ${d.doel.naam} voor ${d.bedrijf.naam}`}>
                      Intrekken
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Panel>
      <VoorbeeldVenster
        deelname={voorbeeld}
        bezig={goedkeuren.isPending}
        onSluit={() => setVoorbeeld(null)}
        onGoedkeuren={() => voorbeeld && keurGoed(voorbeeld)}
        onAfwijzen={() => {
          if (voorbeeld) setVenster({ soort: 'afwijzen', deelname: voorbeeld });
          setVoorbeeld(null);
        }}
      />
      <RedenVenster
        verplicht
        uitleg="De afnemer ziet deze reden."
        open={venster !== null}
        titel={venster?.soort === 'afwijzen' ? 'Deelname afwijzen' : 'Deelname intrekken'}
        knop={venster?.soort === 'afwijzen' ? 'Afwijzen' : 'Intrekken'}
        tekst={venster ? `${venster.deelname.afnemer} — ${venster.deelname.doel.naam} (${venster.deelname.bedrijf.naam}).` : ''}
        bezig={afwijzen.isPending || intrekken.isPending}
        fout={venster?.soort === 'afwijzen' ? stapFout(afwijzen) : stapFout(intrekken)}
        onAnnuleer={() => {
          setVenster(null);
          afwijzen.reset();
          intrekken.reset();
        }}
        onBevestig={(reden) => {
          if (!venster) return;
          const m = venster.soort === 'afwijzen' ? afwijzen : intrekken;
          m.mutate({ ...stapVan(venster.deelname), reden }, { onSuccess: () => { setVenster(null); toonSucces(venster.soort === 'afwijzen' ? 'Deelname afgewezen' : 'Deelname ingetrokken'); } });
        }}
      />
    </div>
  );
}

export const NietGoedgekeurdeDeelnames = () => <DeelnamesPagina lijst="niet-goedgekeurd" />;
export const GoedgekeurdeDeelnames = () => <DeelnamesPagina lijst="goedgekeurd" />;
export const IngetrokkenDeelnames = () => <DeelnamesPagina lijst="ingetrokken" />;
