/**
 * /importberichten-opnieuw-verwerken (decision 020; sharing-anchors §2, ServicePulse's grouped retry R39), staff
 * only: the failed and waiting messages grouped by cause with counts; reprocess one, a group or all of one farm;
 * a dry run first shows per message what would change in which year, before anything is written; attempts and
 * last try per message; "afhandelen zonder verwerken" with a reason. A retry that finds new failures says so.
 */
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { OORZAAK_NAMEN, type OpnieuwAntwoord } from '@kw/contract';
import { BerichtStatusTag } from '../../components/koppeling/bericht-status-tag';
import { WijzigingenLijst } from '../../components/koppeling/wijzigingen-lijst';
import { Panel } from '../../components/ui/panel';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import { httpStatus } from '../../lib/api-client';
import { foutBeschrijvingen, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useAfhandelen, useImportberichten, useOpnieuwVerwerken, type ImportBericht, type ImportGroep } from './api';
import { keuzeTekst, nieuweFoutenTekst, uitkomstTekst, type Keuze } from './importberichten-logica';

const klein = { fontSize: 12, color: '#3f4d40' } as const;

function Proefdraai({ uitkomst }: { uitkomst: OpnieuwAntwoord }) {
  return (
    <div>
      <Alert type="info" showIcon message="Proefdraai: er is nog niets geschreven." description={uitkomstTekst(uitkomst)} style={{ marginBottom: 12 }} />
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} aria-label="Uitkomst per bericht">
        {uitkomst.berichten.map((b) => (
          <li key={b.id} style={{ border: '1px solid #dfe6dd', borderRadius: 8, padding: 10 }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 4 }}>
              <strong>Bericht {b.id}</strong>
              <BerichtStatusTag status={b.status} />
              <span>{[b.bedrijf, b.jaar ? `jaar ${b.jaar}` : null].filter(Boolean).join(', ')}</span>
            </div>
            {b.reden ? <p style={{ margin: '0 0 4px', color: '#7a1c1c' }}>{b.reden}</p> : null}
            <WijzigingenLijst wijzigingen={b.wijzigingen} leeg={b.status === 'verwerkt' ? 'Dit bericht zou niets veranderen.' : 'Er wordt niets geschreven.'} />
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function ImportberichtenPagina() {
  usePaginaTitel('Importberichten opnieuw verwerken');
  const lijst = useImportberichten();
  const opnieuw = useOpnieuwVerwerken();
  const afhandelen = useAfhandelen();
  const [proef, setProef] = useState<{ keuze: Keuze; tekst: string; uitkomst: OpnieuwAntwoord } | null>(null);
  const [laatste, setLaatste] = useState<{ tekst: string; uitkomst: OpnieuwAntwoord } | null>(null);
  const [afTeHandelen, setAfTeHandelen] = useState<{ berichtIds: number[]; tekst: string } | null>(null);
  const [form] = Form.useForm<{ reden: string }>();

  const proefdraai = (keuze: Keuze, tekst: string) => opnieuw.mutate({ keuze, proefdraai: true }, { onSuccess: (uitkomst) => setProef({ keuze, tekst, uitkomst }) });
  const verwerk = (keuze: Keuze, tekst: string) =>
    opnieuw.mutate({ keuze, proefdraai: false }, {
      onSuccess: (uitkomst) => {
        setProef(null);
        setLaatste({ tekst, uitkomst });
      },
    });
  const bezigMet = (keuze: Keuze, proefdraai: boolean) => opnieuw.isPending && opnieuw.variables?.proefdraai === proefdraai && JSON.stringify(opnieuw.variables.keuze) === JSON.stringify(keuze);

  if (lijst.isError) {
    return (
      <div>
        <h1 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 600 }}>Importberichten opnieuw verwerken</h1>
        <Alert type={httpStatus(lijst.error) === 403 ? 'warning' : 'error'} showIcon message="De importberichten kunnen niet worden getoond" description={foutBeschrijvingen(lijst.error).join(' ')} />
      </div>
    );
  }

  const kolommen: Array<Kolom<ImportBericht>> = [
    { key: 'bericht', titel: 'Bericht', render: (b) => <><div style={{ fontWeight: 600 }}>{b.leverancier}</div><div style={klein}>{b.soort} · {b.leverancierBerichtId} · nr. {b.id}</div><div style={klein}>ontvangen {b.ontvangenOp}</div></> },
    { key: 'bedrijf', titel: 'Bedrijf', render: (b) => <>{b.bedrijf ?? 'Onbekend bedrijf'}<div style={klein}>klantnummer {b.klantnummer ?? '—'}</div></> },
    { key: 'status', titel: 'Status en reden', render: (b) => <><BerichtStatusTag status={b.status} />{b.reden ? <div style={{ ...klein, maxWidth: 260 }}>{b.reden}</div> : null}</> },
    { key: 'pogingen', titel: 'Pogingen', render: (b) => <>{b.pogingen}<div style={klein}>{b.laatstePoging ? `laatste ${b.laatstePoging}` : 'nog niet opnieuw geprobeerd'}</div></> },
    {
      key: 'acties',
      titel: 'Acties',
      render: (b) => {
        const een: Keuze = { berichtIds: [b.id] };
        // narrow enough that the table fits beside the menu at 1366 px: the buttons wrap two by two
        return (
          <Space wrap size={4} style={{ maxWidth: 180 }}>
            <Button size="small" loading={bezigMet(een, true)} onClick={() => proefdraai(een, keuzeTekst(een))} aria-label={`Proefdraai bericht ${b.id}`}>
              Proefdraai
            </Button>
            <Button size="small" type="primary" loading={bezigMet(een, false)} onClick={() => verwerk(een, keuzeTekst(een))} aria-label={`Bericht ${b.id} opnieuw verwerken`}>
              Opnieuw verwerken
            </Button>
            {b.relatieId !== null ? (
              <Button size="small" onClick={() => proefdraai({ relatieId: b.relatieId! }, keuzeTekst({ relatieId: b.relatieId! }, b.bedrijf))} aria-label={`Alles van dit bedrijf: ${b.bedrijf ?? ''} (proefdraai)`}>
                Alles van dit bedrijf
              </Button>
            ) : null}
            <Button size="small" onClick={() => { afhandelen.reset(); setAfTeHandelen({ berichtIds: [b.id], tekst: keuzeTekst(een) }); }} aria-label={`Bericht ${b.id} afhandelen zonder verwerken`}>
              Afhandelen
            </Button>
          </Space>
        );
      },
    },
  ];

  const groepKnoppen = (g: ImportGroep) => {
    const keuze: Keuze = { oorzaak: g.oorzaak };
    const naam = OORZAAK_NAMEN[g.oorzaak];
    return (
      <Space wrap size={4}>
        <Button size="small" loading={bezigMet(keuze, true)} onClick={() => proefdraai(keuze, keuzeTekst(keuze))} aria-label={`Proefdraai groep: ${naam}`}>
          Proefdraai groep
        </Button>
        <Button size="small" type="primary" loading={bezigMet(keuze, false)} onClick={() => verwerk(keuze, keuzeTekst(keuze))} aria-label={`Groep opnieuw verwerken: ${naam}`}>
          Groep opnieuw verwerken
        </Button>
        <Button size="small" onClick={() => { afhandelen.reset(); setAfTeHandelen({ berichtIds: g.berichten.map((b) => b.id), tekst: keuzeTekst(keuze) }); }} aria-label={`Groep afhandelen: ${naam} (zonder verwerken)`}>
          Groep afhandelen
        </Button>
      </Space>
    );
  };

  const data = lijst.data;
  const nieuw = laatste ? nieuweFoutenTekst(laatste.uitkomst) : null;
  return (
    <div>
      <h1 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 600 }}>Importberichten opnieuw verwerken</h1>
      <p style={{ marginTop: 0, color: '#3f4d40' }}>
        Berichten van leveranciers die mislukten of wachten, per oorzaak. Herstel eerst de oorzaak (bijvoorbeeld het klantnummer in de koppeling van de boer), doe een
        proefdraai en verwerk ze dan opnieuw. Opnieuw verwerken is veilig: een bericht wordt nooit dubbel geteld.
      </p>
      {opnieuw.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(opnieuw.error).join(' ')} style={{ marginBottom: 16 }} /> : null}
      {laatste ? (
        <div role="status" aria-live="polite">
          <Alert
            type={nieuw ? 'warning' : 'success'}
            showIcon
            closable
            onClose={() => setLaatste(null)}
            message={`Verwerkt: ${laatste.tekst}`}
            description={<>{uitkomstTekst(laatste.uitkomst)}{nieuw ? <><br /><strong>{nieuw}</strong></> : null}</>}
            style={{ marginBottom: 16 }}
          />
        </div>
      ) : null}
      {data ? <p>{data.totaal === 0 ? 'Er zijn geen mislukte of wachtende berichten.' : `${data.totaal} ${data.totaal === 1 ? 'bericht' : 'berichten'} mislukt of wachtend.`}</p> : <p>Laden...</p>}
      {(data?.groepen ?? []).map((g) => (
        <Panel key={g.oorzaak} titel={`${g.naam} (${g.aantal})`}>
          {/* the group's buttons in the body: in the header they squeezed the title on a phone */}
          <div style={{ marginBottom: 12 }}>{groepKnoppen(g)}</div>
          <TabelOfKaarten label={`Berichten: ${g.naam}`} rijen={g.berichten} kolommen={kolommen} sleutel={(b) => b.id} leeg="Geen berichten." />
          {g.aantal > g.berichten.length ? <p style={{ ...klein, margin: '8px 0 0' }}>De eerste {g.berichten.length} van {g.aantal} berichten staan hier; de groepsknoppen werken op alle {g.aantal}.</p> : null}
        </Panel>
      ))}
      <Modal
        title={proef ? `Proefdraai: ${proef.tekst}` : ''}
        open={proef !== null}
        width={760}
        onCancel={() => setProef(null)}
        footer={
          <Space wrap>
            <Button onClick={() => setProef(null)}>Sluiten</Button>
            <Button type="primary" loading={proef ? bezigMet(proef.keuze, false) : false} onClick={() => proef && verwerk(proef.keuze, proef.tekst)}>
              Nu verwerken
            </Button>
          </Space>
        }
      >
        {proef ? <Proefdraai uitkomst={proef.uitkomst} /> : null}
      </Modal>
      <Modal
        title="Afhandelen zonder verwerken"
        open={afTeHandelen !== null}
        okText="Afhandelen"
        cancelText="Annuleren"
        confirmLoading={afhandelen.isPending}
        onOk={() => form.submit()}
        onCancel={() => setAfTeHandelen(null)}
        destroyOnHidden
      >
        <p style={{ marginTop: 0 }}>{afTeHandelen ? `Niet verwerken: ${afTeHandelen.tekst}. De berichten verdwijnen uit deze lijst; het ruwe bericht blijft bewaard.` : ''}</p>
        {afhandelen.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(afhandelen.error).join(' ')} style={{ marginBottom: 12 }} /> : null}
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(v) =>
            afTeHandelen &&
            afhandelen.mutate({ berichtIds: afTeHandelen.berichtIds, reden: v.reden.trim() }, {
              onSuccess: (a) => {
                setAfTeHandelen(null);
                toonSucces(`${a.afgehandeld} ${a.afgehandeld === 1 ? 'bericht' : 'berichten'} afgehandeld zonder verwerken.`);
              },
            })
          }
        >
          <Form.Item label="Reden" name="reden" rules={[{ required: true, min: 3, whitespace: true, message: 'Geef een reden (minstens 3 tekens).' }]}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
