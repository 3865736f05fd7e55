/**
 * An input table on a phone (below 576 px, decision 025): each row a compact block with its number and
 * its duplicate and remove buttons on top, then every column as label above value; numbers two abreast,
 * text, choices and codes the full width. Each visible label is a <label for> tied to its control (the
 * control's own name stays 'Krachtvoer, regel 3: VEM per kg DS', as in the table and the server's messages).
 */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { FormListFieldData } from 'antd';
import type { AfgeleideKolom, TabelCategorie, VeldDefinitie } from '@kw/contract';
import { formatGetal } from '../../lib/format';
import { HelpInfo } from './help-info';
import { formPad, voorraadKolommen } from './scherm-logica';
import { OppervlakteCel, RijKnoppen, VerbruikCel } from './tabel-cellen';

type Rij = Record<string, unknown>;

const labelStijl: CSSProperties = { display: 'block', fontSize: 13, fontWeight: 600, color: '#1f3324', marginBottom: 2 };
const eenheidStijl: CSSProperties = { fontWeight: 400, color: '#5b6b5b' };

/** Numbers sit two abreast; text, choices, codes and dates take the block's width. */
const breed = (kolom: VeldDefinitie) => kolom.soort !== 'getal' || kolom.codelijst !== undefined;

/** antd's id of a list field: the full name path joined by '_' (the form has no name). */
export const veldId = (categorie: TabelCategorie, naam: number, sleutel: string) => [...formPad(categorie.pad), naam, ...formPad(sleutel)].join('_');

function Label({ htmlFor, alleenLezen, tekst, eenheid, help }: { htmlFor: string; alleenLezen: boolean; tekst: string; eenheid?: string; help?: string }) {
  const inhoud = (
    <>
      {tekst}
      {eenheid && <span style={eenheidStijl}> ({eenheid})</span>}
    </>
  );
  // inline, so the help button follows the label's last word instead of standing at the block's edge
  const stijl: CSSProperties = { ...labelStijl, display: 'inline' };
  return (
    <div style={{ marginBottom: 2 }}>
      {/* read-only values are text, not controls: a plain caption then */}
      {alleenLezen ? <span style={stijl}>{inhoud}</span> : <label htmlFor={htmlFor} style={stijl}>{inhoud}</label>}
      {help && <HelpInfo titel={tekst} tekst={help} />}
    </div>
  );
}

export interface TabelBlokkenProps {
  categorie: TabelCategorie;
  velden: FormListFieldData[];
  rijen: Rij[];
  alleenLezen: boolean;
  /** no rows added or removed here (read-only, or rows made on another route) */
  rijenVast: boolean;
  celInhoud: (kolom: VeldDefinitie, naam: number, index: number) => ReactNode;
  afgeleid?: AfgeleideKolom;
  afgeleidVan: (index: number) => string;
  voorraadEenheid: string;
  totaal: (sleutel: string) => number;
  totaalVerbruik: () => number;
  dupliceer: (index: number) => void;
  verwijder: (index: number) => void;
}

export function TabelBlokken(p: TabelBlokkenProps) {
  const { categorie, velden, rijen, rijenVast } = p;
  const voorraad = voorraadKolommen(categorie);
  if (velden.length === 0) {
    return <p style={{ color: '#5b6b5b', margin: 0 }}>{categorie.rijLabel ? 'Nog geen regels: voer eerst de producten in.' : 'Nog geen regels ingevoerd.'}</p>;
  }
  return (
    <>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }} data-testid="tabel-blokken">
        {velden.map((veld, index) => (
          <li key={veld.key} style={{ border: '1px solid #dfe7dc', borderRadius: 6, padding: '6px 10px 10px', background: '#fbfcfa' }} data-testid={`blok-${index + 1}`}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 32 }}>
              <h3 style={{ margin: 0, fontSize: 14, fontWeight: 600, flex: 1, color: '#1f3324', overflowWrap: 'anywhere' }}>
                Regel {index + 1}
                {categorie.rijLabel && `: ${String(rijen[index]?.[categorie.rijLabel.kolom] ?? '') || '–'}`}
              </h3>
              {!rijenVast && (
                <RijKnoppen categorie={categorie} index={index} aantal={velden.length} dupliceer={p.dupliceer} verwijder={p.verwijder} />
              )}
            </div>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 10, rowGap: 8, alignItems: 'end' }}>
              {categorie.kolommen.map((kolom) => (
                <Fragment key={kolom.sleutel}>
                  <div style={{ gridColumn: breed(kolom) ? '1 / -1' : undefined, minWidth: 0 }}>
                    <Label htmlFor={veldId(categorie, veld.name, kolom.sleutel)} alleenLezen={p.alleenLezen} tekst={kolom.label} eenheid={kolom.codelijst ? undefined : kolom.eenheid} help={kolom.help} />
                    {p.celInhoud(kolom, veld.name, index)}
                  </div>
                  {categorie.oppervlakteUitPercelen === kolom.sleutel && (
                    <div>
                      <span style={labelStijl}>
                        Oppervlakte <span style={eenheidStijl}>(ha, uit Percelen)</span>
                      </span>
                      <OppervlakteCel als="div" rij={rijen[index]} kolom={kolom.sleutel} regel={index + 1} />
                    </div>
                  )}
                </Fragment>
              ))}
              {p.afgeleid && (
                <div style={{ gridColumn: '1 / -1' }}>
                  <span style={labelStijl}>
                    {p.afgeleid.label} <span style={eenheidStijl}>(afgeleid)</span>
                  </span>
                  <div data-testid={`afgeleid-${index + 1}`}>{p.afgeleidVan(index)}</div>
                </div>
              )}
              {categorie.voorraad && (
                <div style={{ gridColumn: '1 / -1' }}>
                  <span style={labelStijl}>
                    Verbruik <span style={eenheidStijl}>({p.voorraadEenheid})</span>
                  </span>
                  <VerbruikCel als="div" rij={rijen[index]} categorie={categorie} regel={index + 1} eenheid={p.voorraadEenheid} />
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
      {voorraad.length > 0 && (
        <dl data-testid="totaalregel" style={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'space-between', columnGap: 12, margin: '12px 0 0', padding: '8px 10px', background: '#f3f7f1', borderRadius: 6 }}>
          {categorie.kolommen
            .filter((k) => voorraad.includes(k.sleutel))
            .map((k) => (
              <Fragment key={k.sleutel}>
                <dt>Totaal {k.label.toLocaleLowerCase('nl-NL')}</dt>
                <dd style={{ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatGetal(p.totaal(k.sleutel), 0)}</dd>
              </Fragment>
            ))}
          <dt style={{ fontWeight: 600 }}>Totaal verbruik</dt>
          <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="verbruik-totaal">
            {formatGetal(p.totaalVerbruik(), 0)} {p.voorraadEenheid}
          </dd>
        </dl>
      )}
    </>
  );
}
