/**
 * /dataproducten (decision 027; sharing-anchors.md §2): what can leave the KLW, each with its field
 * dictionary (generated from the register and the report's key figures), refresh, licensor, what a
 * UBN restriction does to it (decision 034), the
 * active purposes that use it and the number of participating farms. A farmer sees which products
 * about their own farm go to whom and why.
 */
import { Alert, Collapse, Tag } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import type { DataproductenAntwoord } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useDataproducten } from './api';

type Product = DataproductenAntwoord['producten'][number];

function Product({ p }: { p: Product }) {
  return (
    <Panel titel={p.naam} extra={<Tag style={{ color: '#1f3324' }}>{p.deelnemendeBedrijven} {p.deelnemendeBedrijven === 1 ? 'bedrijf' : 'bedrijven'}</Tag>}>
      <p style={{ marginTop: 0 }}>{p.omschrijving}</p>
      <p>
        Formaat: {p.formaat} · Ververst: {p.verversing} · Licentiegever: {p.licentiegever}
      </p>
      <p>UBN-beperking: {p.ubnBeperking}</p>
      <p>Gebruikt door: {p.doelen.length ? p.doelen.map((d) => `${d.naam} (${d.afnemer})`).join('; ') : 'nog geen actief doel'}</p>
      {p.mijnBedrijf && (
        <Alert
          type={p.mijnBedrijf.length ? 'info' : 'success'}
          showIcon
          style={{ marginBottom: 12 }}
          message={p.mijnBedrijf.length ? 'Van uw bedrijf gaat dit product naar:' : 'Dit product gaat van uw bedrijf naar niemand.'}
          description={
            p.mijnBedrijf.length ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {p.mijnBedrijf.map((m) => (
                  <li key={`${m.afnemer}-${m.doel}`}>
                    {m.afnemer} — {m.doel}, sinds {m.sinds}
                    {m.tot ? ` tot en met ${m.tot}` : ''}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      <Collapse
        size="small"
        items={[
          {
            key: 'velden',
            label: `Veldenlijst (${p.velden.length} velden)`,
            children: (
              <Tabel naam={`Veldenlijst ${p.naam}`}
                size="small"
                rowKey="pad"
                dataSource={p.velden}
                pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
                scroll={{ x: 640 }}
                columns={[
                  { title: 'Veld', dataIndex: 'pad', render: (v: string) => <code>{v}</code> },
                  { title: 'Omschrijving', dataIndex: 'label' },
                  { title: 'Eenheid', dataIndex: 'eenheid', render: (e: string | null) => e ?? '' },
                  { title: 'Groep', dataIndex: 'groep' },
                ]}
              />
            ),
          },
        ]}
      />
    </Panel>
  );
}

export default function DataproductenPagina() {
  usePaginaTitel('Dataproducten');
  const producten = useDataproducten();
  return (
    <div>
      <h1 style={{ fontSize: 24, margin: '0 0 8px', color: '#1f3324' }}>Dataproducten</h1>
      <p style={{ margin: '0 0 16px', maxWidth: 760 }}>
        Wat er uit de Kringloopwijzer kan worden gedeeld. Gegevens gaan alleen naar een afnemer als het bedrijf een deelname aan een doel heeft goedgekeurd; elke levering staat in het
        toegangslog van het bedrijf.
      </p>
      {producten.isError && <Alert type="error" showIcon message={foutBeschrijvingen(producten.error)[0] ?? 'De dataproducten konden niet worden geladen.'} />}
      {producten.data?.producten.map((p) => <Product key={p.sleutel} p={p} />)}
    </div>
  );
}
