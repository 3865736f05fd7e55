/**
 * mulberry32: a small deterministic PRNG, uniform in [0, 1). Shared by the demo seed, the
 * port-3000 mocks and the benchmarks, so generated data is the same on every run.
 */
export function maakPrng(zaad: number): () => number {
  let a = zaad >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
