/**
 * Beside the form on every input screen (decision 010): the six dashboard indicators of the
 * record, how each changed with the last save, and the signals of this screen, each a
 * link to its field. Every figure opens its trace ("Waarom dit getal?", components/afleiding).
 */
import { Link } from 'react-router';
import { INDICATOR_BUITEN_BEREIK, type Indicator, type SchermSignalering } from '@kw/contract';
import { ControleerInvoer } from '../indicator/controleer-invoer';
import { formatGetal } from '../../lib/format';
import { AfleidingKnop } from '../afleiding';
import { Panel } from '../ui/panel';
import { indicatorPrecisie, verandering } from './scherm-logica';
import { Verborgen } from './verborgen';

// Own colours: antd's orange tag text is too pale on its background (axe color-contrast, WCAG AA 4.5:1).
const ERNST: Record<SchermSignalering['ernst'], { tekst: string; kleur: string; achter: string; rand: string }> = {
  fout: { tekst: 'Fout', kleur: '#a8071a', achter: '#fff1f0', rand: '#ffa39e' },
  waarschuwing: { tekst: 'Waarschuwing', kleur: '#7a3e00', achter: '#fff7e6', rand: '#ffd591' },
  info: { tekst: 'Info', kleur: '#003a8c', achter: '#e6f4ff', rand: '#91caff' },
};

function Ernst({ ernst }: { ernst: SchermSignalering['ernst'] }) {
  const e = ERNST[ernst];
  return (
    <span style={{ display: 'inline-block', fontSize: 12, lineHeight: '18px', padding: '0 6px', marginRight: 8, borderRadius: 4, color: e.kleur, background: e.achter, border: `1px solid ${e.rand}` }}>
      {e.tekst}
    </span>
  );
}

function Verandering({ indicator }: { indicator: Indicator }) {
  const { richting, verschil } = verandering(indicator.waarde, indicator.vorigeWaarde);
  const precisie = indicatorPrecisie(indicator.waarde);
  if (richting === 'onbekend' || richting === 'nieuw') return null;
  if (richting === 'gelijk') return <span style={{ color: '#5b6b5b', fontSize: 12 }}>gelijk gebleven</span>;
  const teken = richting === 'omhoog' ? '▲' : '▼';
  const woord = richting === 'omhoog' ? 'gestegen met' : 'gedaald met';
  return (
    <span style={{ color: '#3d4f40', fontSize: 12, whiteSpace: 'nowrap', position: 'relative' }} data-testid={`verandering-${indicator.sleutel}`}>
      <span aria-hidden>{teken} </span>
      <Verborgen>{woord} </Verborgen>
      {formatGetal(Math.abs(verschil ?? 0), precisie)}
    </span>
  );
}

/** A signal's link: to its field here, or to the route of this screen that shows the field. */
function SignaalLink({ signaal, naarVeld, plek }: { signaal: SchermSignalering; naarVeld: (veldPad: string) => void; plek?: { url: string; titel: string } }) {
  if (plek)
    return (
      <>
        <Link to={`${plek.url}#${signaal.veldPad}`}>{signaal.bericht}</Link> <span style={{ color: '#5b6b5b', fontSize: 12 }}>(op {plek.titel})</span>
      </>
    );
  return (
    <a
      href={`#${signaal.veldPad}`}
      onClick={(e) => {
        e.preventDefault();
        naarVeld(signaal.veldPad);
      }}
    >
      {signaal.bericht}
    </a>
  );
}

export interface ResultatenPaneelProps {
  indicatoren: Indicator[];
  signaleringen: SchermSignalering[];
  /** focus and scroll to the field of a signal */
  naarVeld: (veldPad: string) => void;
  /** a field shown on another route of this screen (decision 010): that route (filled in) and its title */
  elders?: (veldPad: string) => { url: string; titel: string } | undefined;
  /** the record, for the links of an indicator warning to inputs on other screens */
  kringloopwijzerId: number;
}

export function ResultatenPaneel({ indicatoren, signaleringen: alle, naarVeld, elders, kringloopwijzerId }: ResultatenPaneelProps) {
  // An indicator warning is shown under its indicator (on every screen), not in this screen's list.
  const controles = alle.filter((s) => s.code === INDICATOR_BUITEN_BEREIK);
  const signaleringen = alle.filter((s) => s.code !== INDICATOR_BUITEN_BEREIK);
  return (
    <aside aria-label="Resultaten">
      <Panel titel="Resultaten van dit jaar">
        {indicatoren.length === 0 ? (
          <p style={{ margin: 0, color: '#5b6b5b' }}>Nog geen resultaten: vul de gegevens in en sla op.</p>
        ) : (
          <dl style={{ margin: 0 }}>
            {indicatoren.map((i) => (
              <div key={i.sleutel} style={{ padding: '8px 0', borderBottom: '1px solid #eef2ec' }} data-testid={`indicator-${i.sleutel}`}>
                <dt style={{ color: '#3d4f40', fontSize: 13 }}>{i.label}</dt>
                <dd style={{ margin: 0, display: 'flex', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' }}>
                  <strong style={{ fontSize: 18, fontVariantNumeric: 'tabular-nums', color: '#1f3324' }}>{i.waarde === null ? 'nog niet te berekenen' : formatGetal(i.waarde, indicatorPrecisie(i.waarde))}</strong>
                  {i.waarde !== null && <span style={{ color: '#5b6b5b', fontSize: 12 }}>{i.eenheid}</span>}
                  <Verandering indicator={i} />
                </dd>
                {controles
                  .filter((c) => c.indicator === i.sleutel)
                  .map((c) => (
                    <dd key={c.code} style={{ margin: 0 }}>
                      <ControleerInvoer bericht={c.bericht} bijdragen={c.bijdragen ?? []} kringloopwijzerId={kringloopwijzerId} testId={`controle-${i.sleutel}`} />
                    </dd>
                  ))}
                {i.waarde !== null && (
                  <dd style={{ margin: '2px 0 0' }}>
                    <AfleidingKnop knoop={`dashboard.${i.sleutel}`} label={i.label} />
                  </dd>
                )}
              </div>
            ))}
          </dl>
        )}
        <p style={{ margin: '8px 0 0', color: '#5b6b5b', fontSize: 12 }}>▲/▼: verandering door de laatste keer opslaan.</p>
      </Panel>
      <Panel titel={`Signaleringen (${signaleringen.length})`}>
        {signaleringen.length === 0 ? (
          <p style={{ margin: 0, color: '#5b6b5b' }}>Geen signaleringen voor dit scherm.</p>
        ) : (
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {signaleringen.map((s, n) => (
              <li key={`${s.code}-${s.veldPad}-${n}`} style={{ padding: '6px 0', borderBottom: '1px solid #eef2ec' }}>
                <Ernst ernst={s.ernst} />
                <SignaalLink signaal={s} naarVeld={naarVeld} plek={elders?.(s.veldPad)} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </aside>
  );
}
