import { describe, expect, it } from 'vitest';
import { leesKaartInstellingen } from './kaart-instellingen';

describe('leesKaartInstellingen (the /health answer)', () => {
  it('takes the tile URL and attribution the server serves', () => {
    expect(leesKaartInstellingen({ status: 'ok', kaart: { tegelsUrl: 'https://t.example/{z}/{x}/{y}.png', attributie: 'Kaartgegevens © Kadaster' } })).toEqual({
      tegelsUrl: 'https://t.example/{z}/{x}/{y}.png',
      attributie: 'Kaartgegevens © Kadaster',
    });
    expect(leesKaartInstellingen({ kaart: { tegelsUrl: 'https://t.example/{z}/{x}/{y}.png', attributie: null } }).attributie).toBeNull();
  });

  it('no answer, an older server or no URL: the plain background', () => {
    for (const antwoord of [undefined, null, 'ok', { status: 'ok' }, { kaart: { tegelsUrl: null, attributie: null } }, { kaart: { tegelsUrl: '' } }, { kaart: { tegelsUrl: 42 } }]) {
      expect(leesKaartInstellingen(antwoord)).toEqual({ tegelsUrl: null, attributie: null });
    }
  });
});
