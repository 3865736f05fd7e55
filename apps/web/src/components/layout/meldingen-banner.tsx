/**
 * The notices staff set on /beheer/algemeen (decision 030): an antd Alert at the top of every page for the
 * logged-in users of its audience within its period (the server picks them: GET /api/Meldingen, asked by the
 * shell with ./meldingen-vraag). Closed notices stay closed for this browser session (sessionStorage), until
 * staff change them (a new version).
 */
import { Alert } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { MELDING_SOORT_NAMEN, type Melding } from '@kw/contract';

const OPSLAG = 'kw-meldingen-gesloten';
const TYPE = { storing: 'error', onderhoud: 'warning', deadline: 'info' } as const;
const sleutelVan = (m: Melding) => `${m.id}:${m.versie}`;

function leesGesloten(): string[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(OPSLAG) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function MeldingenBanner({ meldingen }: { meldingen: readonly Melding[] }) {
  const [gesloten, setGesloten] = useState<string[]>(leesGesloten);
  const zichtbaar = meldingen.filter((m) => !gesloten.includes(sleutelVan(m)));
  if (zichtbaar.length === 0) return null;
  const sluit = (m: Melding) => {
    const nieuw = [...gesloten, sleutelVan(m)];
    setGesloten(nieuw);
    try {
      sessionStorage.setItem(OPSLAG, JSON.stringify(nieuw));
    } catch {
      // private mode without storage: closed for this page only
    }
  };
  return (
    <div className="kw-meldingen" role="region" aria-label="Meldingen" style={{ display: 'grid', gap: 8, marginBottom: 16 }}>
      {zichtbaar.map((m) => (
        <Alert
          key={sleutelVan(m)}
          type={TYPE[m.soort]}
          showIcon
          message={<strong>{MELDING_SOORT_NAMEN[m.soort]}</strong>}
          description={m.tekst}
          // an object without closeIcon is not closable in antd 5: the icon makes it so, the label names it
          closable={{ closeIcon: <CloseOutlined aria-hidden />, 'aria-label': `Melding sluiten: ${MELDING_SOORT_NAMEN[m.soort]}` }}
          onClose={() => sluit(m)}
        />
      ))}
    </div>
  );
}
