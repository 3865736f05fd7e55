/**
 * RVO links cannot be set here: the farmer mandates ZuivelNL at mijn.rvo.nl (sharing-anchors §1.1 [R2][R4]). The
 * steps come with the overview from the server (the contract's RVO_STAPPEN); beside them, whether RVO data actually
 * arrives, per RVO message type, from the farm's own links.
 */
import type { KoppelingRegel } from '@kw/contract';
import { BERICHT_SOORT_NAMEN } from '@kw/contract';
import { rvoStand } from './koppelingen-logica';

export function RvoUitleg({ stappen, koppelingen }: { stappen: readonly string[]; koppelingen: readonly KoppelingRegel[] }) {
  const rvo = koppelingen.filter((k) => k.viaRvo);
  return (
    <div>
      <p style={{ marginTop: 0 }}>
        Diergegevens (I&amp;R), percelen en mesttransporten (VDM) komen van RVO. Die koppelingen zet u niet hier aan: u machtigt ZuivelNL in
        Mijn RVO, daarna stuurt RVO de gegevens zelf.
      </p>
      {/* a plain numbered list: antd's Steps draws waiting steps in a grey below 4.5:1 */}
      <ol aria-label="Stappen in Mijn RVO" style={{ margin: '0 0 8px', paddingLeft: 22, display: 'grid', gap: 4 }}>
        {stappen.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <h3 style={{ fontSize: 15, margin: '12px 0 4px' }}>Komen de RVO-gegevens binnen?</h3>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {rvo.map((k) => (
          <li key={k.soort}>
            <strong>{BERICHT_SOORT_NAMEN[k.soort]}:</strong> {rvoStand(k)}
          </li>
        ))}
      </ul>
    </div>
  );
}
