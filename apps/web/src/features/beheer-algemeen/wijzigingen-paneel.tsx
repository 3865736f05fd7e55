/** The recent changes of this screen's data, from the audit log (who and when; decision 030). */
import type { BeheerAlgemeen } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import { momentNl } from './datum';

type Wijziging = BeheerAlgemeen['wijzigingen'][number];

const kolommen: Array<Kolom<Wijziging>> = [
  { key: 'wanneer', titel: 'Wanneer', render: (w) => momentNl(w.tijdstip) },
  { key: 'wie', titel: 'Door', render: (w) => w.door ?? '—' },
  { key: 'wat', titel: 'Wijziging', render: (w) => <span style={{ display: 'inline-block', maxWidth: 520 }}>{w.omschrijving}</span> },
];

export function WijzigingenPaneel({ data }: { data: BeheerAlgemeen }) {
  return (
    <Panel titel="Recente wijzigingen">
      <TabelOfKaarten label="Recente wijzigingen" rijen={data.wijzigingen} kolommen={kolommen} sleutel={(w) => `${w.tijdstip}-${w.actie}-${w.omschrijving}`} leeg="Nog geen wijzigingen." />
    </Panel>
  );
}
