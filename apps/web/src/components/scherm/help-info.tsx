import { Popover } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';

/** Help text of a field in a popover; a real button, so Enter and Space open it from the keyboard. */
export function HelpInfo({ titel, tekst }: { titel: string; tekst: string }) {
  return (
    <Popover title={titel} content={<div style={{ maxWidth: 320 }}>{tekst}</div>} trigger={['hover', 'click']}>
      <button
        type="button"
        aria-label={`Uitleg: ${titel}`}
        // 24 × 24 px at least (WCAG 2.5.8): the 14 px icon alone was too small a target on a phone
        style={{ border: 0, background: 'none', padding: 0, marginLeft: 2, minWidth: 24, minHeight: 24, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', verticalAlign: 'middle', color: '#2f6f8f', cursor: 'help', lineHeight: 1 }}
      >
        <InfoCircleOutlined aria-hidden />
      </button>
    </Popover>
  );
}
