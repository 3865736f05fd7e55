/** One report section on screen: its sentences, its tables (Ant Design) and its small print. */
import { Tabel } from '../../components/ui/tabel';
import type { RapportSectie, RapportTabel } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { RapportCelWeergave } from './rapport-cel';

type Rij = RapportTabel['rijen'][number] & { sleutel: number };

/** The figure's name for the trace view: the row's first cell and the column ('Stal en mestopslag, kg NH3'). */
const celLabel = (r: Rij, kolom: string) => [r.cellen[0]?.tekst, kolom].filter(Boolean).join(', ');

function SectieTabel({ tabel, label, metAfleiding }: { tabel: RapportTabel; label: string; metAfleiding?: Set<string> }) {
  const rijen: Rij[] = tabel.rijen.map((r, i) => ({ ...r, sleutel: i }));
  return (
    <div style={{ marginBottom: 16 }}>
      {tabel.titel && <h3 style={{ fontSize: 15, fontWeight: 600, margin: '8px 0' }}>{tabel.titel}</h3>}
      <Tabel<Rij> naam={tabel.titel ?? label}
        size="small"
        bordered
        pagination={false}
        rowKey="sleutel"
        dataSource={rijen}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ style: r.vet ? { fontWeight: 600, background: '#f3f7f2' } : undefined })}
        columns={tabel.kolommen.map((k, i) => ({
          key: i,
          title: k.titel,
          align: k.rechts ? 'right' : 'left',
          render: (_: unknown, r: Rij) => (r.cellen[i] ? <RapportCelWeergave cel={r.cellen[i]} label={celLabel(r, k.titel)} metAfleiding={metAfleiding} /> : null),
        }))}
      />
    </div>
  );
}

export function RapportSectieWeergave({ sectie, metAfleiding }: { sectie: RapportSectie; metAfleiding?: Set<string> }) {
  return (
    <Panel titel={sectie.titel}>
      <div data-testid={`sectie-${sectie.id}`}>
        {sectie.inleiding.map((t) => (
          <p key={t} style={{ margin: '0 0 12px' }}>
            {t}
          </p>
        ))}
        {sectie.tabellen.map((t, i) => (
          <SectieTabel key={i} tabel={t} label={sectie.titel} metAfleiding={metAfleiding} />
        ))}
        {sectie.voetnoot && <p style={{ margin: 0, fontSize: 13, color: '#4f5d52', fontStyle: 'italic' }}>{sectie.voetnoot}</p>}
      </div>
    </Panel>
  );
}
