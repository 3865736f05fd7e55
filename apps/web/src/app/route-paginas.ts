/**
 * The page of every built route that is not an input screen of the register, keyed by its id in the route
 * catalogue (decision 017). Route-level code splitting: every page is its own chunk. Building a route later: its
 * catalogue row (`gebouwd: true`, its `README_STATUS` text) and its lazy import here; `route-paginas.test.ts`
 * checks that the two agree.
 */
import { lazy, type ComponentType } from 'react';
import type { RouteId } from '@kw/contract/route-catalogus';

export const PAGINAS: Partial<Record<RouteId, ComponentType>> = {
  login: lazy(() => import('../features/auth/login-page')),
  wortel: lazy(() => import('../features/debug/debug-page')),
  start: lazy(() => import('../features/home/start-page')),
  melklevering: lazy(() => import('../features/melklevering/melklevering-page')),
  // The report screens with charts: ECharts comes only with these (components/grafiek, lazy).
  kengetallenGrafisch: lazy(() => import('../features/kengetallen-grafisch/kengetallen-grafisch-page')),
  historisch: lazy(() => import('../features/historisch/historisch-page')),
  signalering: lazy(() => import('../features/signalering/signalering-page')),
  resultaten: lazy(() => import('../features/resultaten/resultaten-page')),
  percelenoverzicht: lazy(() => import('../features/percelenoverzicht/percelenoverzicht-page')),
  bodemGewas: lazy(() => import('../features/bodem-gewas/bodem-gewas-page')),
  // The plot map: Leaflet, its CSS and the drawing plugin load only on this route.
  percelenKaart: lazy(() => import('../features/percelen-kaart/percelen-kaart-pagina')),
  mandates: lazy(() => import('../features/machtigingen/mandates-page')),
  deelnemers: lazy(() => import('./deelnemers-pagina')),
  uitbak: lazy(() => import('../features/uitbak/uitbak-pagina')),
  beheerRapportage: lazy(() => import('../features/sectorrapportage/sectorrapportage-pagina')),
  beheerAlgemeen: lazy(() => import('../features/beheer-algemeen/beheer-algemeen-pagina')),
  profiel: lazy(() => import('./profiel-pagina')),
  registratieRelatie: lazy(() => import('../features/registratie/registratie-page')),
  koppelingen: lazy(() => import('../features/koppelingen/koppelingen-pagina')),
  beheerDatakoppelingen: lazy(() => import('../features/datakoppelingen/datakoppelingen-pagina')),
  brokers: lazy(() => import('../features/datakoppelingen/brokers-pagina')),
  importberichtenOpnieuwVerwerken: lazy(() => import('../features/importberichten/importberichten-pagina')),
  // Data sharing (decision 027): one list component for the three participation routes.
  unapprovedParticipations: lazy(() => import('../features/gegevensdeling/deelnames-pagina').then((m) => ({ default: m.NietGoedgekeurdeDeelnames }))),
  approvedParticipations: lazy(() => import('../features/gegevensdeling/deelnames-pagina').then((m) => ({ default: m.GoedgekeurdeDeelnames }))),
  revokedParticipations: lazy(() => import('../features/gegevensdeling/deelnames-pagina').then((m) => ({ default: m.IngetrokkenDeelnames }))),
  managePurposes: lazy(() => import('../features/gegevensdeling/doelen-pagina')),
  manageParticipations: lazy(() => import('../features/gegevensdeling/deelnames-beheren-pagina')),
  beheerPilot: lazy(() => import('../features/beheer-pilot/pilots-pagina')),
  dataproducten: lazy(() => import('../features/gegevensdeling/dataproducten-pagina')),
  // the service desk's dashboard; its chart is the history screen's lazy line chunk
  sbDashboard: lazy(() => import('../features/sb-dashboard/sb-dashboard-pagina')),
};
