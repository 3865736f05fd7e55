/**
 * Signaleringen (decision 012): every signal of the record, grouped per screen, with its
 * severity, the Dutch message, the value and the expected range, a link to the field, and
 * a filter by severity.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Radio } from 'antd';
import { CloseCircleFilled, InfoCircleFilled, WarningFilled } from '@ant-design/icons';
import { routes, type Signaleringen, type SignaleringRegel } from '@kw/contract';
import { Laden } from '../../components/laden';
import { useTelefoon } from '../../components/scherm/use-telefoon';
import { Panel } from '../../components/ui/panel';
import { api } from '../../lib/api-client';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel, useKlwQuery } from '../../lib/queries';
import { bereikTekst, ERNST_NAAM, groepeerPerScherm, telPerErnst, veldLink, waardeTekst, type Ernst, type ErnstFilter } from './signalering-logica';

// Own colours: text on white at least 4.5:1 (axe color-contrast).
const ICOON: Record<Ernst, { kleur: string; Icoon: typeof CloseCircleFilled }> = {
  fout: { kleur: '#a8071a', Icoon: CloseCircleFilled },
  waarschuwing: { kleur: '#ad4e00', Icoon: WarningFilled },
  info: { kleur: '#0958d9', Icoon: InfoCircleFilled },
};

function ErnstLabel({ ernst }: { ernst: Ernst }) {
  const { kleur, Icoon } = ICOON[ernst];
  return (
    <span style={{ color: kleur, whiteSpace: 'nowrap', fontWeight: 600 }}>
      <Icoon aria-hidden style={{ marginRight: 6 }} />
      {ERNST_NAAM[ernst]}
    </span>
  );
}

const cel = { padding: '8px 10px', verticalAlign: 'top', borderTop: '1px solid #e9efe7' } as const;
const kop = { padding: '6px 10px', textAlign: 'left', background: '#eef4ec', fontWeight: 600, whiteSpace: 'nowrap' } as const;

function SignaleringRij({ s }: { s: SignaleringRegel }) {
  const link = veldLink(s);
  return (
    <tr data-testid="signalering">
      <td style={cel}>
        <ErnstLabel ernst={s.ernst} />
      </td>
      <td style={{ ...cel, minWidth: 220 }}>{s.bericht}</td>
      <td style={{ ...cel, minWidth: 140 }}>{link ? <Link to={link}>{s.veldLabel ?? 'Naar het veld'}</Link> : (s.veldLabel ?? '–')}</td>
      <td style={{ ...cel, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{waardeTekst(s)}</td>
      <td style={{ ...cel, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{bereikTekst(s)}</td>
    </tr>
  );
}

const blokLabel = { color: '#3d4f40', fontSize: 13 } as const;

/**
 * On a phone (below 576 px) a signal is a block, the message first and field, value and expected range under it: as
 * a table the field link, the way to the problem, sat off the screen to the right.
 */
function SignaleringBlok({ s, eerste }: { s: SignaleringRegel; eerste: boolean }) {
  const link = veldLink(s);
  return (
    <li data-testid="signalering" style={{ padding: eerste ? '0 0 10px' : '10px 0', borderTop: eerste ? undefined : '1px solid #e9efe7' }}>
      <ErnstLabel ernst={s.ernst} />
      <p style={{ margin: '4px 0 6px' }}>{s.bericht}</p>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(72px, auto) 1fr', columnGap: 8, rowGap: 2 }}>
        <dt style={blokLabel}>Veld</dt>
        <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{link ? <Link to={link}>{s.veldLabel ?? 'Naar het veld'}</Link> : (s.veldLabel ?? '–')}</dd>
        <dt style={blokLabel}>Waarde</dt>
        <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>{waardeTekst(s)}</dd>
        <dt style={blokLabel}>Verwacht</dt>
        <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>{bereikTekst(s)}</dd>
      </dl>
    </li>
  );
}

export default function SignaleringPagina() {
  usePaginaTitel('Signaleringen');
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const [filter, setFilter] = useState<ErnstFilter>('alle');
  const telefoon = useTelefoon();
  const data = useKlwQuery(['signaleringen', klw], klw, () => api.get<Signaleringen>(routes.signaleringen.path).then((r) => r.data), { staleTime: 0 });

  if (data.isPending) return <Laden />;
  if (data.isError) return <Alert type="error" showIcon message="De signaleringen konden niet worden geladen." description={foutBeschrijvingen(data.error).join(' ')} />;
  const { signaleringen, jaar } = data.data;
  const aantallen = telPerErnst(signaleringen);
  const groepen = groepeerPerScherm(signaleringen, filter);

  return (
    <div>
      <h1 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 600 }}>
        Signaleringen <span style={{ fontSize: 16, fontWeight: 400, color: '#5b6b5b' }}>{jaar}</span>
      </h1>
      <p style={{ margin: '0 0 16px', color: '#3d4f40' }}>
        Controles op de ingevulde gegevens en de berekende uitkomsten. Een fout moet u oplossen voordat u het jaar kunt indienen; kies een veld om ernaartoe te gaan.
      </p>
      <div style={{ marginBottom: 16 }}>
        <span id="ernst-filter-label" style={{ marginRight: 12 }}>
          Toon:
        </span>
        <Radio.Group aria-labelledby="ernst-filter-label" optionType="button" value={filter} onChange={(e) => setFilter(e.target.value as ErnstFilter)}>
          <Radio.Button value="alle">Alle ({aantallen.alle})</Radio.Button>
          <Radio.Button value="fout">Fouten ({aantallen.fout})</Radio.Button>
          <Radio.Button value="waarschuwing">Waarschuwingen ({aantallen.waarschuwing})</Radio.Button>
          <Radio.Button value="info">Informatie ({aantallen.info})</Radio.Button>
        </Radio.Group>
      </div>
      {signaleringen.length === 0 && <Alert type="success" showIcon message="Er zijn geen signaleringen voor dit jaar." />}
      {signaleringen.length > 0 && groepen.length === 0 && <Alert type="info" showIcon message="Geen signaleringen van deze soort." />}
      {groepen.map((g) => (
        <Panel key={g.scherm} titel={`${g.titel} (${g.signaleringen.length})`}>
          {telefoon ? (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {g.signaleringen.map((s, i) => (
                <SignaleringBlok key={`${s.code}-${s.veldPad}-${i}`} s={s} eerste={i === 0} />
              ))}
            </ul>
          ) : (
            <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
              <thead>
                <tr>
                  <th style={kop}>Soort</th>
                  <th style={kop}>Melding</th>
                  <th style={kop}>Veld</th>
                  <th style={{ ...kop, textAlign: 'right' }}>Waarde</th>
                  <th style={kop}>Verwacht</th>
                </tr>
              </thead>
              <tbody>
                {g.signaleringen.map((s, i) => (
                  <SignaleringRij key={`${s.code}-${s.veldPad}-${i}`} s={s} />
                ))}
              </tbody>
            </table>
          )}
        </Panel>
      ))}
    </div>
  );
}
