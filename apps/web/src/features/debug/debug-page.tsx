import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Col, Radio, Row, Select, Space, Switch, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isAlleenLezen, statusNaam } from '@kw/contract';
import { usePaginaTitel } from '../../lib/page-title';
import { ROUTES, vulRoute } from '../../lib/route-tabel';
import { routeGroep, routeNaam } from '../../lib/route-namen';
import { leesInstellingen, mockKlwId, mockSessie, MOCK_JAREN, MOCK_ROLLEN, schrijfInstellingen, type MockInstellingen } from '../../lib/mocks/instellingen';
import { mockCallContext, mockStatus } from '../../lib/mocks/data';
import { DataProviders } from '../../components/layout/data-providers';

// antd's secondary text (45 % black) and preset tag colours are below WCAG AA 4.5:1, and links that
// differ from the text around them by colour alone fail WCAG 1.4.1: darker grey, underlined links.
const DEBUG_CSS = `
.kw-debug a { color: #1f5a37; text-decoration: underline; }
.kw-debug-uitleg { color: #4d5a4f; }
.kw-debug-pad { color: #4d5a4f; font-size: 12px; }
`;
const TAG_KLEUR = {
  wijzigbaar: { color: '#1f5a37', background: '#e3f0e6', borderColor: '#9cc9a9' },
  alleenLezen: { color: '#7a3d00', background: '#fff1de', borderColor: '#f0c48a' },
};

/** Spec §2: on port 3000, '/' is a debug selection screen for the mocked context. */
function DebugScherm() {
  usePaginaTitel('Debugselectie');
  const queryClient = useQueryClient();
  const [inst, setInst] = useState<MockInstellingen>(leesInstellingen);
  const [ingelogd, setIngelogd] = useState(mockSessie.ingelogd);
  const klwId = mockKlwId(inst.jaar);
  const context = mockCallContext(klwId, inst);
  // Indienen/Heropenen in the mocked app set a record's status; the switch shows and overrides it
  const statusId = mockStatus(klwId, inst);

  function wijzig(deel: Partial<MockInstellingen>) {
    const nieuw = { ...inst, ...deel };
    schrijfInstellingen(nieuw);
    setInst(nieuw);
    // Cached answers belong to the old settings.
    queryClient.clear();
  }

  const groepen = [...new Set(ROUTES.map((r) => routeGroep(r.pad)))];

  return (
    <main className="kw-debug" style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
      <style>{DEBUG_CSS}</style>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Kringloopwijzer: debugselectie (mocks op poort 3000)
      </Typography.Title>
      <Typography.Paragraph className="kw-debug-uitleg">
        Alle aanroepen worden in de browser beantwoord met voorbeeldgegevens (na 1500 ms; RefreshToken na 1000 ms). De instellingen hieronder worden bewaard in
        localStorage.
      </Typography.Paragraph>
      <Card title="Gemockte context" style={{ marginBottom: 16 }}>
        <Space direction="vertical" size="middle">
          <Space wrap>
            <Typography.Text strong style={{ width: 160, display: 'inline-block' }}>Rol</Typography.Text>
            <Radio.Group value={inst.rol} onChange={(e) => wijzig({ rol: e.target.value })} optionType="button" options={MOCK_ROLLEN.map((r) => ({ label: r.label, value: r.waarde }))} />
          </Space>
          <Space wrap>
            <Typography.Text strong style={{ width: 160, display: 'inline-block' }}>Jaar</Typography.Text>
            <Select aria-label="Jaar" value={inst.jaar} onChange={(jaar) => wijzig({ jaar })} style={{ width: 110 }} options={MOCK_JAREN.map((j) => ({ label: String(j), value: j }))} />
          </Space>
          <Space wrap>
            <Typography.Text strong style={{ width: 160, display: 'inline-block' }}>Status-id</Typography.Text>
            <Radio.Group
              value={statusId}
              onChange={(e) => {
                const statussen = { ...inst.statussen };
                delete statussen[klwId];
                wijzig({ statusId: e.target.value, statussen });
              }}
              optionType="button"
              options={[
                { label: `1 (${statusNaam(1)})`, value: 1 },
                { label: `2 (${statusNaam(2)})`, value: 2 },
              ]}
            />
          </Space>
          <Space wrap>
            <Typography.Text strong style={{ width: 160, display: 'inline-block' }}>Automatische leveringen</Typography.Text>
            <Switch checked={inst.automatisch} onChange={(automatisch) => wijzig({ automatisch })} aria-label="Automatische leveringen" />
          </Space>
          <Space wrap>
            <Typography.Text strong style={{ width: 160, display: 'inline-block' }}>Ingelogd</Typography.Text>
            <Switch
              checked={ingelogd}
              onChange={(aan) => {
                mockSessie.zet(aan);
                setIngelogd(aan);
                queryClient.clear();
              }}
              aria-label="Ingelogd"
            />
          </Space>
          <div>
            Gemockte kringloopwijzer-id: <Tag>{klwId}</Tag> Jaar {inst.jaar}, status {statusId}.{' '}
            {isAlleenLezen(context) ? <Tag style={TAG_KLEUR.alleenLezen}>Alleen lezen</Tag> : <Tag style={TAG_KLEUR.wijzigbaar}>Wijzigbaar</Tag>}
          </div>
        </Space>
      </Card>
      <Card title="Routes">
        <Row gutter={[24, 8]}>
          <Col xs={24} md={12} lg={8}>
            <Typography.Title level={5}>Algemeen</Typography.Title>
            <ul>
              <li>
                <Link to="/login">Inloggen (/login)</Link>
              </li>
            </ul>
          </Col>
          {groepen.map((groep) => (
            <Col xs={24} md={12} lg={8} key={groep}>
              <Typography.Title level={5}>{groep}</Typography.Title>
              <ul>
                {ROUTES.filter((r) => routeGroep(r.pad) === groep).map((r) => {
                  const pad = vulRoute(r.pad, klwId);
                  return (
                    <li key={r.pad}>
                      <Link to={pad}>{routeNaam(r.pad)}</Link> <span className="kw-debug-pad">{pad}</span>
                    </li>
                  );
                })}
              </ul>
            </Col>
          ))}
        </Row>
      </Card>
    </main>
  );
}

export default function DebugPagina() {
  return (
    <DataProviders>
      <DebugScherm />
    </DataProviders>
  );
}
