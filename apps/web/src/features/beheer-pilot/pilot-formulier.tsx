/**
 * Create or change a pilot: name, purpose text, period, the rule year it switches on, and the farms as
 * text (one KvK number per line) or from a CSV file whose first column is the KvK number. The server
 * names every bad line; they are listed here under the list, line by line.
 */
import { useRef, type ReactNode } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { PilotRegel } from '@kw/contract';
import dayjs from '../../lib/dayjs-nl';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePilotOpslaan } from './api';

const DATUM_FORMAAT = 'DD-MM-YYYY';

/** antd's help text (45 % black) is below WCAG AA; this grey is above 4.5:1 (axe in the browser test). */
const Uitleg = ({ children }: { children: ReactNode }) => <span style={{ color: '#4a5a4a' }}>{children}</span>;

interface Velden {
  naam: string;
  doel: string;
  van: Dayjs | null;
  tot: Dayjs | null;
  regelJaar: number;
  bedrijven: string;
}

/** The per-line messages of a 400 (field "bedrijven.<regel>"), else every message. */
function regelFouten(fout: unknown): { regels: string[]; overig: string[] } {
  const details = (fout as { response?: { data?: { errorDetails?: Array<{ field: string; message: string }> } } })?.response?.data?.errorDetails ?? [];
  const regels = details.filter((d) => /^bedrijven(\.\d+)?$/.test(d.field)).map((d) => d.message);
  return { regels, overig: regels.length ? [] : foutBeschrijvingen(fout) };
}

export function PilotFormulier({ pilot, regelJaren, open, onSluit }: { pilot: PilotRegel | null; regelJaren: number[]; open: boolean; onSluit: () => void }) {
  const [form] = Form.useForm<Velden>();
  const opslaan = usePilotOpslaan();
  const kiezer = useRef<HTMLInputElement>(null);
  const begin: Partial<Velden> = pilot
    ? {
        naam: pilot.naam,
        doel: pilot.doel,
        van: dayjs(pilot.van),
        tot: dayjs(pilot.tot),
        regelJaar: pilot.regelJaar,
        bedrijven: pilot.bedrijven
          .filter((b) => b.verlatenOp === null)
          .map((b) => b.kvk ?? '')
          .join('\n'),
      }
    : { regelJaar: regelJaren[regelJaren.length - 1], bedrijven: '' };
  const bewaar = (v: Velden) =>
    opslaan.mutate(
      {
        ...(pilot ? { id: pilot.id, versie: pilot.versie } : {}),
        naam: v.naam,
        doel: v.doel,
        van: v.van?.format('YYYY-MM-DD') ?? '',
        tot: v.tot?.format('YYYY-MM-DD') ?? '',
        regelJaar: v.regelJaar,
        bedrijven: v.bedrijven ?? '',
      },
      { onSuccess: onSluit },
    );
  const fouten = opslaan.isError ? regelFouten(opslaan.error) : null;
  return (
    <Modal
      title={pilot ? `Pilot wijzigen: ${pilot.naam}` : 'Nieuwe pilot'}
      open={open}
      okText="Opslaan"
      cancelText="Annuleren"
      okButtonProps={{ loading: opslaan.isPending }}
      onCancel={onSluit}
      onOk={() => form.submit()}
      afterClose={() => opslaan.reset()}
      width={680}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={begin} onFinish={bewaar} preserve={false}>
        <Form.Item label="Naam" name="naam" rules={[{ required: true, min: 3, message: 'Geef de pilot een naam (minstens 3 tekens).' }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="Doel (de boer leest dit)" name="doel" rules={[{ required: true, min: 3, message: 'Beschrijf het doel van de pilot (minstens 3 tekens).' }]}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item label="Begindatum" name="van" style={{ flex: '1 1 180px' }} rules={[{ required: true, message: 'Vul de begindatum in.' }]}>
            <DatePicker format={DATUM_FORMAAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Einddatum" name="tot" style={{ flex: '1 1 180px' }} rules={[{ required: true, message: 'Vul de einddatum in.' }]}>
            <DatePicker format={DATUM_FORMAAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Rekenregels van jaar" name="regelJaar" style={{ flex: '1 1 160px' }} extra={<Uitleg>De boer ziet zijn uitkomst ook met deze regels.</Uitleg>}>
            <Select options={regelJaren.map((j) => ({ value: j, label: String(j) }))} />
          </Form.Item>
        </div>
        <Form.Item
          label="Bedrijven (KvK-nummers)"
          name="bedrijven"
          extra={<Uitleg>Eén KvK-nummer per regel, of een CSV-bestand met het KvK-nummer in de eerste kolom (een kopregel mag). Een bedrijf dat de pilot verliet, komt er niet opnieuw in.</Uitleg>}
        >
          <Input.TextArea rows={6} spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <div style={{ marginTop: -8, marginBottom: 12 }}>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => kiezer.current?.click()}>
            CSV-bestand kiezen
          </Button>
          <input
            ref={kiezer}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-label="CSV-bestand met KvK-nummers"
            style={{ display: 'none' }}
            onChange={async (e) => {
              const bestand = e.target.files?.[0];
              if (bestand) form.setFieldValue('bedrijven', await bestand.text());
              e.target.value = '';
            }}
          />
        </div>
      </Form>
      {fouten && fouten.regels.length > 0 && (
        <Alert
          type="error"
          showIcon
          message="De lijst met bedrijven bevat fouten. Er is niets opgeslagen."
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="regelfouten">
              {fouten.regels.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          }
        />
      )}
      {fouten && fouten.overig.length > 0 && <Alert type="error" showIcon message={fouten.overig.join(' ')} />}
    </Modal>
  );
}
