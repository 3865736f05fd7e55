/**
 * One cell of a report table. Every figure on the results screen is drawn here, with the text
 * the server formatted (the same as the PDF). `cel.bron` names the figure's place in the
 * engine's result; a figure whose place has a trace opens "Waarom dit getal?" (decision 016).
 */
import type { RapportCel } from '@kw/contract';
import { Getal, knoopVanBron } from '../../components/afleiding';

export function RapportCelWeergave({ cel, label, metAfleiding }: { cel: RapportCel; label: string; metAfleiding?: Set<string> }) {
  if (cel.waarde === undefined) return <>{cel.tekst}</>;
  const waarde = cel.waarde;
  const knoop = knoopVanBron(cel.bron);
  if (knoop && waarde !== null && metAfleiding?.has(knoop)) {
    return (
      <span data-bron={cel.bron} style={{ whiteSpace: 'nowrap' }}>
        <Getal waarde={waarde} knoop={knoop} label={label} tekst={cel.tekst} />
      </span>
    );
  }
  return (
    <span data-bron={cel.bron} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {cel.tekst}
    </span>
  );
}
