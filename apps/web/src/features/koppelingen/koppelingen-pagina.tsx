/**
 * /Koppelingen/Index/:klwId (decision 020): the farm's data links for this record's year. One row per link (and
 * per message type without one): supplier, customer number, mandate state, since, last message, this year's
 * messages and period, and health against the published cadence. The farmer, the volmacht holder and beheren add,
 * accept, refuse and revoke; inzien reads. The server decides every right (`magBeheren` only hides buttons).
 */
import { Alert, Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BERICHT_SOORT_NAMEN, KOPPELING_STATUS_NAMEN, type BerichtSoort, type KoppelingRegel, type KoppelingStatus } from '@kw/contract';
import { GezondheidTag } from '../../components/koppeling/gezondheid-tag';
import { Laden } from '../../components/laden';
import { KleurTag, type Tint } from '../../components/ui/kleur-tag';
import { Panel } from '../../components/ui/panel';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import { foutBeschrijvingen, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel } from '../../lib/queries';
import { BerichtenLade } from './berichten-lade';
import { KoppelingToevoegen } from './koppeling-toevoegen';
import { useKoppelingen, useKoppelingStap, useNuOphalen, type StapSoort } from './koppelingen-api';
import { berichtenDitJaar, datumBijStatus, koppelingNaam, opVolgorde } from './koppelingen-logica';
import { RvoUitleg } from './rvo-uitleg';

const STATUS_TINT: Record<KoppelingStatus, Tint> = { aangevraagd: 'goud', actief: 'groen', geweigerd: 'rood', ingetrokken: 'grijs' };
const GEDAAN: Record<StapSoort, string> = { accepteren: 'De koppeling is geaccepteerd.', weigeren: 'Het verzoek is geweigerd.', intrekken: 'De koppeling is ingetrokken.' };
const klein = { fontSize: 12, color: '#3f4d40' } as const;
const sleutel = (k: KoppelingRegel) => (k.id === null ? `soort-${k.soort}` : String(k.id));

export default function KoppelingenPagina() {
  usePaginaTitel('Koppelingen');
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const overzicht = useKoppelingen(klw);
  const stap = useKoppelingStap();
  const ophalen = useNuOphalen();
  const [toevoegen, setToevoegen] = useState<{ soort?: BerichtSoort } | null>(null);
  const [intrekken, setIntrekken] = useState<KoppelingRegel | null>(null);
  // the key of the link whose messages are open: the drawer follows the overview when it is read again
  const [berichtenVan, setBerichtenVan] = useState<string | null>(null);

  if (overzicht.isError) return <Alert type="error" showIcon message="De koppelingen konden niet worden geladen." description={foutBeschrijvingen(overzicht.error).join(' ')} />;
  if (overzicht.isPending) return <Laden />;
  const data = overzicht.data;
  const mag = data.magBeheren;
  const naam = (k: KoppelingRegel) => koppelingNaam(k, BERICHT_SOORT_NAMEN[k.soort]);

  const doe = (k: KoppelingRegel, soort: StapSoort) =>
    stap.mutate({ stap: soort, relatieId: data.relatieId, koppelingId: k.id!, versie: k.versie! }, {
      onSuccess: () => {
        setIntrekken(null);
        toonSucces(GEDAAN[soort]);
      },
    });

  const acties = (k: KoppelingRegel) => {
    const knoppen = [];
    if (k.berichten.length > 0 || k.id !== null) {
      knoppen.push(
        <Button key="berichten" size="small" onClick={() => setBerichtenVan(sleutel(k))} aria-label={`Berichten (${k.berichten.length}): ${naam(k)}`}>
          Berichten ({k.berichten.length})
        </Button>,
      );
    }
    if (mag && k.id !== null && k.status === 'aangevraagd') {
      knoppen.push(
        <Button key="acc" size="small" type="primary" loading={stap.isPending && stap.variables?.koppelingId === k.id && stap.variables.stap === 'accepteren'} onClick={() => doe(k, 'accepteren')} aria-label={`Accepteren: ${naam(k)}`}>
          Accepteren
        </Button>,
        <Button key="weig" size="small" onClick={() => doe(k, 'weigeren')} aria-label={`Weigeren: ${naam(k)}`}>
          Weigeren
        </Button>,
      );
    }
    if (mag && k.id !== null && k.status === 'actief' && !k.viaRvo) {
      knoppen.push(
        <Button key="in" size="small" danger onClick={() => { stap.reset(); setIntrekken(k); }} aria-label={`Intrekken: ${naam(k)}`}>
          Intrekken
        </Button>,
      );
    }
    if (mag && k.id !== null && k.soort === 'percelen' && k.status === 'actief') {
      knoppen.push(
        <Button
          key="ophalen"
          size="small"
          disabled={k.ophaalverzoekOpen}
          loading={ophalen.isPending && ophalen.variables?.koppelingId === k.id}
          onClick={() => ophalen.mutate({ relatieId: data.relatieId, koppelingId: k.id! }, { onSuccess: (a) => toonSucces(a.melding) })}
          title={k.ophaalverzoekOpen ? 'Er loopt al een verzoek; de percelen komen zodra RVO antwoordt.' : undefined}
        >
          {k.ophaalverzoekOpen ? 'Ophalen gevraagd' : 'Nu ophalen'}
        </Button>,
      );
    }
    if (mag && k.id === null && !k.viaRvo) {
      knoppen.push(
        <Button key="toe" size="small" onClick={() => setToevoegen({ soort: k.soort })} aria-label={`Koppeling toevoegen: ${BERICHT_SOORT_NAMEN[k.soort]}`}>
          Toevoegen
        </Button>,
      );
    }
    if (k.id === null && k.viaRvo) knoppen.push(<span key="rvo" style={klein}>Via Mijn RVO (zie hieronder)</span>);
    return knoppen.length > 0 ? <Space wrap size={4} style={{ maxWidth: 190 }}>{knoppen}</Space> : null;
  };

  // five columns, each with a bounded width: the table fits beside the menu at 1366 px
  const kolommen: Array<Kolom<KoppelingRegel>> = [
    { key: 'soort', titel: 'Soort bericht', render: (k) => <div style={{ maxWidth: 200 }}><div style={{ fontWeight: 600 }}>{BERICHT_SOORT_NAMEN[k.soort]}</div><div style={klein}>{k.cadans}</div></div> },
    {
      key: 'leverancier',
      titel: 'Leverancier en machtiging',
      render: (k) => (
        <div style={{ maxWidth: 190 }}>
          <div>{k.leverancier ?? '—'}</div>
          {k.klantnummer ? <div style={klein}>Klantnummer {k.klantnummer}</div> : null}
          {k.status ? <KleurTag tint={STATUS_TINT[k.status]}>{KOPPELING_STATUS_NAMEN[k.status]}</KleurTag> : <KleurTag>Geen koppeling</KleurTag>}
          {datumBijStatus(k) ? <div style={klein}>{datumBijStatus(k)}</div> : null}
        </div>
      ),
    },
    {
      key: 'berichten',
      titel: 'Berichten',
      render: (k) => (
        <div style={{ maxWidth: 180 }}>
          <div>Laatste: {k.laatsteBericht ?? '—'}</div>
          <div style={klein}>{data.jaar}: {berichtenDitJaar(k)}</div>
        </div>
      ),
    },
    {
      key: 'gezondheid',
      titel: 'Gezondheid',
      render: (k) => (
        <div style={{ maxWidth: 190 }}>
          <GezondheidTag gezondheid={k.gezondheid} />
          <div style={klein}>{k.gezondheidReden}</div>
        </div>
      ),
    },
    { key: 'acties', titel: 'Acties', render: acties },
  ];

  return (
    <div>
      <h1 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 600 }}>Koppelingen</h1>
      <p style={{ marginTop: 0, color: '#3f4d40' }}>
        Gegevens die vanzelf binnenkomen van uw leveranciers, laboratoria en RVO, en wat ze in uw kringloopwijzer {data.jaar} hebben veranderd.
      </p>
      {!mag ? <Alert type="info" showIcon message="U kunt de koppelingen van dit bedrijf bekijken, maar niet wijzigen." style={{ marginBottom: 16 }} /> : null}
      {stap.isError && !intrekken ? <Alert type="error" showIcon message={foutBeschrijvingen(stap.error).join(' ')} style={{ marginBottom: 16 }} /> : null}
      {ophalen.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(ophalen.error).join(' ')} style={{ marginBottom: 16 }} /> : null}
      <Panel titel="Koppelingen" extra={mag ? <Button type="primary" onClick={() => setToevoegen({})}>Koppeling toevoegen</Button> : null}>
        <TabelOfKaarten
          label="Koppelingen"
          rijen={opVolgorde(data.koppelingen)}
          kolommen={kolommen}
          sleutel={sleutel}
          leeg="Dit bedrijf heeft nog geen koppelingen."
          laden={overzicht.isFetching}
        />
      </Panel>
      <Panel titel="RVO: I&R, percelen en mesttransporten">
        <RvoUitleg stappen={data.rvoStappen} koppelingen={data.koppelingen} />
      </Panel>
      <KoppelingToevoegen
        relatieId={data.relatieId}
        open={toevoegen !== null}
        soort={toevoegen?.soort}
        onSluit={(gelukt) => {
          setToevoegen(null);
          if (gelukt) toonSucces('De koppeling is toegevoegd.', 'De eerste berichten komen binnen de gepubliceerde tijd.');
        }}
      />
      <Modal
        title="Koppeling intrekken"
        open={intrekken !== null}
        okText="Intrekken"
        okButtonProps={{ danger: true }}
        cancelText="Annuleren"
        confirmLoading={stap.isPending}
        onOk={() => intrekken && doe(intrekken, 'intrekken')}
        onCancel={() => setIntrekken(null)}
      >
        <p>{intrekken ? naam(intrekken) : ''}</p>
        <p>Na het intrekken verwerken we geen berichten meer van deze koppeling. Wat al is binnengekomen, blijft in uw kringloopwijzer staan.</p>
        {stap.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(stap.error).join(' ')} /> : null}
      </Modal>
      <BerichtenLade relatieId={data.relatieId} jaar={data.jaar} koppeling={data.koppelingen.find((k) => sleutel(k) === berichtenVan) ?? null} onSluit={() => setBerichtenVan(null)} />
    </div>
  );
}
