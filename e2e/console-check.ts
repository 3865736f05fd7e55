// Runs in every browser test file: a test fails when any page it opened logged a console error
// or threw an uncaught error (README: browser tests fail on console errors).
import { afterEach, expect } from 'vitest';
import { neemConsoleFoutenAf } from './browser';

afterEach(() => {
  expect(neemConsoleFoutenAf(), 'console errors').toEqual([]);
});
