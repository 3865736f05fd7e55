/**
 * Cells of an input table that show what a row adds up to (use, kg of bags, the crop's area), drawn as a
 * table cell or, in a phone's stacked block (`tabel-blokken.tsx`), as a plain div.
 */
import type { CSSProperties } from 'react';
import { Button } from 'antd';
import { CopyOutlined, DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { oppervlakteVanGewas, type TabelCategorie } from '@kw/contract';
import { formatGetal } from '../../lib/format';
import { omrekenFactor, verbruikVanRij } from './scherm-logica';
import { usePercelen } from './land-uit-percelen';

type Rij = Record<string, unknown>;

export const getalCel: CSSProperties = { padding: '6px 6px', verticalAlign: 'top', borderBottom: '1px solid #eef2ec', textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

/** The use cell: 'Verbruik' per row, with a Dutch warning when it is below zero. */
export function VerbruikCel({ rij, categorie, regel, eenheid, als: Cel = 'td' }: { rij: Rij | undefined; categorie: TabelCategorie; regel: number; eenheid: string; als?: 'td' | 'div' }) {
  if (!categorie.voorraad) return null;
  // a row in bags: its use in kg (the bag weight times the bags); without a weight no kg can be shown
  const factor = omrekenFactor(rij, categorie);
  const verbruik = verbruikVanRij(rij, categorie.voorraad) * (factor ?? 0);
  const negatief = verbruik < 0;
  const stijl: CSSProperties = Cel === 'td' ? getalCel : { fontVariantNumeric: 'tabular-nums' };
  if (factor === null) return <Cel style={{ ...stijl, color: '#5b6b5b' }} data-testid={`verbruik-${regel}`}>–</Cel>;
  return (
    <Cel style={{ ...stijl, color: negatief ? '#a8071a' : '#1f3324' }} data-testid={`verbruik-${regel}`}>
      {formatGetal(verbruik, 0)} {eenheid}
      {negatief && (
        <div style={{ fontSize: 12, whiteSpace: 'normal', minWidth: 150, textAlign: 'left' }} role="alert">
          <WarningOutlined aria-hidden /> Negatief verbruik: de eindvoorraad is groter dan begin plus aanvoer.
        </div>
      )}
    </Cel>
  );
}

/**
 * Under an amount typed in bags: the kg it stands for (the typed value itself is never changed), or
 * that the bag weight is missing.
 */
export function Omgerekend({ rij, categorie, kolom, regel }: { rij: Rij | undefined; categorie: TabelCategorie; kolom: string; regel: number }) {
  const o = categorie.omrekening;
  if (!o || rij?.[o.kolom] !== o.waarde) return null;
  const factor = omrekenFactor(rij, categorie);
  const waarde = rij?.[kolom];
  const tekst = factor === null ? 'kg per zak ontbreekt' : typeof waarde === 'number' ? `= ${formatGetal(waarde * factor, 0)} ${o.naar}` : '';
  return (
    <div style={{ fontSize: 12, color: '#3d4f40', marginTop: 2, whiteSpace: 'nowrap' }} data-testid={`omgerekend-${regel}-${kolom}`}>
      {tekst}
    </div>
  );
}

/** The area of the plots with the row's crop code (an arable crop's area comes from Percelen, read-only). */
export function OppervlakteCel({ rij, kolom, regel, als: Cel = 'td' }: { rij: Rij | undefined; kolom: string; regel: number; als?: 'td' | 'div' }) {
  const { percelen } = usePercelen();
  const code = rij?.[kolom];
  const ha = percelen && typeof code === 'number' ? oppervlakteVanGewas(percelen, code) : undefined;
  return (
    <Cel style={Cel === 'td' ? { ...getalCel, paddingTop: 11 } : { fontVariantNumeric: 'tabular-nums' }} data-testid={`oppervlakte-percelen-${regel}`}>
      {ha === undefined ? '–' : `${formatGetal(ha, 2)} ha`}
    </Cel>
  );
}

/** A row's duplicate and remove buttons (table and stacked block alike), named 'Krachtvoer: regel 3 dupliceren'. */
export function RijKnoppen({ categorie, index, aantal, dupliceer, verwijder }: { categorie: TabelCategorie; index: number; aantal: number; dupliceer: (index: number) => void; verwijder: (index: number) => void }) {
  return (
    <>
      <Button
        type="text"
        icon={<CopyOutlined />}
        aria-label={`${categorie.naam}: regel ${index + 1} dupliceren`}
        title="Dupliceren"
        disabled={aantal >= categorie.maxRijen}
        onClick={() => dupliceer(index)}
      />
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${categorie.naam}: regel ${index + 1} verwijderen`} title="Verwijderen" onClick={() => verwijder(index)} />
    </>
  );
}
