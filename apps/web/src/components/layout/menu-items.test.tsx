/** The menu's Signaleringen item shows the record's number of signals. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MenuItem } from '@kw/contract';
import { HoofdMenu } from './menu-items';

afterEach(cleanup);

const item = (title: string, url: string): MenuItem => ({ title, url, isChild: true, warning: false, done: false, sortOrder: 10, imageClass: null, textClass: null, children: [] });
const items: MenuItem[] = [
  { ...item('Rapportage', ''), url: null, isChild: false, children: [item('Signaleringen', '/signalering/Index/7'), { ...item('BEX rapportage', '/KLWResultatenOpties/Index/7'), sortOrder: 20 }] },
];

function toon(aantal: number | null) {
  const router = createMemoryRouter([{ path: '*', element: <HoofdMenu items={items} aantalSignaleringen={aantal} /> }]);
  render(<RouterProvider router={router} />);
}

describe('Signaleringen in het menu', () => {
  it('toont het aantal bij Signaleringen, voor de schermlezer met het woord erbij', () => {
    toon(3);
    const badges = document.querySelectorAll('[data-testid="aantal-signaleringen"]');
    expect(badges).toHaveLength(1);
    expect(badges[0].textContent).toBe('3 signaleringen');
    expect(badges[0].closest('a')!.getAttribute('href')).toBe('/signalering/Index/7');
  });

  it('zonder kringloopwijzer (null) geen aantal', () => {
    toon(null);
    expect(document.querySelectorAll('[data-testid="aantal-signaleringen"]')).toHaveLength(0);
  });
});

describe('de staat van een overzicht in het menu', () => {
  const metStaat = (lijst: MenuItem[]) => {
    const router = createMemoryRouter([{ path: '*', element: <HoofdMenu items={lijst} /> }]);
    render(<RouterProvider router={router} />);
  };

  it('zegt bij een rapport dat niet alle invoer klaar is, bij een invoerscherm dat het nog niet is ingevuld', () => {
    metStaat([{ ...item('Voer', ''), url: null, isChild: false, children: [item('Krachtvoer', '/voer/krachtvoer/Index/7'), { ...item('BEX rapportage', '/KLWResultatenOpties/Index/7'), sortOrder: 20 }] }]);
    expect(document.querySelector('a[href="/voer/krachtvoer/Index/7"] [aria-label]')!.getAttribute('aria-label')).toBe('nog niet ingevuld');
    expect(document.querySelector('a[href="/KLWResultatenOpties/Index/7"] [aria-label]')!.getAttribute('aria-label')).toBe('nog niet compleet: niet alle invoer is klaar');
  });

  it('een compleet jaar: het rapport is compleet', () => {
    metStaat([{ ...item('Rapportage', ''), url: null, isChild: false, children: [{ ...item('BEX rapportage', '/KLWResultatenOpties/Index/7'), done: true }] }]);
    expect(document.querySelector('a[href="/KLWResultatenOpties/Index/7"] [aria-label]')!.getAttribute('aria-label')).toBe('compleet: alle invoer is klaar');
  });
});
