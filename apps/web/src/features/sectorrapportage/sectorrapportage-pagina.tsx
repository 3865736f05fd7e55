/**
 * Sectorrapportage (/beheer/rapportage, decision 029), for staff: submissions against the
 * deadline per dairy and province, the spread of the dashboard indicators by soil type and
 * intensity, link use, data quality and the farms still open past the deadline, with an XLSX
 * and a CSV of the same. The server refuses everyone but staff (403); this page shows that message.
 */
import { useState } from 'react';
import { Alert, Button, Select, Space } from 'antd';
import { datumNlVanIso, indicatorDefinities, MIN_GROEP, ONDERDRUKT_TEKST } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { formatGetal } from '../../lib/format';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { downloadSectorrapport, useSectorrapport } from './sectorrapportage.api';
import { IndienTabel, KoppelingTabel, KwaliteitTabel, LaatTabel, VerdelingTabel } from './sectorrapportage-tabellen';

const EERSTE_JAAR = 2015;
const tekst = { color: '#3b463d', margin: '0 0 12px' };

export default function SectorrapportagePagina() {
  usePaginaTitel('Sectorrapportage');
  const laatste = new Date().getFullYear() - 1;
  const [jaar, setJaar] = useState(laatste);
  const [indicator, setIndicator] = useState<string>(indicatorDefinities[0].sleutel);
  const [bezig, setBezig] = useState<'xlsx' | 'csv' | null>(null);
  const rapport = useSectorrapport(jaar);
  const r = rapport.data;
  const gekozen = indicatorDefinities.find((d) => d.sleutel === indicator)!;

  async function download(formaat: 'xlsx' | 'csv') {
    setBezig(formaat);
    try {
      const naam = await downloadSectorrapport(jaar, formaat);
      toonSucces('Download gestart', naam);
    } catch (e) {
      toonFout(e, 'De sectorrapportage kon niet worden gedownload');
    } finally {
      setBezig(null);
    }
  }

  return (
    <div>
      <h1 style={{ fontSize: 24, margin: '0 0 16px', color: '#1f3324' }}>Sectorrapportage</h1>
      <Space wrap style={{ marginBottom: 16 }}>
        <label htmlFor="sector-jaar">Rapportagejaar</label>
        <Select
          id="sector-jaar"
          aria-label="Rapportagejaar"
          value={jaar}
          onChange={setJaar}
          style={{ width: 110 }}
          options={Array.from({ length: laatste + 1 - EERSTE_JAAR + 1 }, (_, i) => laatste + 1 - i).map((j) => ({ value: j, label: String(j) }))}
        />
        <Button onClick={() => void download('xlsx')} loading={bezig === 'xlsx'} disabled={!r}>
          Download XLSX
        </Button>
        <Button onClick={() => void download('csv')} loading={bezig === 'csv'} disabled={!r}>
          Download CSV
        </Button>
      </Space>
      {rapport.isError && <Alert type="error" showIcon message={foutBeschrijvingen(rapport.error)[0] ?? 'De sectorrapportage kon niet worden geladen.'} style={{ marginBottom: 16 }} />}
      {r && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={`Deadline voor ${r.jaar}: ${datumNlVanIso(r.deadline)}${r.deadlineVerstreken ? ' (verstreken)' : ''}`}
            description={`Groepen met minder dan ${MIN_GROEP} bedrijven tonen geen cijfers ("${ONDERDRUKT_TEKST}"), ook niet in de downloads, zodat geen enkel bedrijf herkenbaar is.`}
          />
          <Panel titel="Overzicht">
            <p style={{ ...tekst, margin: 0 }}>
              {formatGetal(r.totaal.bedrijven, 0)} bedrijven, waarvan {formatGetal(r.totaal.metKringloopwijzer, 0)} met een kringloopwijzer voor {r.jaar};{' '}
              {formatGetal(r.totaal.ingediend, 0)} ingediend, {formatGetal(r.totaal.metResultaat, 0)} met een berekend resultaat.
            </p>
          </Panel>
          <Panel titel="Indiening per zuivelonderneming">
            <p style={tekst}>De zuivelonderneming is de leverancier van de actieve melkleveringskoppeling van het bedrijf.</p>
            <IndienTabel groepen={r.indieningPerZuivel} groepTitel="Zuivelonderneming" label="Indiening per zuivelonderneming" />
          </Panel>
          <Panel titel="Indiening per provincie">
            <p style={tekst}>De provincie van het bedrijf, of anders die van de postcode (indeling nog te verifiëren).</p>
            <IndienTabel groepen={r.indieningPerProvincie} groepTitel="Provincie" label="Indiening per provincie" />
          </Panel>
          <Panel
            titel="Spreiding van de indicatoren"
            extra={
              <Select
                aria-label="Indicator"
                value={indicator}
                onChange={setIndicator}
                style={{ minWidth: 200, maxWidth: '100%' }}
                options={indicatorDefinities.map((d) => ({ value: d.sleutel, label: d.label }))}
              />
            }
          >
            <p style={tekst}>
              {gekozen.label} ({gekozen.eenheid}) over de ingediende kringloopwijzers, uit de opgeslagen resultaten. Intensiteitsklassen nog te verifiëren.
            </p>
            <h3 style={{ fontSize: 15, margin: '0 0 8px' }}>Per grondsoort</h3>
            <VerdelingTabel groepen={[r.verdelingAlle, ...r.verdelingPerGrondsoort]} sleutel={indicator} groepTitel="Grondsoort" label="Spreiding per grondsoort" />
            <h3 style={{ fontSize: 15, margin: '16px 0 8px' }}>Per intensiteit (kg melk per ha)</h3>
            <VerdelingTabel groepen={[r.verdelingAlle, ...r.verdelingPerIntensiteit]} sleutel={indicator} groepTitel="Intensiteit" label="Spreiding per intensiteit" />
          </Panel>
          <Panel titel="Gebruik van koppelingen">
            <p style={tekst}>Aandeel van de {formatGetal(r.koppelingen.bedrijven, 0)} bedrijven met een kringloopwijzer voor {r.jaar} dat nu een actieve koppeling van elke soort heeft.</p>
            <KoppelingTabel soorten={r.koppelingen.soorten} />
          </Panel>
          <Panel titel="Datakwaliteit">
            <p style={tekst}>Over de {formatGetal(r.datakwaliteit.bedrijven, 0)} kringloopwijzers met een berekend resultaat.</p>
            <KwaliteitTabel regels={r.datakwaliteit.regels} />
          </Panel>
          <Panel titel="Na de deadline nog open">
            {r.deadlineVerstreken ? (
              <LaatTabel bedrijven={r.naDeadline.bedrijven} />
            ) : (
              <p style={{ ...tekst, margin: 0 }}>De deadline van {datumNlVanIso(r.deadline)} is nog niet verstreken.</p>
            )}
          </Panel>
        </>
      )}
    </div>
  );
}
