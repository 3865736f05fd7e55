/** "Mijn gegevens downloaden": one ZIP with every year's input and results, the mandates and the access log. */
import { useState } from 'react';
import { Button } from 'antd';
import { Panel } from '../../components/ui/panel';
import { toonFout, toonSucces } from '../../lib/notifications';
import { downloadMijnGegevens } from './api';

export function DownloadTab({ relatieId, bedrijfsnaam }: { relatieId: number; bedrijfsnaam: string }) {
  const [bezig, zetBezig] = useState(false);
  const download = async () => {
    zetBezig(true);
    try {
      const naam = await downloadMijnGegevens(relatieId);
      toonSucces('Gegevens gedownload', naam);
    } catch (fout) {
      toonFout(fout, 'Downloaden is niet gelukt');
    } finally {
      zetBezig(false);
    }
  };
  return (
    <Panel titel="Mijn gegevens downloaden">
      <p style={{ marginTop: 0 }}>U downloadt alle gegevens van {bedrijfsnaam} in één ZIP-bestand:</p>
      <ul>
        <li>per jaar alles wat is ingevoerd (elk scherm en de melkleveringen) en de uitkomsten van de berekening, als JSON;</li>
        <li>de machtigingen van uw bedrijf met hun geschiedenis;</li>
        <li>het toegangslog: wie uw gegevens heeft bekeken of gewijzigd;</li>
        <li>een LEESMIJ (README.txt) die uitlegt wat waar staat.</li>
      </ul>
      <Button type="primary" onClick={download} loading={bezig}>
        Download mijn gegevens (ZIP)
      </Button>
    </Panel>
  );
}
