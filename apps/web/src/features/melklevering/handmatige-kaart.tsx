import type { ReactNode } from 'react';
import { Form, Switch } from 'antd';
import { Panel } from '../../components/ui/panel';
import type { MelkLeveringGegevens, VeldRegel, VeldSleutel } from '@kw/contract';
import { NumberField } from '../../components/form/number-field';
import { formatGetal, PRECISIE } from '../../lib/format';
import { Info, INFO_FOSFOR, INFO_GEVOERD_KALVEREN, INFO_OVERIGE_PRODUCTIE } from './info';
import { aantalKoeien, heeftAutomatischeLeveringen, perKoe, regelsPerVeld, switchUitgeschakeld, toonZelfZuivelKwaliteit, veldStatus, zichtbaarheid, type MelkFormWaarden } from './logic';

export const SWITCH_LABEL = 'Handmatige melkregistratie gebruiken';

const cel: React.CSSProperties = { padding: '6px 8px', verticalAlign: 'top' };
const kop: React.CSSProperties = { ...cel, textAlign: 'left', fontWeight: 600, background: '#eef4ec', whiteSpace: 'nowrap' };
/** Read by screen readers, not shown: the first column's header names the rows. */
const VERBORGEN: React.CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };
/**
 * The first column stays in place when the table scrolls sideways (on a phone only the kg column fits): without it,
 * the fat or protein fields showed without the row they belong to.
 */
const vast: React.CSSProperties = { position: 'sticky', left: 0, zIndex: 1, background: '#fff' };
/** antd's help-text grey is 3.4:1 on white; this one reads at 6.9:1 (WCAG AA). */
const HULP_KLEUR = '#4d5a4e';

interface Props {
  data: MelkLeveringGegevens;
  waarden: MelkFormWaarden;
  alleenLezen: boolean;
}

export function HandmatigeKaart({ data, waarden, alleenLezen }: Props) {
  const jaar = data.kringloopwijzerJaar;
  const z = zichtbaarheid(jaar);
  const regels = regelsPerVeld(jaar);
  const handmatig = waarden.gebruikHandmatigeMelkRegistratie;
  const kolommen: Array<'kg' | 'vet' | 'eiwit' | 'ureum' | 'fosfor'> = z.fosfor ? ['kg', 'vet', 'eiwit', 'ureum', 'fosfor'] : ['kg', 'vet', 'eiwit', 'ureum'];

  const veld = (sleutel: VeldSleutel, uit = false): ReactNode => {
    const regel = regels[sleutel] as VeldRegel | undefined;
    if (!regel) return null;
    const { actief, verplicht } = veldStatus(regel, waarden);
    return <NumberField regel={regel} actief={actief} verplicht={verplicht} disabled={alleenLezen || uit} />;
  };

  const rij = (label: ReactNode, cellen: Partial<Record<(typeof kolommen)[number], ReactNode>>) => (
    <tr>
      <th scope="row" style={{ ...cel, ...vast, textAlign: 'left', fontWeight: 500, whiteSpace: 'nowrap' }}>
        {label}
      </th>
      {kolommen.map((k) => (
        <td key={k} style={{ ...cel, minWidth: k === 'kg' ? 140 : 100 }}>
          {cellen[k] ?? null}
        </td>
      ))}
    </tr>
  );

  const pk = perKoe(data, waarden);
  const koeien = aantalKoeien(data);
  const zelfZuivelKwaliteit = toonZelfZuivelKwaliteit(waarden);

  return (
    <Panel titel="Handmatige melkleveringen">
      <Form.Item
        name="gebruikHandmatigeMelkRegistratie"
        valuePropName="checked"
        label={SWITCH_LABEL}
        colon={false}
        extra={
          <span style={{ color: HULP_KLEUR }}>
            {!heeftAutomatischeLeveringen(data)
              ? 'Er zijn geen automatische melkleveringen bekend; vul de melklevering hieronder zelf in.'
              : handmatig
                ? 'U vult de geleverde melk zelf in.'
                : 'De geleverde melk wordt overgenomen uit de automatische melkleveringen.'}
          </span>
        }
      >
        <Switch disabled={switchUitgeschakeld(data, alleenLezen)} aria-label={SWITCH_LABEL} />
      </Form.Item>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th style={{ ...kop, ...vast, background: kop.background }}>
                <span style={VERBORGEN}>Soort melk</span>
              </th>
              <th style={kop}>Melk [kg]</th>
              <th style={kop}>Vet [%]</th>
              <th style={kop}>Eiwit [%]</th>
              <th style={kop}>Ureum [mg / 100 ml]</th>
              {z.fosfor && (
                <th style={kop}>
                  Fosfor [mg / 100 g]
                  <Info titel="Fosforgehalte" tekst={INFO_FOSFOR} />
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rij('Geleverd aan fabriek', {
              kg: veld('totaalHandmatig.kg', !handmatig),
              vet: veld('totaalHandmatig.vet', !handmatig),
              eiwit: veld('totaalHandmatig.eiwit', !handmatig),
              ureum: veld('totaalHandmatig.ureum', !handmatig),
              fosfor: veld('totaalHandmatig.fosfor', !handmatig),
            })}
            {rij(
              'Zelfzuivel',
              zelfZuivelKwaliteit
                ? {
                    kg: veld('totaalZelfZuivel.kg'),
                    vet: veld('totaalZelfZuivel.vet'),
                    eiwit: veld('totaalZelfZuivel.eiwit'),
                    ureum: veld('totaalZelfZuivel.ureum'),
                    fosfor: veld('totaalZelfZuivel.fosfor'),
                  }
                : { kg: veld('totaalZelfZuivel.kg') },
            )}
            {z.gevoerdKalveren &&
              rij(
                <>
                  Gevoerd aan kalveren
                  {/* the spec names this info popup 'Gevoerd Kalveren' (Melklevering is binding to the letter) */}
                  <Info titel="Gevoerd Kalveren" tekst={INFO_GEVOERD_KALVEREN} />
                </>,
                { kg: veld('melkGevoerdAanKalveren') },
              )}
            {z.overigeProductie &&
              rij(
                <>
                  Overige productie
                  <Info titel="Overige productie" tekst={INFO_OVERIGE_PRODUCTIE} />
                </>,
                { kg: veld('totaalOverigeProductie.kg') },
              )}
            <tr style={{ borderTop: '2px solid #d9e5d6' }} data-testid="jaarcijfers-per-koe">
              <th scope="row" style={{ ...cel, ...vast, textAlign: 'left', whiteSpace: 'nowrap' }}>
                Jaarcijfers per koe
              </th>
              {kolommen.map((k) => (
                <td key={k} style={{ ...cel, paddingLeft: 19 }}>
                  <strong>{formatGetal(pk[k], PRECISIE[k])}</strong>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p style={{ marginTop: 12, marginBottom: 0, color: HULP_KLEUR }}>
        Aantal melkkoeien: {formatGetal(koeien, 0)}
        {data.aantalMelkkoeien && data.aantalMelkkoeien > 0 ? '' : ' (onbekend; er wordt gerekend met 1)'}. De jaarcijfers per koe zijn de melk van het bedrijf
        (geleverd, zelfzuivel{z.gevoerdKalveren ? ', gevoerd aan kalveren' : ''}
        {z.overigeProductie ? ', overige productie' : ''}) gedeeld door het aantal melkkoeien; vet, eiwit, ureum
        {z.fosfor ? ' en fosfor' : ''} zijn naar kg gewogen gemiddelden van geleverd en zelfzuivel.
      </p>
    </Panel>
  );
}
