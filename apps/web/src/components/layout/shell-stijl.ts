/**
 * The frame's layout. Plain CSS with media queries, so the menu's place follows the width without
 * JavaScript: from 992 px (antd's lg) a fixed column, below it a drawer behind the 'Menu' button;
 * below 640 px the state and user move from the header into the drawer; the year list stays in the
 * header, one tap from every screen (decision 025), and below 480 px the words 'Jaar' and 'Uitloggen' are
 * only read out (visually hidden), so menu, title, year and logout fit at 390 px. The header keeps its 64 px, which the screens' sticky bars count on.
 */
export const SHELL_CSS = `
.kw-shell { min-height: 100vh; background: #f3f6f1; }
.kw-skiplink { position: absolute; left: 8px; top: -48px; z-index: 1100; padding: 8px 14px; background: #fff; color: #1f5a37;
  font-weight: 600; text-decoration: underline; border: 2px solid #2f7d4f; border-radius: 6px; }
.kw-skiplink:focus { top: 8px; }
.kw-kop { position: sticky; top: 0; z-index: 20; height: 64px; display: flex; align-items: center; gap: 16px; padding: 0 20px;
  background: #1f4d33; color: #fff; box-sizing: border-box; }
.kw-kop-titel { font-size: 18px; white-space: nowrap; }
.kw-kop-bedrijf { color: #dcebdf; flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kw-kop-extra { display: flex; align-items: center; gap: 12px; }
.kw-kop-gebruiker { white-space: nowrap; }
.kw-jaar { display: flex; align-items: center; gap: 6px; }
.kw-jaar select { height: 32px; border-radius: 6px; border: 1px solid #c9d8cc; padding: 0 8px; font: inherit; color: #1f3324; background: #fff; }
.kw-menuknop { display: none !important; }
.kw-romp { display: flex; align-items: flex-start; }
.kw-zijmenu { width: 230px; flex: 0 0 230px; background: #fff; border-right: 1px solid #e4ebe2; align-self: stretch; min-height: calc(100vh - 64px); }
.kw-inhoud { flex: 1; padding: 16px 24px 48px; min-width: 0; }
.kw-inhoud:focus { outline: none; }
.kw-lade-extra { display: none; padding: 12px 20px 16px; border-bottom: 1px solid #e4ebe2; gap: 12px; flex-direction: column; align-items: flex-start; color: #1f3324; }
.kw-tekstlink { color: #1f5a37; text-decoration: underline; }
/* antd's link reset (':where(.css-…) a:focus { outline: 0 }') takes the focus ring off every link inside an antd form,
   row, card, drawer or dialog; keyboard users get one back. :where keeps it below the menu's own ring. */
:where(.kw-inhoud, .ant-drawer-body, .ant-modal-body) a:not(.ant-btn):focus-visible { outline: 2px solid #2f7d4f; outline-offset: 2px; border-radius: 2px; }
@media (max-width: 991.98px) {
  .kw-zijmenu { display: none; }
  .kw-menuknop { display: inline-flex !important; }
  .kw-kop { gap: 10px; padding: 0 12px; }
  .kw-inhoud { padding: 12px 12px 40px; }
}
@media (max-width: 639.98px) {
  .kw-kop-extra, .kw-kop-bedrijf { display: none; }
  .kw-kop-titel { flex: 1; font-size: 16px; }
  .kw-lade-extra { display: flex; }
}
@media (max-width: 479.98px) {
  .kw-uitlog-tekst, .kw-jaar-woord { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .kw-kop { gap: 8px; }
}
@media (max-width: 359.98px) {
  .kw-kop-titel { font-size: 14px; }
}
`;
