import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Button, Tag } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { isAlleenLezen, type MenuModel } from '@kw/contract';
import { Laden } from '../laden';
import { httpStatus, meldAf, vernieuwToken, VERBORGEN_KLW_VELD } from '../../lib/api-client';
import { foutBeschrijvingen, toonFout } from '../../lib/notifications';
import { klwSleutel, useCallContext, useMenu, useToken } from '../../lib/queries';
import { vervangLaatsteSegment } from '../../lib/route-tabel';
import { HoofdMenu } from './menu-items';
import { DataProviders } from './data-providers';

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

export function AppShell() {
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const locatie = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useToken(klw);
  const menu = useMenu(klw);
  const context = useCallContext(klw);

  if (token.isError && httpStatus(token.error) === 401) return <NaarLogin />;

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
    try {
      await meldAf();
    } catch {
      /* the session is gone locally either way */
    }
    queryClient.clear();
    navigate('/login');
  }

  return (
    <div style={{ minHeight: '100vh', background: '#f3f6f1' }}>
      <input type="hidden" id={VERBORGEN_KLW_VELD} value={klw === 'sessie' ? '' : String(klw)} readOnly />
      <header
        style={{ position: 'sticky', top: 0, zIndex: 20, height: 64, display: 'flex', alignItems: 'center', gap: 16, padding: '0 20px', background: '#1f4d33', color: '#fff' }}
      >
        <strong style={{ fontSize: 18, whiteSpace: 'nowrap' }}>Kringloopwijzer</strong>
        <span style={{ color: '#dcebdf', flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {menu.data?.bedrijfsnaam ?? context.data?.naam ?? ''}
        </span>
        {menu.data && menu.data.jaarLijst.length > 0 && (
          <label style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            Jaar
            <select
              value={geselecteerdJaar}
              onChange={(e) => void wisselJaar(e.target.value)}
              style={{ height: 32, borderRadius: 6, border: '1px solid #c9d8cc', padding: '0 8px', font: 'inherit', color: '#1f3324' }}
            >
              {menu.data.jaarLijst.map((j) => (
                <option key={j.value} value={j.value} disabled={j.disabled}>
                  {j.text}
                </option>
              ))}
            </select>
          </label>
        )}
        {statusId !== null && <StatusTag statusId={statusId} />}
        {context.data && alleenLezen && <Tag color="orange">Alleen lezen</Tag>}
        <span style={{ whiteSpace: 'nowrap' }}>
          <UserOutlined /> {menu.data?.gebruikersnaam ?? ''}
        </span>
        <Button icon={<LogoutOutlined />} onClick={uitloggen} ghost>
          Uitloggen
        </Button>
      </header>
      <div style={{ display: 'flex', alignItems: 'flex-start' }}>
        <nav aria-label="Hoofdmenu" style={{ width: 230, flex: '0 0 230px', background: '#fff', borderRight: '1px solid #e4ebe2', alignSelf: 'stretch', minHeight: 'calc(100vh - 64px)' }}>
          {menu.isPending ? <Laden /> : <HoofdMenu items={menu.data?.menuItems ?? []} />}
        </nav>
        <main style={{ flex: 1, padding: '16px 24px 48px', minWidth: 0 }}>
          {token.isError ? (
            <Alert type="error" showIcon message="Deze kringloopwijzer kan niet worden geopend." description={foutBeschrijvingen(token.error).join(' ')} />
          ) : (
            <Suspense fallback={<Laden />}>
              <Outlet />
            </Suspense>
          )}
        </main>
      </div>
    </div>
  );
}

export default function AppShellMetData() {
  return (
    <DataProviders>
      <AppShell />
    </DataProviders>
  );
}
