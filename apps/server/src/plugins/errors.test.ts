import { describe, expect, it } from 'vitest';
import { HttpFout } from '../fouten';
import { isTegelijkFout, MELDING_TEGELIJK } from '../fouten';
import { vertaalFout } from './errors';

describe('vertaalFout: transacties die elkaar in de weg zaten', () => {
  it('een deadlock of serialisatiefout van PostgreSQL is een 409 in woorden, ook ingepakt door de databaselaag', () => {
    for (const code of ['40P01', '40001']) {
      expect(vertaalFout(Object.assign(new Error('deadlock detected'), { code }))).toEqual({ statusCode: 409, message: MELDING_TEGELIJK });
      expect(vertaalFout(Object.assign(new Error('Failed query: update …'), { cause: Object.assign(new Error('deadlock detected'), { code }) }))).toEqual({ statusCode: 409, message: MELDING_TEGELIJK });
    }
  });

  it('andere databasefouten blijven een onverwachte fout; eigen fouten houden hun status', () => {
    expect(isTegelijkFout(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isTegelijkFout(new Error('kapot'))).toBe(false);
    expect(isTegelijkFout(undefined)).toBe(false);
    expect(vertaalFout(Object.assign(new Error('duplicate key'), { code: '23505' })).statusCode).toBe(500);
    expect(vertaalFout(new HttpFout(409, 'De gegevens zijn intussen gewijzigd.'))).toEqual({ statusCode: 409, message: 'De gegevens zijn intussen gewijzigd.' });
  });
});
