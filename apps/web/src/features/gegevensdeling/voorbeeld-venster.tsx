/**
 * Before approving, the farmer sees their own values that would flow (decision 027; informed consent,
 * sharing-anchors.md §6): per product, field by field, from their latest year.
 */
import { Alert, Button, Modal, Space } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import { statusNaam, type DeelnameRegel, type VoorbeeldAntwoord } from '@kw/contract';
import { foutBeschrijvingen } from '../../lib/notifications';
import { useVoorbeeld } from './api';

const getal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
type Waarde = VoorbeeldAntwoord['producten'][number]['waarden'][number];

/** A value as the farmer reads it: a year never grouped (2024), a state by its Dutch name, a date as DD-MM-YYYY. */
export function toonWaarde({ waarde: w, soort, weergave }: Pick<Waarde, 'waarde' | 'soort' | 'weergave'>): string {
  if (w === null) return '—';
  if (typeof w === 'boolean') return w ? 'ja' : 'nee';
  if (weergave === 'jaar') return String(w);
  if (weergave === 'status' && typeof w === 'number') return statusNaam(w);
  if (typeof w === 'number') return getal.format(w);
  if (soort === 'datum' && /^\d{4}-\d{2}-\d{2}/.test(w)) return w.slice(0, 10).split('-').reverse().join('-');
  return w;
}

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
                      { title: 'Waarde', key: 'waarde', align: 'right', render: (_: unknown, w: Waarde) => toonWaarde(w) },
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
