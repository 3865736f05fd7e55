/** The mandates as a table: organisation (or farm), kind, state, term; the history in an expandable row. */
import { Tabel } from '../../components/ui/tabel';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { datumNlVanIso, MACHTIGING_SOORT_NAMEN, type MachtigingRegel } from '@kw/contract';
import { MachtigingGeschiedenis } from './machtiging-geschiedenis';
import { MachtigingStatusTag } from './machtiging-status-tag';

export function MachtigingenTabel({ machtigingen, metBedrijf = false, acties, laden = false, paginering = false }: {
  machtigingen: MachtigingRegel[];
  /** the staff overview shows the farm too */
  metBedrijf?: boolean;
  acties?: (m: MachtigingRegel) => ReactNode;
  laden?: boolean;
  paginering?: false | { huidig: number; totaal: number; perPagina: number; onWissel: (pagina: number) => void };
}) {
  const kolommen: ColumnsType<MachtigingRegel> = [
    ...(metBedrijf
      ? [{ title: 'Bedrijf', key: 'bedrijf', render: (_: unknown, m: MachtigingRegel) => <>{m.bedrijfsnaam}<br /><small>KvK {m.bedrijfKvk ?? '—'}</small></> }]
      : []),
    { title: 'Organisatie', key: 'organisatie', render: (_, m) => <>{m.organisatie}<br /><small>KvK {m.organisatieKvk ?? '—'}</small></> },
    { title: 'Soort', key: 'soort', render: (_, m) => MACHTIGING_SOORT_NAMEN[m.soort] },
    { title: 'Status', key: 'status', render: (_, m) => <MachtigingStatusTag status={m.status} /> },
    { title: 'Van', key: 'van', render: (_, m) => datumNlVanIso(m.ingangsdatum) },
    { title: 'Tot en met', key: 'tot', render: (_, m) => datumNlVanIso(m.einddatum) },
    ...(acties ? [{ title: 'Acties', key: 'acties', render: (_: unknown, m: MachtigingRegel) => acties(m) }] : []),
  ];
  return (
    <Tabel<MachtigingRegel> naam="Machtigingen"
      rowKey="id"
      size="middle"
      loading={laden}
      columns={kolommen}
      dataSource={machtigingen}
      scroll={{ x: 'max-content' }}
      // antd's grey empty text is below 4.5:1
      locale={{ emptyText: <span style={{ color: '#3b463d' }}>Geen machtigingen.</span> }}
      expandable={{
        expandedRowRender: (m) => (
          <>
            {m.statusReden ? <p style={{ marginTop: 0 }}>Reden: {m.statusReden}</p> : null}
            <MachtigingGeschiedenis geschiedenis={m.geschiedenis} />
          </>
        ),
        expandIcon: ({ expanded, onExpand, record }) => (
          <button type="button" className="machtiging-uitklap" aria-expanded={expanded} aria-label={`Geschiedenis ${expanded ? 'verbergen' : 'tonen'}: ${record.organisatie}, ${MACHTIGING_SOORT_NAMEN[record.soort]}`} onClick={(e) => onExpand(record, e)} style={{ border: '1px solid #8a968c', background: '#fff', borderRadius: 4, width: 24, height: 24, cursor: 'pointer' }}>
            {expanded ? '−' : '+'}
          </button>
        ),
      }}
      pagination={paginering ? { current: paginering.huidig, total: paginering.totaal, pageSize: paginering.perPagina, onChange: paginering.onWissel, showSizeChanger: false } : false}
    />
  );
}
