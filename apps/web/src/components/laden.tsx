/** Spec §2: 'Laden...' while a screen loads (plain markup: it is in the first chunk). */
export function Laden() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center', color: '#4d6150', fontSize: 15 }}>
      Laden...
    </div>
  );
}
