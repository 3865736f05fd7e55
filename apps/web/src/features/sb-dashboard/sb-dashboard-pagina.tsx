/**
 * /sbDashboard (sharing-anchors.md §2 "/sbDashboard"), staff only: the deadline progress of a
 * year (counts, per day against the deadline, per dairy company), what blocks the open records,
 * the work queues with links to their screens, and a farm search that opens a farm with a reason.
 * The card "Meldingen" shows only when a list of notices is passed (filled elsewhere).
 */
import { Alert, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { datumNlVanIso, MELDING_SOORT_NAMEN, type SbDashboard, type Wachtrij } from '@kw/contract';
import { Grafiek } from '../../components/grafiek/grafiek';
import { nlGetal } from '../../components/grafiek/nl-getal';
import { Laden } from '../../components/laden';
import { useActueleMeldingen } from '../../components/layout/meldingen-vraag';
import { Panel } from '../../components/ui/panel';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import { httpStatus } from '../../lib/api-client';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useSbDashboard } from './api';
import { BedrijfZoeken } from './bedrijf-zoeken';
import { aandeel, LEGENDA, totaalRecords, voortgangOptie, voortgangSamenvatting, voortgangTabel } from './opties';

export interface Melding {
  id: string | number;
  titel: string;
  tekst?: string;
}

// the end of a notice as the farmer's clock reads it: DD-MM-YYYY HH:mm
const totTekst = (iso: string) => new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso)).replace(',', '');

const RASTER = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: 16, alignItems: 'start' } as const;
const klein = { fontSize: 13, color: '#3f4d40' } as const;
export const UITLEG_NIET_GESTART = 'Niet gestart: een open kringloopwijzer zonder enige opgeslagen invoer (geen scherm en geen handmatige melkgegevens bewaard).';

function Telling({ naam, aantal, van, uitleg }: { naam: string; aantal: number; van?: number; uitleg?: string }) {
  return (
    <div style={{ border: '1px solid #e1e9df', borderRadius: 8, padding: '12px 16px', background: '#fff' }}>
      <div style={{ ...klein, display: 'flex', alignItems: 'center', gap: 6 }}>
        {naam}
        {uitleg ? (
          <Tooltip title={uitleg} trigger={['hover', 'focus']}>
            <button type="button" aria-label={`Uitleg: ${naam}`} style={{ border: 0, background: 'none', padding: 0, cursor: 'help', color: '#2f6b45' }}>
              <InfoCircleOutlined aria-hidden />
            </button>
          </Tooltip>
        ) : null}
      </div>
      <div style={{ fontSize: 26, fontWeight: 600, color: '#1f3324' }}>{nlGetal(aantal)}</div>
      {van !== undefined ? <div style={klein}>{aandeel(aantal, van)} van {nlGetal(van)}</div> : null}
    </div>
  );
}

type ZuivelRij = SbDashboard['perZuivel'][number];
const zuivelKolommen: Array<Kolom<ZuivelRij>> = [
  { key: 'naam', titel: 'Zuivelonderneming', render: (r) => r.naam ?? <span style={klein}>Geen melkkoppeling</span> },
  { key: 'ingediend', titel: 'Ingediend', render: (r) => nlGetal(r.ingediend), rechts: true },
  { key: 'open', titel: 'Open', render: (r) => nlGetal(r.open), rechts: true },
  { key: 'nietGestart', titel: 'Niet gestart', render: (r) => nlGetal(r.nietGestart), rechts: true },
  { key: 'aandeel', titel: '% ingediend', render: (r) => aandeel(r.ingediend, r.ingediend + r.open + r.nietGestart), rechts: true },
];

type BlokkadeRij = SbDashboard['blokkades']['meest'][number];
const blokkadeKolommen: Array<Kolom<BlokkadeRij>> = [
  { key: 'scherm', titel: 'Scherm', render: (r) => r.scherm },
  { key: 'melding', titel: 'Wat blokkeert', render: (r) => <span style={{ display: 'inline-block', maxWidth: 300 }}>{r.soort === 'signaal' ? `Fout: ${r.melding}` : 'Niet ingevuld en opgeslagen'}</span> },
  { key: 'aantal', titel: 'Aantal', render: (r) => nlGetal(r.aantal), rechts: true },
];

function WachtrijRegel({ w }: { w: Wachtrij }) {
  return (
    <li style={{ borderBottom: '1px solid #e9efe7', padding: '10px 0' }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, flexWrap: 'wrap' }}>
        <Link to={w.route} style={{ fontWeight: 600, flex: 1, minWidth: 200 }} aria-label={`${w.naam}: ${w.aantal}, naar het scherm`}>
          {w.naam}
        </Link>
        <span style={{ fontSize: 20, fontWeight: 600, color: w.aantal > 0 ? '#874d00' : '#3f4d40' }}>{nlGetal(w.aantal)}</span>
      </div>
      <div style={klein}>{w.toelichting}</div>
      {w.groepen && w.groepen.length > 0 ? (
        <ul style={{ margin: '4px 0 0', paddingLeft: 18, ...klein }} aria-label={`${w.naam} per oorzaak`}>
          {w.groepen.map((g) => (
            <li key={g.naam}>
              {g.naam}: {nlGetal(g.aantal)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function MeldingenKaart({ meldingen }: { meldingen: readonly Melding[] }) {
  return (
    <Panel titel="Meldingen">
      {meldingen.length === 0 ? (
        <p style={{ margin: 0, ...klein }}>Er zijn geen meldingen.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {meldingen.map((m) => (
            <li key={m.id}>
              <strong>{m.titel}</strong>
              {m.tekst ? <div style={klein}>{m.tekst}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Kop({ children }: { children?: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
      <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600, flex: 1 }}>Dashboard servicebureau</h1>
      {children}
    </div>
  );
}

export default function SbDashboardPagina({ meldingen: gegeven }: { meldingen?: readonly Melding[] }) {
  usePaginaTitel('Dashboard servicebureau');
  // the notices running now (set on /beheer/algemeen, decision 030), as the shell's banner shows them
  const actueel = useActueleMeldingen().data?.meldingen;
  const meldingen = gegeven ?? actueel?.map((m) => ({ id: m.id, titel: `${MELDING_SOORT_NAMEN[m.soort]} (tot ${totTekst(m.tot)})`, tekst: m.tekst }));
  const [jaar, setJaar] = useState<number | undefined>(undefined);
  const q = useSbDashboard(jaar);

  if (q.isError) {
    return (
      <div>
        <Kop />
        <Alert type={httpStatus(q.error) === 403 ? 'warning' : 'error'} showIcon message="Het dashboard kan niet worden getoond" description={foutBeschrijvingen(q.error).join(' ')} />
      </div>
    );
  }
  const d = q.data;
  if (!d) return <Laden />;
  const totaal = totaalRecords(d);
  const jaren = [...new Set([d.jaar, ...d.jaren])].sort((a, b) => b - a);
  return (
    <div>
      <Kop>
        <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span>Jaar</span>
          {/* a native list, as the header's year list (decision 025): keyboard and screen readers know it */}
          <select aria-label="Jaar van het dashboard" value={d.jaar} onChange={(e) => setJaar(Number(e.target.value))} style={{ height: 32, borderRadius: 6, border: '1px solid #b9c8b6', padding: '0 8px', background: '#fff' }}>
            {jaren.map((j) => (
              <option key={j} value={j}>
                {j}
              </option>
            ))}
          </select>
        </label>
      </Kop>
      {meldingen ? <MeldingenKaart meldingen={meldingen} /> : null}
      <Panel titel={`Voortgang ${d.jaar}`} extra={<span style={klein}>Deadline {datumNlVanIso(d.deadline)}</span>}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 12, marginBottom: 16 }}>
          <Telling naam="Ingediend" aantal={d.voortgang.ingediend} van={totaal} />
          <Telling naam="Open" aantal={d.voortgang.open} van={totaal} uitleg="Open: nog niet ingediend, met opgeslagen invoer." />
          <Telling naam="Niet gestart" aantal={d.voortgang.nietGestart} van={totaal} uitleg={UITLEG_NIET_GESTART} />
          <Telling naam="Zonder kringloopwijzer" aantal={d.zonderKringloopwijzer} uitleg={`Bedrijven zonder kringloopwijzer voor ${d.jaar}; niet meegeteld in de andere aantallen.`} />
        </div>
        <Grafiek soort="lijn" titel={`Ingediend per dag (totaal), ${datumNlVanIso(d.perDag[0]?.datum ?? d.vandaag)} tot ${datumNlVanIso(d.perDag.at(-1)?.datum ?? d.vandaag)}`} optie={voortgangOptie(d)} hoogte={260} samenvatting={voortgangSamenvatting(d)} tabel={voortgangTabel(d)} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', marginTop: 8, ...klein }}>
          {LEGENDA.map((l) => (
            <span key={l.tekst} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <span aria-hidden style={{ width: 18, borderTop: `2px ${l.stippel ? 'dashed' : 'solid'} ${l.kleur}`, display: 'inline-block' }} />
              {l.tekst}
            </span>
          ))}
        </div>
      </Panel>
      <div style={RASTER}>
        <Panel titel="Per zuivelonderneming">
          <TabelOfKaarten rijen={d.perZuivel} kolommen={zuivelKolommen} sleutel={(r) => r.naam ?? '-'} leeg={`Geen kringloopwijzers voor ${d.jaar}.`} label="Voortgang per zuivelonderneming" />
          <p style={{ ...klein, margin: '8px 0 0' }}>De zuivelonderneming is de leverancier van de actieve koppeling voor melkleveringen van het bedrijf.</p>
        </Panel>
        <Panel titel="Nog niet indienbaar">
          <p style={{ marginTop: 0 }}>
            <strong>{nlGetal(d.blokkades.nietIndienbaar)}</strong> van {nlGetal(d.voortgang.open + d.voortgang.nietGestart)} open kringloopwijzers kunnen nog niet worden ingediend
            {d.blokkades.zonderUitkomst > 0 ? `; ${nlGetal(d.blokkades.zonderUitkomst)} daarvan zonder berekende uitkomst (nog niets opgeslagen)` : ''}.
          </p>
          <TabelOfKaarten rijen={d.blokkades.meest} kolommen={blokkadeKolommen} sleutel={(r) => `${r.soort}-${r.scherm}-${r.melding}`} leeg="Niets blokkeert de open kringloopwijzers." label="Meest voorkomende blokkades" />
          <p style={{ ...klein, margin: '8px 0 0' }}>Uit de laatst berekende uitkomst van elke open kringloopwijzer, zoals de controle vóór het indienen ze noemt.</p>
        </Panel>
        <Panel titel="Werkvoorraad">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Werkvoorraad">
            {d.wachtrijen.map((w) => (
              <WachtrijRegel key={w.sleutel} w={w} />
            ))}
          </ul>
        </Panel>
        <Panel titel="Bedrijf zoeken">
          <p style={{ marginTop: 0, ...klein }}>Zoek op naam, KvK, UBN of BRS. Een bedrijf opent u met een reden; de boer ziet die in het toegangslog.</p>
          <BedrijfZoeken />
        </Panel>
      </div>
    </div>
  );
}
