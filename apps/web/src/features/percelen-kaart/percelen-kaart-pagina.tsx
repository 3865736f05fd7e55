/**
 * Route /bodem/percelen-op-kaart/Index/:klwId (decision 014): the farm's plots on a Leaflet map. Loads and saves
 * the document of the register screen 'percelen' through its generic calls (GetPercelenGegevens /
 * SavePercelenGegevens, with the version: a stale one gives the server's 409 message). A drawn plot gets a new id
 * and its area from the polygon; plots can be imported from GeoJSON or an RVO shapefile export (zip).
 * This whole module, Leaflet and its CSS are one lazy chunk (decision 008).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Col, Grid, Row, Space } from 'antd';
import { EditOutlined, StopOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { gewascodes, type SchermGegevens } from '@kw/contract';
import type { Perceel } from '@kw/engine';
import './kaart.css';
import { Laden } from '../../components/laden';
import { useOnopgeslagenWijzigingen } from '../../components/form/onopgeslagen-wijzigingen';
import { OpslaanBalk } from '../../components/form/opslaan-balk';
import { AlleenLezenMelding, leesRecht } from '../../components/form/alleen-lezen';
import { schermSleutels, useSchermGegevens, useSchermOpslaan } from '../../components/scherm/scherm-api';
import { verversLegacyMenu } from '../../lib/legacy-menu';
import { foutBeschrijvingen, toonFout, toonSucces, toonWaarschuwing } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel, sleutels, useCallContext, type KlwSleutel } from '../../lib/queries';
import { vulRoute } from '../../lib/route-tabel';
import { leesGeoJsonTekst, type ImportUitkomst } from './geojson-import';
import { useKaartInstellingen } from './kaart-instellingen';
import { legendaRegels, nieuwPerceelId, oppervlakteHaVan, formatHa, type PerceelGeometrie } from './kaart-logica';
import { KaartWeergave } from './kaart-weergave';
import { Legenda } from './legenda';
import { PerceelKaartje } from './perceel-kaartje';

const SCHERM = 'percelen';
const API = 'Percelen';
export const TITEL = 'Percelen op kaart';
export const SUCCES_TITEL = 'Succesvol opgeslagen';
export const FOUT_TITEL = 'Er ging iets fout';
const TABEL_ROUTE = '/bodem/percelen/Index/:klwId';
/** A new plot until the farmer chooses: permanent grassland on sand, the most common plot of a dairy farm on sand. */
const NIEUW_PERCEEL: Pick<Perceel, 'gewascode' | 'grondgebruik' | 'grondsoort'> = { gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' };

const gewasNamen = new Map(gewascodes.map((g) => [g.code, g.naam]));
const naamVanGewas = (code: number) => gewasNamen.get(code);

const percelenUit = (gegevens: SchermGegevens['gegevens']): Perceel[] => ((gegevens.percelen as { percelen?: Perceel[] } | undefined)?.percelen ?? []).map((p) => ({ ...p }));

interface KaartProps {
  data: SchermGegevens;
  alleenLezen: boolean;
  klw: KlwSleutel;
  klwId: string;
}

function PercelenKaart({ data, alleenLezen, klw, klwId }: KaartProps) {
  const queryClient = useQueryClient();
  const opslaan = useSchermOpslaan(API);
  const instellingen = useKaartInstellingen();
  const breed = Grid.useBreakpoint().md ?? true;
  const [percelen, setPercelen] = useState<Perceel[]>(() => percelenUit(data.gegevens));
  const [gewijzigd, setGewijzigd] = useState(false);
  const [geselecteerdId, setGeselecteerdId] = useState<string | null>(null);
  const [bewerkId, setBewerkId] = useState<string | null>(null);
  const [tekenen, setTekenen] = useState(false);
  /** drawing the first outline of an existing plot (instead of a new plot) */
  const tekenVoorId = useRef<string | null>(null);
  const [importFouten, setImportFouten] = useState<string[]>([]);
  /** plots the map should bring into view (imported, chosen from the list); the counter repeats a request */
  const [inBeeld, setInBeeld] = useState<{ ids: string[]; teller: number }>({ ids: [], teller: 0 });
  const brengInBeeld = (ids: string[]) => setInBeeld((v) => ({ ids, teller: v.teller + 1 }));
  const bestandKiezer = useRef<HTMLInputElement>(null);
  const { venster } = useOnopgeslagenWijzigingen(!alleenLezen && gewijzigd);

  const wijzig = useCallback((maak: (lijst: Perceel[]) => Perceel[]) => {
    setPercelen(maak);
    setGewijzigd(true);
  }, []);

  // Reads the current list (not inside a state updater): the new id must be known to select the new plot.
  function onGetekend(geometrie: PerceelGeometrie) {
    const oppervlakteHa = oppervlakteHaVan(geometrie);
    const bestaand = tekenVoorId.current;
    tekenVoorId.current = null;
    setTekenen(false);
    if (bestaand) {
      wijzig((lijst) => lijst.map((p) => (p.id === bestaand ? { ...p, geometrie, oppervlakteHa } : p)));
      setGeselecteerdId(bestaand);
      return;
    }
    const id = nieuwPerceelId(new Set(percelen.map((p) => p.id)));
    const nieuw: Perceel = { id, naam: `Nieuw perceel ${percelen.length + 1}`, ...NIEUW_PERCEEL, oppervlakteHa, geometrie };
    wijzig((lijst) => [...lijst, nieuw]);
    setGeselecteerdId(id);
  }

  const onVormGewijzigd = useCallback(
    (id: string, geometrie: PerceelGeometrie) => wijzig((lijst) => lijst.map((p) => (p.id === id ? { ...p, geometrie, oppervlakteHa: oppervlakteHaVan(geometrie) } : p))),
    [wijzig],
  );
  const onSelecteer = useCallback((id: string) => setGeselecteerdId(id), []);
  const onTekenenGestopt = useCallback(() => setTekenen(false), []);

  function voegImportToe(uitkomst: ImportUitkomst) {
    setImportFouten(uitkomst.fouten);
    if (uitkomst.percelen.length === 0) {
      toonWaarschuwing('Geen percelen geïmporteerd', uitkomst.fouten[0]);
      return;
    }
    const ids = new Set(percelen.map((p) => p.id));
    const nieuw = uitkomst.percelen.map((imp, i): Perceel => {
        const id = nieuwPerceelId(ids);
        ids.add(id);
        const grondgebruik = (imp.gewascode !== undefined && gewascodes.find((g) => g.code === imp.gewascode)?.grondgebruik) || NIEUW_PERCEEL.grondgebruik;
        return {
          id,
          naam: imp.naam ?? `Geïmporteerd perceel ${percelen.length + i + 1}`,
          ...(imp.nummer ? { nummer: imp.nummer } : {}),
          gewascode: imp.gewascode ?? NIEUW_PERCEEL.gewascode,
          grondgebruik,
          grondsoort: NIEUW_PERCEEL.grondsoort,
          oppervlakteHa: oppervlakteHaVan(imp.geometrie),
          geometrie: imp.geometrie,
        };
    });
    wijzig((lijst) => [...lijst, ...nieuw]);
    brengInBeeld(nieuw.map((p) => p.id));
    const n = uitkomst.percelen.length;
    toonSucces(`${n} ${n === 1 ? 'perceel' : 'percelen'} geïmporteerd`, 'Controleer gewas, grondgebruik en grondsoort, en sla daarna op.');
  }

  async function leesBestand(bestand: File) {
    try {
      if (/\.zip$/i.test(bestand.name)) {
        const { leesShapefileZip } = await import('./rvo-import');
        voegImportToe(await leesShapefileZip(await bestand.arrayBuffer()));
      } else {
        voegImportToe(leesGeoJsonTekst(await bestand.text()));
      }
    } catch {
      voegImportToe({ percelen: [], fouten: ['Het bestand kon niet worden gelezen.'] });
    }
  }

  function slaOp() {
    setBewerkId(null);
    setTekenen(false);
    const gegevens = { ...data.gegevens, percelen: { ...(data.gegevens.percelen as object | undefined), percelen } };
    opslaan.mutate(
      { versie: data.versie, gegevens },
      {
        onSuccess: (antwoord) => {
          setGewijzigd(false);
          queryClient.setQueryData(schermSleutels.gegevens(SCHERM, klw), antwoord);
          toonSucces(SUCCES_TITEL, 'De percelen zijn opgeslagen.');
          void queryClient.invalidateQueries({ queryKey: sleutels.menuAlle });
          void queryClient.invalidateQueries({ queryKey: ['start'] });
          verversLegacyMenu();
        },
        onError: (fout) => toonFout(fout, FOUT_TITEL),
      },
    );
  }

  const gekozen = percelen.find((p) => p.id === geselecteerdId) ?? null;
  const regels = useMemo(() => legendaRegels(percelen.filter((p) => p.geometrie), naamVanGewas), [percelen]);
  const zonderVorm = percelen.filter((p) => !p.geometrie);
  const totaal = Math.round(percelen.reduce((s, p) => s + p.oppervlakteHa, 0) * 100) / 100;

  return (
    <>
      {venster}
      <OpslaanBalk alleenLezen={alleenLezen} bezig={opslaan.isPending} onOpslaan={slaOp}>
        <h1 style={{ margin: 0, fontSize: 22, fontWeight: 600, flex: 1, color: '#1f3324', minWidth: 160 }}>
          {TITEL} <span style={{ fontSize: 16, fontWeight: 400, color: '#5b6b5b' }}>{data.kringloopwijzerJaar}</span>
        </h1>
        {!alleenLezen && gewijzigd && <span style={{ color: '#5b6b5b', fontSize: 13 }}>Niet opgeslagen wijzigingen</span>}
      </OpslaanBalk>
      {!alleenLezen && (
        <Space wrap style={{ paddingTop: 8, marginBottom: 12 }}>
          {tekenen ? (
            <Button
              icon={<StopOutlined aria-hidden />}
              onClick={() => {
                tekenVoorId.current = null;
                setTekenen(false);
              }}
            >
              Tekenen stoppen
            </Button>
          ) : (
            <Button
              icon={<EditOutlined aria-hidden />}
              onClick={() => {
                setBewerkId(null);
                tekenVoorId.current = null;
                setTekenen(true);
              }}
            >
              Perceel tekenen
            </Button>
          )}
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => bestandKiezer.current?.click()}>
            Percelen importeren
          </Button>
          <input
            ref={bestandKiezer}
            type="file"
            accept=".geojson,.json,.zip,application/geo+json,application/json,application/zip"
            aria-label="Bestand met percelen: GeoJSON, of een RVO-export als shapefile (zip)"
            style={{ display: 'none' }}
            data-testid="percelen-bestand"
            onChange={(e) => {
              const bestand = e.target.files?.[0];
              e.target.value = '';
              if (bestand) void leesBestand(bestand);
            }}
          />
        </Space>
      )}
      {tekenen && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="Klik op de kaart om de hoekpunten van het perceel te zetten; klik op het eerste punt om het perceel te sluiten."
        />
      )}
      {importFouten.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setImportFouten([])}
          style={{ marginBottom: 12 }}
          message="Niet alles uit het bestand kon worden gelezen"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {importFouten.slice(0, 10).map((f, i) => (
                <li key={i}>{f}</li>
              ))}
              {importFouten.length > 10 && <li>En nog {importFouten.length - 10} meldingen.</li>}
            </ul>
          }
        />
      )}
      <Row gutter={[16, 12]}>
        <Col xs={24} xl={16}>
          <KaartWeergave
            percelen={percelen}
            geselecteerdId={geselecteerdId}
            bewerkId={bewerkId}
            tekenen={tekenen}
            inBeeld={inBeeld}
            instellingen={instellingen}
            naamVanGewas={naamVanGewas}
            onSelecteer={onSelecteer}
            onGetekend={onGetekend}
            onVormGewijzigd={onVormGewijzigd}
            onTekenenGestopt={onTekenenGestopt}
          />
          <p style={{ margin: '6px 0 0', color: '#5b6b5b', fontSize: 13 }}>
            {percelen.length} {percelen.length === 1 ? 'perceel' : 'percelen'}, samen {formatHa(totaal)}.
            {instellingen.tegelsUrl ? '' : ' Geen achtergrondkaart ingesteld: de percelen staan op een effen achtergrond.'}
          </p>
        </Col>
        <Col xs={24} xl={8}>
          {gekozen && (
            <div style={{ marginBottom: 12 }}>
              <PerceelKaartje
                key={gekozen.id}
                perceel={gekozen}
                alleenLezen={alleenLezen}
                bewerkt={bewerkId === gekozen.id}
                tabelPad={vulRoute(TABEL_ROUTE, klwId)}
                naamVanGewas={naamVanGewas}
                onWijzig={(w) => wijzig((lijst) => lijst.map((p) => (p.id === gekozen.id ? { ...p, ...w } : p)))}
                onBewerkVorm={(aan) => {
                  setTekenen(false);
                  setBewerkId(aan ? gekozen.id : null);
                }}
                onTekenVorm={() => {
                  setBewerkId(null);
                  tekenVoorId.current = gekozen.id;
                  setTekenen(true);
                }}
                onVerwijder={() => {
                  wijzig((lijst) => lijst.filter((p) => p.id !== gekozen.id));
                  setGeselecteerdId(null);
                  setBewerkId(null);
                }}
                onSluit={() => {
                  setGeselecteerdId(null);
                  setBewerkId(null);
                }}
              />
            </div>
          )}
          <Legenda regels={regels} open={breed} />
          <nav aria-label="Percelen" style={{ background: '#fff', border: '1px solid #e1e9df', borderRadius: 6, padding: '8px 12px' }}>
            <h2 style={{ fontSize: 15, margin: '0 0 6px' }}>Percelen</h2>
            {percelen.length === 0 ? (
              <p style={{ margin: 0 }}>Dit jaar heeft nog geen percelen. {alleenLezen ? '' : 'Teken een perceel op de kaart of importeer een bestand.'}</p>
            ) : (
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {percelen.map((p) => (
                  <li key={p.id}>
                    <Button
                      type="link"
                      // a target of at least 24 × 24 px (WCAG 2.5.8): the links stand one under the other
                      style={{ padding: 0, height: 'auto', minHeight: 24, whiteSpace: 'normal', textAlign: 'left' }}
                      aria-pressed={p.id === geselecteerdId}
                      onClick={() => {
                        setGeselecteerdId(p.id);
                        brengInBeeld([p.id]);
                      }}
                    >
                      {p.naam?.trim() || p.nummer?.trim() || 'Perceel zonder naam'}: {formatHa(p.oppervlakteHa)}
                      {p.geometrie ? '' : ' (geen vorm)'}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {zonderVorm.length > 0 && !alleenLezen && (
              <p style={{ margin: '6px 0 0', color: '#5b6b5b', fontSize: 13 }}>
                {zonderVorm.length} {zonderVorm.length === 1 ? 'perceel heeft' : 'percelen hebben'} nog geen vorm: kies het en klik op 'Vorm tekenen'.
              </p>
            )}
          </nav>
        </Col>
      </Row>
    </>
  );
}

export default function PercelenKaartPagina() {
  usePaginaTitel(TITEL);
  const { klwId = '' } = useParams();
  const klw = klwSleutel(klwId);
  const context = useCallContext(klw);
  const gegevens = useSchermGegevens(SCHERM, API, klw);

  if (gegevens.isError) return <Alert type="error" showIcon message={`${TITEL} kon niet worden geladen.`} description={foutBeschrijvingen(gegevens.error).join(' ')} />;
  if (gegevens.isPending) return <Laden />;
  const data = gegevens.data;
  const { gesloten, alleenLezen, toonMelding } = leesRecht(data, context.data);
  return (
    <>
      {toonMelding && <AlleenLezenMelding gesloten={gesloten} wat="de percelen" />}
      <PercelenKaart key={`${data.kringloopwijzerId}-${data.versie}-${alleenLezen}`} data={data} alleenLezen={alleenLezen} klw={klw} klwId={klwId} />
    </>
  );
}
