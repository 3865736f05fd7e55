/**
 * The one antd Table of the app: every table is drawn through it (ESLint forbids antd's Table in the features). Where
 * a table is wider than its place and scrolls sideways (antd's own scroll container, `scroll.x`), that container is a
 * named region a keyboard can reach (tabIndex 0, role "region", the table's title as its name), so its hidden
 * columns can be scrolled into view without a mouse (WCAG 2.1.1; axe "scrollable-region-focusable"). A table that
 * fits gets no extra tab stop. An empty table's text is drawn readable (antd's grey placeholder is about 1.6:1).
 */
import { useEffect, useRef } from 'react';
import { Table, type TableProps } from 'antd';
import { LeegTekst } from './kleur-tag';

/** antd's containers that scroll: the body without a fixed header, the body under a fixed header. */
const SCROLLER = '.ant-table-content, .ant-table-body';

export function markeerScrollGebieden(wortel: HTMLElement, naam: string): void {
  for (const el of wortel.querySelectorAll<HTMLElement>(SCROLLER)) {
    const scrollt = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    if (scrollt) {
      if (el.getAttribute('tabindex') !== '0') el.setAttribute('tabindex', '0');
      if (el.getAttribute('role') !== 'region') el.setAttribute('role', 'region');
      if (el.getAttribute('aria-label') !== naam) el.setAttribute('aria-label', naam);
    } else if (el.hasAttribute('tabindex')) {
      el.removeAttribute('tabindex');
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
    }
  }
}

export type TabelProps<T> = TableProps<T> & {
  /** the table's title (its panel's or heading's): the name of the scrolling region and of the table */
  naam: string;
};

export function Tabel<T extends object>({ naam, locale, ...props }: TabelProps<T>) {
  const leeg = locale?.emptyText;
  const leegTekst = typeof leeg === 'string' || leeg === undefined ? <LeegTekst>{leeg ?? 'Geen gegevens.'}</LeegTekst> : leeg;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wortel = ref.current;
    if (!wortel) return;
    const bijwerken = () => markeerScrollGebieden(wortel, naam);
    bijwerken();
    // antd redraws its containers (rows loaded, a page turned, a row expanded); the width changes with the screen
    const grootte = new ResizeObserver(bijwerken);
    grootte.observe(wortel);
    const volg = () => wortel.querySelectorAll(SCROLLER).forEach((el) => grootte.observe(el.firstElementChild ?? el));
    volg();
    const wijziging = new MutationObserver(() => {
      volg();
      bijwerken();
    });
    wijziging.observe(wortel, { childList: true, subtree: true });
    return () => {
      grootte.disconnect();
      wijziging.disconnect();
    };
  }, [naam]);
  return (
    <div ref={ref} className="kw-tabel">
      <Table<T> aria-label={naam} {...props} locale={{ ...locale, emptyText: leegTekst }} />
    </div>
  );
}
