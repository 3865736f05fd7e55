/**
 * A link to a field: `<screen route>#<document path>` (the Signalering screen makes them,
 * decision 012). On arrival the screen focuses and scrolls to that field. antd names a form
 * field's element by its path joined with '_'; a signal about a whole table or card
 * ('ruwvoer.producten') has no element of its own, so the nearest field under or above it
 * is taken.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** 'a.b.2.c' → 'a_b_2_c' (as components/scherm/scherm-logica.ts#veldId). */
const elementId = (pad: string) => pad.split('.').join('_');

/** The document path of a fragment ('#krachtvoer.producten.0.vemPerKgDs'), or null. */
export function padUitHash(hash: string): string | null {
  const ruw = hash.replace(/^#/, '');
  if (!ruw) return null;
  try {
    return decodeURIComponent(ruw);
  } catch {
    return null;
  }
}

/** The element of the field, else the first field under the path, else the nearest field above it. */
export function vindVeldElement(pad: string, doc: Document = document): HTMLElement | null {
  const id = elementId(pad);
  const precies = doc.getElementById(id);
  if (precies) return precies;
  const eronder = doc.querySelector<HTMLElement>(`[id^="${id}_"]`);
  if (eronder) return eronder;
  const delen = pad.split('.');
  for (let n = delen.length - 1; n > 0; n--) {
    const hoger = doc.getElementById(elementId(delen.slice(0, n).join('.')));
    if (hoger) return hoger;
  }
  return null;
}

/** How long to look for the field: a slow phone or a busy machine draws a long table's rows late. */
const ZOEKEN_MS = 10_000;

/**
 * Focus the field named in the address's fragment once the form is drawn. It retries while rows
 * render, and focuses again when a re-render replaced the element and focus fell back to the page
 * (never when the user has moved focus elsewhere).
 */
export function useVeldUitHash(klaar: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    const pad = padUitHash(hash);
    if (!klaar || !pad) return;
    const einde = Date.now() + ZOEKEN_MS;
    let gezien = 0;
    let timer: ReturnType<typeof setTimeout>;
    const probeer = () => {
      const el = vindVeldElement(pad);
      const actief = document.activeElement;
      // the first time as before, whatever had focus (the link that brought us here); later only
      // when focus fell back to the page
      const vrij = gezien === 0 || !actief || actief === document.body || actief === el;
      if (el && vrij && actief !== el) {
        if (gezien === 0) el.scrollIntoView?.({ block: 'center' });
        el.focus({ preventScroll: true });
      }
      if (el) gezien++;
      // once found, keep watching that the focus holds (a late refetch can redraw the row) until the
      // user moves focus elsewhere or the search time ends; until found, keep looking
      const verder = el ? vrij : true;
      if (verder && Date.now() < einde) timer = setTimeout(probeer, el ? 250 : 100);
    };
    // a short wait first lets a closing drawer ("Waarom dit getal?") hand focus back before we take it
    timer = setTimeout(probeer, 350);
    return () => clearTimeout(timer);
  }, [hash, klaar]);
}
