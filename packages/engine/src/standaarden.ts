import type { Constante } from './afleiding';

/** A default (forfait) the calculation used because the farmer left a field empty. */
export interface GebruikteStandaard {
  pad: string;
  waarde: number | string;
  eenheid: string;
  bron: string;
}

/** Collects the defaults used while calculating one farm-year. */
export class Standaarden {
  readonly lijst: GebruikteStandaard[] = [];

  /** The entered value, or the parameter's value (recorded) when it is empty. */
  getal(pad: string, ingevuld: number | undefined, standaard: Constante): number {
    if (ingevuld !== undefined) return ingevuld;
    this.lijst.push({ pad, waarde: standaard.waarde, eenheid: standaard.eenheid, bron: standaard.bron });
    return standaard.waarde;
  }

  /** Records a default that is not a single constant (e.g. a share derived from areas). */
  noteer(pad: string, waarde: number | string, eenheid: string, bron: string): void {
    this.lijst.push({ pad, waarde, eenheid, bron });
  }

  /** Whether a default was used for this input path (for the trace). */
  bevat(pad: string): boolean {
    return this.lijst.some((s) => s.pad === pad);
  }
}
