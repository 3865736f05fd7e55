import type { VeldenCategorie } from '@kw/contract';
import { veldSleutel } from '@kw/contract';
import { Panel } from '../ui/panel';
import { HelpInfo } from './help-info';
import { useHerkomsten } from './koppeling-herkomst';
import { KoppelingMerk } from './koppeling-merk';
import { formPad } from './scherm-logica';
import { VeldInvoer, waardeAlsTekst } from './veld-invoer';

/** A category of single fields as a card: a responsive grid, label (with unit) above each control; a linked value marked. */
export function VeldenKaart({ categorie, alleenLezen }: { categorie: VeldenCategorie; alleenLezen: boolean }) {
  const basis = formPad(categorie.pad);
  const { velden: herkomsten, overnemen } = useHerkomsten();
  return (
    <Panel titel={categorie.naam}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', columnGap: 24 }}>
        {categorie.velden.map((veld) => {
          const naam = [...basis, ...formPad(veld.sleutel)];
          const herkomst = herkomsten.get(veldSleutel(categorie.pad, veld.sleutel));
          return (
            <VeldInvoer
              key={veld.sleutel}
              veld={veld}
              naam={naam}
              alleenLezen={alleenLezen}
              help={herkomst && <KoppelingMerk herkomst={herkomst} naam={naam} label={veld.label} opmaak={(w) => waardeAlsTekst(veld, w)} overnemen={alleenLezen ? undefined : overnemen} />}
              zichtbaarLabel={
                <span>
                  {veld.label}
                  {veld.eenheid && <span style={{ color: '#5b6b5b' }}> ({veld.eenheid})</span>}
                  {veld.help && <HelpInfo titel={veld.label} tekst={veld.help} />}
                </span>
              }
            />
          );
        })}
      </div>
    </Panel>
  );
}
