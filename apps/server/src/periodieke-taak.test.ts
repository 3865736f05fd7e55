import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodiekeTaak } from './periodieke-taak';

const UUR = 60 * 60 * 1000;

function logger() {
  const error = vi.fn();
  return { log: { error, info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger, error };
}

/** A round that stays open until `klaar()` is called, so a test can hold it in flight. */
function openRonde() {
  let klaar = () => {};
  const ronde = vi.fn(() => new Promise<void>((r) => (klaar = r)));
  return { ronde, klaar: () => klaar() };
}

describe('startPeriodiekeTaak', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draait de eerste ronde na hooguit 60 s en daarna elk interval', async () => {
    const { log } = logger();
    const ronde = vi.fn(async () => {});
    const stop = startPeriodiekeTaak('test', UUR, ronde, log);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(ronde).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ronde).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UUR - 60_000);
    expect(ronde).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UUR);
    expect(ronde).toHaveBeenCalledTimes(3);
    stop();
  });

  it('een interval van hooguit een minuut: de eerste ronde na dat interval, eenmaal', async () => {
    const { log } = logger();
    const ronde = vi.fn(async () => {});
    const stop = startPeriodiekeTaak('test', 50, ronde, log);
    await vi.advanceTimersByTimeAsync(49);
    expect(ronde).not.toHaveBeenCalled();
    // one round at 50 ms, not two (a first-round timer and the interval's first tick)
    await vi.advanceTimersByTimeAsync(1);
    expect(ronde).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(ronde).toHaveBeenCalledTimes(2);
    stop();
  });

  it('start geen ronde zolang de vorige loopt', async () => {
    const { log } = logger();
    const { ronde, klaar } = openRonde();
    const stop = startPeriodiekeTaak('test', 1000, ronde, log);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ronde).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(ronde).toHaveBeenCalledTimes(1);
    klaar();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ronde).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stop: geen ronde meer, ook niet de eerste', async () => {
    const { log } = logger();
    const ronde = vi.fn(async () => {});
    const stop = startPeriodiekeTaak('test', UUR, ronde, log);
    stop();
    await vi.advanceTimersByTimeAsync(3 * UUR);
    expect(ronde).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('een mislukte ronde wordt gelogd en de taak loopt door', async () => {
    const { log, error } = logger();
    const ronde = vi.fn(() => {
      throw new Error('kapot');
    });
    const stop = startPeriodiekeTaak('opruimen van sessies', 1000, ronde, log);
    await vi.advanceTimersByTimeAsync(1000);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ taak: 'opruimen van sessies' }), 'opruimen van sessies mislukt');
    await vi.advanceTimersByTimeAsync(1000);
    expect(ronde).toHaveBeenCalledTimes(2);
    stop();
  });

  it('interval 0: uit, zonder timer', () => {
    const { log } = logger();
    const stop = startPeriodiekeTaak('test', 0, vi.fn(async () => {}), log);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
