import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Laden } from '../components/laden';
import { ROUTES, type RouteDefinitie } from '../lib/route-tabel';
import type { ShellHandle } from '../components/layout/app-shell';
import { routerBasename } from '../lib/base-path';

// Route-level code splitting: every feature is its own chunk.
const LoginPagina = lazy(() => import('../features/auth/login-page'));
const AppShell = lazy(() => import('../components/layout/app-shell'));
const StartPagina = lazy(() => import('../features/home/start-page'));
const MelkleveringPagina = lazy(() => import('../features/melklevering/melklevering-page'));
// The one renderer of every register screen: its own chunk, shared by all of them.
const RegisterScherm = lazy(() => import('../components/scherm/register-scherm'));
// The report screens with charts: ECharts comes only with these (components/grafiek, lazy).
const KengetallenGrafischPagina = lazy(() => import('../features/kengetallen-grafisch/kengetallen-grafisch-page'));
const HistorischPagina = lazy(() => import('../features/historisch/historisch-page'));
const SignaleringPagina = lazy(() => import('../features/signalering/signalering-page'));
const ResultatenPagina = lazy(() => import('../features/resultaten/resultaten-page'));
const PercelenoverzichtPagina = lazy(() => import('../features/percelenoverzicht/percelenoverzicht-page'));
const BodemGewasPagina = lazy(() => import('../features/bodem-gewas/bodem-gewas-page'));
// The plot map: Leaflet, its CSS and the drawing plugin load only on this route.
const PercelenKaartPagina = lazy(() => import('../features/percelen-kaart/percelen-kaart-pagina'));
const ProfielPagina = lazy(() => import('../features/profiel/profiel-page'));
const RegistratiePagina = lazy(() => import('../features/registratie/registratie-page'));
const NietGebouwdPagina = lazy(() => import('../features/niet-gebouwd/niet-gebouwd-page'));
const DebugPagina = lazy(() => import('../features/debug/debug-page'));

const laad = (inhoud: ReactNode) => <Suspense fallback={<Laden />}>{inhoud}</Suspense>;

function schermVoor(route: RouteDefinitie): ComponentType {
  if (route.soort === 'start') return StartPagina;
  if (route.soort === 'melklevering') return MelkleveringPagina;
  if (route.soort === 'grafieken') return KengetallenGrafischPagina;
  if (route.soort === 'historisch') return HistorischPagina;
  if (route.soort === 'signalering') return SignaleringPagina;
  if (route.soort === 'resultaten') return ResultatenPagina;
  if (route.soort === 'percelenoverzicht') return PercelenoverzichtPagina;
  if (route.soort === 'overzicht') return BodemGewasPagina;
  if (route.soort === 'kaart') return PercelenKaartPagina;
  // the Machtigingen tab (features/machtigingen) is handed in here once it is built
  if (route.soort === 'profiel') return () => <ProfielPagina />;
  if (route.soort === 'registratie') return RegistratiePagina;
  if (route.scherm) {
    const sleutel = route.scherm;
    return () => <RegisterScherm sleutel={sleutel} route={route.pad} />;
  }
  const Pagina = () => <NietGebouwdPagina pad={route.pad} beheer={route.soort === 'beheer'} />;
  return Pagina;
}

/** Spec §2: all routes exact; '/' is the debug screen on port 3000, else the start page. */
export function routeObjecten(mock: boolean): RouteObject[] {
  return [
    { path: '/', element: mock ? laad(<DebugPagina />) : <Navigate to="/Home/new" replace /> },
    { path: '/login', element: laad(<LoginPagina />) },
    {
      element: laad(<AppShell />),
      children: [
        ...ROUTES.map((route) => {
          const Scherm = schermVoor(route);
          return { path: route.pad, element: laad(<Scherm />) };
        }),
        // An unknown address: the frame shows "Pagina niet gevonden" (a plain page when not logged in).
        { path: '*', element: null, handle: { nietGevonden: true } satisfies ShellHandle },
      ],
    },
  ];
}

export function maakRouter(mock: boolean) {
  return createBrowserRouter(routeObjecten(mock), { basename: routerBasename(window.location.pathname) });
}
