/**
 * "Controleer de invoer": a dashboard indicator outside what a dairy farm reaches (decision 021),
 * with links to the inputs that move it most. Shown under the indicator in the results panel of
 * every input screen and on the start page.
 */
import { Link } from 'react-router';
import type { InvoerVerwijzing } from '@kw/contract';

export interface ControleerInvoerProps {
  bericht: string;
  bijdragen: readonly InvoerVerwijzing[];
  kringloopwijzerId: number;
  testId?: string;
}

// The warning tint of the results panel (its contrast measured there, WCAG AA 4.5:1).
const KLEUR = { kleur: '#7a3e00', achter: '#fff7e6', rand: '#ffd591' };

export function ControleerInvoer({ bericht, bijdragen, kringloopwijzerId, testId }: ControleerInvoerProps) {
  return (
    <div role="note" data-testid={testId} style={{ margin: '6px 0 0', padding: '6px 8px', background: KLEUR.achter, border: `1px solid ${KLEUR.rand}`, borderRadius: 4, color: KLEUR.kleur, fontSize: 13 }}>
      <strong>Waarschuwing: controleer de invoer.</strong> {bericht}
      {bijdragen.length > 0 && (
        <>
          <div style={{ marginTop: 4 }}>Dit getal hangt het meest af van:</div>
          <ul style={{ margin: '2px 0 0', paddingLeft: 18 }}>
            {bijdragen.map((b) => (
              <li key={`${b.scherm}-${b.veldPad}`}>
                <Link to={`${b.route.replace(':klwId', String(kringloopwijzerId))}#${b.veldPad}`} style={{ color: '#0b4a8b', textDecoration: 'underline' }}>
                  {b.label}
                </Link>{' '}
                (op {b.schermTitel})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
