/**
 * /beheer/algemeen (decision 030; sharing-anchors §2), staff only: reporting years and their deadline, the status
 * texts of the menu model, the terms of use as versions, the notices, and the recent changes of all of these. One
 * panel per subject, so another section (e.g. recompute progress) can be added as a panel of its own.
 */
import { Alert, Spin } from 'antd';
import { httpStatus } from '../../lib/api-client';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useBeheerAlgemeen } from './api';
import { HerberekeningVoortgang } from './herberekening-voortgang';
import { JarenPaneel } from './jaren-paneel';
import { MeldingenPaneel } from './meldingen-paneel';
import { StatustekstenPaneel } from './statusteksten-paneel';
import { VoorwaardenPaneel } from './voorwaarden-paneel';
import { WijzigingenPaneel } from './wijzigingen-paneel';

export default function BeheerAlgemeenPagina() {
  usePaginaTitel('Beheer algemeen');
  const q = useBeheerAlgemeen();
  return (
    <div>
      <h1 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 600 }}>Beheer algemeen</h1>
      <p style={{ marginTop: 0, color: '#3f4d40' }}>Rapportagejaren en hun deadline, de herberekening van open jaren na een regelwijziging, de teksten bij een status, de gebruiksvoorwaarden en de meldingen bovenaan elke pagina.</p>
      {q.isError ? (
        <Alert type={httpStatus(q.error) === 403 ? 'warning' : 'error'} showIcon message="Beheer algemeen kan niet worden getoond" description={foutBeschrijvingen(q.error).join(' ')} />
      ) : !q.data ? (
        <Spin />
      ) : (
        <>
          <JarenPaneel data={q.data} />
          <HerberekeningVoortgang />
          <MeldingenPaneel data={q.data} />
          <VoorwaardenPaneel data={q.data} />
          <StatustekstenPaneel data={q.data} />
          <WijzigingenPaneel data={q.data} />
        </>
      )}
    </div>
  );
}
