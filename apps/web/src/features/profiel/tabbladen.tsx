/**
 * Tabs per the WAI-ARIA tabs pattern (tablist, tab, tabpanel; arrow keys, Home, End). Ant
 * Design's Tabs put their overflow button inside the tablist, which axe reports as
 * aria-required-children (serious); these tabs wrap onto a second line instead, so a phone
 * shows every tab.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tabblad {
  key: string;
  label: string;
  children: ReactNode;
}

const KNOP = {
  border: '1px solid #c9d6c6',
  borderRadius: 6,
  padding: '6px 14px',
  background: '#fff',
  color: '#1f3324',
  cursor: 'pointer',
  fontSize: 14,
} as const;
const ACTIEF = { ...KNOP, background: '#2f7d4f', borderColor: '#2f7d4f', color: '#fff', fontWeight: 600 } as const;

export function Tabbladen({ items, actief, onKies, label }: { items: Tabblad[]; actief: string; onKies: (key: string) => void; label: string }) {
  const knoppen = useRef<Array<HTMLButtonElement | null>>([]);
  const kies = (i: number) => {
    const doel = items[(i + items.length) % items.length]!;
    onKies(doel.key);
    knoppen.current[(i + items.length) % items.length]?.focus();
  };
  const toets = (e: KeyboardEvent, i: number) => {
    const stappen: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: items.length - 1 };
    if (e.key in stappen) {
      e.preventDefault();
      kies(stappen[e.key]!);
    }
  };
  const huidig = items.find((t) => t.key === actief) ?? items[0]!;
  return (
    <>
      <div role="tablist" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        {items.map((t, i) => {
          const gekozen = t.key === huidig.key;
          return (
            <button
              key={t.key}
              ref={(el) => void (knoppen.current[i] = el)}
              type="button"
              role="tab"
              id={`tab-${t.key}`}
              aria-selected={gekozen}
              aria-controls={`tabpaneel-${t.key}`}
              tabIndex={gekozen ? 0 : -1}
              style={gekozen ? ACTIEF : KNOP}
              onClick={() => onKies(t.key)}
              onKeyDown={(e) => toets(e, i)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`tabpaneel-${huidig.key}`} aria-labelledby={`tab-${huidig.key}`}>
        {huidig.children}
      </div>
    </>
  );
}
