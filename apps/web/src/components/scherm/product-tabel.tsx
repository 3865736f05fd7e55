/**
 * A stock list (issue 8 §4): one row per product with begin stock, purchase or harvest,
 * end stock and the contents; add, remove and duplicate a row; the use per row shown as
 * you type and flagged in words when negative; a totals row. The table scrolls inside
 * its card on a phone.
 */
import { Fragment, type CSSProperties } from 'react';
import { Button, Form, Input, type FormInstance } from 'antd';
import { CopyOutlined, DeleteOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { catalogusProducten, oppervlakteVanGewas, type TabelCategorie, type VeldDefinitie } from '@kw/contract';
import { Panel } from '../ui/panel';
import { formatGetal } from '../../lib/format';
import { HelpInfo } from './help-info';
import { Verborgen } from './verborgen';
import { formPad, kolomTotaal, kopieVanRij, legeRij, omrekenFactor, verbruikVanRij, voorraadKolommen } from './scherm-logica';
import { veldRegels, VeldInvoer } from './veld-invoer';
import { CodeKeuze, CodeTekst } from './code-keuze';
import { usePercelen } from './land-uit-percelen';
import { afgeleideTekst, PerceelKeuze, useMestForfait, usePercelen as usePerceelKeuzes } from './perceel-kolom';
import type { KlwSleutel } from '../../lib/queries';

const cel: CSSProperties = { padding: '6px 6px', verticalAlign: 'top', borderBottom: '1px solid #eef2ec' };
const kop: CSSProperties = { ...cel, textAlign: 'left', fontWeight: 600, background: '#f3f7f1', whiteSpace: 'nowrap', fontSize: 13, verticalAlign: 'bottom' };
const getalCel: CSSProperties = { ...cel, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

type Rij = Record<string, unknown>;

/** Accessible name and message prefix of a cell, as the server words it: 'Krachtvoer, regel 3: VEM per kg DS'. */
export const celLabel = (categorie: TabelCategorie, index: number, kolom: VeldDefinitie) => `${categorie.naam}, regel ${index + 1}: ${kolom.label}`;

const kolomBreedte = (kolom: VeldDefinitie) => (kolom.sleutel === 'naam' ? 200 : kolom.soort === 'getal' ? 112 : 150);

/** The use cell: 'Verbruik' per row, with a Dutch warning when it is below zero. */
function VerbruikCel({ rij, categorie, regel, eenheid }: { rij: Rij | undefined; categorie: TabelCategorie; regel: number; eenheid: string }) {
  if (!categorie.voorraad) return null;
  // a row in bags: its use in kg (the bag weight times the bags); without a weight no kg can be shown
  const factor = omrekenFactor(rij, categorie);
  const verbruik = verbruikVanRij(rij, categorie.voorraad) * (factor ?? 0);
  const negatief = verbruik < 0;
  if (factor === null) return <td style={{ ...getalCel, color: '#5b6b5b' }} data-testid={`verbruik-${regel}`}>–</td>;
  return (
    <td style={{ ...getalCel, color: negatief ? '#a8071a' : '#1f3324' }} data-testid={`verbruik-${regel}`}>
      {formatGetal(verbruik, 0)} {eenheid}
      {negatief && (
        <div style={{ fontSize: 12, whiteSpace: 'normal', minWidth: 150, textAlign: 'left' }} role="alert">
          <WarningOutlined aria-hidden /> Negatief verbruik: de eindvoorraad is groter dan begin plus aanvoer.
        </div>
      )}
    </td>
  );
}

/**
 * Under an amount typed in bags: the kg it stands for (the typed value itself is never changed), or
 * that the bag weight is missing.
 */
function Omgerekend({ rij, categorie, kolom, regel }: { rij: Rij | undefined; categorie: TabelCategorie; kolom: string; regel: number }) {
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

/** The area of the plots with the row's crop code (issue 9 §3: an arable crop's area comes from Percelen, read-only). */
function OppervlakteCel({ rij, kolom, regel }: { rij: Rij | undefined; kolom: string; regel: number }) {
  const { percelen } = usePercelen();
  const code = rij?.[kolom];
  const ha = percelen && typeof code === 'number' ? oppervlakteVanGewas(percelen, code) : undefined;
  return (
    <td style={{ ...getalCel, paddingTop: 11 }} data-testid={`oppervlakte-percelen-${regel}`}>
      {ha === undefined ? '–' : `${formatGetal(ha, 2)} ha`}
    </td>
  );
}

/** The product list of a catalogue, once per table (a native datalist: light and keyboard-friendly). */
const lijstId = (categorie: TabelCategorie) => `catalogus-${categorie.pad.replace(/\./g, '-')}`;

/** The name input: typing or picking a catalogue product's name fills its typical contents (still editable). */
function NaamMetLijst({ lijst, label, id, value, onChange, onKies, maxLengte }: { lijst: string; label: string; id?: string; value?: string; onChange?: (v: string) => void; onKies: (naam: string) => void; maxLengte?: number }) {
  return (
    <Input
      id={id}
      list={lijst}
      aria-label={label}
      value={value ?? ''}
      maxLength={maxLengte}
      placeholder="Kies of typ een product"
      autoComplete="off"
      onChange={(e) => {
        onChange?.(e.target.value);
        onKies(e.target.value);
      }}
      style={{ minWidth: 180 }}
    />
  );
}

function CatalogusNaam({ categorie, lijstPad, index, kolom, form }: { categorie: TabelCategorie; lijstPad: (string | number)[]; index: number; kolom: VeldDefinitie; form: FormInstance }) {
  const producten = catalogusProducten(categorie.catalogus);
  const label = celLabel(categorie, index, kolom);
  function kies(naam: string) {
    const product = producten.find((p) => p.naam === naam);
    if (!product) return;
    const sleutels = new Set(categorie.kolommen.map((k) => k.sleutel));
    const vullingen = { ...product.gehalten, ...product.velden };
    const velden = Object.entries(vullingen).filter(([sleutel]) => sleutels.has(sleutel));
    // After the name itself is in the form (this runs inside its onChange).
    setTimeout(() => {
      form.setFields(velden.map(([sleutel, waarde]) => ({ name: [...lijstPad, index, ...formPad(sleutel)], value: waarde, errors: [] })));
      void form.validateFields(velden.map(([sleutel]) => [...lijstPad, index, ...formPad(sleutel)])).catch(() => undefined);
    }, 0);
  }
  return (
    <Form.Item name={[index, ...formPad(kolom.sleutel)]} rules={veldRegels(kolom, label)} validateFirst style={{ marginBottom: 0 }}>
      <NaamMetLijst lijst={lijstId(categorie)} label={label} onKies={kies} maxLengte={kolom.maxLengte} />
    </Form.Item>
  );
}

export function ProductTabel({ categorie, alleenLezen, klw = 'sessie', jaar }: { categorie: TabelCategorie; alleenLezen: boolean; klw?: KlwSleutel; jaar?: number }) {
  const form = Form.useFormInstance();
  const percelen = usePerceelKeuzes(klw, Boolean(categorie.perceelKolom));
  const afgeleid = jaar !== undefined ? categorie.afgeleid : undefined;
  const mestForfait = useMestForfait(afgeleid?.soort === 'mestforfait');
  const lijstPad = formPad(categorie.pad);
  const rijen = (Form.useWatch(lijstPad, form) as Rij[] | undefined) ?? [];
  const voorraad = voorraadKolommen(categorie);
  // amounts in bags are shown and summed in kg (`omrekening.naar`)
  const voorraadEenheid = categorie.omrekening?.naar ?? categorie.kolommen.find((k) => k.sleutel === categorie.voorraad?.aanvoer)?.eenheid ?? '';
  const factor = (rij: Rij | undefined) => omrekenFactor(rij, categorie);
  const heeftCatalogus = !alleenLezen && catalogusProducten(categorie.catalogus).length > 0;
  // rows made on another route of the screen (issue 9, e.g. the use per crop of each product): named, not added or removed here
  const rijLabel = categorie.rijLabel;
  const rijenVast = alleenLezen || rijLabel !== undefined;

  return (
    <Panel titel={categorie.naam}>
      <Form.List name={lijstPad}>
        {(velden, { add, remove }) => (
          <>
            <div style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }} tabIndex={0} role="region" aria-label={`Tabel ${categorie.naam}`}>
              <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 640 }}>
                <thead>
                  <tr>
                    <th style={{ ...kop, width: 36 }} scope="col">
                      Nr.
                    </th>
                    {rijLabel && (
                      <th scope="col" style={{ ...kop, minWidth: 180 }}>
                        {rijLabel.label}
                      </th>
                    )}
                    {categorie.kolommen.map((kolom) => (
                      <Fragment key={kolom.sleutel}>
                        <th scope="col" style={{ ...kop, minWidth: kolomBreedte(kolom), textAlign: kolom.soort === 'getal' && categorie.codelijst?.kolom !== kolom.sleutel ? 'right' : 'left' }}>
                          {kolom.label}
                          {kolom.eenheid && <div style={{ fontWeight: 400, color: '#5b6b5b' }}>{kolom.eenheid}</div>}
                          {kolom.help && <HelpInfo titel={kolom.label} tekst={kolom.help} />}
                        </th>
                        {/* the area of the crop's plots right beside its code */}
                        {categorie.oppervlakteUitPercelen === kolom.sleutel && (
                          <th scope="col" style={{ ...kop, textAlign: 'right' }}>
                            Oppervlakte
                            <div style={{ fontWeight: 400, color: '#5b6b5b' }}>ha, uit Percelen</div>
                          </th>
                        )}
                      </Fragment>
                    ))}
                    {afgeleid && (
                      <th scope="col" style={kop}>
                        {afgeleid.label}
                        <div style={{ fontWeight: 400, color: '#5b6b5b' }}>afgeleid</div>
                        {afgeleid.help && <HelpInfo titel={afgeleid.label} tekst={afgeleid.help} />}
                      </th>
                    )}
                    {categorie.voorraad && (
                      <th scope="col" style={{ ...kop, textAlign: 'right' }}>
                        Verbruik
                        <div style={{ fontWeight: 400, color: '#5b6b5b' }}>{voorraadEenheid}</div>
                      </th>
                    )}
                    {!rijenVast && (
                      <th scope="col" style={kop}>
                        <Verborgen>Acties</Verborgen>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {velden.length === 0 && (
                    <tr>
                      <td style={{ ...cel, color: '#5b6b5b' }} colSpan={categorie.kolommen.length + 5}>
                        {rijLabel ? `Nog geen regels: voer eerst de producten in.` : 'Nog geen regels ingevoerd.'}
                      </td>
                    </tr>
                  )}
                  {velden.map((veld, index) => (
                    <tr key={veld.key}>
                      <td style={{ ...cel, color: '#5b6b5b', paddingTop: 11 }}>{index + 1}</td>
                      {rijLabel && (
                        <td style={{ ...cel, paddingTop: 11 }} data-testid={`rijlabel-${index + 1}`}>
                          {String(rijen[index]?.[rijLabel.kolom] ?? '') || '–'}
                        </td>
                      )}
                      {categorie.kolommen.map((kolom) => (
                        <Fragment key={kolom.sleutel}>
                          <td style={{ ...cel, textAlign: kolom.soort === 'getal' && alleenLezen ? 'right' : 'left', paddingTop: alleenLezen ? 10 : 6 }}>
                            {categorie.codelijst?.kolom === kolom.sleutel ? (
                              alleenLezen ? (
                                <Form.Item name={[veld.name, ...formPad(kolom.sleutel)]} style={{ marginBottom: 0 }}>
                                  <CodeTekst />
                                </Form.Item>
                              ) : (
                                <CodeKeuze categorie={categorie} lijstPad={lijstPad} index={veld.name} kolom={kolom} label={celLabel(categorie, index, kolom)} form={form} />
                              )
                            ) : heeftCatalogus && kolom.sleutel === 'naam' && kolom.soort === 'tekst' ? (
                              <CatalogusNaam categorie={categorie} lijstPad={lijstPad} index={veld.name} kolom={kolom} form={form} />
                            ) : kolom.sleutel === categorie.perceelKolom ? (
                              <PerceelKeuze veld={kolom} naam={[veld.name, ...formPad(kolom.sleutel)]} alleenLezen={alleenLezen} label={celLabel(categorie, index, kolom)} percelen={percelen} />
                            ) : (
                              <VeldInvoer veld={kolom} naam={[veld.name, ...formPad(kolom.sleutel)]} alleenLezen={alleenLezen} label={celLabel(categorie, index, kolom)} />
                            )}
                            {voorraad.includes(kolom.sleutel) && <Omgerekend rij={rijen[index]} categorie={categorie} kolom={kolom.sleutel} regel={index + 1} />}
                          </td>
                          {categorie.oppervlakteUitPercelen === kolom.sleutel && <OppervlakteCel rij={rijen[index]} kolom={kolom.sleutel} regel={index + 1} />}
                        </Fragment>
                      ))}
                      {afgeleid && (
                        <td style={{ ...cel, paddingTop: 10, minWidth: 150 }} data-testid={`afgeleid-${index + 1}`}>
                          {afgeleideTekst(afgeleid, jaar!, rijen[index], { percelen, mestForfait })}
                        </td>
                      )}
                      <VerbruikCel rij={rijen[index]} categorie={categorie} regel={index + 1} eenheid={voorraadEenheid} />
                      {!rijenVast && (
                        <td style={{ ...cel, whiteSpace: 'nowrap' }}>
                          <Button
                            type="text"
                            icon={<CopyOutlined />}
                            aria-label={`${categorie.naam}: regel ${index + 1} dupliceren`}
                            title="Dupliceren"
                            disabled={velden.length >= categorie.maxRijen}
                            onClick={() => add(kopieVanRij(form.getFieldValue([...lijstPad, index]) as Rij | undefined, categorie), index + 1)}
                          />
                          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${categorie.naam}: regel ${index + 1} verwijderen`} title="Verwijderen" onClick={() => remove(index)} />
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
                {velden.length > 0 && voorraad.length > 0 && (
                  <tfoot>
                    <tr data-testid="totaalregel" style={{ background: '#f8faf7' }}>
                      <th scope="row" style={{ ...cel, textAlign: 'left' }} colSpan={1}>
                        Totaal
                      </th>
                      {categorie.kolommen.map((kolom) => (
                        <Fragment key={kolom.sleutel}>
                          <td style={{ ...getalCel, fontWeight: 600 }}>{voorraad.includes(kolom.sleutel) ? formatGetal(kolomTotaal(rijen, kolom.sleutel, factor), 0) : ''}</td>
                          {categorie.oppervlakteUitPercelen === kolom.sleutel && <td style={getalCel} />}
                        </Fragment>
                      ))}
                      {afgeleid && <td style={cel} />}
                      {categorie.voorraad && (
                        <td style={{ ...getalCel, fontWeight: 600 }} data-testid="verbruik-totaal">
                          {formatGetal(
                            rijen.reduce((som, rij) => som + verbruikVanRij(rij, categorie.voorraad!) * (factor(rij) ?? 0), 0),
                            0,
                          )}{' '}
                          {voorraadEenheid}
                        </td>
                      )}
                      {!rijenVast && <td style={cel} />}
                    </tr>
                  </tfoot>
                )}
              </table>
            </div>
            {heeftCatalogus && (
              <datalist id={lijstId(categorie)}>
                {catalogusProducten(categorie.catalogus).map((p) => (
                  <option key={p.naam} value={p.naam} label={p.teVerifieren ? 'typische gehalten, te verifiëren' : `gehalten: ${p.bron}`} />
                ))}
              </datalist>
            )}
            {!rijenVast && (
              <Button
                icon={<PlusOutlined />}
                aria-label={`${categorie.naam}: regel toevoegen`}
                style={{ marginTop: 12 }}
                disabled={velden.length >= categorie.maxRijen}
                onClick={() => {
                  add(legeRij(categorie));
                  // Show at once which cells of the new row are required (highlight only).
                  const nieuw = velden.length;
                  setTimeout(() => void form.validateFields(categorie.kolommen.map((k) => [...lijstPad, nieuw, ...formPad(k.sleutel)])).catch(() => undefined), 0);
                }}
              >
                Regel toevoegen
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Panel>
  );
}
