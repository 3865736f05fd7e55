import { MACHTIGING_ACTIE_NAMEN, type MachtigingGebeurtenis } from '@kw/contract';

/** Every step of one mandate: when, who, what, why (shown in the expanded row). */
export function MachtigingGeschiedenis({ geschiedenis }: { geschiedenis: MachtigingGebeurtenis[] }) {
  if (geschiedenis.length === 0) return <p style={{ margin: 0 }}>Geen geschiedenis bekend.</p>;
  return (
    <ol aria-label="Geschiedenis van de machtiging" style={{ margin: 0, paddingLeft: 20 }}>
      {geschiedenis.map((g, i) => (
        <li key={i}>
          {g.tijdstip} — {MACHTIGING_ACTIE_NAMEN[g.actie] ?? g.actie} door {g.wie}
          {g.reden ? <> — reden: {g.reden}</> : null}
        </li>
      ))}
    </ol>
  );
}
