import { describe, expect, it } from 'vitest';
import { bedrijfswijzigingWat } from './wijziging';

describe('bedrijfswijzigingWat: what a company change changes, in words', () => {
  const oud = { oudKvk: '12345678', oudBrs: '111111111', oudUbns: ['1234567'] };
  it('a new BRS number with the KvK number unchanged names the BRS number, not the KvK number', () => {
    expect(bedrijfswijzigingWat({ ...oud, nieuwKvk: '12345678', nieuwBrs: '222222222', nieuwUbns: ['1234567'] })).toBe('nieuw BRS-nummer 222222222');
  });
  it('several changes, each once', () => {
    expect(bedrijfswijzigingWat({ ...oud, nieuwKvk: '87654321', nieuwBrs: '111111111', nieuwUbns: ['1234567', '7654321'] })).toBe('nieuw KvK-nummer 87654321 en nieuwe UBN’s 1234567, 7654321');
    expect(bedrijfswijzigingWat({ ...oud, nieuwKvk: '87654321', nieuwBrs: '222222222', nieuwUbns: ['7654321'] })).toBe('nieuw KvK-nummer 87654321, nieuw BRS-nummer 222222222 en nieuw UBN 7654321');
  });
});
