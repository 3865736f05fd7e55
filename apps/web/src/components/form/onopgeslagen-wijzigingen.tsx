/**
 * Asks before unsaved changes are lost (decision 006): another year, another menu item or any other
 * route change (React Router's `useBlocker`, the app uses a data router), closing or reloading the
 * tab (`beforeunload`, the browser's own dialog), and logging out (`magVerlaten`, which the shell
 * awaits before it ends the session, because logging out does not start with a navigation).
 *
 * Use: `const { venster } = useOnopgeslagenWijzigingen(heeftWijzigingen);` and render `{venster}`.
 * One screen with a form at a time (React Router allows one blocker).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Modal } from 'antd';
import { zetVerlatenVraag } from './verlaten-vraag';

export const VERLATEN_TITEL = 'Wijzigingen niet opgeslagen';
export const VERLATEN_TEKST = 'U heeft wijzigingen die nog niet zijn opgeslagen. Als u deze pagina verlaat, gaan ze verloren.';
export const VERLATEN_JA = 'Pagina verlaten';
export const VERLATEN_NEE = 'Blijven';


export function useOnopgeslagenWijzigingen(heeftWijzigingen: boolean): { venster: ReactNode } {
  // Set once the user agreed to leave (logout), so the navigation that follows is not asked again.
  const doorlaten = useRef(false);
  const blokkeer = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => heeftWijzigingen && !doorlaten.current && currentLocation.pathname !== nextLocation.pathname,
    [heeftWijzigingen],
  );
  const blocker = useBlocker(blokkeer);
  const [vraag, setVraag] = useState<((ja: boolean) => void) | null>(null);

  useEffect(() => {
    if (!heeftWijzigingen) return;
    const bijSluiten = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', bijSluiten);
    const vraagFn = () =>
      new Promise<boolean>((resolve) =>
        setVraag(() => (ja: boolean) => {
          if (ja) doorlaten.current = true;
          resolve(ja);
        }),
      );
    const wegVraag = zetVerlatenVraag(vraagFn);
    return () => {
      window.removeEventListener('beforeunload', bijSluiten);
      wegVraag();
    };
  }, [heeftWijzigingen]);

  const beantwoord = (ja: boolean) => {
    if (blocker.state === 'blocked') {
      if (ja) blocker.proceed();
      else blocker.reset();
    }
    vraag?.(ja);
    setVraag(null);
  };

  const venster = (
    <Modal
      open={blocker.state === 'blocked' || vraag !== null}
      title={VERLATEN_TITEL}
      okText={VERLATEN_JA}
      cancelText={VERLATEN_NEE}
      okButtonProps={{ danger: true }}
      onOk={() => beantwoord(true)}
      onCancel={() => beantwoord(false)}
      destroyOnHidden
    >
      {VERLATEN_TEKST}
    </Modal>
  );
  return { venster };
}
