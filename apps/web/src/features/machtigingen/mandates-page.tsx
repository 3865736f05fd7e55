/**
 * /mandates (staff, decision 019): every mandate of every farm, filtered by kind, state,
 * organisation and farm, with the history per mandate. The one-volmacht rule is shown; the
 * server enforces it. The old mandate screens are linked only where the menu flag says so.
 */
import { Alert, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { MACHTIGING_STATUS_NAMEN, MACHTIGING_STATUSSEN, type AlleVraag } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { usePaginaTitel } from '../../lib/page-title';
import { useMenu } from '../../lib/queries';
import { foutmelding, useAlleMachtigingen } from './machtigingen-api';
import { MachtigingenTabel } from './machtigingen-tabel';
import { SOORT_OPTIES } from './soort-veld';

const STATUS_OPTIES = MACHTIGING_STATUSSEN.map((s) => ({ value: s, label: MACHTIGING_STATUS_NAMEN[s] }));
const OUDE_SCHERMEN = [
  { pad: '/approved-participations', naam: 'Goedgekeurde deelnames' },
  { pad: '/unapproved-participations', naam: 'Niet-goedgekeurde deelnames' },
  { pad: '/revoked-participations', naam: 'Ingetrokken deelnames' },
];

export default function MandatesPagina() {
  usePaginaTitel('Machtigingen');
  const [filter, setFilter] = useState<Partial<AlleVraag>>({ pagina: 1 });
  const lijst = useAlleMachtigingen(filter);
  const menu = useMenu('sessie');
  const zet = (deel: Partial<AlleVraag>) => setFilter((f) => ({ ...f, ...deel, pagina: deel.pagina ?? 1 }));

  return (
    <Panel>
      <h1 style={{ marginTop: 0, fontSize: 24, fontWeight: 600 }}>Machtigingen</h1>
      <p>
        Alle machtigingen van alle bedrijven. Een bedrijf kan maar één organisatie een volmacht geven: een tweede volmacht wordt
        geweigerd met de naam van de huidige houder. Klik op + voor de geschiedenis van een machtiging.
      </p>
      <Form layout="vertical" role="search" aria-label="Machtigingen filteren">
        <Space wrap align="start">
          <Form.Item label="Soort" htmlFor="filter-soort" style={{ minWidth: 180 }}>
            <Select id="filter-soort" allowClear placeholder="Alle soorten" options={SOORT_OPTIES} value={filter.soort} onChange={(soort) => zet({ soort })} />
          </Form.Item>
          <Form.Item label="Status" htmlFor="filter-status" style={{ minWidth: 160 }}>
            <Select id="filter-status" allowClear placeholder="Alle statussen" options={STATUS_OPTIES} value={filter.status} onChange={(status) => zet({ status })} />
          </Form.Item>
          <Form.Item label="Organisatie (naam of KvK)" htmlFor="filter-organisatie">
            <Input.Search id="filter-organisatie" allowClear enterButton="Zoeken" onSearch={(organisatie) => zet({ organisatie: organisatie.trim() || undefined })} />
          </Form.Item>
          <Form.Item label="Bedrijf (naam of KvK)" htmlFor="filter-bedrijf">
            <Input.Search id="filter-bedrijf" allowClear enterButton="Zoeken" onSearch={(bedrijf) => zet({ bedrijf: bedrijf.trim() || undefined })} />
          </Form.Item>
        </Space>
      </Form>
      {lijst.isError ? <Alert type="error" showIcon message={foutmelding(lijst.error)} /> : null}
      <p aria-live="polite">{lijst.data ? `${lijst.data.totaal} machtiging${lijst.data.totaal === 1 ? '' : 'en'} gevonden.` : ' '}</p>
      {lijst.isError ? null : <MachtigingenTabel
        metBedrijf
        laden={lijst.isPending}
        machtigingen={lijst.data?.machtigingen ?? []}
        paginering={lijst.data ? { huidig: lijst.data.pagina, totaal: lijst.data.totaal, perPagina: lijst.data.perPagina, onWissel: (pagina) => zet({ pagina }) } : false}
      />}
      {menu.data?.oudeMachtigingMenuItemsZichtbaar ? (
        <nav aria-label="Oude machtigingsschermen" style={{ marginTop: 16 }}>
          <h2 style={{ fontSize: 16 }}>Oude machtigingsschermen</h2>
          <ul>
            {OUDE_SCHERMEN.map((s) => (
              // a target of at least 24 px high (WCAG 2.5.8): the links stand one under the other
              <li key={s.pad}><Link to={s.pad} style={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}>{s.naam}</Link></li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Panel>
  );
}
