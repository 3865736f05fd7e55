/**
 * Reporting years (decision 030; sharing-anchors §2 /beheer/algemeen): open a year for every farm with its
 * deadline (15 May of the next year unless set otherwise), change the deadline, close a year after a preview.
 */
import { Alert, Button, DatePicker, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { deadlineFout, standaardDeadline, type BeheerAlgemeen, type Rapportagejaar } from '@kw/contract';
import type { Dayjs } from 'dayjs';
import { KleurTag } from '../../components/ui/kleur-tag';
import { Panel } from '../../components/ui/panel';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import dayjs from '../../lib/dayjs-nl';
import { foutBeschrijvingen, toonSucces } from '../../lib/notifications';
import { useDeadline, useJaarOpenen } from './api';
import { DATUM_FORMAAT, isoNl, naarIso } from './datum';
import { JaarSluitenVenster } from './jaar-sluiten-venster';

const klein = { fontSize: 12, color: '#3f4d40' } as const;

function OpenFormulier({ data }: { data: BeheerAlgemeen }) {
  const [form] = Form.useForm<{ jaar: number; deadline?: Dayjs | null }>();
  const openen = useJaarOpenen();
  const bekend = new Set(data.jaren.map((j) => j.jaar));
  const jaren = Array.from({ length: data.teOpenen.tot - data.teOpenen.van + 1 }, (_, i) => data.teOpenen.tot - i);
  // the year now running first (its deadline is next spring), else the latest not opened yet
  const ditJaar = new Date().getFullYear();
  const eerste = [ditJaar, ...jaren].find((j) => !bekend.has(j) && j >= data.teOpenen.van && j <= data.teOpenen.tot) ?? data.teOpenen.tot;
  const jaar = Form.useWatch('jaar', form) ?? eerste;
  return (
    <Form
      form={form}
      name="jaar-openen"
      layout="vertical"
      initialValues={{ jaar: eerste }}
      onFinish={(v) =>
        openen.mutate({ jaar: v.jaar, ...(v.deadline ? { deadline: naarIso(v.deadline) } : {}) }, { onSuccess: (r) => { form.resetFields(); toonSucces('Jaar geopend', r.melding); } })
      }
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', columnGap: 16, alignItems: 'end' }}
    >
      <Form.Item label="Rapportagejaar" name="jaar">
        <Select options={jaren.map((j) => ({ value: j, label: bekend.has(j) ? `${j} (bestaat al: ontbrekende aanmaken)` : String(j) }))} showSearch />
      </Form.Item>
      <Form.Item
        label="Deadline"
        name="deadline"
        extra={<span style={klein}>Leeg: {isoNl(standaardDeadline(jaar))} (15 mei van het volgende jaar).</span>}
        rules={[{ validator: async (_, d: Dayjs | null | undefined) => { const f = d ? deadlineFout(jaar, naarIso(d)) : null; if (f) throw new Error(f); } }]}
      >
        <DatePicker format={DATUM_FORMAAT} placeholder={isoNl(standaardDeadline(jaar))} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={openen.isPending}>
          Jaar openen voor alle bedrijven
        </Button>
      </Form.Item>
      {openen.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(openen.error).join(' ')} style={{ gridColumn: '1 / -1' }} /> : null}
    </Form>
  );
}

function DeadlineVenster({ jaar, onSluit }: { jaar: Rapportagejaar | null; onSluit: () => void }) {
  const [waarde, setWaarde] = useState<Dayjs | null>(null);
  const zet = useDeadline();
  const fout = jaar && waarde ? deadlineFout(jaar.jaar, naarIso(waarde)) : null;
  const sluit = () => {
    zet.reset();
    setWaarde(null);
    onSluit();
  };
  return (
    <Modal
      title={jaar ? `Deadline van ${jaar.jaar} wijzigen` : 'Deadline wijzigen'}
      open={jaar !== null}
      okText="Opslaan"
      cancelText="Annuleren"
      okButtonProps={{ disabled: !waarde || fout !== null }}
      confirmLoading={zet.isPending}
      onCancel={sluit}
      onOk={() => jaar && waarde && zet.mutate({ jaar: jaar.jaar, deadline: naarIso(waarde), versie: jaar.versie }, { onSuccess: (r) => { toonSucces('Deadline opgeslagen', r.melding); sluit(); } })}
      destroyOnHidden
    >
      {jaar ? (
        <>
          <p style={{ marginTop: 0 }}>Nu: {isoNl(jaar.deadline)}. Een zuivelonderneming kan een andere datum afspreken; de deadline geldt voor het hele jaar.</p>
          <label htmlFor="deadline-nieuw" style={{ display: 'block', marginBottom: 4 }}>
            Nieuwe deadline
          </label>
          <DatePicker id="deadline-nieuw" format={DATUM_FORMAAT} value={waarde ?? dayjs(jaar.deadline)} onChange={setWaarde} style={{ width: '100%' }} status={fout ? 'error' : undefined} />
          {fout ? <div role="alert" style={{ color: '#a8071a', marginTop: 4 }}>{fout}</div> : null}
        </>
      ) : null}
      {zet.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(zet.error).join(' ')} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}

export function JarenPaneel({ data }: { data: BeheerAlgemeen }) {
  const [deadlineJaar, setDeadlineJaar] = useState<Rapportagejaar | null>(null);
  const [sluitJaar, setSluitJaar] = useState<number | null>(null);
  const kolommen: Array<Kolom<Rapportagejaar>> = [
    { key: 'jaar', titel: 'Jaar', render: (j) => <strong>{j.jaar}</strong> },
    { key: 'deadline', titel: 'Deadline', render: (j) => <>{isoNl(j.deadline)}{j.vastgelegd ? null : <div style={klein}>standaard</div>}</> },
    { key: 'status', titel: 'Status', render: (j) => (j.gesloten ? <KleurTag>Gesloten {j.geslotenOp ? isoNl(j.geslotenOp) : ''}</KleurTag> : <KleurTag tint="groen">Open</KleurTag>) },
    { key: 'records', titel: 'Kringloopwijzers (open)', rechts: true, render: (j) => `${j.aantalRecords.toLocaleString('nl-NL')} (${j.aantalOpen.toLocaleString('nl-NL')})` },
    {
      key: 'acties',
      titel: 'Acties',
      render: (j) =>
        j.gesloten ? (
          <span style={klein}>Gesloten: niets meer te wijzigen</span>
        ) : (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => setDeadlineJaar(j)} aria-label={`Deadline wijzigen: ${j.jaar}`}>
              Deadline wijzigen
            </Button>
            <Button size="small" danger onClick={() => setSluitJaar(j.jaar)} aria-label={`Jaar sluiten: ${j.jaar}`}>
              Jaar sluiten
            </Button>
          </div>
        ),
    },
  ];
  return (
    <Panel titel="Rapportagejaren">
      <OpenFormulier data={data} />
      <TabelOfKaarten label="Rapportagejaren" rijen={data.jaren} kolommen={kolommen} sleutel={(j) => j.jaar} leeg="Er zijn nog geen rapportagejaren." />
      <DeadlineVenster jaar={deadlineJaar} onSluit={() => setDeadlineJaar(null)} />
      <JaarSluitenVenster
        jaar={sluitJaar}
        onSluit={() => setSluitJaar(null)}
        onKlaar={(melding) => {
          toonSucces('Jaar gesloten', melding);
          setSluitJaar(null);
        }}
      />
    </Panel>
  );
}
