/**
 * The accepted terms of use on Profiel (everyone): version and date from the profile, the text
 * of the current version (from the menu model, spec §3) behind a summary line.
 */
import type { Profiel } from '@kw/contract';

export function VoorwaardenPaneel({ profiel, tekst }: { profiel: Profiel; tekst?: string | null }) {
  const alineas = (tekst ?? '').split(/\n{2,}/).filter(Boolean);
  return (
    <>
      <p style={{ marginTop: 0 }}>
        {profiel.voorwaarden
          ? `U heeft versie ${profiel.voorwaarden.versie} van de gebruiksvoorwaarden geaccepteerd${profiel.voorwaarden.geaccepteerdOp ? ` op ${profiel.voorwaarden.geaccepteerdOp}` : ''}.`
          : 'Er is nog niet vastgelegd dat u de gebruiksvoorwaarden heeft geaccepteerd.'}
      </p>
      {alineas.length > 0 && (
        <details>
          <summary style={{ cursor: 'pointer' }}>De gebruiksvoorwaarden lezen</summary>
          {alineas.map((a) => (
            <p key={a}>{a}</p>
          ))}
        </details>
      )}
    </>
  );
}
