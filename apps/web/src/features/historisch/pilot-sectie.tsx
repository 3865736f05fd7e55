/**
 * A farm in a pilot sees it here (sharing-anchors.md §2 "/beheer/pilot": farmers must see they are in
 * a pilot): a "Pilot" badge, the purpose, the period, this year's results under its own rules and
 * under the pilot's rule year side by side (the recompute of decision 015; nothing is stored), and
 * a button to leave, with a confirmation. Whether leaving is allowed the server decides.
 */
import { useState } from 'react';
import { Alert, Button, Modal, Tag } from 'antd';
import type { BedrijfsPilot, PilotVergelijking } from '@kw/contract';
import { nlGetal, passendeDecimalen } from '../../components/grafiek/nl-getal';
import { Laden } from '../../components/laden';
import { Panel } from '../../components/ui/panel';
import { formatDatum } from '../../lib/format';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { usePilotVergelijking, usePilotVerlaten } from './api';
import { verandering } from './opties';

const CEL = { padding: '6px 10px', borderBottom: '1px solid #e9efe7', textAlign: 'left', verticalAlign: 'top' } as const;
const GETAL = { ...CEL, textAlign: 'right', whiteSpace: 'nowrap' } as const;
/** antd's blue preset is below WCAG AA for 12 px text; this pair is above 7:1 */
const PILOT_TAG = { color: '#163e6b', background: '#e6eef8', borderColor: '#9fb8d8' } as const;

/** The table's rows: indicator (unit), own rules, pilot rules, difference; Dutch numbers. */
export function vergelijkingRijen(v: PilotVergelijking): string[][] {
  return v.regels.map((r) => {
    const dec = passendeDecimalen(Math.max(Math.abs(r.eigen), Math.abs(r.pilot)));
    return [`${r.label} (${r.eenheid})`, nlGetal(r.eigen, dec), nlGetal(r.pilot, dec), verandering(r.verschil, dec)];
  });
}

function Vergelijking({ pilot }: { pilot: BedrijfsPilot }) {
  const v = usePilotVergelijking('sessie', pilot.id);
  if (v.isPending) return <Laden />;
  if (v.isError) return <Alert type="warning" showIcon message="De vergelijking kon niet worden gemaakt." description={foutBeschrijvingen(v.error).join(' ')} />;
  // short headers; the full rule versions are long, so they stand under the table
  const kolommen = ['Indicator', `Eigen regels (${v.data.jaar})`, `Regels pilot (${pilot.regelJaar})`, 'Verschil'];
  const uitleg = `pilot-uitleg-${pilot.id}`;
  return (
    <>
      {/* not a <caption>: a caption as wide as the table is cut off on a phone */}
      <p id={uitleg} style={{ color: '#4a5a4a', fontSize: 13, margin: '0 0 6px' }}>
        Uw uitkomst van {v.data.jaar} met uw eigen rekenregels en met de rekenregels van {pilot.regelJaar} uit de pilot. Uw eigen uitkomst blijft zoals hij is.
      </p>
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`Vergelijking pilot ${pilot.naam}`}>
        <table style={{ borderCollapse: 'collapse', fontSize: 14, minWidth: '100%' }} data-testid="pilot-vergelijking" aria-describedby={uitleg}>
          <thead>
            <tr>
              {kolommen.map((k, i) => (
                <th key={k} scope="col" style={i === 0 ? CEL : GETAL}>
                  {k}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vergelijkingRijen(v.data).map((rij) => (
              <tr key={rij[0]}>
                <th scope="row" style={{ ...CEL, fontWeight: 400 }}>
                  {rij[0]}
                </th>
                {rij.slice(1).map((c, i) => (
                  <td key={i} style={GETAL}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p style={{ fontSize: 12, color: '#4a5a4a', margin: '6px 0 0' }}>
        Eigen regels: {v.data.eigenRekenregelversie}. Regels pilot: {v.data.pilotRekenregelversie}.
      </p>
    </>
  );
}

function EenPilot({ pilot }: { pilot: BedrijfsPilot }) {
  const [bevestigen, setBevestigen] = useState(false);
  const verlaten = usePilotVerlaten();
  const verlaat = () =>
    verlaten.mutate(pilot.id, {
      onSuccess: () => {
        setBevestigen(false);
        toonSucces('U heeft de pilot verlaten', pilot.naam);
      },
      onError: (e) => {
        setBevestigen(false);
        toonFout(e, 'De pilot verlaten is niet gelukt');
      },
    });
  return (
    <Panel
      titel={
        <span>
          Pilot: {pilot.naam} <Tag style={PILOT_TAG}>Pilot</Tag>
        </span>
      }
    >
      <p style={{ whiteSpace: 'pre-wrap', margin: '0 0 8px' }}>{pilot.doel}</p>
      <p style={{ margin: '0 0 12px', color: '#4a5a4a' }}>
        Periode: {formatDatum(pilot.van)} t/m {formatDatum(pilot.tot)} · Rekenregels van {pilot.regelJaar} · Deelname sinds {formatDatum(pilot.toegevoegdOp)}
      </p>
      <Vergelijking pilot={pilot} />
      <div style={{ marginTop: 12 }}>
        <Button danger onClick={() => setBevestigen(true)}>
          Pilot verlaten
        </Button>
      </div>
      <Modal
        title={`Pilot ‘${pilot.naam}’ verlaten?`}
        open={bevestigen}
        okText="Pilot verlaten"
        okButtonProps={{ danger: true, loading: verlaten.isPending }}
        cancelText="Annuleren"
        onOk={verlaat}
        onCancel={() => setBevestigen(false)}
      >
        <p>U ziet daarna geen vergelijking met de rekenregels van {pilot.regelJaar} meer. Uw eigen uitkomst verandert niet. U kunt niet zelf opnieuw meedoen.</p>
      </Modal>
    </Panel>
  );
}

/**
 * The farm's pilots that have not been left; left ones are listed in one line. Loaded lazily by the
 * page only when the farm is or was in a pilot, so the history of every other farm carries none of it.
 */
export default function PilotSectie({ pilots }: { pilots: BedrijfsPilot[] }) {
  const lopend = pilots.filter((p) => p.verlatenOp === null);
  const verlaten = pilots.filter((p) => p.verlatenOp !== null);
  return (
    <>
      {lopend.map((p) => (
        <EenPilot key={p.id} pilot={p} />
      ))}
      {verlaten.length > 0 && (
        <p style={{ color: '#4a5a4a', margin: '0 0 16px' }} data-testid="verlaten-pilots">
          Verlaten: {verlaten.map((p) => `${p.naam} (op ${formatDatum(p.verlatenOp)})`).join(', ')}.
        </p>
      )}
    </>
  );
}
