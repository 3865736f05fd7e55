import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';

/** Asks for an optional reason before a refusal or a revocation; shows the server's refusal. */
export function RedenVenster({ titel, knop, tekst, open, bezig, fout, onAnnuleer, onBevestig }: {
  titel: string;
  knop: string;
  tekst: string;
  open: boolean;
  bezig: boolean;
  fout: string | null;
  onAnnuleer: () => void;
  onBevestig: (reden: string) => void;
}) {
  const [reden, setReden] = useState('');
  return (
    <Modal title={titel} open={open} okText={knop} cancelText="Annuleren" okButtonProps={{ danger: true, loading: bezig }} onCancel={onAnnuleer} onOk={() => onBevestig(reden.trim())} afterClose={() => setReden('')} destroyOnHidden>
      <p>{tekst}</p>
      <Form layout="vertical">
        <Form.Item label="Reden (niet verplicht)" extra="De organisatie en het bedrijf zien de reden in de e-mail en de geschiedenis.">
          <Input.TextArea value={reden} onChange={(e) => setReden(e.target.value)} maxLength={500} rows={3} />
        </Form.Item>
      </Form>
      {fout ? <Alert type="error" showIcon message={fout} /> : null}
    </Modal>
  );
}
