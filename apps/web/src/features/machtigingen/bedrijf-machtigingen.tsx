/**
 * A farm's mandates (decision 019, Profiel): the table with confirm/refuse (with a reason),
 * revoke (with a reason), "Machtiging verlenen" and the history per mandate. The buttons
 * show only for who may manage them (the farmer and the volmacht holder); the server decides.
 */
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { MACHTIGING_SOORT_NAMEN, type MachtigingRegel } from '@kw/contract';
import { toonSucces } from '../../lib/notifications';
import { MachtigingVerlenen } from './machtiging-verlenen';
import { foutmelding, useBedrijfMachtigingen, useMachtigingStap, type StapSoort } from './machtigingen-api';
import { MachtigingenTabel } from './machtigingen-tabel';
import { RedenVenster } from '../../components/ui/reden-venster';

const GEDAAN: Record<StapSoort, string> = { bevestigen: 'De machtiging is bevestigd.', weigeren: 'De aanvraag is geweigerd.', intrekken: 'De machtiging is ingetrokken.' };

export function BedrijfMachtigingen({ relatieId }: { relatieId: number }) {
  const lijst = useBedrijfMachtigingen(relatieId);
  const stap = useMachtigingStap();
  const [vraag, setVraag] = useState<{ m: MachtigingRegel; stap: 'weigeren' | 'intrekken' } | null>(null);
  const [verlenen, setVerlenen] = useState(false);

  const doe = (m: MachtigingRegel, soort: StapSoort, reden?: string) =>
    stap.mutate({ stap: soort, relatieId, machtigingId: m.id, versie: m.versie, ...(reden ? { reden } : {}) }, {
      onSuccess: () => {
        setVraag(null);
        toonSucces(GEDAAN[soort]);
      },
    });

  if (lijst.isError) return <Alert type="error" showIcon message={foutmelding(lijst.error)} />;
  const data = lijst.data;
  const magBeheren = data?.magBeheren ?? false;
  const acties = (m: MachtigingRegel) => {
    if (!magBeheren) return null;
    const wie = `${m.organisatie}, ${MACHTIGING_SOORT_NAMEN[m.soort]}`;
    if (m.status === 'aangevraagd') {
      return (
        <Space wrap>
          <Button type="primary" size="small" aria-label={`Bevestigen: ${wie}`} loading={stap.isPending && stap.variables?.machtigingId === m.id} onClick={() => doe(m, 'bevestigen')}>Bevestigen</Button>
          <Button size="small" aria-label={`Weigeren: ${wie}`} onClick={() => { stap.reset(); setVraag({ m, stap: 'weigeren' }); }}>Weigeren</Button>
        </Space>
      );
    }
    if (m.status === 'actief') return <Button size="small" danger aria-label={`Intrekken: ${wie}`} onClick={() => { stap.reset(); setVraag({ m, stap: 'intrekken' }); }}>Intrekken</Button>;
    return null;
  };

  return (
    <section aria-labelledby="machtigingen-kop">
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={2} id="machtigingen-kop" style={{ fontSize: 20, margin: 0 }}>Machtigingen</Typography.Title>
        {magBeheren ? <Button onClick={() => setVerlenen(true)}>Machtiging verlenen</Button> : null}
      </Space>
      <p>
        {data?.volmachtHouder ? `${data.volmachtHouder} heeft de volmacht van dit bedrijf. ` : 'Dit bedrijf heeft geen volmacht verleend. '}
        Een bedrijf kan één organisatie een volmacht geven; beheren en inzien kunnen meerdere organisaties hebben.
      </p>
      {stap.isError && !vraag ? <Alert type="error" showIcon message={foutmelding(stap.error)} style={{ marginBottom: 12 }} /> : null}
      <MachtigingenTabel machtigingen={data?.machtigingen ?? []} laden={lijst.isPending} acties={magBeheren ? acties : undefined} />
      <RedenVenster
        open={vraag !== null}
        titel={vraag?.stap === 'weigeren' ? 'Aanvraag weigeren' : 'Machtiging intrekken'}
        knop={vraag?.stap === 'weigeren' ? 'Weigeren' : 'Intrekken'}
        tekst={vraag ? `${vraag.m.organisatie} — ${MACHTIGING_SOORT_NAMEN[vraag.m.soort]}. ${vraag.stap === 'intrekken' ? 'De organisatie heeft vanaf nu geen toegang meer via deze machtiging.' : 'De organisatie krijgt bericht.'}` : ''}
        bezig={stap.isPending}
        fout={stap.isError ? foutmelding(stap.error) : null}
        uitleg="De organisatie en het bedrijf zien de reden in de e-mail en de geschiedenis."
        onAnnuleer={() => setVraag(null)}
        onBevestig={(reden) => vraag && doe(vraag.m, vraag.stap, reden)}
      />
      <MachtigingVerlenen relatieId={relatieId} open={verlenen} onSluit={(gelukt) => { setVerlenen(false); if (gelukt) toonSucces('De machtiging is verleend.'); }} />
    </section>
  );
}
