import { describe, expect, it } from 'vitest';
import { HttpFout } from '../fouten';
import { isDatabaseWeg, isTegelijkFout, MELDING_DATABASE_WEG, MELDING_TEGELIJK } from '../fouten';
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

describe('vertaalFout: een database die niet bereikbaar is', () => {
  const weg = { statusCode: 503, message: MELDING_DATABASE_WEG };

  it('geweigerd, afgebroken of afgesloten: een 503 in woorden, ook ingepakt door de databaselaag', () => {
    const fouten = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const f of fouten) {
      expect(vertaalFout(f), f.message).toEqual(weg);
      expect(vertaalFout(Object.assign(new Error('Failed query: select …'), { cause: f })), f.message).toEqual(weg);
    }
  });

  it('andere fouten zijn het niet: een schending, een leesreplica die weigert te schrijven, een eigen fout', () => {
    expect(isDatabaseWeg(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    // a write sent to the read-only replica pool is a bug, not an outage (decision 031)
    expect(isDatabaseWeg(Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }))).toBe(false);
    expect(isDatabaseWeg(new Error('Connection terminated unexpectedly, maar anders'))).toBe(false);
    expect(isDatabaseWeg(undefined)).toBe(false);
    // a refused outgoing HTTP call (Node's fetch) is another service
    expect(isDatabaseWeg(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }))).toBe(false);
    expect(vertaalFout(new HttpFout(503, 'Onderhoud.'))).toEqual({ statusCode: 503, message: 'Onderhoud.' });
  });
});
