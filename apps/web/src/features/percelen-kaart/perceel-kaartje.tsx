/**
 * The card of the chosen plot (decision 014): its data, a link to the plot table, and when the year is open a small
 * form (name, crop code, land use, soil type) with buttons to edit its outline or remove it. The area is not typed
 * here: it comes from the polygon.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, Card, Input, Select, Space } from 'antd';
import { DeleteOutlined, EditOutlined, CheckOutlined } from '@ant-design/icons';
import { gewascodes } from '@kw/contract';
import type { Perceel } from '@kw/engine';
import { formatHa } from './kaart-logica';

export const GRONDGEBRUIK_NAMEN: Record<Perceel['grondgebruik'], string> = {
  blijvendGrasland: 'Blijvend grasland',
  tijdelijkGrasland: 'Tijdelijk grasland',
  mais: 'Maïs',
  akkerbouw: 'Akkerbouw',
  natuur: 'Natuur',
};
export const GRONDSOORT_NAMEN: Record<Perceel['grondsoort'], string> = { zand: 'Zand', klei: 'Klei', veen: 'Veen', loss: 'Löss' };

const GEWAS_OPTIES = gewascodes.map((g) => ({ value: g.code, label: `${g.code} – ${g.naam}` }));
const keuzes = <T extends string>(namen: Record<T, string>) => (Object.keys(namen) as T[]).map((value) => ({ value, label: namen[value] }));

interface Props {
  perceel: Perceel;
  alleenLezen: boolean;
  bewerkt: boolean;
  tabelPad: string;
  naamVanGewas: (code: number) => string | undefined;
  onWijzig: (wijziging: Partial<Perceel>) => void;
  onBewerkVorm: (aan: boolean) => void;
  onTekenVorm: () => void;
  onVerwijder: () => void;
  onSluit: () => void;
}

export function PerceelKaartje({ perceel, alleenLezen, bewerkt, tabelPad, naamVanGewas, onWijzig, onBewerkVorm, onTekenVorm, onVerwijder, onSluit }: Props) {
  const titel = perceel.naam?.trim() || perceel.nummer?.trim() || 'Perceel zonder naam';
  const kop = useRef<HTMLHeadingElement>(null);
  // Keyboard: the card takes the focus when a plot is chosen, so the form follows the map.
  useEffect(() => {
    kop.current?.focus();
  }, [perceel.id]);
  const id = (veld: string) => `perceel-kaartje-${veld}`;
  const gewasOpties = GEWAS_OPTIES.some((o) => o.value === perceel.gewascode)
    ? GEWAS_OPTIES
    : [{ value: perceel.gewascode, label: `${perceel.gewascode} – ${naamVanGewas(perceel.gewascode) ?? 'onbekende code'}` }, ...GEWAS_OPTIES];

  return (
    <Card
      size="small"
      title={
        <h2 ref={kop} tabIndex={-1} className="perceel-kaartje-kop" style={{ margin: 0, fontSize: 16 }}>
          {titel}
        </h2>
      }
      extra={
        <Button size="small" type="text" onClick={onSluit} aria-label="Kaartje sluiten">
          Sluiten
        </Button>
      }
      data-testid="perceel-kaartje"
    >
      <p style={{ margin: '0 0 12px' }}>
        Oppervlakte: <strong data-testid="perceel-oppervlakte">{formatHa(perceel.oppervlakteHa)}</strong>
        {perceel.geometrie ? ' (berekend uit de vorm op de kaart)' : ' (nog geen vorm op de kaart)'}
      </p>
      {alleenLezen ? (
        // a plain list: antd's Descriptions labels are too pale for WCAG AA contrast
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: 0 }}>
          {[
            ['Perceelnummer', perceel.nummer || '—'],
            ['Gewas', `${perceel.gewascode} – ${naamVanGewas(perceel.gewascode) ?? 'onbekende code'}`],
            ['Grondgebruik', GRONDGEBRUIK_NAMEN[perceel.grondgebruik]],
            ['Grondsoort', GRONDSOORT_NAMEN[perceel.grondsoort]],
          ].map(([term, waarde]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt style={{ color: '#4a5a4a' }}>{term}</dt>
              <dd style={{ margin: 0 }}>{waarde}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <div style={{ display: 'grid', gap: 10 }}>
          <div>
            <label htmlFor={id('naam')}>Perceelnaam</label>
            <Input id={id('naam')} value={perceel.naam ?? ''} maxLength={200} onChange={(e) => onWijzig({ naam: e.target.value })} />
          </div>
          <div>
            <label htmlFor={id('gewascode')}>Gewas (BRP-gewascode)</label>
            <Select
              id={id('gewascode')}
              showSearch
              optionFilterProp="label"
              style={{ width: '100%' }}
              value={perceel.gewascode}
              options={gewasOpties}
              onChange={(code: number) => {
                // As in the plot table: a code whose land use is known fills it in; the farmer can change it.
                const bekend = gewascodes.find((g) => g.code === code)?.grondgebruik;
                onWijzig({ gewascode: code, ...(bekend ? { grondgebruik: bekend } : {}) });
              }}
            />
          </div>
          <div>
            <label htmlFor={id('grondgebruik')}>Grondgebruik</label>
            <Select id={id('grondgebruik')} style={{ width: '100%' }} value={perceel.grondgebruik} options={keuzes(GRONDGEBRUIK_NAMEN)} onChange={(grondgebruik) => onWijzig({ grondgebruik })} />
          </div>
          <div>
            <label htmlFor={id('grondsoort')}>Grondsoort</label>
            <Select
              id={id('grondsoort')}
              style={{ width: '100%' }}
              value={perceel.grondsoort}
              options={keuzes(GRONDSOORT_NAMEN)}
              // a sand class belongs to sand and loess only (plot schema); it is dropped for another soil
              onChange={(grondsoort) => onWijzig({ grondsoort, ...(grondsoort === 'zand' || grondsoort === 'loss' ? {} : { zandklasse: undefined }) })}
            />
          </div>
          <Space wrap>
            {perceel.geometrie ? (
              <Button icon={bewerkt ? <CheckOutlined aria-hidden /> : <EditOutlined aria-hidden />} onClick={() => onBewerkVorm(!bewerkt)}>
                {bewerkt ? 'Klaar met vorm bewerken' : 'Vorm bewerken'}
              </Button>
            ) : (
              <Button icon={<EditOutlined aria-hidden />} onClick={onTekenVorm}>
                Vorm tekenen
              </Button>
            )}
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onVerwijder}>
              Perceel verwijderen
            </Button>
          </Space>
        </div>
      )}
      <p style={{ margin: '12px 0 0' }}>
        <Link to={tabelPad}>Alle gegevens van de percelen (tabel Percelen)</Link>
      </p>
    </Card>
  );
}
