import { Popover } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';

/** Help text of a field in a popover; a real button, so Enter and Space open it from the keyboard. */
export function HelpInfo({ titel, tekst }: { titel: string; tekst: string }) {
  return (
    <Popover title={titel} content={<div style={{ maxWidth: 320 }}>{tekst}</div>} trigger={['hover', 'click']}>
      <button
        type="button"
        aria-label={`Uitleg: ${titel}`}
        style={{ border: 0, background: 'none', padding: '0 4px', marginLeft: 2, color: '#2f6f8f', cursor: 'help', lineHeight: 1 }}
      >
        <InfoCircleOutlined aria-hidden />
      </button>
    </Popover>
  );
}
