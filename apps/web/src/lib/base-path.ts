/** Spec §2: the app lives under '/' or, when the URL path contains 'zuivelnl', under '/ZuivelNL.Klw.Web'. */
export const ZUIVELNL_BASE = '/ZuivelNL.Klw.Web';

/** '' for the root deployment, '/ZuivelNL.Klw.Web' otherwise (no trailing slash, ready to prefix a path). */
export function bepaalBasePath(pathname: string): string {
  return /zuivelnl/i.test(pathname) ? ZUIVELNL_BASE : '';
}

/** The basename for React Router (it needs '/' rather than ''). */
export function routerBasename(pathname: string): string {
  return bepaalBasePath(pathname) || '/';
}

export const huidigeBasePath = (): string => bepaalBasePath(window.location.pathname);
