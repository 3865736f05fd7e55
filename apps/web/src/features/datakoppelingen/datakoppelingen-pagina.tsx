/**
 * /beheer/datakoppelingen (decision 020; sharing-anchors §2), staff only: the connected suppliers with KvK,
 * message types, channel, cadence, active, last message, error rate over 7 and 30 days and the farms with a
 * link; onboard a supplier and rotate its secret (OAuth2 client credentials, shown once). The server refuses
 * everyone else (403); this page then says so.
 */
import { Alert, Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { BERICHT_SOORT_NAMEN, BERICHT_SOORTEN, KANAAL_NAMEN, KANALEN, type AanmeldenInvoer } from '@kw/contract';
import { percentageTekst } from '../../components/koppeling/koppeling-weergave';
import { KleurTag } from '../../components/ui/kleur-tag';
import { Panel } from '../../components/ui/panel';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import { httpStatus } from '../../lib/api-client';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useAanmelden, useBeheerLeveranciers, useNieuwGeheim, type BeheerLeverancier, type Inloggegevens } from './api';
import { EenmaligGeheim } from './eenmalig-geheim';

const klein = { fontSize: 12, color: '#3f4d40' } as const;

function AanmeldFormulier({ onKlaar }: { onKlaar: (g: Inloggegevens) => void }) {
  const [form] = Form.useForm<AanmeldenInvoer>();
  const aanmelden = useAanmelden();
  return (
    <Form<AanmeldenInvoer>
      form={form}
      layout="vertical"
      initialValues={{ kanaal: 'direct', soorten: [] }}
      onFinish={(v) => aanmelden.mutate({ ...v, naam: v.naam.trim() }, { onSuccess: (g) => { form.resetFields(); onKlaar(g); } })}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', columnGap: 16 }}
    >
      {aanmelden.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(aanmelden.error).join(' ')} style={{ gridColumn: '1 / -1', marginBottom: 12 }} /> : null}
      <Form.Item label="Naam leverancier" name="naam" rules={[{ required: true, min: 2, whitespace: true, message: 'Geef de naam van de leverancier.' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="KvK-nummer" name="kvkNummer" rules={[{ required: true, pattern: /^\d{8}$/, message: 'Een KvK-nummer bestaat uit precies 8 cijfers.' }]}>
        <Input inputMode="numeric" maxLength={8} />
      </Form.Item>
      {/* no 'required' rule on the Select: antd would put aria-required on its wrapper div (axe aria-allowed-attr); it always has a value */}
      <Form.Item label="Kanaal" name="kanaal">
        <Select options={KANALEN.map((k) => ({ value: k, label: KANAAL_NAMEN[k] }))} />
      </Form.Item>
      <Form.Item
        label="Soorten bericht"
        name="soorten"
        style={{ gridColumn: '1 / -1' }}
        rules={[{ validator: (_, v: unknown[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('Kies minstens één soort bericht.'))) }]}
      >
        <Checkbox.Group options={BERICHT_SOORTEN.map((s) => ({ value: s, label: BERICHT_SOORT_NAMEN[s] }))} />
      </Form.Item>
      <div style={{ gridColumn: '1 / -1' }}>
        <Button type="primary" htmlType="submit" loading={aanmelden.isPending}>
          Leverancier aanmelden
        </Button>
      </div>
    </Form>
  );
}

export default function DatakoppelingenPagina() {
  usePaginaTitel('Beheer datakoppelingen');
  const lijst = useBeheerLeveranciers();
  const nieuwGeheim = useNieuwGeheim();
  const [geheim, setGeheim] = useState<{ titel: string; gegevens: Inloggegevens } | null>(null);
  const [roteren, setRoteren] = useState<BeheerLeverancier | null>(null);

  if (lijst.isError) {
    return (
      <div>
        <h1 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 600 }}>Datakoppelingen</h1>
        <Alert type={httpStatus(lijst.error) === 403 ? 'warning' : 'error'} showIcon message="De leveranciers kunnen niet worden getoond" description={foutBeschrijvingen(lijst.error).join(' ')} />
      </div>
    );
  }

  const kolommen: Array<Kolom<BeheerLeverancier>> = [
    { key: 'naam', titel: 'Leverancier', render: (l) => <><div style={{ fontWeight: 600 }}>{l.naam}</div><div style={klein}>KvK {l.kvkNummer ?? '—'}</div><div style={klein}>Client-id {l.clientId}</div></> },
    { key: 'soorten', titel: 'Soorten bericht', render: (l) => <span style={{ display: 'inline-block', maxWidth: 200 }}>{l.soorten.map((x) => BERICHT_SOORT_NAMEN[x]).join(', ')}</span> },
    {
      key: 'kanaal',
      titel: 'Kanaal en ritme',
      render: (l) => (
        <div style={{ maxWidth: 240 }}>
          {KANAAL_NAMEN[l.kanaal]} {l.actief ? <KleurTag tint="groen">Actief</KleurTag> : <KleurTag>Niet actief</KleurTag>}
          <div style={klein}>{l.cadans}</div>
        </div>
      ),
    },
    { key: 'laatste', titel: 'Laatste bericht', render: (l) => l.laatsteBericht ?? '—' },
    { key: 'fout', titel: 'Mislukt 7 / 30 dagen', render: (l) => <>{percentageTekst(l.foutPercentage7)} / {percentageTekst(l.foutPercentage30)}<div style={klein}>{l.berichten30} berichten in 30 dagen</div></> },
    { key: 'bedrijven', titel: 'Bedrijven', rechts: true, render: (l) => l.bedrijvenMetKoppeling },
    {
      key: 'geheim',
      titel: 'Geheim',
      render: (l) => (
        <div>
          <div style={klein}>gezet {l.geheimGewijzigdOp}</div>
          <Button size="small" onClick={() => { nieuwGeheim.reset(); setRoteren(l); }} aria-label={`Nieuw geheim: ${l.naam}`} style={{ marginTop: 4 }}>
            Nieuw geheim
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <h1 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 600 }}>Datakoppelingen</h1>
      <p style={{ marginTop: 0, color: '#3f4d40' }}>
        De leveranciers die berichten sturen, met hun ritme, hoe vaak berichten mislukken en hoeveel bedrijven een koppeling hebben. Een leverancier logt in met een
        client-id en een geheim (OAuth2 client credentials).
      </p>
      <Panel titel="Leveranciers">
        <TabelOfKaarten label="Leveranciers" rijen={lijst.data?.leveranciers ?? []} kolommen={kolommen} sleutel={(l) => l.id} leeg="Er zijn nog geen leveranciers." laden={lijst.isPending} />
      </Panel>
      <Panel titel="Leverancier aanmelden">
        <AanmeldFormulier onKlaar={(g) => setGeheim({ titel: 'Leverancier aangemeld', gegevens: g })} />
      </Panel>
      <Modal
        title="Nieuw geheim maken"
        open={roteren !== null}
        okText="Nieuw geheim maken"
        cancelText="Annuleren"
        okButtonProps={{ danger: true }}
        confirmLoading={nieuwGeheim.isPending}
        onCancel={() => setRoteren(null)}
        onOk={() =>
          roteren &&
          nieuwGeheim.mutate({ leverancierId: roteren.id }, { onSuccess: (g) => { setGeheim({ titel: `Nieuw geheim voor ${roteren.naam}`, gegevens: g }); setRoteren(null); } })
        }
      >
        <p>{roteren?.naam}: het huidige geheim werkt direct niet meer. De leverancier moet het nieuwe geheim instellen voordat hij weer berichten kan sturen.</p>
        {nieuwGeheim.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(nieuwGeheim.error).join(' ')} /> : null}
      </Modal>
      <Modal title={geheim?.titel} open={geheim !== null} onCancel={() => setGeheim(null)} footer={<Button type="primary" onClick={() => setGeheim(null)}>Ik heb het geheim bewaard</Button>} maskClosable={false} destroyOnHidden>
        {geheim ? (
          <>
            <p style={{ marginTop: 0 }}>{geheim.gegevens.melding}</p>
            <EenmaligGeheim clientId={geheim.gegevens.clientId} geheim={geheim.gegevens.clientSecret} />
          </>
        ) : null}
      </Modal>
    </div>
  );
}
