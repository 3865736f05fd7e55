/**
 * Closing a reporting year (decision 030): the preview first (records per status, the open ones that
 * would close), then the staff member confirms with the count they saw; a change since answers 409.
 */
import { Alert, Modal, Spin } from 'antd';
import { foutBeschrijvingen } from '../../lib/notifications';
import { useJaarSluiten, useSluitVoorbeeld } from './api';

export function JaarSluitenVenster({ jaar, onSluit, onKlaar }: { jaar: number | null; onSluit: () => void; onKlaar: (melding: string) => void }) {
  const voorbeeld = useSluitVoorbeeld(jaar);
  const sluiten = useJaarSluiten();
  const v = voorbeeld.data;
  return (
    <Modal
      title={jaar === null ? 'Jaar sluiten' : `Jaar ${jaar} sluiten`}
      open={jaar !== null}
      okText={v ? `Sluiten (${v.aantalTeSluiten} afsluiten)` : 'Sluiten'}
      cancelText="Annuleren"
      okButtonProps={{ danger: true, disabled: !v }}
      confirmLoading={sluiten.isPending}
      onCancel={() => {
        sluiten.reset();
        onSluit();
      }}
      onOk={() => v && sluiten.mutate({ jaar: v.jaar, versie: v.versie, aantalTeSluiten: v.aantalTeSluiten }, { onSuccess: (r) => onKlaar(r.melding) })}
      destroyOnHidden
    >
      {voorbeeld.isPending ? <Spin /> : null}
      {voorbeeld.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(voorbeeld.error).join(' ')} /> : null}
      {v ? (
        <>
          <p style={{ marginTop: 0 }}>Na het sluiten wordt er voor {v.jaar} niets meer ingevuld of ingediend. Dit verandert:</p>
          <ul>
            {v.perStatus.map((p) => (
              <li key={p.statusId}>
                {p.naam} (status {p.statusId}): {p.aantal} kringloopwijzer(s){p.statusId <= 1 ? ' — worden afgesloten' : ' — blijven zo'}
              </li>
            ))}
          </ul>
          {v.aantalTeSluiten > 0 ? (
            <>
              <p style={{ marginBottom: 4 }}>
                Deze {v.aantalTeSluiten} open kringloopwijzer(s) worden afgesloten{v.teSluiten.length < v.aantalTeSluiten ? ` (de eerste ${v.teSluiten.length})` : ''}:
              </p>
              <ul style={{ maxHeight: 180, overflowY: 'auto', marginTop: 0 }} aria-label="Kringloopwijzers die worden afgesloten" tabIndex={0}>
                {v.teSluiten.map((r) => (
                  <li key={r.relatieId}>
                    {r.bedrijfsnaam} {r.kvkNummer ? `(KvK ${r.kvkNummer})` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>Er zijn geen open kringloopwijzers meer in {v.jaar}.</p>
          )}
        </>
      ) : null}
      {sluiten.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(sluiten.error).join(' ')} /> : null}
    </Modal>
  );
}
