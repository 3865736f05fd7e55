/**
 * The call catalogue's policy (decision 036) says what the policy table says (decision 019): for every
 * catalogued call the table has a row with the same scope, the same allowed relations and the same
 * gate-only flag, so the policy walk checks what the entry promises.
 */
import { describe, expect, it } from 'vitest';
import { alleAanroepen } from '@kw/contract';
import { beleidsTabel } from '../src/beleid/beleidstabel';

describe('het beleid van de aanroepencatalogus', () => {
  it.each(alleAanroepen.filter((a) => a.beleid !== null).map((a) => [`${a.methode} ${a.pad}`, a] as const))('%s staat zo in de beleidstabel', (_sleutel, a) => {
    const rijen = beleidsTabel.filter((r) => r.methode === a.methode && r.pad === a.pad);
    expect(rijen.length, 'een rij in de beleidstabel').toBeGreaterThan(0);
    const rij = rijen.find((r) => r.bereik === a.beleid!.bereik) ?? rijen[0];
    expect({ bereik: rij.bereik, toegestaan: [...rij.toegestaan].sort(), alleenPoort: rij.alleenPoort ?? false }).toEqual({
      bereik: a.beleid!.bereik,
      toegestaan: [...a.beleid!.toegestaan].sort(),
      alleenPoort: a.beleid!.alleenPoort ?? false,
    });
  });
});
