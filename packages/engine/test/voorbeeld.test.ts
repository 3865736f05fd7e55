/**
 * Regression values for the shipped example farm (2024). These are our own engine's numbers,
 * not official KLW output: a change here must be deliberate and explained in docs/rekenregels.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bereken, valideerInvoer } from '../src';

const v = valideerInvoer(JSON.parse(readFileSync(new URL('../examples/zandbedrijf-melkvee.json', import.meta.url), 'utf8')));

describe('voorbeeld zandbedrijf', () => {
  it('is geldig en geeft plausibele kengetallen', () => {
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const r = bereken(v.data);
    const d = r.dumpfile;
    expect(d.melkpkoe).toBe(9_700);
    expect(d.fpcmpkoe).toBeCloseTo(10_314.98, 2);
    expect(d.kvper100kgmelk).toBeCloseTo(28.87, 2);
    // 156,9 → 158,8: VEM-2022 (2024) vraagt 3,3% meer VEM; de sluitpost vers gras (eiwitrijk) groeit mee (§1.5)
    expect(d.rants_geh_re).toBeCloseTo(158.8, 1);
    expect(d.excr_forf1).toBeCloseTo(16_343.5, 6); // 100 × (124 + 0,008 × 200) + 35 × 34,3 + 35 × 73,8
    // 108,4 → 100,1: N2O-N en NO-N uit de bodem gaan nu ook van het bedrijfsoverschot af (§1.1 één N-overschot);
    // → 93,2: meer NH3 (mineralisatie in de opslag, weideseizoensrantsoen) gaat niet meer naar de bodem (§1.2);
    // → 88,7: meer vers gras (VEM-2022) is meer gewasafvoer bij gelijke aanvoer (§1.5)
    expect(d.verl_bodbal1_ha).toBeCloseTo(88.7, 1);
    expect(d.kring1_bedbal_ovrbod).toBe(d.verl_bodbal1_ha);
    // 53,5 → 62,1 (+16%): TAN met 10% mineralisatie in de opslag en beweiding op het rantsoen van het weideseizoen (§1.2)
    expect(d.dzh_nh3_bedrha).toBeCloseTo(66.8, 1); // → 66,8 met de hogere N-opname uit vers gras (§1.5)
    // 946,3 → 815,4: aan melk toegerekend deel (86%, IDF-allocatie met 24 000 kg LG afgevoerd; §1.3)
    // → 993,5: aangekocht krachtvoer per kg product × 1,399 (KLW-standaard mengvoer) i.p.v. 0,7 per kg DS, vers gras 19,2 g CH4/kg DS (§6)
    // → 1 006,8: methaan uit de mest met VS = (1 − 0,75 + 0,04 urine-energie) × (1 − 0,08 as) = 0,2668 kg/kg DS (IPCC 2006
    // vgl. 10.24; was 0,23 zonder urine-energie) op de opgenomen DS (na voerverlies): 4 911 → 5 485 kg CH4 (§6 methaan)
    expect(d.dzh_co2_melkprod).toBeCloseTo(1006.8, 1);
    expect(d.bkg_alloc_fpcm).toBeCloseTo(85.9, 1);
    expect(d.opb_graspr_ds).toBeCloseTo(10_761, 0);
    expect(d.opb_mais_ds).toBe(17_000);
    // kritisch overschot gewogen over gras (zand 2: 105) en maïs (zand 2: 65) = 97 kg N/ha; 88,7 ligt eronder
    expect(r.bodem.stikstof.kritischOverschotKgPerHa).toBeCloseTo(97, 9);
    // 100 koeien op 50 ha zonder derogatie: 12 827 kg N uit dierlijke mest > 50 × 170 = 8 500, fosfaat 4 748 > 4 050 (§2 gebruiksnormen)
    // en de werkzame N 11 372 > 11 120 kg: drie overtredingen van de Meststoffenwet, elk een waarschuwing met het teveel in kg en per ha
    expect(r.signaleringen.map((s) => [s.code, s.ernst])).toEqual([
      ['DIERLIJKE_MEST_BOVEN_NORM', 'waarschuwing'],
      ['FOSFAAT_BOVEN_NORM', 'waarschuwing'],
      ['STIKSTOF_BOVEN_NORM', 'waarschuwing'],
    ]);
    expect(r.signaleringen[0].melding).toBe(
      'De N uit dierlijke mest (12.827 kg N) ligt 4.327 kg N (86,5 kg N/ha over 50,0 ha) boven de gebruiksnorm dierlijke mest (8.500 kg N). Dat is een overtreding van de Meststoffenwet: voer meer mest af of bemest minder.',
    );
    expect(r.signaleringen[1].melding).toContain('ligt 698 kg P2O5 (14,0 kg P2O5/ha over 50,0 ha) boven de fosfaatgebruiksnorm (4.050 kg P2O5)');
  });
});
