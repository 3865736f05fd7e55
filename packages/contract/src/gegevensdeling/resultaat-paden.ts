/**
 * The parts of the engine's result the result-based data products read (decision 034): the consumer
 * API asks the database for these leaves only (~60 numbers) instead of the whole stored result (~21 KB
 * of JSON parsed per delivery). The list is not written by hand: `productInhoud` itself is run once on
 * a stand-in result that records every property it reads, so a key figure added to the report list is
 * in the list too.
 */
import type { Resultaat } from '@kw/engine';
import { productInhoud } from './inhoud';
import type { DataproductSleutel } from './soorten';

/** The products built from the engine's result; the others come from the input or the record. */
export const RESULTAAT_PRODUCTEN: readonly DataproductSleutel[] = ['kengetallen', 'bex'];
export const uitResultaat = (p: DataproductSleutel) => RESULTAAT_PRODUCTEN.includes(p);

/** Every property path (dot-separated) `lees` reads from its argument, leaves only. */
export function gelezenPaden(lees: (r: unknown) => unknown): string[] {
  const gelezen = new Set<string>();
  const opname = (pad: string[]): unknown =>
    new Proxy(
      {},
      {
        get: (_doel, sleutel) => {
          // arithmetic on a value (e.g. kg → ton) asks for a primitive; any other symbol is not a path
          if (sleutel === Symbol.toPrimitive) return () => 0;
          if (typeof sleutel === 'symbol') return undefined;
          const volgend = [...pad, sleutel];
          gelezen.add(volgend.join('.'));
          return opname(volgend);
        },
      },
    );
  lees(opname([]));
  const alle = [...gelezen];
  return alle.filter((p) => !alle.some((q) => q.startsWith(`${p}.`)));
}

/** The leaves of the result that `productInhoud` reads for the result-based products. */
export const RESULTAAT_PADEN: readonly string[] = [
  ...new Set(
    RESULTAAT_PRODUCTEN.flatMap((p) =>
      gelezenPaden((r) => productInhoud(p, { jaar: 0, invoer: {}, resultaat: r as Resultaat, status: { id: 0, omschrijving: '', ingediendOp: null } })),
    ),
  ),
];

/**
 * A result with only the listed leaves, from their values in the same order: per path `[value]`, or
 * null when the stored result does not have it (then the leaf stays absent, as it was). Objects on the
 * way are always made, so a reader of an absent leaf gets undefined, never a TypeError.
 */
export function resultaatUitPaden(paden: readonly string[], waarden: ReadonlyArray<readonly [unknown] | null>): Resultaat {
  const r: Record<string, unknown> = {};
  paden.forEach((pad, i) => {
    const delen = pad.split('.');
    let o = r;
    for (const d of delen.slice(0, -1)) o = (o[d] ??= {}) as Record<string, unknown>;
    const w = waarden[i];
    if (w) o[delen[delen.length - 1]] = w[0];
  });
  return r as unknown as Resultaat;
}
