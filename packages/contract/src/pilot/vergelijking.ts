/**
 * The six dashboard indicators of one record under its own rules and under a pilot's rule year,
 * side by side with the difference (pure: the server and the port-3000 mocks use it).
 */
import type { Resultaat } from '@kw/engine';
import { indicatorDefinities } from '../schermen/indicatoren';

type Dashboardbron = Pick<Resultaat, 'dashboard'>;

export function pilotVergelijkingRegels(eigen: Dashboardbron, pilot: Dashboardbron) {
  return indicatorDefinities.map((d) => {
    const e = eigen.dashboard[d.sleutel];
    const p = pilot.dashboard[d.sleutel];
    return { sleutel: d.sleutel, label: d.label, eenheid: d.eenheid, eigen: e, pilot: p, verschil: p - e };
  });
}
