/**
 * KengetallenGrafisch (issue 11 §3): the six dashboard indicators against reference bands (with
 * their source, marked "te verifiëren"), the N and P2O5 flows as flow diagrams, NH3 per source,
 * greenhouse gases per component and the ration. Every chart has a text alternative.
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from 'antd';
import type { GrafiekGegevens } from '@kw/contract';
import { Grafiek } from '../../components/grafiek/grafiek';
import { useSmal } from '../../components/grafiek/use-smal';
import { Laden } from '../../components/laden';
import { Panel } from '../../components/ui/panel';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel } from '../../lib/queries';
import { useGrafiekGegevens } from './api';
import { balkOptie, balkSamenvatting, balkTabel, indicatorOptie, indicatorSamenvatting, KLEUR, stroomOptie, stroomSamenvatting, stroomTabel } from './opties';

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

function Inhoud({ g, smal }: { g: GrafiekGegevens; smal: boolean }) {
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
            <Grafiek key={i.sleutel} titel={`${i.label} (${i.eenheid})`} optie={optie} hoogte={72} samenvatting={indicatorSamenvatting(i)} />
          ))}
        </div>
        <p style={{ fontSize: 13, color: '#4a5a4a', margin: '16px 0 0' }}>{g.referentieBron}</p>
      </Panel>
      <Panel titel="Stikstof- en fosfaatstromen">
        <div style={{ display: 'grid', gap: 32 }}>
          <Grafiek titel="Stikstof (kg N): vee, mest, bodem, gewas" optie={opties.stikstof} hoogte={stroomHoogte} samenvatting={stroomSamenvatting('Stikstof', g.stikstofstromen)} tabel={stroomTabel(g.stikstofstromen)} />
          <Grafiek titel="Fosfaat (kg P2O5): vee, mest, bodem, gewas" optie={opties.fosfaat} hoogte={stroomHoogte} samenvatting={stroomSamenvatting('Fosfaat', g.fosfaatstromen)} tabel={stroomTabel(g.fosfaatstromen)} />
        </div>
      </Panel>
      <Panel titel="Emissies en rantsoen">
        <div style={RASTER}>
          <Grafiek titel="Ammoniakemissie per bron (kg NH3)" optie={opties.ammoniak} hoogte={260} samenvatting={balkSamenvatting('Ammoniakemissie', g.ammoniak, 'kg NH3')} tabel={balkTabel(g.ammoniak, 'kg NH3')} />
          <Grafiek
            titel="Broeikasgassen per onderdeel (g CO2-eq per kg meetmelk)"
            optie={opties.broeikas}
            hoogte={240}
            samenvatting={balkSamenvatting('Broeikasgassen', g.broeikasgassen, 'g CO2-eq/kg meetmelk')}
            tabel={balkTabel(g.broeikasgassen, 'g CO2-eq/kg meetmelk')}
          />
          <Grafiek titel="Rantsoen: samenstelling (kg droge stof)" optie={opties.rantsoen} hoogte={260} samenvatting={balkSamenvatting('Rantsoen', g.rantsoen, 'kg DS')} tabel={balkTabel(g.rantsoen, 'kg DS')} />
        </div>
      </Panel>
    </>
  );
}

export default function KengetallenGrafischPagina() {
  usePaginaTitel('Overzicht kengetallen');
  const { klwId } = useParams();
  const gegevens = useGrafiekGegevens(klwSleutel(klwId));
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
      <Inhoud g={g} smal={smal} />
    </div>
  );
}
