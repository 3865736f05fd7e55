/**
 * What a message changed (or, in a dry run, would change): per field before → after, linked to the screen that
 * shows it. A value the farmer corrected is not overwritten (decision 020): it says so, with both values.
 */
import { Link } from 'react-router';
import type { BerichtRegel } from '@kw/contract';
import { waardeTekst } from './koppeling-weergave';

/** One changed field as the contract's message row carries it. */
export type Wijziging = BerichtRegel['wijzigingen'][number];

export function WijzigingenLijst({ wijzigingen, leeg = 'Dit bericht veranderde niets.' }: { wijzigingen: readonly Wijziging[]; leeg?: string }) {
  if (wijzigingen.length === 0) return <p style={{ margin: 0, color: '#3f4d40' }}>{leeg}</p>;
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }}>
      {wijzigingen.map((w, i) => (
        <li key={`${w.scherm}:${w.veld}:${i}`} style={{ marginBottom: 4 }}>
          <span>{w.label}: </span>
          <span>
            <del style={{ color: '#7a1c1c' }}>{waardeTekst(w.voor)}</del>
            {' → '}
            <ins style={{ color: '#1f5a37', textDecoration: 'none', fontWeight: 600 }}>{waardeTekst(w.na)}</ins>
          </span>
          {!w.toegepast ? <span style={{ color: '#5c3d00' }}> (niet overgenomen: u had deze waarde zelf aangepast)</span> : null}
          {w.route ? (
            <>
              {' · '}
              <Link to={w.route} className="kw-tekstlink">{w.schermTitel ?? 'Naar het scherm'}</Link>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
