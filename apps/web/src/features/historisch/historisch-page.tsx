/**
 * Historisch (issue 11 §4): every year of the farm side by side (table and trend lines) with
 * the rule version of each year, and an older year recomputed under the current rules with the
 * difference split into rule change and data change (decision 015). Per farm, no :klwId: the
 * farm of the session's record (the server decides).
 */
import { useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { Grafiek } from '../../components/grafiek/grafiek';
import { Laden } from '../../components/laden';
import { Panel } from '../../components/ui/panel';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import type { Herberekening, Historisch } from '@kw/contract';
import { useHerberekening, useHistorisch } from './api';
import { herberekeningKolommen, herberekeningRijen, jarenTabel, trendOptie, trendSamenvatting } from './opties';

const RASTER = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))', gap: 24 } as const;
const CEL = { padding: '6px 10px', borderBottom: '1px solid #e9efe7', textAlign: 'left', verticalAlign: 'top' } as const;
const GETAL = { ...CEL, textAlign: 'right', whiteSpace: 'nowrap' } as const;

function Tabel({ kolommen, rijen, bijschrift }: { kolommen: string[]; rijen: string[][]; bijschrift: string }) {
  return (
    // focusable, so a keyboard user can scroll a wide table on a phone (axe: scrollable-region-focusable)
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={bijschrift}>
      <table style={{ borderCollapse: 'collapse', fontSize: 14, minWidth: '100%' }}>
        <caption style={{ textAlign: 'left', captionSide: 'top', color: '#4a5a4a', fontSize: 13, paddingBottom: 6 }}>{bijschrift}</caption>
        <thead>
          <tr>
            {kolommen.map((k, i) => (
              <th key={k} scope="col" style={i === 0 ? CEL : GETAL}>
                {k}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rijen.map((rij) => (
            <tr key={rij[0]}>
              {rij.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row" style={{ ...CEL, fontWeight: 400 }}>
                    {c}
                  </th>
                ) : (
                  <td key={i} style={GETAL}>
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function JarenOverzicht({ h }: { h: Historisch }) {
  const t = jarenTabel(h);
  return (
    <Panel titel="Alle jaren naast elkaar">
      <Tabel kolommen={t.kolommen} rijen={t.rijen} bijschrift={`Dashboardindicatoren van ${h.bedrijfsnaam} per jaar, zoals opgeslagen. Een streepje: voor dat jaar is nog geen uitkomst berekend.`} />
      <h3 style={{ fontSize: 15, fontWeight: 600, margin: '20px 0 8px' }}>Rekenregels per jaar</h3>
      <Tabel
        kolommen={['Jaar', 'Status', 'Rekenregels', 'Rekenkern', 'Berekend op']}
        bijschrift="Met welke rekenregels en welke versie van de rekenkern elk jaar is berekend."
        rijen={h.jaren.map((j) => [String(j.jaar), j.statusOmschrijving, j.rekenregelversie ?? 'nog geen uitkomst', j.engineVersie ?? '–', j.berekendOp ?? '–'])}
      />
    </Panel>
  );
}

function Trends({ h }: { h: Historisch }) {
  const opties = useMemo(() => h.indicatorDefinities.map((d) => ({ d, optie: trendOptie(h, d) })), [h]);
  return (
    <Panel titel="Trends">
      <div style={RASTER}>
        {opties.map(({ d, optie }) => (
          <Grafiek key={d.sleutel} titel={`${d.label} (${d.eenheid})`} optie={optie} hoogte={200} samenvatting={trendSamenvatting(h, d)} />
        ))}
      </div>
    </Panel>
  );
}

function HerberekeningUitkomst({ r }: { r: Herberekening }) {
  return (
    <div style={{ marginTop: 16 }}>
      <p style={{ margin: '0 0 8px' }}>
        {r.jaar} is berekend met <strong>{r.eigenRekenregelversie}</strong> ({r.eigenEngineVersie}). Herberekend met de huidige regels:{' '}
        <strong>{r.huidigeRekenregelversie}</strong> ({r.huidigeEngineVersie}), de regels van {r.referentie.jaar}. Het verschil met {r.referentie.jaar} is gesplitst in
        een deel door de regels (regelwijziging) en een deel door uw gegevens (datawijziging); samen zijn ze het verschil. Er wordt niets opgeslagen.
      </p>
      <Tabel kolommen={herberekeningKolommen(r)} rijen={herberekeningRijen(r)} bijschrift={`${r.jaar} herberekend met de huidige rekenregels, vergeleken met ${r.referentie.jaar}.`} />
    </div>
  );
}

function HerberekenPaneel({ h }: { h: Historisch }) {
  const kandidaten = h.jaren.filter((j) => j.indicatoren !== null);
  const [keuze, setKeuze] = useState<number | null>(kandidaten[0]?.kringloopwijzerId ?? null);
  const [gevraagd, setGevraagd] = useState<number | null>(null);
  const herberekening = useHerberekening('sessie', gevraagd);
  if (kandidaten.length === 0) return null;
  return (
    <Panel titel="Herberekenen met de huidige rekenregels">
      <p style={{ margin: '0 0 12px' }}>
        Kies een jaar. De opgeslagen invoer van dat jaar wordt opnieuw berekend met de huidige rekenregels ({h.huidigeRekenregelversie}).
      </p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <label htmlFor="herbereken-jaar">Jaar</label>
        {/* a native select: antd's Select would add ~30 KB to this page for one list of years */}
        <select
          id="herbereken-jaar"
          value={keuze ?? ''}
          onChange={(e) => setKeuze(Number(e.target.value))}
          style={{ height: 32, minWidth: 120, padding: '0 8px', border: '1px solid #b9c8b6', borderRadius: 6, background: '#fff', fontSize: 14 }}
        >
          {kandidaten.map((j) => (
            <option key={j.kringloopwijzerId} value={j.kringloopwijzerId}>
              {j.jaar}
            </option>
          ))}
        </select>
        <Button type="primary" onClick={() => setGevraagd(keuze)} disabled={keuze === null}>
          Herbereken
        </Button>
      </div>
      <div aria-live="polite">
        {gevraagd !== null && herberekening.isPending && <Laden />}
        {herberekening.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon message="Herberekenen is niet gelukt." description={foutBeschrijvingen(herberekening.error).join(' ')} />}
        {herberekening.data && <HerberekeningUitkomst r={herberekening.data} />}
      </div>
    </Panel>
  );
}

export default function HistorischPagina() {
  usePaginaTitel('Historische rapportage');
  const historisch = useHistorisch('sessie');
  if (historisch.isPending) return <Laden />;
  if (historisch.isError) return <Alert type="error" showIcon message="Het historisch overzicht kon niet worden geladen." description={foutBeschrijvingen(historisch.error).join(' ')} />;
  const h = historisch.data;
  return (
    <div>
      <h1 style={{ margin: '0 0 4px', fontSize: 24, fontWeight: 600 }}>Historische rapportage</h1>
      <p style={{ margin: '0 0 16px', color: '#4a5a4a' }}>
        {h.bedrijfsnaam}: {h.jaren.length} {h.jaren.length === 1 ? 'jaar' : 'jaren'}.
      </p>
      <JarenOverzicht h={h} />
      <Trends h={h} />
      <HerberekenPaneel h={h} />
    </div>
  );
}
