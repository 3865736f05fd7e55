/**
 * "Wie heeft mijn gegevens bekeken" (decision 019): the farm's access log, chronological, repeats
 * of one day merged into one line with a count (the server merges), filtered by period; and the
 * revoked mandates with how often the organisation looked since. Reading the log is itself logged.
 */
import { useState } from 'react';
import { Alert, DatePicker } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import type { Dayjs } from 'dayjs';
import type { ToegangslogRegel } from '@kw/contract';
import { Laden } from '../../components/laden';
import { KleurTag, LeegTekst, type Tint } from '../../components/ui/kleur-tag';
import { Panel } from '../../components/ui/panel';
import dayjs from '../../lib/dayjs-nl';
import { foutBeschrijvingen } from '../../lib/notifications';
import { useToegangslog } from './api';

const ACTIE_KLEUR: Record<string, Tint> = { bekeken: 'blauw', gewijzigd: 'goud', ingediend: 'groen', gedownload: 'paars', heropend: 'rood' };

/** The standard period: the last three months up to today. */
export const standaardPeriode = (nu: Dayjs = dayjs()): [Dayjs, Dayjs] => [nu.subtract(3, 'month').startOf('day'), nu.startOf('day')];

export function ToegangslogTab({ relatieId }: { relatieId: number }) {
  const [periode, zetPeriode] = useState<[Dayjs, Dayjs] | null>(() => standaardPeriode());
  const van = periode?.[0].format('YYYY-MM-DD');
  const tot = periode?.[1].format('YYYY-MM-DD');
  const log = useToegangslog(relatieId, van, tot);
  return (
    <>
      <Panel titel="Wie heeft mijn gegevens bekeken">
        <p style={{ marginTop: 0 }}>
          Elke keer dat iemand anders dan uzelf de gegevens van uw bedrijf bekijkt, wijzigt, indient of downloadt, staat hier: wie, namens welke organisatie, onder welke machtiging
          (of met welke reden, bij de servicedesk), wat en wanneer. Herhalingen op één dag staan op één regel met het aantal.
        </p>
        <label htmlFor="toegangslog-periode" style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
          Periode
        </label>
        <DatePicker.RangePicker
          id={{ start: 'toegangslog-periode' }}
          format="DD-MM-YYYY"
          placeholder={['Van', 'Tot en met']}
          value={periode}
          allowClear
          onChange={(v) => zetPeriode(v && v[0] && v[1] ? [v[0], v[1]] : null)}
          style={{ marginBottom: 16, maxWidth: '100%' }}
        />
        {log.isLoading && <Laden />}
        {log.isError && <Alert type="error" showIcon message="Het toegangslog kon niet worden geladen" description={foutBeschrijvingen(log.error).join(' ')} />}
        {log.data && (
          <Tabel<ToegangslogRegel> naam="Wie heeft mijn gegevens bekeken"
            rowKey={(r) => `${r.datum}|${r.eersteTijdstip}|${r.wie}|${r.persoon ?? ''}|${r.rol}|${r.grondslag}|${r.reden ?? ''}|${r.wat}|${r.jaar ?? ''}|${r.actie}`}
            size="small"
            dataSource={log.data.regels}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <LeegTekst>In deze periode heeft niemand anders uw gegevens bekeken.</LeegTekst> }}
            columns={[
              { title: 'Datum', dataIndex: 'datum' },
              { title: 'Tijd', dataIndex: 'eersteTijdstip', render: (t: string, r) => (r.aantal > 1 && r.laatsteTijdstip !== t ? `${t}–${r.laatsteTijdstip}` : t) },
              { title: 'Wie', dataIndex: 'wie', render: (wie: string, r) => (r.persoon ? `${r.persoon} (${wie})` : wie) },
              { title: 'Rol', dataIndex: 'rol' },
              { title: 'Grondslag of reden', key: 'grondslag', render: (_: unknown, r) => (r.reden ? `${r.grondslag}: ${r.reden}` : r.grondslag) },
              { title: 'Wat', dataIndex: 'wat' },
              { title: 'Jaar', dataIndex: 'jaar', render: (j: number | null) => j ?? '–' },
              { title: 'Actie', dataIndex: 'actie', render: (a: string) => <KleurTag tint={ACTIE_KLEUR[a]}>{a}</KleurTag> },
              { title: 'Aantal', dataIndex: 'aantal', align: 'right' },
            ]}
          />
        )}
      </Panel>
      {log.data && log.data.ingetrokken.length > 0 && (
        <Panel titel="Ingetrokken en beëindigde machtigingen">
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {log.data.ingetrokken.map((m) => (
              <li key={m.machtigingId}>
                {m.organisatie} ({m.soort.replace('_', ' ')}): ingetrokken op {m.ingetrokkenOp} — {m.keerIngezienSindsdien === 1 ? '1 keer' : `${m.keerIngezienSindsdien} keer`} ingezien sindsdien
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
