import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Laden } from '../components/laden';
import { ROUTES, type RouteDefinitie } from '../lib/route-tabel';
import type { ShellHandle } from '../components/layout/app-shell';
import { routerBasename } from '../lib/base-path';
import { routeVan } from '@kw/contract/route-catalogus';
import { PAGINAS } from './route-paginas';

const AppShell = lazy(() => import('../components/layout/app-shell'));
// The one renderer of every register screen: its own chunk, shared by all of them.
const RegisterScherm = lazy(() => import('../components/scherm/register-scherm'));
const NietGebouwdPagina = lazy(() => import('../features/niet-gebouwd/niet-gebouwd-page'));
const LoginPagina = PAGINAS.login!;
const DebugPagina = PAGINAS.wortel!;
// TEMPORARY (branch mail-oidc): the staff outbox (decision 018) is no spec route; the coordinator mounts it

const laad = (inhoud: ReactNode) => <Suspense fallback={<Laden />}>{inhoud}</Suspense>;

/** A route's page: its own (`route-paginas.ts`), the register renderer for a built register screen, else "nog niet gebouwd". */
function schermVoor(route: RouteDefinitie): ComponentType {
  const Eigen = route.gebouwd ? PAGINAS[route.id] : undefined;
  if (Eigen) return Eigen;
  if (route.gebouwd && route.scherm) {
    const sleutel = route.scherm;
    return () => <RegisterScherm sleutel={sleutel} route={route.pad} />;
  }
  const Pagina = () => <NietGebouwdPagina pad={route.pad} beheer={route.soort === 'beheer'} />;
  return Pagina;
}

/** Spec §2: all routes exact; '/' is the debug screen on port 3000, else the start page. */
export function routeObjecten(mock: boolean): RouteObject[] {
  return [
    { path: routeVan('wortel'), element: mock ? laad(<DebugPagina />) : <Navigate to={routeVan('start')} replace /> },
    { path: routeVan('login'), element: laad(<LoginPagina />) },
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
