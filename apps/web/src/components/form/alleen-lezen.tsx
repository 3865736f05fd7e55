/**
 * Whether a screen document may be edited, and the notice that says why not (spec §4): read-only
 * until the context has loaded, for everyone once the status is above 1, and where the server said
 * this caller may not save (`isAuthorized`); the web only hides what the server would refuse.
 * Shared by the register screens and the plot map.
 */
import { Alert } from 'antd';
import { isAlleenLezen, type CallContext } from '@kw/contract';

interface Document {
  kringloopwijzerStatus: number;
  isAuthorized?: boolean;
}

export function leesRecht(data: Document, context: CallContext | null | undefined) {
  const gesloten = data.kringloopwijzerStatus > 1;
  const alleenLezen = gesloten || isAlleenLezen(context) || data.isAuthorized === false;
  // the notice waits for the context, so it does not flash while the context loads
  const toonMelding = gesloten || (Boolean(context || data.isAuthorized === false) && alleenLezen);
  return { gesloten, alleenLezen, toonMelding };
}

/** `wat`: what the screen shows, e.g. 'de gegevens' or 'de percelen'. */
export function AlleenLezenMelding({ gesloten, wat }: { gesloten: boolean; wat: string }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      message={gesloten ? `Dit jaar is afgesloten. U kunt ${wat} bekijken, maar niet meer wijzigen.` : `U kunt ${wat} van dit bedrijf bekijken, maar niet wijzigen.`}
    />
  );
}
