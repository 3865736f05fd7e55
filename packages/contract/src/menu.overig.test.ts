import { describe, expect, it } from 'vitest';
import { overigeMenuItems } from './menu.overig';

const urls = (items: ReturnType<typeof overigeMenuItems>) => items.flatMap((s) => s.children.map((c) => c.url));

describe('overigeMenuItems (decision 017): alleen wat de rol mag openen', () => {
  it('een boer: Profiel en de eigen deelnames, geen beheerschermen en geen Deelnemer kiezen', () => {
    const u = urls(overigeMenuItems(['deelnemer'], { oudeMachtigingMenuItemsZichtbaar: false }));
    expect(u).toContain('/Profiel/Index');
    expect(u).toContain('/approved-participations');
    expect(u).not.toContain('/Deelnemers');
    expect(u).not.toContain('/mandates');
    expect(u).not.toContain('/sbDashboard');
    expect(u).not.toContain('/registratie/relatie');
    // the login page and '/' are outside the frame: a logged-in user has no menu item for them
    expect(u).not.toContain('/login');
    expect(u).not.toContain('/');
  });

  it('een adviseur: Deelnemer kiezen, geen beheerschermen', () => {
    const u = urls(overigeMenuItems(['organisatie', 'beheren'], { oudeMachtigingMenuItemsZichtbaar: false }));
    expect(u).toContain('/Deelnemers');
    expect(u).not.toContain('/beheer/algemeen');
  });

  it('een medewerker: de beheerschermen; /mandates alleen met de vlag', () => {
    const met = urls(overigeMenuItems(['medewerker'], { oudeMachtigingMenuItemsZichtbaar: true }));
    expect(met).toEqual(expect.arrayContaining(['/Deelnemers', '/sbDashboard', '/mandates', '/registratie/relatie', '/beheer/algemeen']));
    expect(urls(overigeMenuItems(['medewerker'], { oudeMachtigingMenuItemsZichtbaar: false }))).not.toContain('/mandates');
  });
});
