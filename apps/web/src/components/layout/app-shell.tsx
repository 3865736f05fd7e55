import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useParams } from 'react-router';
import { Alert, Button, Tag } from 'antd';
import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { isAlleenLezen, type MenuModel } from '@kw/contract';
import { Laden } from '../laden';
import { httpStatus, meldAf, vernieuwToken, VERBORGEN_KLW_VELD } from '../../lib/api-client';
import { foutBeschrijvingen, toonFout } from '../../lib/notifications';
import { klwSleutel, useCallContext, useMenu, useToken } from '../../lib/queries';
import { vervangLaatsteSegment } from '../../lib/route-tabel';
import { StatusTag } from '../ui/status-tag';
import { HoofdMenu, heeftGeenRecord, KiesEerstDeelnemer } from './menu-items';
import { afgeschermdeRoute, magRouteOpenen } from '../../lib/route-toegang';
import { GeenToegangPagina, GeenToegangRoutePagina, KringloopwijzerNietGevondenPagina, NietGevondenKaal, NietGevondenPagina } from './fout-paginas';
import { SHELL_CSS } from './shell-stijl';
import { magVerlaten } from '../form/verlaten-vraag';
import { DataProviders } from './data-providers';
import { useActueleMeldingen } from './meldingen-vraag';

const MenuLade = lazy(() => import('./menu-lade'));
// the notices banner's chunk loads only while there is a notice for this user (decision 030)
const MeldingenBanner = lazy(() => import('./meldingen-banner').then((m) => ({ default: m.MeldingenBanner })));
// the terms dialog's chunk (antd Modal) loads only for a user who has not accepted the current terms
const VoorwaardenVenster = lazy(() => import('./voorwaarden-venster').then((m) => ({ default: m.VoorwaardenVenster })));

/** The record id of a year in the year list (value is the year; `jaren` maps it to its record). */
export function klwIdVoorJaar(menu: Pick<MenuModel, 'jaren'>, waarde: string): number | undefined {
  const jaar = Number(waarde);
  return menu.jaren.find((j) => j.jaar === jaar)?.kringloopwijzerId ?? menu.jaren.find((j) => j.kringloopwijzerId === jaar)?.kringloopwijzerId;
}

/** Not logged in (RefreshToken answered 401): forget cached data and go to the login page. */
function NaarLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
  return <Laden />;
}

/** The route handle of the catch-all route: an unknown address is a page, also when not logged in. */
export interface ShellHandle {
  nietGevonden?: boolean;
}

/**
 * What the record in the URL allows: RefreshToken for it answers 403 when the user may not see it and
 * 404 when it does not exist. Either is a page of its own; without this the screen waited for a token
 * that never came ("Laden..." forever).
 */
export function recordToegang(tokenFout: unknown): 'geen-toegang' | 'niet-gevonden' | null {
  const status = httpStatus(tokenFout);
  if (status === 403) return 'geen-toegang';
  if (status === 404) return 'niet-gevonden';
  return null;
}

/** Moves focus to the main content, past the header and the menu links (WCAG 2.4.1). */
function naarInhoud(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  const inhoud = document.getElementById(INHOUD_ID);
  inhoud?.focus();
}

export const INHOUD_ID = 'inhoud';

export function AppShell() {
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const locatie = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nietGevondenRoute = useMatches().some((m) => (m.handle as ShellHandle | undefined)?.nietGevonden);
  const [ladeOpen, setLadeOpen] = useState(false);
  // the drawer's chunk loads on the first "Menu" click (menu-lade.tsx)
  const [ladeGeladen, setLadeGeladen] = useState(false);
  const token = useToken(klw);
  const toegang = recordToegang(token.error);
  // A refused or unknown record: the frame shows the user's own session (menu, year, name).
  const kaderKlw = toegang ? 'sessie' : klw;
  const menu = useMenu(kaderKlw);
  const meldingen = useActueleMeldingen();
  const context = useCallContext(kaderKlw);

  // Close the drawer when a menu link was followed.
  useEffect(() => setLadeOpen(false), [locatie.pathname, locatie.search]);

  if (token.isError && httpStatus(token.error) === 401) return nietGevondenRoute ? <NietGevondenKaal /> : <NaarLogin />;

  const geselecteerdJaar = menu.data?.jaarLijst.find((j) => j.selected)?.value ?? (menu.data?.jaar ? String(menu.data.jaar) : undefined);
  const alleenLezen = isAlleenLezen(context.data);
  const statusId = menu.data?.statusId ?? context.data?.kringloopwijzerStatusId ?? null;

  async function wisselJaar(waarde: string) {
    if (!menu.data) return;
    const id = klwIdVoorJaar(menu.data, waarde);
    if (!id) return;
    if (klwId) {
      // The same screen of the other year: the token for it follows from the new URL.
      navigate(`${vervangLaatsteSegment(locatie.pathname, id)}${locatie.search}`);
      return;
    }
    try {
      await vernieuwToken(id);
      await queryClient.invalidateQueries();
    } catch (fout) {
      toonFout(fout);
    }
  }

  async function uitloggen() {
    if (!(await magVerlaten())) return; // unsaved changes on the screen: ask first
    try {
      await meldAf();
    } catch {
      /* the session is gone locally either way */
    }
    queryClient.clear();
    navigate('/login');
  }

  // The year list stays in the header at every width, one tap from every screen (decision 025); on a
  // phone the word 'Jaar' is only read out, the state and the user move into the drawer.
  const jaarKeuze = menu.data && menu.data.jaarLijst.length > 0 && (
    <label className="kw-jaar">
      <span className="kw-jaar-woord">Jaar</span>
      <select value={geselecteerdJaar} onChange={(e) => void wisselJaar(e.target.value)}>
        {menu.data.jaarLijst.map((j) => (
          <option key={j.value} value={j.value} disabled={j.disabled}>
            {j.text}
          </option>
        ))}
      </select>
    </label>
  );

  const kopExtra = (
    <>
      {statusId !== null && <StatusTag statusId={statusId} />}
      {context.data && alleenLezen && <Tag style={ALLEEN_LEZEN_KLEUR}>Alleen lezen</Tag>}
      <span className="kw-kop-gebruiker">
        <UserOutlined aria-hidden /> {menu.data?.gebruikersnaam ?? ''}
      </span>
    </>
  );

  const overige = menu.data?.overigeItems ?? [];
  const menuInhoud = menu.isPending ? (
    <Laden />
  ) : (
    <>
      {menu.data && heeftGeenRecord(menu.data.menuItems) ? (
        <KiesEerstDeelnemer />
      ) : (
        <HoofdMenu items={menu.data?.menuItems ?? []} aantalSignaleringen={menu.data?.aantalSignaleringen ?? null} />
      )}
      {/* Profiel, Deelnemer kiezen and the staff screens, as far as the user's roles may open them (decision 017) */}
      {overige.length > 0 && <HoofdMenu items={overige} zonderStaat />}
    </>
  );

  // a page for other roles (catalogue `rollen`, as the menu lists them): refused before it is drawn or asks anything
  const afgeschermd = afgeschermdeRoute(locatie.pathname);
  const wachtOpRollen = afgeschermd !== undefined && menu.isPending;
  const geweigerd = afgeschermd !== undefined && menu.data !== undefined && !magRouteOpenen(afgeschermd, menu.data);

  let inhoud: ReactNode;
  if (nietGevondenRoute) inhoud = token.isSuccess ? <NietGevondenPagina /> : <Laden />;
  else if (toegang === 'geen-toegang') inhoud = <GeenToegangPagina />;
  else if (toegang === 'niet-gevonden') inhoud = <KringloopwijzerNietGevondenPagina />;
  else if (wachtOpRollen) inhoud = <Laden />;
  else if (geweigerd) inhoud = <GeenToegangRoutePagina rij={afgeschermd} />;
  else if (token.isError)
    inhoud = <Alert type="error" showIcon message="Deze kringloopwijzer kan niet worden geopend." description={foutBeschrijvingen(token.error).join(' ')} />;
  else
    inhoud = (
      <Suspense fallback={<Laden />}>
        <Outlet />
      </Suspense>
    );

  return (
    <div className="kw-shell">
      <style>{SHELL_CSS}</style>
      <a className="kw-skiplink" href={`#${INHOUD_ID}`} onClick={naarInhoud}>
        Naar de inhoud
      </a>
      <input type="hidden" id={VERBORGEN_KLW_VELD} value={kaderKlw === 'sessie' ? '' : String(kaderKlw)} readOnly />
      <header className="kw-kop">
        <Button
          className="kw-menuknop"
          icon={<MenuOutlined aria-hidden />}
          onClick={() => {
            setLadeGeladen(true);
            setLadeOpen(true);
          }}
          aria-expanded={ladeOpen}
          ghost
        >
          Menu
        </Button>
        <strong className="kw-kop-titel">Kringloopwijzer</strong>
        <span className="kw-kop-bedrijf">{menu.data?.bedrijfsnaam ?? context.data?.naam ?? ''}</span>
        {jaarKeuze}
        <div className="kw-kop-extra">{kopExtra}</div>
        <Button icon={<LogoutOutlined aria-hidden />} onClick={uitloggen} ghost>
          <span className="kw-uitlog-tekst">Uitloggen</span>
        </Button>
      </header>
      {menu.data && !menu.data.voorwaardenGeaccepteerd && (
        <Suspense fallback={null}>
          <VoorwaardenVenster menu={menu.data} onUitloggen={() => void uitloggen()} />
        </Suspense>
      )}
      {ladeGeladen && (
        <Suspense fallback={null}>
          <MenuLade open={ladeOpen} onClose={() => setLadeOpen(false)}>
            <div className="kw-lade-extra">
              {menu.data?.bedrijfsnaam && <strong>{menu.data.bedrijfsnaam}</strong>}
              {kopExtra}
            </div>
            <nav aria-label="Hoofdmenu">{menuInhoud}</nav>
          </MenuLade>
        </Suspense>
      )}
      <div className="kw-romp">
        <nav aria-label="Hoofdmenu" className="kw-zijmenu">
          {menuInhoud}
        </nav>
        <main id={INHOUD_ID} tabIndex={-1} className="kw-inhoud">
          {meldingen.data && meldingen.data.meldingen.length > 0 && (
            <Suspense fallback={null}>
              <MeldingenBanner meldingen={meldingen.data.meldingen} />
            </Suspense>
          )}
          {inhoud}
        </main>
      </div>
    </div>
  );
}

// antd's orange preset (#d46b08 on #fff7e6) is about 3:1; this pair is above 7:1 (WCAG AA 4.5:1).
const ALLEEN_LEZEN_KLEUR = { color: '#7a3d00', background: '#fff1de', borderColor: '#f0c48a' };

export default function AppShellMetData() {
  return (
    <DataProviders>
      <AppShell />
    </DataProviders>
  );
}
