/**
 * /Brokers (staff; sharing-anchors.md §2 "/Brokers"): the channels through which data reaches this KLW — a supplier
 * directly, JoinData, or RVO's registrations through ZuivelNL — with per channel its suppliers, their public client
 * id, the message types, the farms mapped (KvK → customer number) and the health: last message and failed share.
 * Read from the staff's supplier list (decision 020); the server refuses everyone else, and the page says so.
 */
import { Alert } from 'antd';
import { Link } from 'react-router';
import { BERICHT_SOORT_NAMEN, KANAAL_NAMEN } from '@kw/contract';
import { percentageTekst } from '../../components/koppeling/koppeling-weergave';
import { KleurTag, type Tint } from '../../components/ui/kleur-tag';
import { Panel } from '../../components/ui/panel';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import { httpStatus } from '../../lib/api-client';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useBeheerLeveranciers, type BeheerLeverancier } from './api';
import { KANAAL_UITLEG, kanaalOverzichten, type KanaalOverzicht } from './kanalen';

const klein = { fontSize: 12, color: '#3f4d40' } as const;

/** Over a fifth of the messages failing in a week is a broken channel; any failure asks for a look. ASSUMED (te verifiëren). */
function gezondheid(k: KanaalOverzicht): { tint: Tint; tekst: string } {
  if (k.leveranciers.length === 0) return { tint: 'grijs', tekst: 'Geen leveranciers' };
  if (k.berichten30 === 0) return { tint: 'grijs', tekst: 'Geen berichten in 30 dagen' };
  if ((k.slechtsteFout7 ?? 0) > 0.2) return { tint: 'rood', tekst: 'Veel mislukte berichten' };
  if ((k.slechtsteFout7 ?? 0) > 0) return { tint: 'goud', tekst: 'Enkele mislukte berichten' };
  return { tint: 'groen', tekst: 'Gezond' };
}

const kolommen: Array<Kolom<BeheerLeverancier>> = [
  { key: 'naam', titel: 'Leverancier', render: (l) => <><div style={{ fontWeight: 600 }}>{l.naam}</div><div style={klein}>Client-id {l.clientId}</div></> },
  { key: 'soorten', titel: 'Gegevens', render: (l) => l.soorten.map((x) => BERICHT_SOORT_NAMEN[x]).join(', ') },
  { key: 'actief', titel: 'Status', render: (l) => (l.actief ? <KleurTag tint="groen">Actief</KleurTag> : <KleurTag>Niet actief</KleurTag>) },
  { key: 'laatste', titel: 'Laatste bericht', render: (l) => l.laatsteBericht ?? '—' },
  { key: 'fout', titel: 'Mislukt 7 / 30 dagen', render: (l) => `${percentageTekst(l.foutPercentage7)} / ${percentageTekst(l.foutPercentage30)}` },
  { key: 'bedrijven', titel: 'Bedrijven gekoppeld', rechts: true, render: (l) => l.bedrijvenMetKoppeling },
];

export default function BrokersPagina() {
  usePaginaTitel('Brokers');
  const lijst = useBeheerLeveranciers();
  if (lijst.isError) {
    return (
      <div>
        <h1 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 600 }}>Brokers</h1>
        <Alert type={httpStatus(lijst.error) === 403 ? 'warning' : 'error'} showIcon message="De kanalen kunnen niet worden getoond" description={foutBeschrijvingen(lijst.error).join(' ')} />
      </div>
    );
  }
  const kanalen = kanaalOverzichten(lijst.data?.leveranciers ?? []);
  return (
    <div>
      <h1 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 600 }}>Brokers</h1>
      <p style={{ marginTop: 0, color: '#3f4d40', maxWidth: 760 }}>
        De kanalen waarlangs gegevens deze Kringloopwijzer bereiken. Per kanaal de leveranciers met hun client-id, welke gegevens ze sturen, hoeveel bedrijven gekoppeld zijn
        en of de berichten aankomen. Leveranciers aanmelden en geheimen vervangen gaat bij <Link to="/beheer/datakoppelingen">Beheer datakoppelingen</Link>.
      </p>
      {kanalen.map((k) => {
        const g = gezondheid(k);
        return (
          <Panel key={k.kanaal} titel={KANAAL_NAMEN[k.kanaal]} extra={<KleurTag tint={g.tint}>{g.tekst}</KleurTag>}>
            <p style={{ marginTop: 0, maxWidth: 760 }}>{KANAAL_UITLEG[k.kanaal]}</p>
            <p style={klein}>
              {k.leveranciers.length} leverancier(s), {k.actief} actief · {k.koppelingen} koppeling(en) met bedrijven · {k.berichten30} bericht(en) in 30 dagen · laatste bericht{' '}
              {k.laatsteBericht ?? 'nog geen'}
            </p>
            <TabelOfKaarten label={`Leveranciers via ${KANAAL_NAMEN[k.kanaal]}`} rijen={k.leveranciers} kolommen={kolommen} sleutel={(l) => l.id} leeg="Geen leveranciers in dit kanaal." laden={lijst.isPending} />
          </Panel>
        );
      })}
    </div>
  );
}
