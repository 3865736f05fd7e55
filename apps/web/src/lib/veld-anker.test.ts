import { afterEach, describe, expect, it } from 'vitest';
import { padUitHash, vindVeldElement } from './veld-anker';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a link to a field', () => {
  it('reads the document path from the fragment', () => {
    expect(padUitHash('#krachtvoer.producten.0.vemPerKgDs')).toBe('krachtvoer.producten.0.vemPerKgDs');
    expect(padUitHash('#totaalHandmatig.vet')).toBe('totaalHandmatig.vet');
    expect(padUitHash('')).toBeNull();
    expect(padUitHash('#%E0%A4%A')).toBeNull();
  });

  it('finds the field, else the first field under a table path, else the nearest field above', () => {
    document.body.innerHTML = '<input id="ruwvoer_producten_0_naam"><input id="ruwvoer_producten_0_eindvoorraadKgDs"><input id="beweiding_melkkoeien">';
    expect(vindVeldElement('ruwvoer.producten.0.eindvoorraadKgDs')?.id).toBe('ruwvoer_producten_0_eindvoorraadKgDs');
    expect(vindVeldElement('ruwvoer.producten')?.id).toBe('ruwvoer_producten_0_naam');
    expect(vindVeldElement('beweiding.melkkoeien.dagenBeperkt')?.id).toBe('beweiding_melkkoeien');
    expect(vindVeldElement('bodem.analyses')).toBeNull();
  });
});
