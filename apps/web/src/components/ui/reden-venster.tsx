import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';

/**
 * Asks for the reason of a refusal or a revocation and shows the server's refusal. A mandate's reason is optional
 * (decision 019); a participation's is required, because the consumer reads it (decision 027).
 */
export function RedenVenster({ titel, knop, tekst, open, bezig, fout, verplicht = false, minTekens = 3, gevaarlijk = true, uitleg, onAnnuleer, onBevestig }: {
  titel: string;
  knop: string;
  tekst: string;
  open: boolean;
  bezig: boolean;
  fout: string | null;
  verplicht?: boolean;
  /** the shortest reason when required (the service desk's access asks 5, as the server does) */
  minTekens?: number;
  /** a red confirm button (refuse, revoke); false for a neutral step such as opening a farm */
  gevaarlijk?: boolean;
  /** who reads the reason, shown under the field */
  uitleg: string;
  onAnnuleer: () => void;
  onBevestig: (reden: string) => void;
}) {
  const [reden, setReden] = useState('');
  const [teKort, setTeKort] = useState(false);
  const bevestig = () => {
    if (verplicht && reden.trim().length < minTekens) return setTeKort(true);
    onBevestig(reden.trim());
  };
  return (
    <Modal
      title={titel}
      open={open}
      okText={knop}
      cancelText="Annuleren"
      okButtonProps={{ danger: gevaarlijk, loading: bezig }}
      onCancel={onAnnuleer}
      onOk={bevestig}
      afterClose={() => {
        setReden('');
        setTeKort(false);
      }}
      destroyOnHidden
    >
      <p>{tekst}</p>
      <Form layout="vertical">
        <Form.Item
          label={verplicht ? 'Reden' : 'Reden (niet verplicht)'}
          htmlFor="reden-venster-reden"
          required={verplicht}
          validateStatus={teKort ? 'error' : undefined}
          help={teKort ? `Geef een reden (minstens ${minTekens} tekens).` : <span style={{ color: '#4a5a4a' }}>{uitleg}</span>}
        >
          <Input.TextArea id="reden-venster-reden" value={reden} onChange={(e) => setReden(e.target.value)} maxLength={500} rows={3} />
        </Form.Item>
      </Form>
      {fout ? <Alert type="error" showIcon message={fout} /> : null}
    </Modal>
  );
}
