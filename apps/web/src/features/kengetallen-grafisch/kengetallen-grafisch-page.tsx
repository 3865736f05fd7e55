/**
 * KengetallenGrafisch (decision 015): the six dashboard indicators against reference bands (with
 * their source, marked "te verifiëren"), the N and P2O5 flows as flow diagrams, NH3 per source,
 * greenhouse gases per component and the ration. Every chart has a text alternative; every figure
 * with a trace of its own opens "Waarom dit getal?" (decision 016), from the figures table (keyboard)
 * or by a click on its bar; so do the flows and the fresh grass that are one trace quantity. The
 * note under each table names the figures that have none (sums, differences, shares).
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from 'antd';
import type { GrafiekDeel, GrafiekGegevens, GrafiekIndicator, StroomDiagram } from '@kw/contract';
import { Getal, metEenheid, useAfleidingOpener, useAfleidingWortels } from '../../components/afleiding';
import { Grafiek } from '../../components/grafiek/grafiek';
import { useSmal } from '../../components/grafiek/use-smal';
import { Laden } from '../../components/laden';
import { Panel } from '../../components/ui/panel';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel, type KlwSleutel } from '../../lib/queries';
import { useGrafiekGegevens } from './api';
import { balkOptie, balkSamenvatting, balkTabel, deelMetLabel, indicatorKnoop, indicatorOptie, indicatorSamenvatting, KLEUR, knoopVanDeel, stroomMetNaam, stroomOptie, stroomSamenvatting, stroomTabel } from './opties';

const RASTER = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', gap: 24 } as const;

function Legenda() {
  const blok = (kleur: string, tekst: string) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, marginRight: 16 }}>
      <span aria-hidden style={{ width: 14, height: 14, background: kleur, border: '1px solid #b9c8b6', display: 'inline-block' }} />
      {tekst}
    </span>
  );
  return (
    <p style={{ fontSize: 13, margin: '0 0 16px' }}>
      {blok(KLEUR.streef, 'binnen streefwaarde')}
      {blok(KLEUR.grens, 'tussen streef- en grenswaarde')}
      {blok(KLEUR.buiten, 'buiten grenswaarde')}
    </p>
  );
}

/** The indicator's value under its chart: the button into its trace, or plain text while (or when) it has none. */
function IndicatorWaarde({ i, metAfleiding, klw }: { i: GrafiekIndicator; metAfleiding?: Set<string>; klw: KlwSleutel }) {
  const knoop = indicatorKnoop(i);
  return (
    <p style={{ margin: '2px 0 0', fontSize: 14 }}>
      Uitkomst:{' '}
      {metAfleiding?.has(knoop) ? (
        <Getal waarde={i.waarde} eenheid={i.eenheid} knoop={knoop} label={i.label} klw={klw} />
      ) : (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{metEenheid(i.waarde, i.eenheid)}</span>
      )}
    </p>
  );
}

function Inhoud({ g, smal, klw }: { g: GrafiekGegevens; smal: boolean; klw: KlwSleutel }) {
  // the figures with a trace (one request); only those become links ("Waarom dit getal?")
  const metAfleiding = useAfleidingWortels(klw).data;
  const { venster, openen } = useAfleidingOpener(klw);
  // a click on a bar opens the trace of that figure, when it has one
  const klikOpIndicator = (i: GrafiekIndicator) => () => {
    if (metAfleiding?.has(indicatorKnoop(i))) openen(indicatorKnoop(i), i.label);
  };
  const klikOpDeel = (delen: GrafiekDeel[]) => (naam: string) => {
    const d = deelMetLabel(delen, naam);
    const knoop = d && knoopVanDeel(d);
    if (d && knoop && metAfleiding?.has(knoop)) openen(knoop, d.label);
  };
  // a click on a flow's band opens its trace, when the flow is one trace quantity
  const klikOpStroom = (d: StroomDiagram) => (naam: string) => {
    const s = stroomMetNaam(d, naam);
    if (s?.bron && metAfleiding?.has(s.bron)) openen(s.bron, `${s.van} naar ${s.naar}`);
  };
  const opties = useMemo(
    () => ({
      indicatoren: g.indicatoren.map((i) => ({ i, optie: indicatorOptie(i) })),
      stikstof: stroomOptie(g.stikstofstromen, smal),
      fosfaat: stroomOptie(g.fosfaatstromen, smal),
      ammoniak: balkOptie(g.ammoniak, 'kg NH3'),
      broeikas: balkOptie(g.broeikasgassen, 'g CO2-eq/kg meetmelk'),
      rantsoen: balkOptie(g.rantsoen, 'kg DS'),
    }),
    [g, smal],
  );
  const stroomHoogte = smal ? 760 : 480;
  return (
    <>
      <Panel titel="Dashboard milieu en klimaat">
        <Legenda />
        <div style={RASTER}>
          {opties.indicatoren.map(({ i, optie }) => (
            <div key={i.sleutel}>
              <Grafiek soort="balk" titel={`${i.label} (${i.eenheid})`} optie={optie} hoogte={72} samenvatting={indicatorSamenvatting(i)} bijKlik={klikOpIndicator(i)} />
              <IndicatorWaarde i={i} metAfleiding={metAfleiding} klw={klw} />
            </div>
          ))}
        </div>
        <p style={{ fontSize: 13, color: '#4a5a4a', margin: '16px 0 0' }}>{g.referentieBron}</p>
      </Panel>
      <Panel titel="Stikstof- en fosfaatstromen">
        <div style={{ display: 'grid', gap: 32 }}>
          <Grafiek soort="balk" titel="Stikstof (kg N): vee, mest, bodem, gewas" optie={opties.stikstof} hoogte={stroomHoogte} samenvatting={stroomSamenvatting('Stikstof', g.stikstofstromen)} tabel={stroomTabel(g.stikstofstromen)} metAfleiding={metAfleiding} klw={klw} bijKlik={klikOpStroom(g.stikstofstromen)} />
          <Grafiek soort="balk" titel="Fosfaat (kg P2O5): vee, mest, bodem, gewas" optie={opties.fosfaat} hoogte={stroomHoogte} samenvatting={stroomSamenvatting('Fosfaat', g.fosfaatstromen)} tabel={stroomTabel(g.fosfaatstromen)} metAfleiding={metAfleiding} klw={klw} bijKlik={klikOpStroom(g.fosfaatstromen)} />
        </div>
      </Panel>
      <Panel titel="Emissies en rantsoen">
        <div style={RASTER}>
          <Grafiek
            soort="balk"
            titel="Ammoniakemissie per bron (kg NH3)"
            optie={opties.ammoniak}
            hoogte={260}
            samenvatting={balkSamenvatting('Ammoniakemissie', g.ammoniak, 'kg NH3')}
            tabel={balkTabel(g.ammoniak, 'kg NH3')}
            metAfleiding={metAfleiding}
            klw={klw}
            bijKlik={klikOpDeel(g.ammoniak)}
          />
          <Grafiek
            soort="balk"
            titel="Broeikasgassen per onderdeel (g CO2-eq per kg meetmelk)"
            optie={opties.broeikas}
            hoogte={240}
            samenvatting={balkSamenvatting('Broeikasgassen', g.broeikasgassen, 'g CO2-eq/kg meetmelk')}
            tabel={balkTabel(g.broeikasgassen, 'g CO2-eq/kg meetmelk')}
            metAfleiding={metAfleiding}
            klw={klw}
            bijKlik={klikOpDeel(g.broeikasgassen)}
          />
          <Grafiek
            soort="balk"
            titel="Rantsoen: samenstelling (kg droge stof)"
            optie={opties.rantsoen}
            hoogte={260}
            samenvatting={balkSamenvatting('Rantsoen', g.rantsoen, 'kg DS')}
            tabel={balkTabel(g.rantsoen, 'kg DS', 0, 'voergroepen als som van meerdere voeders, totaal, aandelen')}
            metAfleiding={metAfleiding}
            klw={klw}
          />
        </div>
      </Panel>
      {venster}
    </>
  );
}

export default function KengetallenGrafischPagina() {
  usePaginaTitel('Overzicht kengetallen');
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const gegevens = useGrafiekGegevens(klw);
  const smal = useSmal();

  if (gegevens.isPending) return <Laden />;
  if (gegevens.isError) return <Alert type="error" showIcon message="De grafieken konden niet worden geladen." description={foutBeschrijvingen(gegevens.error).join(' ')} />;
  const g = gegevens.data;
  return (
    <div>
      <h1 style={{ margin: '0 0 4px', fontSize: 24, fontWeight: 600 }}>Overzicht kengetallen</h1>
      <p style={{ margin: '0 0 16px', color: '#4a5a4a' }}>
        {g.bedrijfsnaam}, {g.jaar}. Rekenregels: {g.rekenregelversie}. <Link to="/rapportage/historisch/Index">Alle jaren vergelijken</Link>
      </p>
      <Inhoud g={g} smal={smal} klw={klw} />
    </div>
  );
}
