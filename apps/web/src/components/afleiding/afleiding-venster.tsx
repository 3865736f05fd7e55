/**
 * "Waarom dit getal?" (decision 016): a drawer (full width on a phone) that shows one node of the
 * record's trace — the formula in words, the value with its unit and kind, the entered fields with
 * a link to the screen where each is entered, the constants with their sources — and its parts,
 * each opened on demand (one request per node). Breadcrumbs lead back up.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Drawer, Grid, Tag } from 'antd';
import { herkomstLabel, type AfleidingHerkomst, type AfleidingKnoopAntwoord } from '@kw/contract';
import { Laden } from '../laden';
import { foutBeschrijvingen } from '../../lib/notifications';
import type { KlwSleutel } from '../../lib/queries';
import { useAfleidingKnoop } from './afleiding-api';
import { HERKOMST_KLEUR, herkomstUitleg, invoerWaarde, metEenheid } from './afleiding-opmaak';

export function HerkomstTag({ herkomst }: { herkomst: AfleidingHerkomst }) {
  return (
    <Tag style={{ ...HERKOMST_KLEUR[herkomst], marginInlineEnd: 0 }} data-testid="herkomst">
      {herkomstLabel[herkomst]}
    </Tag>
  );
}

interface Stap {
  id: string;
  label: string;
}

const kop: React.CSSProperties = { fontSize: 14, fontWeight: 600, color: '#1f3324', margin: '16px 0 6px' };
const lijst: React.CSSProperties = { margin: 0, padding: 0, listStyle: 'none' };
const regel: React.CSSProperties = { padding: '6px 0', borderBottom: '1px solid #eef2ec' };
const zacht: React.CSSProperties = { color: '#4d5a4e', fontSize: 13 };

const eersteHoofdletter = (tekst: string) => tekst.charAt(0).toUpperCase() + tekst.slice(1);

/** The link to the screen and field where an input is entered (`<route>#<veldPad>`). */
export const invoerLink = (route: string, klwId: number, veldPad: string) => `${route.replace(':klwId', String(klwId))}#${veldPad}`;

function KnoopInhoud({ data, open, naarInvoer }: { data: AfleidingKnoopAntwoord; open: (s: Stap) => void; naarInvoer: () => void }) {
  const { knoop, kinderen } = data;
  return (
    <>
      <p style={{ margin: '4px 0 8px', display: 'flex', alignItems: 'baseline', gap: 10, flexWrap: 'wrap' }}>
        <strong style={{ fontSize: 22, fontVariantNumeric: 'tabular-nums', color: '#1f3324' }} data-testid="afleiding-waarde">
          {metEenheid(knoop.waarde, knoop.eenheid)}
        </strong>
        <HerkomstTag herkomst={knoop.herkomst} />
      </p>
      <p style={{ ...zacht, margin: 0 }} data-testid="afleiding-uitleg">
        {herkomstUitleg(knoop.herkomst, kinderen.length > 0 || knoop.invoer.length > 1)}
      </p>

      <h3 style={kop}>Berekening</h3>
      <p style={{ margin: 0 }} data-testid="afleiding-formule">
        {eersteHoofdletter(knoop.formule)}
      </p>
      <p style={{ margin: '6px 0 0', padding: '6px 8px', background: '#f4f7f3', borderRadius: 4, fontVariantNumeric: 'tabular-nums' }} data-testid="afleiding-berekening">
        <span style={{ ...zacht, display: 'block' }}>Met de waarden van dit bedrijf:</span>
        {knoop.berekening}
      </p>
      {knoop.codes.length > 0 && (
        <p style={{ ...zacht, margin: '6px 0 0' }} data-testid="afleiding-codes">
          Variabele in de Kringloopwijzer: {knoop.codes.join(' = ')}
        </p>
      )}

      {knoop.invoer.length > 0 && (
        <>
          <h3 style={kop}>Gebruikte invoer</h3>
          <ul style={lijst} data-testid="afleiding-invoer">
            {knoop.invoer.map((i) => (
              <li key={i.pad} style={regel}>
                <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <span style={{ flex: 1, minWidth: 160 }}>{i.label}</span>
                  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{invoerWaarde(i.waarde, i.eenheid)}</span>
                  <HerkomstTag herkomst={i.herkomst} />
                </div>
                {i.plek && (
                  <Link to={invoerLink(i.plek.route, data.kringloopwijzerId, i.plek.veldPad)} onClick={naarInvoer} style={{ fontSize: 13 }}>
                    {i.herkomst === 'standaard' ? 'Invullen op' : 'Wijzigen op'} {i.plek.schermTitel}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {knoop.constanten.length > 0 && (
        <>
          <h3 style={kop}>Constanten</h3>
          <ul style={lijst} data-testid="afleiding-constanten">
            {knoop.constanten.map((c, n) => (
              <li key={`${c.naam}-${n}`} style={regel}>
                <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                  <span style={{ flex: 1, minWidth: 160 }}>{c.naam}</span>
                  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{metEenheid(c.waarde, c.eenheid)}</span>
                </div>
                <div style={zacht}>
                  {c.bron}
                  {c.jaar !== undefined && ` — tabel van ${c.jaar}`}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      {kinderen.length > 0 && (
        <>
          <h3 style={kop}>Opgebouwd uit</h3>
          <ul style={lijst} data-testid="afleiding-kinderen">
            {kinderen.map((c) => (
              <li key={c.id} style={regel}>
                <button
                  type="button"
                  onClick={() => open({ id: c.id, label: c.label })}
                  data-knoop={c.id}
                  style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap', width: '100%', boxSizing: 'border-box', padding: '2px 0' }}
                  className="afleiding-kind"
                >
                  <span style={{ flex: 1, minWidth: 160, color: '#1a5e8a', textDecoration: 'underline' }}>{c.label}</span>
                  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{metEenheid(c.waarde, c.eenheid)}</span>
                  <HerkomstTag herkomst={c.herkomst} />
                  <span aria-hidden style={{ color: '#4d5a4e' }}>
                    ›
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export interface AfleidingVensterProps {
  klw: KlwSleutel;
  /** the node to open first: a figure's root (`dashboard.stikstofbodemoverschotKgNPerHa`) or any node id */
  knoop: string;
  /** the figure's name as the screen shows it, for the first breadcrumb until the node has loaded */
  label: string;
  open: boolean;
  onClose: () => void;
  /** another record of the farm than the token's (the history screen's years) */
  record?: number;
  /** which record's figures these are, when the screen shows several years ("Jaar 2018") */
  onderschrift?: string;
}

export function AfleidingVenster({ klw, knoop, label, open, onClose, record, onderschrift }: AfleidingVensterProps) {
  const [pad, setPad] = useState<Stap[]>([{ id: knoop, label }]);
  const huidig = pad[pad.length - 1];
  const q = useAfleidingKnoop(klw, open ? huidig.id : null, record);
  const kopRef = useRef<HTMLHeadingElement>(null);
  const schermen = Grid.useBreakpoint();
  const smal = !schermen.sm;

  // Opened again for another figure: start at its root.
  useEffect(() => {
    if (open) setPad([{ id: knoop, label }]);
  }, [open, knoop, label]);
  // After a step down or up, move focus to the node's heading so keyboard and screen reader follow.
  useEffect(() => {
    if (open && pad.length > 1) kopRef.current?.focus();
  }, [pad, open]);

  const naar = (n: number) => setPad((p) => p.slice(0, n + 1));
  const titel = q.data?.knoop.label ?? huidig.label;

  return (
    <Drawer title="Waarom dit getal?" placement="right" width={smal ? '100%' : 560} open={open} onClose={onClose} destroyOnHidden closeIcon={<span aria-label="Sluiten">✕</span>}>
      {onderschrift && (
        <p style={{ margin: '0 0 8px', fontWeight: 600, color: '#1f3324' }} data-testid="afleiding-onderschrift">
          {onderschrift}
        </p>
      )}
      <nav aria-label="Afleiding, waar u bent">
        <ol style={{ ...lijst, display: 'flex', flexWrap: 'wrap', gap: 4, fontSize: 13 }} data-testid="afleiding-kruimels">
          {pad.map((s, n) => (
            <li key={`${s.id}-${n}`} style={{ display: 'flex', gap: 4 }}>
              {n > 0 && <span aria-hidden>›</span>}
              {n < pad.length - 1 ? (
                <button type="button" onClick={() => naar(n)} style={{ color: '#1a5e8a', textDecoration: 'underline' }} className="afleiding-kruimel">
                  {s.label}
                </button>
              ) : (
                <span aria-current="page">{n === pad.length - 1 ? titel : s.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h2 ref={kopRef} tabIndex={-1} style={{ fontSize: 18, margin: '12px 0 0', color: '#1f3324', outline: 'none' }} data-testid="afleiding-titel">
        {titel}
      </h2>
      {q.isError ? (
        <Alert type="error" showIcon style={{ marginTop: 12 }} message="De afleiding kon niet worden geladen." description={foutBeschrijvingen(q.error).join(' ')} />
      ) : q.data ? (
        <KnoopInhoud data={q.data} open={(s) => setPad((p) => [...p, s])} naarInvoer={onClose} />
      ) : (
        <Laden />
      )}
    </Drawer>
  );
}
