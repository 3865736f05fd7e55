/**
 * Credentials shown once (onboarding a supplier, rotating its secret): the server keeps only a hash, so this is the
 * only moment the secret can be read. A clear warning, and a copy button per value.
 */
import { Alert, Typography } from 'antd';

export function EenmaligGeheim({ clientId, geheim }: { clientId: string; geheim: string }) {
  return (
    <div>
      <Alert
        type="warning"
        showIcon
        message="Kopieer het geheim nu: het wordt maar één keer getoond"
        description="De server bewaart alleen een hash van het geheim. Wie het kwijtraakt, maakt een nieuw geheim aan; het oude werkt dan niet meer."
        style={{ marginBottom: 12 }}
      />
      <dl style={{ margin: 0 }}>
        <dt style={{ fontWeight: 600 }}>Client-id</dt>
        <dd style={{ margin: '0 0 8px' }}>
          <Typography.Text code copyable={{ text: clientId, tooltips: ['Kopiëren', 'Gekopieerd'] }}>{clientId}</Typography.Text>
        </dd>
        <dt style={{ fontWeight: 600 }}>Geheim (client secret)</dt>
        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
          <Typography.Text code copyable={{ text: geheim, tooltips: ['Kopiëren', 'Gekopieerd'] }}>{geheim}</Typography.Text>
        </dd>
      </dl>
    </div>
  );
}
