/**
 * This year's messages of one link (decision 020, sharing-anchors §6 item 5): when each came, its state, the
 * period it covers, and what it changed (before → after per field, linked to the screen); the raw message one
 * click away.
 */
import { Alert, Button, Drawer, Grid, Spin } from 'antd';
import { useState } from 'react';
import { BERICHT_SOORT_NAMEN, type BerichtRegel, type KoppelingRegel } from '@kw/contract';
import { BerichtStatusTag } from '../../components/koppeling/bericht-status-tag';
import { RuwBerichtLade } from '../../components/koppeling/ruw-bericht-lade';
import { WijzigingenLijst } from '../../components/koppeling/wijzigingen-lijst';
import { foutBeschrijvingen } from '../../lib/notifications';
import { useRuwBericht } from './koppelingen-api';

function Ruw({ relatieId, bericht, onSluit }: { relatieId: number; bericht: BerichtRegel | null; onSluit: () => void }) {
  const ruw = useRuwBericht(bericht ? { relatieId, berichtId: bericht.id } : null);
  return (
    <RuwBerichtLade
      open={bericht !== null}
      titel={`Ruw bericht ${bericht?.leverancierBerichtId ?? ''}`}
      ruw={ruw.data?.inhoud ?? ''}
      onSluit={onSluit}
      kop={
        ruw.isPending ? (
          <Spin />
        ) : ruw.isError ? (
          <Alert type="error" showIcon message={foutBeschrijvingen(ruw.error).join(' ')} />
        ) : (
          <p style={{ marginTop: 0 }}>
            {ruw.data.leverancier}, ontvangen {ruw.data.ontvangenOp} ({ruw.data.inhoudType}). Zo is het bericht binnengekomen; het wordt nooit gewijzigd.
          </p>
        )
      }
    />
  );
}

export function BerichtenLade({ relatieId, koppeling, jaar, onSluit }: { relatieId: number; koppeling: KoppelingRegel | null; jaar: number; onSluit: () => void }) {
  const breed = Grid.useBreakpoint().md ?? true;
  const [ruw, setRuw] = useState<BerichtRegel | null>(null);
  const berichten = koppeling?.berichten ?? [];
  return (
    <Drawer
      open={koppeling !== null}
      onClose={onSluit}
      width={breed ? 720 : '100%'}
      title={koppeling ? `${BERICHT_SOORT_NAMEN[koppeling.soort]}${koppeling.leverancier ? ` van ${koppeling.leverancier}` : ''}: berichten ${jaar}` : ''}
    >
      {berichten.length === 0 ? <p>Er zijn dit jaar nog geen berichten van deze koppeling.</p> : null}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }} aria-label="Berichten van dit jaar">
        {berichten.map((b) => (
          <li key={b.id} style={{ border: '1px solid #dfe6dd', borderRadius: 8, padding: 12 }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 6 }}>
              <strong>{b.ontvangenOp}</strong>
              <BerichtStatusTag status={b.status} />
              {b.periode ? <span>over {b.periode}</span> : null}
              <Button size="small" style={{ marginLeft: 'auto' }} onClick={() => setRuw(b)} aria-label={`Ruw bericht ${b.leverancierBerichtId} tonen`}>
                Ruw bericht
              </Button>
            </div>
            {b.reden ? <p style={{ margin: '0 0 6px', color: '#7a1c1c' }}>{b.reden}</p> : null}
            <WijzigingenLijst wijzigingen={b.wijzigingen} leeg={b.status === 'verwerkt' ? 'Dit bericht veranderde niets (de waarden stonden er al).' : 'Nog niets veranderd.'} />
          </li>
        ))}
      </ol>
      <Ruw relatieId={relatieId} bericht={ruw} onSluit={() => setRuw(null)} />
    </Drawer>
  );
}
