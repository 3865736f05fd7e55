/**
 * Before approving, the farmer sees their own values that would flow (decision 027; informed consent,
 * sharing-anchors.md §6): per product, field by field, from their latest year.
 */
import { Alert, Button, Modal, Space } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import type { DeelnameRegel } from '@kw/contract';
import { foutBeschrijvingen } from '../../lib/notifications';
import { useVoorbeeld } from './api';

const getal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
const toon = (w: number | string | boolean | null) => (w === null ? '—' : typeof w === 'number' ? getal.format(w) : typeof w === 'boolean' ? (w ? 'ja' : 'nee') : w);

export function VoorbeeldVenster({ deelname, bezig, onSluit, onGoedkeuren, onAfwijzen }: {
  deelname: DeelnameRegel | null;
  bezig: boolean;
  onSluit: () => void;
  onGoedkeuren: () => void;
  onAfwijzen: () => void;
}) {
  const voorbeeld = useVoorbeeld(deelname);
  return (
    <Modal
      title={deelname ? `${deelname.afnemer}: ${deelname.doel.naam}` : ''}
      open={deelname !== null}
      onCancel={onSluit}
      width={720}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onSluit}>Sluiten</Button>
          <Button danger onClick={onAfwijzen}>
            Afwijzen
          </Button>
          <Button type="primary" loading={bezig} onClick={onGoedkeuren}>
            Goedkeuren
          </Button>
        </Space>
      }
    >
      {deelname && (
        <>
          <p style={{ whiteSpace: 'pre-wrap' }}>{deelname.doel.boerTekst}</p>
          <p>
            Tot en met: {deelname.doel.einddatum ? deelname.doel.einddatum.split('-').reverse().join('-') : 'geen einddatum'}. U kunt de deelname altijd intrekken; wat al geleverd is,
            blijft bij de afnemer.
          </p>
          {voorbeeld.isError && <Alert type="error" showIcon message={foutBeschrijvingen(voorbeeld.error)[0]} />}
          {voorbeeld.data && (
            <>
              <h3 style={{ fontSize: 15 }}>Deze gegevens van uw bedrijf{voorbeeld.data.jaar ? ` (${voorbeeld.data.jaar})` : ''} zou de afnemer krijgen</h3>
              {voorbeeld.data.producten.map((p) => (
                <div key={p.sleutel} style={{ marginBottom: 12 }}>
                  <h4 style={{ fontSize: 14, margin: '8px 0' }}>{p.naam}</h4>
                  <Tabel naam={p.naam}
                    size="small"
                    pagination={p.waarden.length > 12 ? { pageSize: 12, showSizeChanger: false } : false}
                    rowKey="nr"
                    dataSource={p.waarden.map((w, nr) => ({ ...w, nr }))}
                    locale={{ emptyText: <span style={{ color: '#3b463d' }}>Voor dit jaar is nog niets berekend.</span> }}
                    columns={[
                      { title: 'Gegeven', dataIndex: 'label' },
                      { title: 'Waarde', dataIndex: 'waarde', align: 'right', render: (w: number | string | boolean | null) => toon(w) },
                      { title: 'Eenheid', dataIndex: 'eenheid', render: (e: string | null) => e ?? '' },
                    ]}
                  />
                </div>
              ))}
            </>
          )}
        </>
      )}
    </Modal>
  );
}
