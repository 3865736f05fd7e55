/**
 * Historisch (decision 015): every year of the farm side by side (table and trend lines) with
 * the rule version of each year; two years of the farmer's choice compared, and the first
 * recomputed under the current rules with the difference split into rule change and data change
 * (decision 015). Per farm, no :klwId: the farm of the session's record (the server decides).
 * A year's figure opens "Waarom dit getal?" of that year's own record when the running engine
 * stored it (decision 016); a figure of an older engine says it has none.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { Getal, useAfleidingWortels } from '../../components/afleiding';
import { Grafiek } from '../../components/grafiek/grafiek';
import { Laden } from '../../components/laden';
import { Panel } from '../../components/ui/panel';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import type { Herberekening, Historisch } from '@kw/contract';
import { useHerberekening, useHistorisch, usePilotsVanBedrijf } from './api';

// only a farm in a pilot downloads the pilot section (its dialog and table): the page has a size budget (bench/check-bundles.ts)
const PilotSectie = lazy(() => import('./pilot-sectie'));

/** The farm's pilots (sharing-anchors.md §2 "/beheer/pilot"), when it is or was in one. */
function Pilots() {
  const pilots = usePilotsVanBedrijf('sessie');
  if (!pilots.data?.pilots.length) return null;
  return (
    <Suspense fallback={null}>
      <PilotSectie pilots={pilots.data.pilots} />
    </Suspense>
  );
}
import { herberekeningKolommen, herberekeningRijen, herberekeningUitleg, jarenMetUitkomst, jarenTabel, metHuidigeRekenkern, standaardVergelijking, trendOptie, trendSamenvatting, vergelijkTabel, type JaarCel } from './opties';

const RASTER = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))', gap: 24 } as const;
const CEL = { padding: '6px 10px', borderBottom: '1px solid #e9efe7', textAlign: 'left', verticalAlign: 'top' } as const;
const GETAL = { ...CEL, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * One year's figure: the button into that year's trace when the record has it (one roots request per
 * year, shared by the cells), otherwise the text. While the roots load, the text.
 */
function JaarCelWeergave({ cel, label }: { cel: JaarCel; label: string }) {
  const getal = typeof cel === 'string' ? null : cel;
  const wortels = useAfleidingWortels('sessie', getal?.record, getal?.knoop !== undefined);
  if (!getal) return <>{cel as string}</>;
  if (getal.knoop && getal.record !== undefined && wortels.data?.has(getal.knoop)) {
    return <Getal waarde={getal.waarde} knoop={getal.knoop} label={label} tekst={getal.tekst} klw="sessie" record={getal.record} onderschrift={`Jaar ${getal.jaar}`} />;
  }
  return <>{getal.tekst}</>;
}

const celTekst = (c: JaarCel) => (typeof c === 'string' ? c : c.tekst);

function Tabel({ kolommen, rijen, bijschrift }: { kolommen: string[]; rijen: JaarCel[][]; bijschrift: string }) {
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
            <tr key={celTekst(rij[0])}>
              {rij.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row" style={{ ...CEL, fontWeight: 400 }}>
                    {celTekst(c)}
                  </th>
                ) : (
                  <td key={i} style={GETAL}>
                    <JaarCelWeergave cel={c} label={`${celTekst(rij[0])}, ${kolommen[i]}`} />
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

/** Says which years' figures have no link, and why (an older engine stored them). */
function OudeRekenkern({ h, jaren }: { h: Historisch; jaren: Historisch['jaren'] }) {
  const oud = jaren.filter((j) => j.indicatoren !== null && !metHuidigeRekenkern(h, j)).map((j) => j.jaar);
  if (oud.length === 0) return <p style={{ fontSize: 12, color: '#4a5a4a', margin: '6px 0 0' }}>Een onderstreept cijfer opent 'Waarom dit getal?' van dat jaar.</p>;
  return (
    <p style={{ fontSize: 12, color: '#4a5a4a', margin: '6px 0 0' }} data-testid="oude-rekenkern">
      Een onderstreept cijfer opent 'Waarom dit getal?' van dat jaar. De cijfers van {oud.join(', ')} zijn berekend met een oudere rekenkern en hebben geen link: de
      afleiding wordt met de huidige rekenkern gemaakt en kan een ander getal geven. Herbereken dat jaar hieronder om het verschil te zien.
    </p>
  );
}

function JarenOverzicht({ h }: { h: Historisch }) {
  const t = jarenTabel(h);
  return (
    <Panel titel="Alle jaren naast elkaar">
      <Tabel kolommen={t.kolommen} rijen={t.rijen} bijschrift={`Dashboardindicatoren van ${h.bedrijfsnaam} per jaar, zoals opgeslagen. Een streepje: voor dat jaar is nog geen uitkomst berekend.`} />
      <OudeRekenkern h={h} jaren={h.jaren} />
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
          <Grafiek key={d.sleutel} soort="lijn" titel={`${d.label} (${d.eenheid})`} optie={optie} hoogte={200} samenvatting={trendSamenvatting(h, d)} />
        ))}
      </div>
    </Panel>
  );
}

function HerberekeningUitkomst({ r }: { r: Herberekening }) {
  return (
    <div style={{ marginTop: 16 }}>
      <p style={{ margin: '0 0 8px' }}>
        {r.jaar} is berekend met <strong>{r.eigenRekenregelversie}</strong> ({r.eigenEngineVersie}); die opgeslagen uitkomst blijft staan. Nu herberekend met regels{' '}
        <strong>{r.huidigeRekenregelversie}</strong> ({r.huidigeEngineVersie}). Het verschil met {r.referentie.jaar} is gesplitst in een deel door de regels
        (regelwijziging) en een deel door uw gegevens (datawijziging); samen zijn ze het verschil. Er wordt niets opgeslagen.
      </p>
      <Tabel kolommen={herberekeningKolommen(r)} rijen={herberekeningRijen(r)} bijschrift={`${r.jaar} herberekend met de huidige rekenregels, vergeleken met ${r.referentie.jaar}. ${herberekeningUitleg(r)}`} />
    </div>
  );
}

const SELECT = { height: 32, minWidth: 120, padding: '0 8px', border: '1px solid #b9c8b6', borderRadius: 6, background: '#fff', fontSize: 14 } as const;

/** A native year list: antd's Select would add ~30 KB to this page for one list of years. */
function JaarKeuze({ id, label, waarde, jaren, onChange }: { id: string; label: string; waarde: number; jaren: Historisch['jaren']; onChange: (klwId: number) => void }) {
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={waarde} onChange={(e) => onChange(Number(e.target.value))} style={SELECT}>
        {jaren.map((j) => (
          <option key={j.kringloopwijzerId} value={j.kringloopwijzerId}>
            {j.jaar}
          </option>
        ))}
      </select>
    </span>
  );
}

function VergelijkPaneel({ h }: { h: Historisch }) {
  const kandidaten = jarenMetUitkomst(h);
  const standaard = standaardVergelijking(h);
  const [jaar, setJaar] = useState<number | null>(standaard?.jaar ?? null);
  const [vergelijkMet, setVergelijkMet] = useState<number | null>(standaard?.vergelijkMet ?? null);
  const [gevraagd, setGevraagd] = useState<{ jaar: number; vergelijkMet: number } | null>(null);
  const herberekening = useHerberekening('sessie', gevraagd?.jaar ?? null, gevraagd?.vergelijkMet);
  if (kandidaten.length === 0 || jaar === null || vergelijkMet === null) return null;
  const tabel = vergelijkTabel(h, jaar, vergelijkMet);
  const jaartal = (id: number) => h.jaren.find((j) => j.kringloopwijzerId === id)?.jaar;
  // a new choice hides the split of the previous one until it is asked again
  const actueel = gevraagd?.jaar === jaar && gevraagd?.vergelijkMet === vergelijkMet;
  return (
    <Panel titel="Twee jaren vergelijken">
      <p style={{ margin: '0 0 12px' }}>
        Kies twee jaren. U ziet de verschillen zoals ze zijn opgeslagen. Met Herberekenen wordt de opgeslagen invoer van beide jaren opnieuw berekend met de huidige
        rekenregels ({h.huidigeRekenregelversie}), en wordt het verschil gesplitst in een deel door de regels en een deel door uw gegevens.
      </p>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <JaarKeuze id="herbereken-jaar" label="Jaar" waarde={jaar} jaren={kandidaten} onChange={setJaar} />
        <JaarKeuze id="vergelijk-met" label="Vergelijken met" waarde={vergelijkMet} jaren={kandidaten} onChange={setVergelijkMet} />
        <Button type="primary" onClick={() => setGevraagd({ jaar, vergelijkMet })}>
          Herbereken
        </Button>
      </div>
      {tabel && (
        <div style={{ marginTop: 16 }}>
          <Tabel kolommen={tabel.kolommen} rijen={tabel.rijen} bijschrift={`${jaartal(jaar)} en ${jaartal(vergelijkMet)} naast elkaar, zoals opgeslagen, met het verschil.`} />
        </div>
      )}
      <div aria-live="polite">
        {actueel && herberekening.isPending && <Laden />}
        {actueel && herberekening.isError && (
          <Alert style={{ marginTop: 16 }} type="error" showIcon message="Herberekenen is niet gelukt." description={foutBeschrijvingen(herberekening.error).join(' ')} />
        )}
        {actueel && herberekening.data && <HerberekeningUitkomst r={herberekening.data} />}
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
      <Pilots />
      <JarenOverzicht h={h} />
      <Trends h={h} />
      <VergelijkPaneel h={h} />
    </div>
  );
}
