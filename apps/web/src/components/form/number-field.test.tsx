/**
 * Under CPU load the focus reformat ("43.680" → "43680") came after the farmer had
 * already selected or cleared the text, put the old text back and the typed digits were appended:
 * "43.680" became "4.368.043.679". Here the focus and the edit happen in one task, before React's
 * render of the focus (as on a slowed main thread, or as Playwright's fill does); the reformat
 * must then leave the edit alone. Dutch typing ("1.030.567", "4,40") keeps its number.
 */
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RegelInvoer, type GetalRegel } from './number-field';

const KG: GetalRegel = { label: 'Melk', eenheid: 'kg', min: 0, max: 15_000_000, precisie: 0 };
const VET: GetalRegel = { label: 'Vet', eenheid: '%', min: 0, max: 10, precisie: 2 };

let waarden: (number | null)[];

function Veld({ regel, begin }: { regel: GetalRegel; begin: number | null }) {
  const [waarde, setWaarde] = useState<number | null>(begin);
  return (
    <RegelInvoer
      regel={regel}
      value={waarde}
      onChange={(w) => {
        waarden.push(w);
        setWaarde(w);
      }}
    />
  );
}

const zetWaarde = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** What a browser does on typing: the selection replaced by the text, then an input event. */
function typ(input: HTMLInputElement, tekst: string) {
  for (const teken of tekst) {
    const start = input.selectionStart ?? input.value.length;
    const eind = input.selectionEnd ?? start;
    zetWaarde.call(input, input.value.slice(0, start) + teken + input.value.slice(eind));
    input.setSelectionRange(start + 1, start + 1);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Lets React run what the focus scheduled (its render is a microtask after the focus event's task). */
const laatReactRenderen = () => act(async () => new Promise((r) => setTimeout(r, 0)));

const origineel = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeEach(() => {
  waarden = [];
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = origineel;
});

/** Focus, then `bewerk` in the same task (before React renders the focus), as a browser under load. */
async function focusEnBewerkMeteen(input: HTMLInputElement, bewerk: () => void) {
  // like a browser: no act() around the focus, so React's render of it waits for the microtask
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  input.focus();
  bewerk();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = origineel;
  await laatReactRenderen();
}

const invoer = (container: HTMLElement) => container.querySelector('input')!;

describe('RegelInvoer: de opmaak bij focus overschrijft geen invoer (onder belasting)', () => {
  it('alles geselecteerd vlak na de focus, dan getypt: het getypte getal, niet de oude tekst ervoor', async () => {
    const { container } = render(<Veld regel={KG} begin={43_680} />);
    const input = invoer(container);
    expect(input.value).toBe('43.680');
    await focusEnBewerkMeteen(input, () => input.select());
    await act(async () => typ(input, '43679'));
    expect(input.value).toBe('43679');
    await act(async () => input.blur());
    expect(waarden).toEqual([43_679]);
    expect(input.value).toBe('43.679');
  });

  it('geleegd vlak na de focus, dan getypt: het getypte getal', async () => {
    const { container } = render(<Veld regel={KG} begin={43_680} />);
    const input = invoer(container);
    await focusEnBewerkMeteen(input, () => {
      input.setSelectionRange(0, input.value.length);
      zetWaarde.call(input, '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('');
    await act(async () => typ(input, '43679'));
    expect(input.value).toBe('43679');
    await act(async () => input.blur());
    expect(waarden).toEqual([43_679]);
  });

  it('alles geselecteerd en overgetypt vlak na de focus: het getypte blijft staan', async () => {
    const { container } = render(<Veld regel={KG} begin={43_680} />);
    const input = invoer(container);
    await focusEnBewerkMeteen(input, () => {
      input.select();
      typ(input, '5');
    });
    expect(input.value).toBe('5');
    await act(async () => typ(input, '1'));
    await act(async () => input.blur());
    expect(waarden).toEqual([51]);
  });

  it('zolang de tekst niet veranderd is, wordt hij bij focus zonder punten getoond; alles geselecteerd blijft alles geselecteerd', async () => {
    const { container } = render(<Veld regel={KG} begin={1_030_567} />);
    const input = invoer(container);
    await focusEnBewerkMeteen(input, () => input.select());
    expect(input.value).toBe('1030567');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 7]);
    await act(async () => input.blur());
    expect(waarden).toEqual([]);
    expect(input.value).toBe('1.030.567');
  });

  it('de cursor blijft achter hetzelfde cijfer bij de opmaak', async () => {
    const { container } = render(<Veld regel={KG} begin={1_030_567} />);
    const input = invoer(container);
    // the caret after "1.030" (5 characters, 4 digits)
    await focusEnBewerkMeteen(input, () => input.setSelectionRange(5, 5));
    expect(input.value).toBe('1030567');
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
  });

  it.each([
    ['1.030.567', KG, 1_030_567, '1.030.567'],
    ['4,40', VET, 4.4, '4,40'],
    ['43.680', KG, 43_680, '43.680'],
  ] as const)('de Nederlandse invoer %s houdt zijn getal', async (tekst, regel, getal, getoond) => {
    const { container } = render(<Veld regel={regel} begin={null} />);
    const input = invoer(container);
    await focusEnBewerkMeteen(input, () => input.select());
    await act(async () => typ(input, tekst));
    await act(async () => input.blur());
    expect(waarden).toEqual([getal]);
    expect(input.value).toBe(getoond);
  });
});
