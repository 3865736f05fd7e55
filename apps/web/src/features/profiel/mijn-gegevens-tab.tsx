/** "Mijn gegevens": name, e-mail and telephone; the password; the active sessions with afmelden per session; the accepted terms of use. */
import { Button, Form, Input, Popconfirm } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import { MIN_WACHTWOORD_LENGTE, type Profiel, type SessieRegel } from '@kw/contract';
import { KleurTag, LeegTekst } from '../../components/ui/kleur-tag';
import { Panel } from '../../components/ui/panel';
import { useMeldSessieAf, useSessies, useWijzigGegevens, useWijzigWachtwoord } from './api';
import { Voorkeuren } from './voorkeuren';
import { VoorwaardenPaneel } from './voorwaarden-paneel';

function GegevensFormulier({ profiel }: { profiel: Profiel }) {
  const opslaan = useWijzigGegevens();
  return (
    <Form
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ naam: profiel.naam, email: profiel.email, telefoon: profiel.telefoon ?? '' }}
      onFinish={(v: { naam: string; email: string; telefoon: string }) => opslaan.mutate({ naam: v.naam, email: v.email, telefoon: v.telefoon || null })}
    >
      <Form.Item label="Naam" name="naam" rules={[{ required: true, whitespace: true, message: 'Vul uw naam in.' }]}>
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Form.Item label="E-mailadres" name="email" rules={[{ required: true, type: 'email', message: 'Vul een geldig e-mailadres in.' }]}>
        <Input autoComplete="email" inputMode="email" maxLength={254} />
      </Form.Item>
      <Form.Item label="Telefoonnummer" name="telefoon">
        <Input autoComplete="tel" inputMode="tel" maxLength={20} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={opslaan.isPending}>
        Gegevens opslaan
      </Button>
    </Form>
  );
}

function WachtwoordFormulier() {
  const [form] = Form.useForm();
  const wijzig = useWijzigWachtwoord();
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={(v: { huidig: string; nieuw: string }) => wijzig.mutate({ huidig: v.huidig, nieuw: v.nieuw }, { onSuccess: () => form.resetFields() })}
    >
      <Form.Item label="Huidig wachtwoord" name="huidig" rules={[{ required: true, message: 'Vul uw huidige wachtwoord in.' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="Nieuw wachtwoord"
        name="nieuw"
        extra={<span style={{ color: '#4a5a4a' }}>{`Minstens ${MIN_WACHTWOORD_LENGTE} tekens. Uw andere sessies worden daarna afgemeld.`}</span>}
        rules={[{ required: true, min: MIN_WACHTWOORD_LENGTE, message: `Een nieuw wachtwoord heeft minstens ${MIN_WACHTWOORD_LENGTE} tekens.` }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Herhaal het nieuwe wachtwoord"
        name="herhaal"
        dependencies={['nieuw']}
        rules={[
          { required: true, message: 'Herhaal het nieuwe wachtwoord.' },
          ({ getFieldValue }) => ({ validator: (_, w) => (w === getFieldValue('nieuw') ? Promise.resolve() : Promise.reject(new Error('De twee wachtwoorden zijn niet gelijk.'))) }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={wijzig.isPending}>
        Wachtwoord wijzigen
      </Button>
    </Form>
  );
}

function Sessies() {
  const sessies = useSessies();
  const afmelden = useMeldSessieAf();
  return (
    <Tabel<SessieRegel> naam="Actieve sessies"
      rowKey="nr"
      size="small"
      loading={sessies.isLoading}
      pagination={false}
      dataSource={sessies.data ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <LeegTekst>Geen actieve sessies.</LeegTekst> }}
      columns={[
        { title: 'Apparaat', dataIndex: 'apparaat', render: (a: string, s) => (s.dezeSessie ? <>{a} <KleurTag tint="groen">deze sessie</KleurTag></> : a) },
        { title: 'Ingelogd op', dataIndex: 'aangemaaktOp' },
        { title: 'Verloopt op', dataIndex: 'verlooptOp' },
        {
          title: 'Actie',
          key: 'actie',
          render: (_: unknown, s) =>
            s.dezeSessie ? null : (
              <Popconfirm title="Deze sessie afmelden?" okText="Afmelden" cancelText="Annuleren" onConfirm={() => afmelden.mutate({ nr: s.nr })}>
                <Button size="small" aria-label={`Sessie ${s.apparaat} van ${s.aangemaaktOp} afmelden`}>
                  Afmelden
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}

export function MijnGegevensTab({ profiel, voorwaardenTekst }: { profiel: Profiel; voorwaardenTekst?: string | null }) {
  return (
    <>
      <Panel titel="Naam en contact">
        <GegevensFormulier profiel={profiel} />
      </Panel>
      <Panel titel="Wachtwoord">
        <WachtwoordFormulier />
      </Panel>
      <Panel titel="Actieve sessies">
        <p style={{ marginTop: 0 }}>Hier ziet u waar u bent ingelogd. Herkent u een sessie niet? Meld haar af en wijzig uw wachtwoord.</p>
        <Sessies />
      </Panel>
      {/* a farm user has them on "Bedrijf" */}
      {!profiel.bedrijf && (
        <Panel titel="E-mailvoorkeuren">
          <Voorkeuren profiel={profiel} />
        </Panel>
      )}
      <Panel titel="Gebruiksvoorwaarden">
        <VoorwaardenPaneel profiel={profiel} tekst={voorwaardenTekst} />
      </Panel>
    </>
  );
}
