/**
 * One cell of a report table. Every figure on the results screen is drawn here, with the text
 * the server formatted (the same as the PDF). `cel.bron` names the figure's place in the
 * engine's result: this is where the "waarom dit getal?" trace view (components/afleiding,
 * built separately) can hook in, without touching the tables.
 */
import type { RapportCel } from '@kw/contract';

export function RapportCelWeergave({ cel }: { cel: RapportCel }) {
  if (cel.waarde === undefined) return <>{cel.tekst}</>;
  return (
    <span data-bron={cel.bron} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {cel.tekst}
    </span>
  );
}
