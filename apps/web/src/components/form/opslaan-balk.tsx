/**
 * The sticky bar with the screen's heading and 'Alles opslaan' (spec §2/§9), one for every
 * input screen: Melklevering and the register screens draw the same bar.
 */
import type { ReactNode } from 'react';
import { Affix, Button } from 'antd';
import { SaveOutlined } from '@ant-design/icons';

/** Spec §2/§9: the sticky header sits 85 px from the top. */
export const OPSLAAN_BALK_OFFSET = 85;
/** What the app header (64 px) and the sticky bar (~56 px) cover when a focused element is scrolled into view. */
const SCROLL_MARGE = OPSLAAN_BALK_OFFSET + 72;

// The affixed bar covers the strip between the app header and itself, so no row shows through
// (decision 006); focused elements scroll clear of the header and the bar (keyboard use).
const BALK_CSS = `
html { scroll-padding-top: ${SCROLL_MARGE}px; }
.kw-opslaanbalk { position: relative; }
.ant-affix .kw-opslaanbalk::before { content: ''; position: absolute; left: -24px; right: -24px; bottom: 100%; height: ${OPSLAAN_BALK_OFFSET}px; background: #f3f6f1; }
`;

interface Props {
  /** the heading and what stands beside it (year, 'Niet opgeslagen wijzigingen') */
  children: ReactNode;
  /** read-only: the button is not drawn (spec §4) */
  alleenLezen: boolean;
  bezig: boolean;
  onOpslaan: () => void;
}

export function OpslaanBalk({ children, alleenLezen, bezig, onOpslaan }: Props) {
  return (
    <>
      <style>{BALK_CSS}</style>
      {/* The gap below the bar sits outside Affix: its placeholder takes the bar's height without the margin, so a margin on
          the bar itself was lost once the bar was affixed, and the bar then covered the top of what follows. */}
      <div style={{ marginBottom: 16 }}>
        <Affix offsetTop={OPSLAAN_BALK_OFFSET}>
          <div
            className="kw-opslaanbalk"
            style={{
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 12,
              padding: '10px 16px',
              background: '#ffffff',
              border: '1px solid #e1e9df',
              borderRadius: 6,
              boxShadow: '0 2px 6px rgba(31, 77, 51, 0.08)',
            }}
          >
            {children}
            {!alleenLezen && (
              <Button type="primary" icon={<SaveOutlined aria-hidden />} onClick={onOpslaan} loading={bezig}>
                Alles opslaan
              </Button>
            )}
          </div>
        </Affix>
      </div>
    </>
  );
}
