import type { CSSProperties, ReactNode } from 'react';

/**
 * A light card (antd Card brings rc-tabs along, which no screen here needs).
 * Title row with optional extra content, then the body.
 */
export function Panel({ titel, extra, children, style }: { titel?: ReactNode; extra?: ReactNode; children: ReactNode; style?: CSSProperties }) {
  return (
    <section style={{ background: '#fff', border: '1px solid #e1e9df', borderRadius: 8, marginBottom: 16, ...style }}>
      {(titel || extra) && (
        <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 20px', borderBottom: '1px solid #e9efe7' }}>
          <h2 style={{ margin: 0, fontSize: 16, fontWeight: 600, flex: 1, color: '#1f3324' }}>{titel}</h2>
          {extra}
        </header>
      )}
      {/* A wide table scrolls inside its card instead of widening the page (390 px screens). */}
      <div style={{ padding: 20, overflowX: 'auto' }}>{children}</div>
    </section>
  );
}
