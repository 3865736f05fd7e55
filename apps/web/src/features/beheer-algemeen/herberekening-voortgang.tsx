/**
 * The recompute of the open years on /beheer/algemeen (decision 028), for staff: the newest run
 * (why, by whom, when), its progress, the records that failed with their Dutch cause, a
 * button to start a run by hand with a reason, and while one is busy a button to stop it with a
 * reason (the progress then says who stopped it, when and why). While a run is busy the progress is read every
 * 2 seconds. The server refuses everyone but staff (403); this panel then shows its message.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Progress, Space } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import { gestoptTekst, herberekeningRoutes, type HerberekeningFout, type HerberekeningVoortgang as Voortgang } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { RedenVenster } from '../../components/ui/reden-venster';
import { api, metVernieuwing } from '../../lib/api-client';
import { formatGetal } from '../../lib/format';
import { foutBeschrijvingen, toonSucces } from '../../lib/notifications';
import { useToken } from '../../lib/queries';

const SLEUTEL = ['beheer', 'herberekening'] as const;
/** How often the progress is read while a run is busy. */
export const HERBEREKENING_PEIL_MS = 2_000;

const getal = (n: number) => formatGetal(n, 0);

export function useHerberekeningVoortgang() {
  const token = useToken('sessie');
  return useQuery({
    queryKey: SLEUTEL,
    queryFn: () => metVernieuwing(() => api.get<Voortgang>(herberekeningRoutes.voortgang.path).then((r) => r.data)),
    enabled: token.isSuccess,
    refetchInterval: (q) => (q.state.data?.actief ? HERBEREKENING_PEIL_MS : false),
  });
}

/** Start or stop a run with a reason; the answer is the new progress. */
function useHerberekeningActie(pad: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reden: string) => metVernieuwing(() => api.post<Voortgang>(pad, { reden }).then((r) => r.data)),
    onSuccess: (data) => client.setQueryData(SLEUTEL, data),
    onSettled: () => client.invalidateQueries({ queryKey: SLEUTEL }),
  });
}

const FOUT_KOLOMMEN = [
  { title: 'Bedrijf', dataIndex: 'bedrijfsnaam', key: 'bedrijf' },
  { title: 'Jaar', dataIndex: 'jaar', key: 'jaar', width: 80 },
  { title: 'Oorzaak', dataIndex: 'fout', key: 'fout' },
];

function Run({ v }: { v: Voortgang }) {
  const r = v.run!;
  const gedaan = r.klaar + r.mislukt + r.overgeslagen;
  const procent = r.totaal === 0 ? 100 : Math.floor((gedaan / r.totaal) * 100);
  const regel = v.actief
    ? `Bezig: ${getal(gedaan)} van ${getal(r.totaal)} open jaren herberekend, nog ${getal(r.open)} te gaan.`
    : r.gestopt
      ? `${gestoptTekst(r.gestopt)}. ${getal(gedaan)} van ${getal(r.totaal)} open jaren verwerkt, ${getal(r.open)} niet herberekend.`
      : `Klaar op ${r.klaarOp}: ${getal(r.totaal)} open jaren verwerkt.`;
  return (
    <>
      <Progress
        percent={procent}
        status={v.actief ? 'active' : r.mislukt > 0 ? 'exception' : r.gestopt ? 'normal' : 'success'}
        aria-label={`Herberekening: ${getal(gedaan)} van ${getal(r.totaal)} open jaren verwerkt`}
        // the figure in dark text: antd colours it green or red by status, too pale for WCAG AA
        format={() => <span style={{ color: '#1f3324' }}>{`${getal(gedaan)} / ${getal(r.totaal)}`}</span>}
      />
      <p role="status" style={{ margin: '4px 0 12px' }}>
        {regel}
      </p>
      {/* bordered: the plain variant's pale labels fall short of WCAG AA contrast */}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'aanleiding', label: 'Aanleiding', children: r.aanleidingNaam },
          { key: 'door', label: 'Gestart door', children: r.gestartDoor ?? 'De server' },
          ...(r.reden ? [{ key: 'reden', label: 'Reden', children: r.reden }] : []),
          { key: 'op', label: 'Gestart op', children: r.gestartOp },
          { key: 'regels', label: 'Rekenkern', children: r.engineVersie },
          { key: 'klaar', label: 'Herberekend', children: getal(r.klaar) },
          { key: 'mislukt', label: 'Mislukt', children: getal(r.mislukt) },
          { key: 'over', label: 'Overgeslagen (intussen ingediend)', children: getal(r.overgeslagen) },
        ]}
      />
      {v.fouten.length > 0 && (
        <>
          <h3 style={{ fontSize: 15, fontWeight: 600, margin: '16px 0 8px' }}>Mislukt</h3>
          <Tabel<HerberekeningFout> naam="Mislukte herberekeningen" size="small" rowKey={(f) => `${f.relatieId}-${f.kringloopwijzerId}`} columns={FOUT_KOLOMMEN} dataSource={v.fouten} pagination={false} scroll={{ x: true }} />
          {r.mislukt > v.fouten.length && <p style={{ marginTop: 8 }}>De eerste {getal(v.fouten.length)} van {getal(r.mislukt)} mislukte jaren.</p>}
        </>
      )}
    </>
  );
}

export function HerberekeningVoortgang() {
  const voortgang = useHerberekeningVoortgang();
  const start = useHerberekeningActie(herberekeningRoutes.starten.path);
  const stop = useHerberekeningActie(herberekeningRoutes.stoppen.path);
  const [vraagReden, setVraagReden] = useState(false);
  const [vraagStop, setVraagStop] = useState(false);
  const v = voortgang.data;
  return (
    <Panel titel="Herberekening van open jaren">
      {voortgang.isError && <Alert type="error" showIcon message={foutBeschrijvingen(voortgang.error)[0] ?? 'De voortgang van de herberekening kon niet worden geladen.'} />}
      {v && (
        <>
          <p style={{ marginTop: 0 }}>
            Na nieuwe rekenregels of een nieuwe rekenkern ({v.huidigeEngineVersie}) worden de open jaren van alle bedrijven op de achtergrond opnieuw berekend.
            Ingediende jaren houden hun opgeslagen uitkomst.
          </p>
          {v.verouderd > 0 && !v.actief && (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={`${getal(v.verouderd)} open jaren zijn nog met andere rekenregels berekend.`} />
          )}
          {v.run ? <Run v={v} /> : <p>Er is nog geen herberekening geweest.</p>}
          {/* in the body, not the panel's header: on a phone the header has no room for it */}
          <Space wrap style={{ marginTop: 12 }}>
            <Button type="primary" disabled={v.actief} onClick={() => setVraagReden(true)}>
              Alle open jaren herberekenen
            </Button>
            {v.actief && (
              <Button danger onClick={() => setVraagStop(true)}>
                Herberekening stoppen
              </Button>
            )}
          </Space>
        </>
      )}
      <RedenVenster
        titel="Alle open jaren herberekenen"
        knop="Herberekenen"
        tekst="Alle open jaren van alle bedrijven worden op de achtergrond opnieuw berekend met de huidige rekenregels. Gebruikers kunnen gewoon doorwerken: hun verzoeken gaan voor."
        open={vraagReden}
        bezig={start.isPending}
        fout={start.isError ? (foutBeschrijvingen(start.error)[0] ?? 'De herberekening kon niet worden gestart.') : null}
        verplicht
        uitleg="De reden wordt bij de herberekening bewaard en hier getoond."
        onAnnuleer={() => {
          setVraagReden(false);
          start.reset();
        }}
        onBevestig={(reden) =>
          start.mutate(reden, {
            onSuccess: (data) => {
              setVraagReden(false);
              toonSucces('Herberekening gestart', `${getal(data.run?.totaal ?? 0)} open jaren staan in de wachtrij.`);
            },
          })
        }
      />
      <RedenVenster
        titel="Herberekening stoppen"
        knop="Stoppen"
        tekst="De jaren die nog niet aan de beurt waren, worden niet herberekend; wat al herberekend is, blijft staan. Daarna kan een nieuwe herberekening starten."
        open={vraagStop}
        bezig={stop.isPending}
        fout={stop.isError ? (foutBeschrijvingen(stop.error)[0] ?? 'De herberekening kon niet worden gestopt.') : null}
        verplicht
        uitleg="De reden wordt bij de herberekening bewaard en hier getoond."
        onAnnuleer={() => {
          setVraagStop(false);
          stop.reset();
        }}
        onBevestig={(reden) =>
          stop.mutate(reden, {
            onSuccess: (data) => {
              setVraagStop(false);
              toonSucces('Herberekening gestopt', `${getal(data.run?.open ?? 0)} open jaren zijn niet herberekend.`);
            },
          })
        }
      />
    </Panel>
  );
}
