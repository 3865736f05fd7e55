/** "Waarom dit getal?" on the engine's example farms: names in Dutch, and a sum adds up with the values it shows (the demo farms: server test getallen-kloppen). */
import { describe, expect, it } from 'vitest';
import { afleidingKnoopAntwoord } from './afleiding.antwoord';
import { afleidingAfwijkingen } from './test-hulp/afleiding-controle';
import { voorbeeldResultaten } from './test-hulp/voorbeeldbedrijven';

const resultaten = voorbeeldResultaten();


describe('elke knoop van de afleiding', () => {
  for (const [naam, r] of resultaten)
    it(naam, () => expect(afleidingAfwijkingen(r.afleidingGraaf!)).toEqual([]));
});

describe('Blijvend grasland', () => {
  it('noemt het grondgebruik in het Nederlands en toont de hectares die de formule gebruikt', () => {
    const [, r] = resultaten[0];
    const a = afleidingKnoopAntwoord(r.afleidingGraaf!, 'dashboard.blijvendGraslandProcent', 1)!;
    expect(a.knoop.invoer.map((i) => i.waarde)).not.toContain('blijvendGrasland');
    const blijvend = r.oppervlakten.blijvendGraslandHa;
    expect(a.kinderen.map((k) => k.waarde)).toContain(blijvend);
    expect(a.kinderen.map((k) => k.waarde)).not.toContain(r.oppervlakten.graslandHa === blijvend ? -1 : r.oppervlakten.graslandHa);
  });
});
