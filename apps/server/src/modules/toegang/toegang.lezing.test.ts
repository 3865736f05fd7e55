import { describe, expect, it } from 'vitest';
import type { BeleidsActor } from '../../plugins/auth';
import { lezingRij } from './toegang.lezing';

const record = { id: 11, relatieId: 5, jaar: 2024 };
const adviseur = (machtigingen: BeleidsActor['machtigingen']): BeleidsActor => ({ id: 3, isDeelnemer: false, isSBMedewerker: false, relatieId: null, organisatieId: 9, machtigingen });

describe('lezingRij: the access row of an allowed read from the rights the policy held (decision 019)', () => {
  it('names the volmacht before beheren and inzien, only of this farm', () => {
    const rij = lezingRij(
      {
        actor: adviseur([
          { id: 1, relatieId: 5, soort: 'inzien', magBewerken: false },
          { id: 2, relatieId: 6, soort: 'volmacht', magBewerken: true },
          { id: 4, relatieId: 5, soort: 'volmacht', magBewerken: true },
          { id: 3, relatieId: 5, soort: 'beheren', magBewerken: true },
        ]),
        record,
      },
      'Krachtvoer',
      'bekeken',
    );
    expect(rij).toEqual({ relatieId: 5, gebruikerId: 3, organisatieId: 9, rol: 'volmacht', machtigingId: 4, servicedeskToegangId: null, reden: null, klwId: 11, jaar: 2024, wat: 'Krachtvoer', actie: 'bekeken' });
  });

  it('staff: the newest running access with its reason, even when its id equals a mandate id of another farm', () => {
    const actor: BeleidsActor = {
      id: 8, isDeelnemer: false, isSBMedewerker: true, relatieId: null, organisatieId: null,
      machtigingen: [
        { id: 7, relatieId: 6, soort: 'inzien', magBewerken: false },
        { id: 7, relatieId: 5, soort: 'servicedesk', magBewerken: false, reden: 'Vraag over de melklevering' },
        { id: 12, relatieId: 5, soort: 'servicedesk', magBewerken: false, reden: 'Tweede vraag' },
      ],
    };
    const rij = lezingRij({ actor, record }, 'Resultaten', 'gedownload');
    expect(rij).toMatchObject({ rol: 'servicedesk', machtigingId: null, servicedeskToegangId: 12, reden: 'Tweede vraag', organisatieId: null, actie: 'gedownload' });
  });

  it('no row for the farm\'s own participant; a participant of another farm is named without a mandate', () => {
    const eigen: BeleidsActor = { id: 1, isDeelnemer: true, isSBMedewerker: false, relatieId: 5, machtigingen: [] };
    expect(lezingRij({ actor: eigen, record }, 'Krachtvoer', 'bekeken')).toBeNull();
    expect(lezingRij({ actor: { ...eigen, relatieId: 6 }, record }, 'Krachtvoer', 'bekeken')).toMatchObject({ rol: 'onbekend', machtigingId: null, organisatieId: null });
  });
});
