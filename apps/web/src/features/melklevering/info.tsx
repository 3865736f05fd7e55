import { Popover } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { FOSFOR_STANDAARD } from '@kw/contract';

export const INFO_FOSFOR = `Het fosforgehalte van de melk in mg per 100 g melk. U vindt het op de melkgeldafrekening of in het jaaroverzicht van uw zuivelonderneming. Is het fosforgehalte onbekend? Vul dan de standaardwaarde van ${FOSFOR_STANDAARD} mg / 100 g in.`;
export const INFO_OVERIGE_PRODUCTIE =
  'Melk die op het bedrijf is geproduceerd, maar niet aan de fabriek is geleverd, niet zelf is gezuiveld en niet aan de kalveren is gevoerd. Denk aan melk die is weggegooid (bijvoorbeeld na behandeling met antibiotica) of aan andere dieren is gevoerd. Vul de hoeveelheid in kg per jaar in.';
export const INFO_GEVOERD_KALVEREN =
  'De hoeveelheid volle melk van het eigen bedrijf die in dit jaar aan de kalveren is gevoerd, in kg. Biest telt mee; kunstmelk (melkpoeder) telt niet mee, die vult u in bij Voer.';

export function Info({ titel, tekst }: { titel: string; tekst: string }) {
  return (
    <Popover title={titel} content={<div style={{ maxWidth: 320 }}>{tekst}</div>} trigger={['hover', 'click']}>
      <InfoCircleOutlined role="button" tabIndex={0} aria-label={`Uitleg: ${titel}`} style={{ color: '#2f6f8f', marginLeft: 6, cursor: 'help' }} />
    </Popover>
  );
}
