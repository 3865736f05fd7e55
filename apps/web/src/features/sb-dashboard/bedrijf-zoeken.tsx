/**
 * Search a farm by name, KvK, UBN or BRS (the /Deelnemers search) and open it with a reason
 * (decision 019: staff open a farm only with a reason the farmer reads in the access log).
 */
import { Alert, Button, Input, List } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SERVICEDESK_MINUTEN, type DeelnemerRegel } from '@kw/contract';
import { RedenVenster } from '../../components/ui/reden-venster';
import { foutBeschrijvingen } from '../../lib/notifications';
import { openMetReden, useBedrijfZoeken, ZOEK_AANTAL } from './api';

const klein = { fontSize: 12, color: '#3f4d40' } as const;

export function BedrijfZoeken() {
  const [zoek, setZoek] = useState('');
  const [teOpenen, setTeOpenen] = useState<DeelnemerRegel | null>(null);
  const [bezig, setBezig] = useState(false);
  const [fout, setFout] = useState<string | null>(null);
  // 'Zoeken' on an empty field did nothing at all; now it says what to type (not after the clear icon, which also searches)
  const [leegGezocht, setLeegGezocht] = useState(false);
  const resultaat = useBedrijfZoeken(zoek);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function open(reden: string) {
    if (!teOpenen?.openKringloopwijzerId) return;
    setBezig(true);
    setFout(null);
    try {
      await openMetReden(teOpenen.relatieId, teOpenen.openKringloopwijzerId, reden);
      // every cached answer belonged to the previous record
      await queryClient.invalidateQueries();
      setTeOpenen(null);
      navigate('/Home/new');
    } catch (e) {
      setFout(foutBeschrijvingen(e).join(' '));
    } finally {
      setBezig(false);
    }
  }

  const regels = resultaat.data?.regels ?? [];
  return (
    <div>
      <Input.Search
        aria-label="Zoek een bedrijf op naam, KvK, UBN of BRS"
        placeholder="Naam, KvK, UBN of BRS"
        allowClear
        enterButton="Zoeken"
        maxLength={100}
        onSearch={(w, _e, info) => {
          setZoek(w.trim());
          setLeegGezocht(w.trim() === '' && info?.source !== 'clear');
        }}
        loading={resultaat.isFetching}
      />
      <div role="status" style={{ ...klein, marginTop: leegGezocht ? 8 : 0 }}>
        {leegGezocht ? 'Vul eerst een naam, KvK-, UBN- of BRS-nummer in.' : null}
      </div>
      {resultaat.isError ? <Alert style={{ marginTop: 12 }} type="error" showIcon message="Zoeken lukte niet" description={foutBeschrijvingen(resultaat.error).join(' ')} /> : null}
      {zoek && resultaat.data ? (
        <List
          style={{ marginTop: 12 }}
          aria-label="Gevonden bedrijven"
          size="small"
          bordered
          dataSource={regels}
          locale={{ emptyText: `Geen bedrijf gevonden voor "${zoek}".` }}
          footer={resultaat.data.totaal > ZOEK_AANTAL ? <span style={klein}>De eerste {ZOEK_AANTAL} van {resultaat.data.totaal}; zoek preciezer.</span> : undefined}
          renderItem={(r) => (
            <List.Item
              actions={[
                <Button
                  key="open"
                  size="small"
                  disabled={r.openKringloopwijzerId === null}
                  onClick={() => {
                    setFout(null);
                    setTeOpenen(r);
                  }}
                  aria-label={`${r.naam} openen`}
                >
                  Openen
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={r.naam}
                description={
                  <span style={klein}>
                    KvK {r.kvkNummer ?? '—'} · UBN {r.ubns.join(', ') || '—'} · BRS {r.brs ?? '—'}
                    {r.openKringloopwijzerId === null ? ' · nog geen kringloopwijzer' : ''}
                  </span>
                }
              />
            </List.Item>
          )}
        />
      ) : null}
      <RedenVenster
        titel={`${teOpenen?.naam ?? ''} openen`}
        knop="Openen"
        tekst={`Als medewerker van de servicedesk opent u dit bedrijf alleen met een reden. De boer ziet in het toegangslog dat de servicedesk het bedrijf heeft geopend, met deze reden. De toegang duurt ${SERVICEDESK_MINUTEN} minuten.`}
        open={teOpenen !== null}
        bezig={bezig}
        fout={fout}
        verplicht
        minTekens={5}
        gevaarlijk={false}
        uitleg="De boer leest deze reden in het toegangslog."
        onAnnuleer={() => setTeOpenen(null)}
        onBevestig={(reden) => void open(reden)}
      />
    </div>
  );
}
