/**
 * A stock list (decision 010): one row per product with begin stock, purchase or harvest,
 * end stock and the contents; add, remove and duplicate a row; the use per row shown as
 * you type and flagged in words when negative; a totals row. The table scrolls inside
 * its card on a phone.
 */
import { Fragment, type CSSProperties } from 'react';
import { Button, Form, Input, type FormInstance } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { catalogusProducten, celSleutel, type TabelCategorie, type VeldDefinitie } from '@kw/contract';
import { Panel } from '../ui/panel';
import { formatGetal } from '../../lib/format';
import { HelpInfo } from './help-info';
import { Verborgen } from './verborgen';
import { formPad, kolomTotaal, kopieVanRij, legeRij, omrekenFactor, verbruikVanRij, voorraadKolommen } from './scherm-logica';
import { veldRegels, VeldInvoer, waardeAlsTekst } from './veld-invoer';
import { useHerkomsten } from './koppeling-herkomst';
import { KoppelingMerk } from './koppeling-merk';
import { CodeKeuze } from './code-keuze';
import { TabelBlokken } from './tabel-blokken';
import { getalCel, Omgerekend, OppervlakteCel, RijKnoppen, VerbruikCel } from './tabel-cellen';
import { useTelefoon } from './use-telefoon';
import { afgeleideTekst, PerceelKeuze, useMestForfait, usePercelen as usePerceelKeuzes } from './perceel-kolom';
import type { KlwSleutel } from '../../lib/queries';

const cel: CSSProperties = { padding: '6px 6px', verticalAlign: 'top', borderBottom: '1px solid #eef2ec' };
const kop: CSSProperties = { ...cel, textAlign: 'left', fontWeight: 600, background: '#f3f7f1', whiteSpace: 'nowrap', fontSize: 13, verticalAlign: 'bottom' };

type Rij = Record<string, unknown>;

/** Accessible name and message prefix of a cell, as the server words it: 'Krachtvoer, regel 3: VEM per kg DS'. */
export const celLabel = (categorie: TabelCategorie, index: number, kolom: VeldDefinitie) => `${categorie.naam}, regel ${index + 1}: ${kolom.label}`;

const kolomBreedte = (kolom: VeldDefinitie) => (kolom.sleutel === 'naam' ? 200 : kolom.soort === 'getal' ? 112 : 150);

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
  // rows made on another route of the screen (decision 010, e.g. the use per crop of each product): named, not added or removed here
  const rijLabel = categorie.rijLabel;
  const rijenVast = alleenLezen || rijLabel !== undefined;
  const telefoon = useTelefoon();
  const { velden: herkomsten, overnemen } = useHerkomsten();
  /** A cell a data link wrote: its marker (short in the wide table, the whole sentence in a phone's block). */
  const merk = (kolom: VeldDefinitie, naam: number, index: number) => {
    const sleutel = herkomsten.size > 0 ? celSleutel(categorie.pad, rijen[index], kolom.sleutel) : null;
    const herkomst = sleutel === null ? undefined : herkomsten.get(sleutel);
    if (!herkomst) return null;
    return (
      <KoppelingMerk
        herkomst={herkomst}
        naam={[...lijstPad, naam, ...formPad(kolom.sleutel)]}
        label={celLabel(categorie, index, kolom)}
        opmaak={(w) => waardeAlsTekst(kolom, w)}
        kort={!telefoon}
        overnemen={alleenLezen ? undefined : overnemen}
      />
    );
  };

  /** The control of one cell (the same in the table and in a stacked block); `naam`: the row's key in the list. */
  const celInhoud = (kolom: VeldDefinitie, naam: number, index: number) => (
    <>
      {categorie.codelijst?.kolom === kolom.sleutel && !alleenLezen ? (
        <CodeKeuze categorie={categorie} lijstPad={lijstPad} index={naam} kolom={kolom} label={celLabel(categorie, index, kolom)} form={form} />
      ) : heeftCatalogus && kolom.sleutel === 'naam' && kolom.soort === 'tekst' ? (
        <CatalogusNaam categorie={categorie} lijstPad={lijstPad} index={naam} kolom={kolom} form={form} />
      ) : kolom.sleutel === categorie.perceelKolom ? (
        <PerceelKeuze veld={kolom} naam={[naam, ...formPad(kolom.sleutel)]} alleenLezen={alleenLezen} label={celLabel(categorie, index, kolom)} percelen={percelen} />
      ) : (
        <VeldInvoer veld={kolom} naam={[naam, ...formPad(kolom.sleutel)]} alleenLezen={alleenLezen} label={celLabel(categorie, index, kolom)} />
      )}
      {merk(kolom, naam, index)}
      {voorraad.includes(kolom.sleutel) && <Omgerekend rij={rijen[index]} categorie={categorie} kolom={kolom.sleutel} regel={index + 1} />}
    </>
  );
  const afgeleidVan = (index: number) => (afgeleid ? afgeleideTekst(afgeleid, jaar!, rijen[index], { percelen, mestForfait }) : '');
  const totaalVerbruik = () => rijen.reduce((som, rij) => som + verbruikVanRij(rij, categorie.voorraad!) * (factor(rij) ?? 0), 0);

  return (
    <Panel titel={categorie.naam}>
      <Form.List name={lijstPad}>
        {(velden, { add, remove }) => {
          const dupliceer = (index: number) => add(kopieVanRij(form.getFieldValue([...lijstPad, index]) as Rij | undefined, categorie), index + 1);
          return (
          <>
            {telefoon ? (
              <TabelBlokken
                categorie={categorie}
                velden={velden}
                rijen={rijen}
                alleenLezen={alleenLezen}
                rijenVast={rijenVast}
                celInhoud={celInhoud}
                afgeleid={afgeleid}
                afgeleidVan={afgeleidVan}
                voorraadEenheid={voorraadEenheid}
                totaal={(sleutel) => kolomTotaal(rijen, sleutel, factor)}
                totaalVerbruik={totaalVerbruik}
                dupliceer={dupliceer}
                verwijder={remove}
              />
            ) : (
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
                        <th scope="col" style={{ ...kop, minWidth: kolomBreedte(kolom), textAlign: kolom.soort === 'getal' && !kolom.codelijst ? 'right' : 'left' }}>
                          {kolom.label}
                          {kolom.eenheid && !kolom.codelijst && <div style={{ fontWeight: 400, color: '#5b6b5b' }}>{kolom.eenheid}</div>}
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
                          <td style={{ ...cel, textAlign: kolom.soort === 'getal' && !kolom.codelijst && alleenLezen ? 'right' : 'left', paddingTop: alleenLezen ? 10 : 6 }}>
                            {celInhoud(kolom, veld.name, index)}
                          </td>
                          {categorie.oppervlakteUitPercelen === kolom.sleutel && <OppervlakteCel rij={rijen[index]} kolom={kolom.sleutel} regel={index + 1} />}
                        </Fragment>
                      ))}
                      {afgeleid && (
                        <td style={{ ...cel, paddingTop: 10, minWidth: 150 }} data-testid={`afgeleid-${index + 1}`}>
                          {afgeleidVan(index)}
                        </td>
                      )}
                      <VerbruikCel rij={rijen[index]} categorie={categorie} regel={index + 1} eenheid={voorraadEenheid} />
                      {!rijenVast && (
                        <td style={{ ...cel, whiteSpace: 'nowrap' }}>
                          <RijKnoppen categorie={categorie} index={index} aantal={velden.length} dupliceer={dupliceer} verwijder={remove} />
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
                          {formatGetal(totaalVerbruik(), 0)}{' '}
                          {voorraadEenheid}
                        </td>
                      )}
                      {!rijenVast && <td style={cel} />}
                    </tr>
                  </tfoot>
                )}
              </table>
            </div>
            )}
            {heeftCatalogus && (
              <datalist id={lijstId(categorie)}>
                {catalogusProducten(categorie.catalogus).map((p) => (
                  <option key={p.naam} value={p.naam} label={p.teVerifieren ? 'typische gehalten, te verifiëren' : `gehalten: ${p.bron}`} />
                ))}
              </datalist>
            )}
            {!rijenVast && (
              <Button
                icon={<PlusOutlined aria-hidden />}
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
          );
        }}
      </Form.List>
    </Panel>
  );
}
