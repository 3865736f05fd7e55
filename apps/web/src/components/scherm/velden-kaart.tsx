import type { VeldenCategorie } from '@kw/contract';
import { Panel } from '../ui/panel';
import { HelpInfo } from './help-info';
import { formPad } from './scherm-logica';
import { VeldInvoer } from './veld-invoer';

/** A category of single fields as a card: a responsive grid, label (with unit) above each control. */
export function VeldenKaart({ categorie, alleenLezen }: { categorie: VeldenCategorie; alleenLezen: boolean }) {
  const basis = formPad(categorie.pad);
  return (
    <Panel titel={categorie.naam}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', columnGap: 24 }}>
        {categorie.velden.map((veld) => (
          <VeldInvoer
            key={veld.sleutel}
            veld={veld}
            naam={[...basis, ...formPad(veld.sleutel)]}
            alleenLezen={alleenLezen}
            zichtbaarLabel={
              <span>
                {veld.label}
                {veld.eenheid && <span style={{ color: '#5b6b5b' }}> ({veld.eenheid})</span>}
                {veld.help && <HelpInfo titel={veld.label} tekst={veld.help} />}
              </span>
            }
          />
        ))}
      </div>
    </Panel>
  );
}
