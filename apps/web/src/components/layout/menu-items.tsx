import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CheckCircleFilled, ExclamationCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { isOverzichtUrl, type MenuItem } from '@kw/contract';
import { routeVan } from '@kw/contract/route-catalogus';
import { isGebouwdeUrl } from '../../lib/route-tabel';

export type MenuStaat = 'klaar' | 'waarschuwing' | 'open';

/** Spec §2: each menu item shows done, not done or warning (a warning wins over done). */
export function menuStaat(item: Pick<MenuItem, 'done' | 'warning'>): MenuStaat {
  if (item.warning) return 'waarschuwing';
  return item.done ? 'klaar' : 'open';
}

const STAAT_TEKST: Record<MenuStaat, string> = { klaar: 'klaar', waarschuwing: 'controleer de gegevens', open: 'nog niet ingevuld' };
// an overview or report has no input of its own: it sums up the year's input screens
const OVERZICHT_TEKST: Record<MenuStaat, string> = { klaar: 'compleet: alle invoer is klaar', waarschuwing: 'controleer de invoer', open: 'nog niet compleet: niet alle invoer is klaar' };

export function StaatIcoon({ staat, overzicht = false }: { staat: MenuStaat; overzicht?: boolean }) {
  const label = (overzicht ? OVERZICHT_TEKST : STAAT_TEKST)[staat];
  if (staat === 'klaar') return <CheckCircleFilled style={{ color: '#3a8f57' }} aria-label={label} title={label} />;
  if (staat === 'waarschuwing') return <ExclamationCircleFilled style={{ color: '#d48806' }} aria-label={label} title={label} />;
  return <MinusCircleOutlined style={{ color: '#9aa59b' }} aria-label={label} title={label} />;
}

const sorteer = (items: MenuItem[]) => [...items].sort((a, b) => a.sortOrder - b.sortOrder);

const MENU_CSS = `
.kw-menu { list-style: none; margin: 0; padding: 8px 0 24px; }
.kw-menu-sectie { padding: 14px 20px 4px; font-size: 12px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: #5b6b5b; }
.kw-menu a { display: flex; align-items: center; gap: 10px; padding: 7px 20px; color: #1f3324; text-decoration: none; border-left: 3px solid transparent; }
.kw-menu a:hover { background: #f1f6ef; }
.kw-menu a.active { background: #e3f0e6; border-left-color: #2f7d4f; font-weight: 600; color: #1f5a37; }
.kw-menu a:focus-visible { outline: 2px solid #2f7d4f; outline-offset: -2px; }
.kw-menu-titel { display: flex; flex-direction: column; line-height: 1.3; }
.kw-menu-aantal { display: inline-block; margin-left: 8px; min-width: 20px; padding: 0 6px; border-radius: 10px; background: #8a3b00; color: #fff; font-size: 12px; line-height: 18px; text-align: center; font-weight: 600; }
.kw-verborgen { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.kw-niet-gebouwd { font-size: 12px; font-weight: 400; color: #55615a; }
.kw-menu-leeg { padding: 16px 20px; color: #1f3324; }
.kw-menu-leeg p { margin: 0 0 8px; }
.kw-menu-leeg a { color: #1f5a37; text-decoration: underline; }
`;

/** Said after the title of a menu item whose screen is not built yet (read along with the link's name). */
export const NIET_GEBOUWD_TEKST = 'nog niet gebouwd';

/** The menu of the menu model: sections with their items, each with its state icon. */
/** `zonderStaat`: items without a done/warning state (Profiel, staff screens): no state icon. */
export function HoofdMenu({ items, aantalSignaleringen = null, zonderStaat = false }: { items: MenuItem[]; aantalSignaleringen?: number | null; zonderStaat?: boolean }) {
  return (
    <>
      <style>{MENU_CSS}</style>
      <ul className="kw-menu">
        {sorteer(items).map((sectie) =>
          sectie.children.length > 0 ? (
            <li key={sectie.title}>
              <div className="kw-menu-sectie">{sectie.title}</div>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {sorteer(sectie.children).map((item) => (
                  <li key={`${item.title}-${item.url}`}>
                    <MenuLink item={item} aantal={isSignaleringen(item.url) ? aantalSignaleringen : null} zonderStaat={zonderStaat} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={sectie.title}>
              <MenuLink item={sectie} zonderStaat={zonderStaat} />
            </li>
          ),
        )}
      </ul>
    </>
  );
}

/** The Signaleringen item (it shows the record's number of signals). */
const isSignaleringen = (url: string | null) => url !== null && /\/signalering\/Index\//.test(url);

function MenuLink({ item, aantal = null, zonderStaat = false }: { item: MenuItem; aantal?: number | null; zonderStaat?: boolean }) {
  const gebouwd = item.url ? isGebouwdeUrl(item.url) : true;
  const inhoud = (
    <>
      {!zonderStaat && <StaatIcoon staat={menuStaat(item)} overzicht={item.url !== null && isOverzichtUrl(item.url)} />}
      <span className="kw-menu-titel">
        <span>
          {item.title}
          {aantal !== null && (
            <span className="kw-menu-aantal" data-testid="aantal-signaleringen">
              {aantal}
              <span className="kw-verborgen"> {aantal === 1 ? 'signalering' : 'signaleringen'}</span>
            </span>
          )}
        </span>
        {!gebouwd && <span className="kw-niet-gebouwd">{NIET_GEBOUWD_TEKST}</span>}
      </span>
    </>
  );
  if (!item.url) return <span style={{ display: 'flex', gap: 10, padding: '7px 20px' }}>{inhoud}</span>;
  return <ActieveLink url={item.url}>{inhoud}</ActieveLink>;
}

/** Items with a query (Graasdieren) share their path with another item: only the exact URL is active. */
function ActieveLink({ url, children }: { url: string; children: ReactNode }) {
  const { search } = useLocation();
  const zoek = url.includes('?') ? `?${url.split('?')[1]}` : '';
  return (
    <NavLink to={url} end className={({ isActive }) => (isActive && search === zoek ? 'active' : '')}>
      {children}
    </NavLink>
  );
}

/**
 * A staff member or adviser with no farm chosen has a menu model without record (every URL empty):
 * say what to do first instead of listing items that lead nowhere.
 */
export function heeftGeenRecord(items: MenuItem[]): boolean {
  const alle = items.flatMap((sectie) => [sectie, ...sectie.children]);
  return alle.length === 0 || alle.every((item) => !item.url);
}

export function KiesEerstDeelnemer() {
  return (
    <>
      <style>{MENU_CSS}</style>
      <div className="kw-menu-leeg">
        <p>
          <strong>Kies eerst een deelnemer</strong>
        </p>
        <p>De onderdelen van de kringloopwijzer verschijnen hier zodra u een bedrijf en een jaar hebt gekozen.</p>
        <p>
          <Link to={routeVan('deelnemers')}>
            Deelnemer kiezen{!isGebouwdeUrl(routeVan('deelnemers')) && <span className="kw-niet-gebouwd"> ({NIET_GEBOUWD_TEKST})</span>}
          </Link>
        </p>
        <p>
          <Link to="/Home/new">Of kies een bedrijf op de startpagina</Link>
        </p>
      </div>
    </>
  );
}
