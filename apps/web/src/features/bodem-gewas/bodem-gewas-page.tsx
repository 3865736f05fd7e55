/**
 * Bodem en gewas (route /bodem/overzicht, docs/rekenregels.md): per crop the area, the fertilisation and the
 * yield the engine back-calculates, with a subtotal per land use and the farm total, from the record's
 * stored result (GET /api/BodemGewas/GetBodemGewasOverzicht). Nothing is entered here; the text says where to.
 * A figure the engine knows only per land use is split by area and marked ≈; a figure with a trace node
 * opens "Waarom dit getal?" (decision 016).
 */
import type { CSSProperties } from 'react';
import { Alert } from 'antd';
import { useParams } from 'react-router';
import { BODEM_GEWAS_TOELICHTING_KNOPEN, routes, type BodemGewasKolom, type BodemGewasOverzicht, type BodemGewasRij } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { Laden } from '../../components/laden';
import { AfleidingKnop, Getal } from '../../components/afleiding';
import { api } from '../../lib/api-client';
import { formatGetal } from '../../lib/format';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel, useKlwQuery } from '../../lib/queries';

const rand = '1px solid #eef2ec';
const cel: CSSProperties = { padding: '6px 6px', borderBottom: rand, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };
const kop: CSSProperties = { ...cel, fontWeight: 600, fontSize: 13, background: '#f3f7f1', verticalAlign: 'bottom' };
// The crop name stays in view while a narrow screen scrolls the figures sideways.
const vast: CSSProperties = { position: 'sticky', left: 0, zIndex: 1, textAlign: 'left', whiteSpace: 'normal', minWidth: 140, maxWidth: 200 };
const ACHTERGROND: Record<BodemGewasRij['soort'], string> = { gewas: '#fff', groep: '#f7faf6', totaal: '#edf3ea' };

type Groep = 'N' | 'P2O5' | 'opbrengst' | null;
interface Kolom {
  sleutel: BodemGewasKolom;
  label: string;
  eenheid: string;
  decimalen: number;
  groep: Groep;
  /** the figure is split by area when the row says so for this kind */
  verdeling?: 'kunstmest' | 'dierlijkeMest' | 'weidemest' | 'opbrengst';
}

const KOLOMMEN: Kolom[] = [
  { sleutel: 'oppervlakteHa', label: 'Oppervlakte', eenheid: 'ha', decimalen: 2, groep: null },
  { sleutel: 'kunstmestNKg', label: 'Kunstmest', eenheid: 'kg', decimalen: 0, groep: 'N', verdeling: 'kunstmest' },
  { sleutel: 'dierlijkeMestNKg', label: 'Dierlijke mest', eenheid: 'kg', decimalen: 0, groep: 'N', verdeling: 'dierlijkeMest' },
  { sleutel: 'weidemestNKg', label: 'Weidemest', eenheid: 'kg', decimalen: 0, groep: 'N', verdeling: 'weidemest' },
  { sleutel: 'overigNKg', label: 'Overig', eenheid: 'kg', decimalen: 0, groep: 'N' },
  { sleutel: 'totaalNKgPerHa', label: 'Totaal', eenheid: 'kg/ha', decimalen: 0, groep: 'N' },
  { sleutel: 'kunstmestP2o5Kg', label: 'Kunstmest', eenheid: 'kg', decimalen: 0, groep: 'P2O5', verdeling: 'kunstmest' },
  { sleutel: 'dierlijkeMestP2o5Kg', label: 'Dierlijke mest', eenheid: 'kg', decimalen: 0, groep: 'P2O5', verdeling: 'dierlijkeMest' },
  { sleutel: 'weidemestP2o5Kg', label: 'Weidemest', eenheid: 'kg', decimalen: 0, groep: 'P2O5', verdeling: 'weidemest' },
  { sleutel: 'totaalP2o5KgPerHa', label: 'Totaal', eenheid: 'kg/ha', decimalen: 0, groep: 'P2O5' },
  { sleutel: 'opbrengstKgDsPerHa', label: 'Drogestof', eenheid: 'kg DS/ha', decimalen: 0, groep: 'opbrengst', verdeling: 'opbrengst' },
  { sleutel: 'opbrengstNKgPerHa', label: 'Stikstof', eenheid: 'kg N/ha', decimalen: 0, groep: 'opbrengst', verdeling: 'opbrengst' },
  { sleutel: 'opbrengstP2o5KgPerHa', label: 'Fosfaat', eenheid: 'kg P2O5/ha', decimalen: 0, groep: 'opbrengst', verdeling: 'opbrengst' },
];
interface Tabel {
  /** testid prefix of the rows */
  id: string;
  titel: string;
  onderschrift: string;
  groepen: { groep: Groep; label: string }[];
}
// Two tables, so each fits a laptop screen: fertilisation (kg on the crop's area) and yield (per ha).
const TABELLEN: Tabel[] = [
  {
    id: 'bodem-gewas',
    titel: 'Bemesting per gewas',
    onderschrift: 'Bemesting in kg op de oppervlakte van het gewas; de totalen per ha.',
    groepen: [
      { groep: null, label: '' },
      { groep: 'N', label: 'Stikstof (N)' },
      { groep: 'P2O5', label: 'Fosfaat (P2O5)' },
    ],
  },
  {
    id: 'bodem-opbrengst',
    titel: 'Opbrengst per gewas',
    onderschrift: 'Opbrengst per ha: gras en snijmaïs teruggerekend door de rekenkern, akkerbouw zoals ingevuld.',
    groepen: [
      { groep: null, label: '' },
      { groep: 'opbrengst', label: 'Opbrengst per ha' },
    ],
  },
];
const GROEP_WOORD: Record<Exclude<Groep, null>, string> = { N: 'stikstof', P2O5: 'fosfaat', opbrengst: 'opbrengst' };

const haal = () => api.get<BodemGewasOverzicht>(routes.bodemGewasOverzicht.path).then((r) => r.data);

function Cel({ rij, kolom }: { rij: BodemGewasRij; kolom: Kolom }) {
  const w = rij[kolom.sleutel];
  if (w === null) return <td style={cel}>–</td>;
  const verdeeld = kolom.verdeling !== undefined && rij.naarOppervlakte.includes(kolom.verdeling);
  const tekst = `${verdeeld ? '≈ ' : ''}${formatGetal(w, kolom.decimalen)}`;
  const knoop = rij.knopen[kolom.sleutel];
  const naam = `${rij.naam}, ${kolom.groep ? `${GROEP_WOORD[kolom.groep]} ` : ''}${kolom.label.toLowerCase()} in ${kolom.eenheid}${verdeeld ? ', naar oppervlakte verdeeld' : ''}`;
  return (
    <td style={cel}>
      {knoop ? (
        <Getal waarde={w} tekst={tekst} knoop={knoop} label={rij.soort === 'gewas' ? `${naam} (herleid uit het cijfer van het grondgebruik)` : naam} />
      ) : verdeeld ? (
        <span title="Naar oppervlakte verdeeld">{tekst}</span>
      ) : (
        tekst
      )}
    </td>
  );
}

function GewasTabel({ tabel, rijen }: { tabel: Tabel; rijen: BodemGewasRij[] }) {
  const kolommen = KOLOMMEN.filter((k) => tabel.groepen.some((g) => g.groep === k.groep));
  return (
    <div style={{ marginBottom: 20 }}>
      {/* Title outside the scrolling region, so a narrow screen shows it whole. */}
      <h3 id={`${tabel.id}-titel`} style={{ fontSize: 15, fontWeight: 600, margin: '0 0 2px' }}>
        {tabel.titel}
      </h3>
      <p style={{ color: '#3d4d3d', margin: '0 0 8px' }}>{tabel.onderschrift}</p>
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={`${tabel.id}-titel`}>
      <table aria-labelledby={`${tabel.id}-titel`} style={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%' }}>
        <thead>
          <tr>
            <td style={{ ...kop, ...vast }} />
            {tabel.groepen.map((g) => {
              const n = kolommen.filter((k) => k.groep === g.groep).length;
              return g.groep === null ? (
                <td key="leeg" style={kop} colSpan={n} />
              ) : (
                <th key={g.groep} scope="colgroup" colSpan={n} style={{ ...kop, textAlign: 'center', borderLeft: '2px solid #fff' }}>
                  {g.label}
                </th>
              );
            })}
          </tr>
          <tr>
            <th scope="col" style={{ ...kop, ...vast }}>
              Gewas
            </th>
            {kolommen.map((k) => (
              <th key={k.sleutel} scope="col" style={{ ...kop, whiteSpace: 'normal', minWidth: 64 }}>
                {k.label}
                <div style={{ fontWeight: 400, color: '#4d5d4d', whiteSpace: 'nowrap' }}>{k.eenheid}</div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rijen.map((r) => (
            <tr key={r.sleutel} data-testid={`${tabel.id}-${r.sleutel}`} style={{ background: ACHTERGROND[r.soort], fontWeight: r.soort === 'gewas' ? 400 : 600 }}>
              <th scope="row" style={{ ...cel, ...vast, background: ACHTERGROND[r.soort], fontWeight: r.soort === 'gewas' ? 400 : 600, paddingLeft: r.soort === 'gewas' ? 20 : 8 }}>
                {r.naam}
                {r.percelen !== null && r.soort !== 'totaal' && <div style={{ fontWeight: 400, fontSize: 12, color: '#4d5d4d' }}>{r.percelen === 1 ? '1 perceel' : `${r.percelen} percelen`}</div>}
              </th>
              {kolommen.map((k) => (
                <Cel key={k.sleutel} rij={r} kolom={k} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </div>
  );
}

export default function BodemGewasPagina() {
  usePaginaTitel('Bodem en gewas');
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const q = useKlwQuery(['bodemGewas', klw], klw, haal);
  if (q.isPending) return <Laden />;
  if (q.isError || !q.data) return <Alert type="error" showIcon message="Het overzicht kon niet worden geladen. Probeer het later opnieuw." />;
  const o = q.data;
  const t = BODEM_GEWAS_TOELICHTING_KNOPEN;
  return (
    <>
      <Panel>
        <h1 style={{ marginTop: 0, fontSize: 24, fontWeight: 600 }}>Bodem en gewas {o.kringloopwijzerJaar}</h1>
        <p style={{ marginBottom: 0 }}>
          Per gewas de oppervlakte, de bemesting en de opbrengst die de rekenkern terugrekent, met een subtotaal per grondgebruik. Dit overzicht is
          alleen om te bekijken: u past de getallen aan op de schermen Percelen, Organische mest, Kunstmest, Akkerbouw en Voer.
        </p>
      </Panel>
      {!o.berekend ? (
        <Alert type="warning" showIcon message="Nog geen berekening" description="De invoer is nog niet volledig genoeg om te rekenen. Vul de schermen met een waarschuwing in het menu aan." />
      ) : (
        <Panel titel="Per gewas">
          <p style={{ marginTop: 0 }}>
            <strong>≈</strong> = de rekenkern kent dit cijfer alleen per grondgebruik; het is hier naar oppervlakte over de gewassen van dat grondgebruik
            verdeeld. Een onderstreept cijfer opent &lsquo;Waarom dit getal?&rsquo;.
          </p>
          {TABELLEN.map((t) => (
            <GewasTabel key={t.id} tabel={t} rijen={o.rijen} />
          ))}
          <ul style={{ marginTop: 16, marginBottom: 0, color: '#3d4d3d', paddingLeft: 20 }}>
            {o.toelichting.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
          <p style={{ marginBottom: 0 }}>
            Herleiding van de verdeling:{' '}
            {o.aandeelMestGrasland !== null && <>aandeel mest-N op grasland {formatGetal(o.aandeelMestGrasland * 100, 0)}% </>}
            <AfleidingKnop knoop={t.aandeelGrasland} label="Aandeel mest-N op grasland" />; Overig N is depositie <AfleidingKnop knoop={t.depositie} label="Depositie" />, binding{' '}
            <AfleidingKnop knoop={t.binding} label="Binding" /> en mineralisatie van veen <AfleidingKnop knoop={t.mineralisatie} label="Mineralisatie van veen" />.
          </p>
        </Panel>
      )}
    </>
  );
}
