import { useId, useState } from 'react';
import { Popover } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { FOSFOR_STANDAARD } from '@kw/contract';

export const INFO_FOSFOR = `Het fosforgehalte van de melk in mg per 100 g melk. U vindt het op de melkgeldafrekening of in het jaaroverzicht van uw zuivelonderneming. Is het fosforgehalte onbekend? Vul dan de standaardwaarde van ${FOSFOR_STANDAARD} mg / 100 g in.`;
export const INFO_OVERIGE_PRODUCTIE =
  'Melk die op het bedrijf is geproduceerd, maar niet aan de fabriek is geleverd, niet zelf is gezuiveld en niet aan de kalveren is gevoerd. Denk aan melk die is weggegooid (bijvoorbeeld na behandeling met antibiotica) of aan andere dieren is gevoerd. Vul de hoeveelheid in kg per jaar in.';
export const INFO_GEVOERD_KALVEREN =
  'De hoeveelheid volle melk van het eigen bedrijf die in dit jaar aan de kalveren is gevoerd, in kg. Biest telt mee; kunstmelk (melkpoeder) telt niet mee, die vult u in bij Voer.';

const KNOP_CSS = `.kw-info { all: unset; cursor: pointer; margin-left: 6px; color: #2f6f8f; border-radius: 50%; line-height: 1; }
.kw-info:focus-visible { outline: 2px solid #2f7d4f; outline-offset: 2px; }`;

/**
 * An info popup (spec §2) that works by mouse and keyboard: a real button (Enter/Space open and
 * close it, Escape closes it), aria-expanded, and the text rendered from the start so the
 * button's aria-describedby points at an element that exists.
 */
export function Info({ titel, tekst }: { titel: string; tekst: string }) {
  const [open, setOpen] = useState(false);
  const id = `uitleg-${useId().replace(/:/g, '')}`;
  return (
    <>
      <style>{KNOP_CSS}</style>
      <Popover id={id} forceRender open={open} onOpenChange={setOpen} title={titel} content={<div style={{ maxWidth: 320 }}>{tekst}</div>} trigger={['hover', 'click']}>
      <button
        type="button"
        className="kw-info"
        aria-label={`Uitleg: ${titel}`}
        aria-expanded={open}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <InfoCircleOutlined aria-hidden />
      </button>
      </Popover>
    </>
  );
}
