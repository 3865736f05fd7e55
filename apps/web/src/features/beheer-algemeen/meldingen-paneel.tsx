/**
 * Notices (decision 030): maintenance, outage or deadline, for an audience within a period; shown as a banner at
 * the top of every page to the logged-in users of that audience. Add, change (with its version) and remove.
 */
import { Alert, Button, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DOELGROEP_NAMEN, DOELGROEPEN, MELDING_SOORT_NAMEN, MELDING_SOORTEN, type BeheerAlgemeen, type Doelgroep, type Melding, type MeldingSoort } from '@kw/contract';
import { KleurTag } from '../../components/ui/kleur-tag';
import { Panel } from '../../components/ui/panel';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import dayjs from '../../lib/dayjs-nl';
import { foutBeschrijvingen, toonSucces } from '../../lib/notifications';
import { useMeldingOpslaan, useMeldingVerwijderen } from './api';
import { DATUM_TIJD_FORMAAT, momentNl } from './datum';

interface Velden {
  soort: MeldingSoort;
  doelgroep: Doelgroep;
  van: Dayjs;
  tot: Dayjs;
  tekst: string;
}

const TINT = { onderhoud: 'goud', storing: 'rood', deadline: 'blauw' } as const;

/**
 * The date-and-time picker is a month and two time columns side by side, 401 px: on a phone it was wider than the
 * screen and its left edge (the previous-month buttons, Monday) fell off. Below 480 px the day and time columns are
 * narrower, so the whole picker fits the field's width (324 px at 390). Side by side rather than stacked: stacked it
 * was too tall to fit above or below the field.
 */
const DATUM_TIJD_POPUP = 'kw-datum-tijd-popup';
const DATUM_TIJD_CSS = `@media (max-width: 479.98px) {
  .${DATUM_TIJD_POPUP} .ant-picker-date-panel { width: auto; }
  .${DATUM_TIJD_POPUP} .ant-picker-date-panel .ant-picker-body { padding: 8px; }
  .${DATUM_TIJD_POPUP} .ant-picker-date-panel .ant-picker-content { width: auto; }
  .${DATUM_TIJD_POPUP} .ant-picker-date-panel .ant-picker-content th { width: 32px; }
  .${DATUM_TIJD_POPUP} .ant-picker-time-panel-column { width: 40px; }
  .${DATUM_TIJD_POPUP} .ant-picker-time-panel-column > li.ant-picker-time-panel-cell .ant-picker-time-panel-cell-inner { width: 32px; padding: 0; text-align: center; }
}`;

function MeldingFormulier({ bewerk, onKlaar }: { bewerk: Melding | null; onKlaar: () => void }) {
  const [form] = Form.useForm<Velden>();
  const opslaan = useMeldingOpslaan();
  const begin = bewerk ? { soort: bewerk.soort, doelgroep: bewerk.doelgroep, van: dayjs(bewerk.van), tot: dayjs(bewerk.tot), tekst: bewerk.tekst } : { soort: 'onderhoud' as const, doelgroep: 'iedereen' as const, van: dayjs().startOf('minute'), tot: dayjs().startOf('minute').add(1, 'day') };
  return (
    <Form<Velden>
      form={form}
      name="melding"
      layout="vertical"
      key={bewerk ? `${bewerk.id}-${bewerk.versie}` : 'nieuw'}
      initialValues={begin}
      onFinish={(v) =>
        opslaan.mutate(
          { ...(bewerk ? { id: bewerk.id, versie: bewerk.versie } : {}), soort: v.soort, doelgroep: v.doelgroep, van: v.van.toISOString(), tot: v.tot.toISOString(), tekst: v.tekst.trim() },
          { onSuccess: (r) => { form.resetFields(); toonSucces('Melding opgeslagen', r.bericht); onKlaar(); } },
        )
      }
    >
      <style>{DATUM_TIJD_CSS}</style>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', columnGap: 16 }}>
        <Form.Item label="Soort" name="soort">
          <Select options={MELDING_SOORTEN.map((s) => ({ value: s, label: MELDING_SOORT_NAMEN[s] }))} />
        </Form.Item>
        <Form.Item label="Doelgroep" name="doelgroep">
          <Select options={DOELGROEPEN.map((d) => ({ value: d, label: DOELGROEP_NAMEN[d] }))} />
        </Form.Item>
        <Form.Item label="Van" name="van" rules={[{ required: true, message: 'Kies het begin.' }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={DATUM_TIJD_FORMAAT} style={{ width: '100%' }} classNames={{ popup: { root: DATUM_TIJD_POPUP } }} />
        </Form.Item>
        <Form.Item
          label="Tot"
          name="tot"
          dependencies={['van']}
          rules={[
            { required: true, message: 'Kies het einde.' },
            { validator: async (_, tot: Dayjs | undefined) => { const van = form.getFieldValue('van') as Dayjs | undefined; if (tot && van && !tot.isAfter(van)) throw new Error('Het einde van de melding moet na het begin liggen.'); } },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={DATUM_TIJD_FORMAAT} style={{ width: '100%' }} classNames={{ popup: { root: DATUM_TIJD_POPUP } }} />
        </Form.Item>
      </div>
      <Form.Item label="Tekst" name="tekst" rules={[{ required: true, whitespace: true, message: 'De tekst van de melding is leeg.' }]}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      {opslaan.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(opslaan.error).join(' ')} style={{ marginBottom: 12 }} /> : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" htmlType="submit" loading={opslaan.isPending}>
          {bewerk ? 'Wijziging opslaan' : 'Melding toevoegen'}
        </Button>
        {bewerk ? <Button onClick={onKlaar}>Annuleren</Button> : null}
      </div>
    </Form>
  );
}

export function MeldingenPaneel({ data }: { data: BeheerAlgemeen }) {
  const [bewerk, setBewerk] = useState<Melding | null>(null);
  const [weg, setWeg] = useState<Melding | null>(null);
  const verwijderen = useMeldingVerwijderen();
  const nu = Date.now();
  const kolommen: Array<Kolom<Melding>> = [
    { key: 'soort', titel: 'Soort', render: (m) => <KleurTag tint={TINT[m.soort]}>{MELDING_SOORT_NAMEN[m.soort]}</KleurTag> },
    { key: 'tekst', titel: 'Tekst', render: (m) => <span style={{ display: 'inline-block', maxWidth: 320 }}>{m.tekst}</span> },
    { key: 'doelgroep', titel: 'Doelgroep', render: (m) => DOELGROEP_NAMEN[m.doelgroep] },
    {
      key: 'periode',
      titel: 'Periode',
      render: (m) => (
        <>
          {momentNl(m.van)} tot {momentNl(m.tot)}
          <div style={{ fontSize: 12, color: '#3f4d40' }}>{Date.parse(m.tot) <= nu ? 'Verlopen' : Date.parse(m.van) <= nu ? 'Nu zichtbaar' : 'Gepland'}</div>
        </>
      ),
    },
    {
      key: 'acties',
      titel: 'Acties',
      render: (m) => (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setBewerk(m)} aria-label={`Melding wijzigen: ${m.tekst.slice(0, 40)}`}>
            Wijzigen
          </Button>
          <Button size="small" danger onClick={() => { verwijderen.reset(); setWeg(m); }} aria-label={`Melding verwijderen: ${m.tekst.slice(0, 40)}`}>
            Verwijderen
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Panel titel="Meldingen">
      <TabelOfKaarten label="Meldingen" rijen={data.meldingen} kolommen={kolommen} sleutel={(m) => m.id} leeg="Er zijn geen meldingen." />
      <h3 style={{ fontSize: 14, margin: '16px 0 8px' }}>{bewerk ? 'Melding wijzigen' : 'Nieuwe melding'}</h3>
      <MeldingFormulier bewerk={bewerk} onKlaar={() => setBewerk(null)} />
      <Modal
        title="Melding verwijderen"
        open={weg !== null}
        okText="Verwijderen"
        cancelText="Annuleren"
        okButtonProps={{ danger: true }}
        confirmLoading={verwijderen.isPending}
        onCancel={() => setWeg(null)}
        onOk={() => weg && verwijderen.mutate({ id: weg.id, versie: weg.versie }, { onSuccess: (r) => { toonSucces('Melding verwijderd', r.melding); setWeg(null); } })}
      >
        <p>{weg?.tekst}</p>
        {verwijderen.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(verwijderen.error).join(' ')} /> : null}
      </Modal>
    </Panel>
  );
}
