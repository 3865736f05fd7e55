import { Fragment, useState, type CSSProperties, type ReactNode } from 'react';
import { ApiOutlined, DownOutlined, RightOutlined } from '@ant-design/icons';
import type { MelkLeveringGegevens, Totaal } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import type { Herkomsten } from '../../components/scherm/koppeling-herkomst';
import { Verborgen } from '../../components/scherm/verborgen';
import { herkomstVanLevering, melkHerkomstZin } from './herkomst';
import { formatDatum, formatGetal, formatTijd, PRECISIE } from '../../lib/format';
import { tabelTitel, zichtbaarheid } from './logic';

/** Spec §9: the table scrolls at 500 px; no pagination. */
export const TABEL_HOOGTE = 500;

export interface Kolom {
  titel: string;
  sleutel: 'datum' | 'tijd' | 'ubn' | 'aantal' | keyof Totaal;
  getal: boolean;
}

/** Columns of the automatic table; phosphorus from 2019 (spec §2/§9). */
export function tabelKolommen(jaar: number): Kolom[] {
  const kolommen: Kolom[] = [
    { titel: 'Leverdatum', sleutel: 'datum', getal: false },
    { titel: 'Aflevertijd', sleutel: 'tijd', getal: false },
    { titel: 'UBN', sleutel: 'ubn', getal: false },
    { titel: 'Aantal leveringen', sleutel: 'aantal', getal: true },
    { titel: 'Melk [kg]', sleutel: 'kg', getal: true },
    { titel: 'Vet [%]', sleutel: 'vet', getal: true },
    { titel: 'Eiwit [%]', sleutel: 'eiwit', getal: true },
    { titel: 'Ureum [mg / 100 ml]', sleutel: 'ureum', getal: true },
  ];
  if (zichtbaarheid(jaar).fosforKolom) kolommen.push({ titel: 'Fosfor [mg / 100 g]', sleutel: 'fosfor', getal: true });
  return kolommen;
}

const hoofdletter = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const waarden = (t: Partial<Totaal>) => ({
  kg: formatGetal(t.kg, PRECISIE.kg),
  vet: formatGetal(t.vet, PRECISIE.vet),
  eiwit: formatGetal(t.eiwit, PRECISIE.eiwit),
  ureum: formatGetal(t.ureum, PRECISIE.ureum),
  fosfor: formatGetal(t.fosfor, PRECISIE.fosfor),
});

const TABEL_CSS = `
.kw-tabel { width: 100%; border-collapse: separate; border-spacing: 0; font-variant-numeric: tabular-nums; }
.kw-tabel th, .kw-tabel td { padding: 6px 10px; border-bottom: 1px solid #eef2ec; white-space: nowrap; }
.kw-tabel thead th { position: sticky; top: 0; z-index: 2; background: #eef4ec; font-weight: 600; text-align: left; }
.kw-tabel tfoot td { position: sticky; bottom: 0; z-index: 2; background: #eef4ec; font-weight: 600; border-top: 1px solid #d9e5d6; }
.kw-tabel .getal { text-align: right; }
.kw-tabel tr.maand { background: #fafcf9; }
.kw-tabel tr.maand:hover, .kw-tabel tr.levering:hover { background: #f1f6ef; }
.kw-tabel tr.levering td:first-child { padding-left: 38px; }
.kw-tabel button.uitklap { all: unset; cursor: pointer; display: inline-flex; align-items: center; gap: 8px; font-weight: 600; }
.kw-tabel button.uitklap:focus-visible { outline: 2px solid #2f7d4f; outline-offset: 2px; border-radius: 3px; }
`;

/** The dairy's link (decision 020): the colours of the register screens' marker (components/scherm/koppeling-merk). */
const MERK: CSSProperties = { color: '#163e6b', background: '#e6eef8', border: '1px solid #9fb8d8', borderRadius: 4, padding: '0 5px', fontSize: 12, position: 'relative', whiteSpace: 'normal' };

export function AutomatischeTabel({ data, herkomsten = new Map() }: { data: MelkLeveringGegevens; herkomsten?: Herkomsten }) {
  const herkomstZin = melkHerkomstZin(data, herkomsten);
  const kolommen = tabelKolommen(data.kringloopwijzerJaar);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const wissel = (naam: string) =>
    setOpen((huidig) => {
      const nieuw = new Set(huidig);
      if (nieuw.has(naam)) nieuw.delete(naam);
      else nieuw.add(naam);
      return nieuw;
    });
  const aantal = data.maanden.reduce((som, m) => som + m.leveringen.length, 0);
  const cel = (k: Kolom, inhoud: ReactNode, extra?: CSSProperties) => (
    <td key={k.sleutel} className={k.getal ? 'getal' : undefined} style={extra}>
      {inhoud ?? ''}
    </td>
  );

  return (
    <Panel titel={tabelTitel(data.datumLaatsteLevering)}>
      <style>{TABEL_CSS}</style>
      {herkomstZin && (
        <p style={{ margin: '0 0 8px' }} data-testid="koppeling-merk" data-soort="koppeling">
          <span style={MERK}>
            <ApiOutlined aria-hidden /> {herkomstZin}
          </span>
        </p>
      )}
      <div style={{ maxHeight: TABEL_HOOGTE, overflowY: 'auto', overflowX: 'auto', border: '1px solid #e9efe7', borderRadius: 6 }} data-testid="automatische-tabel">
        <table className="kw-tabel">
          <thead>
            <tr>
              {kolommen.map((k) => (
                <th key={k.sleutel} className={k.getal ? 'getal' : undefined} scope="col">
                  {k.titel}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.maanden.map((maand) => {
              const isOpen = open.has(maand.naam);
              const w = waarden(maand.totaal);
              return (
                <Fragment key={maand.naam}>
                  <tr className="maand">
                    {kolommen.map((k) =>
                      k.sleutel === 'datum' ? (
                        <td key="datum">
                          <button type="button" className="uitklap" aria-expanded={isOpen} onClick={() => wissel(maand.naam)}>
                            {isOpen ? <DownOutlined style={{ fontSize: 11 }} /> : <RightOutlined style={{ fontSize: 11 }} />}
                            {hoofdletter(maand.naam)}
                          </button>
                        </td>
                      ) : k.sleutel === 'tijd' || k.sleutel === 'ubn' ? (
                        cel(k, '')
                      ) : k.sleutel === 'aantal' ? (
                        cel(k, maand.leveringen.length, { fontWeight: 600 })
                      ) : (
                        cel(k, w[k.sleutel], { fontWeight: 600 })
                      ),
                    )}
                  </tr>
                  {isOpen &&
                    maand.leveringen.map((l, i) => {
                      const lw = waarden(l);
                      const herkomst = herkomstVanLevering(herkomsten, l);
                      return (
                        <tr className="levering" key={`${l.leverDatum}-${l.afleverTijd}-${i}`}>
                          {kolommen.map((k) =>
                            k.sleutel === 'datum'
                              ? cel(
                                  k,
                                  <>
                                    {formatDatum(l.leverDatum)}{' '}
                                    {herkomst && (
                                      <span style={MERK} title={herkomst.tekst}>
                                        <ApiOutlined aria-hidden /> koppeling<Verborgen>: {herkomst.tekst}</Verborgen>
                                      </span>
                                    )}
                                  </>,
                                )
                              : k.sleutel === 'tijd'
                                ? cel(k, formatTijd(l.afleverTijd))
                                : k.sleutel === 'ubn'
                                  ? cel(k, l.ubn)
                                  : k.sleutel === 'aantal'
                                    ? cel(k, '')
                                    : cel(k, lw[k.sleutel]),
                          )}
                        </tr>
                      );
                    })}
                </Fragment>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              {kolommen.map((k) => {
                const t = waarden(data.totaal);
                if (k.sleutel === 'datum') return <td key="datum">Totaal {data.kringloopwijzerJaar}</td>;
                if (k.sleutel === 'tijd' || k.sleutel === 'ubn') return cel(k, '');
                if (k.sleutel === 'aantal') return cel(k, aantal);
                return cel(k, t[k.sleutel]);
              })}
            </tr>
          </tfoot>
        </table>
      </div>
    </Panel>
  );
}
