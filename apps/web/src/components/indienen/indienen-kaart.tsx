/**
 * Submitting the year (spec §4, §6), on the start page and on the results page: the pre-flight
 * list (screens not done, error signals) blocks it; a confirmation dialog says what follows;
 * staff can reopen a submitted year. The server decides every permission; this card only
 * hides what the server would refuse.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Modal } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, LockOutlined, UnlockOutlined, WarningFilled } from '@ant-design/icons';
import { blokkadeLink, isAfgesloten, type IndienControle } from '@kw/contract';
import { Panel } from '../ui/panel';
import { Laden } from '../laden';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { useCallContext, type KlwSleutel } from '../../lib/queries';
import { useIndienControle, useJaarStatusWijzigen } from './indienen-api';

export const INDIENEN_TITEL = 'Jaar indienen';

interface Props {
  klw: KlwSleutel;
  /** the record's id, for the link to the signals */
  klwId: number | null;
  jaar: number | null;
  statusId: number | null;
  /** the status explanation of the menu model */
  toelichting?: string | null;
}

function Blokkades({ controle, klwId }: { controle: IndienControle; klwId: number | null }) {
  if (controle.blokkades.length === 0) {
    return (
      <p style={{ margin: '0 0 12px' }}>
        <CheckCircleFilled style={{ color: '#3a8f57', marginRight: 8 }} aria-hidden />
        Alle onderdelen zijn ingevuld en er zijn geen foutsignaleringen.
      </p>
    );
  }
  const schermen = controle.blokkades.filter((b) => b.soort === 'scherm');
  const signalen = controle.blokkades.filter((b) => b.soort === 'signaal');
  const lijst = (items: IndienControle['blokkades'], titel: string) =>
    items.length > 0 && (
      <>
        <h3 style={{ fontSize: 14, margin: '8px 0 4px' }}>{titel}</h3>
        <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }} data-testid="blokkades">
          {items.map((b, i) => {
            // each item leads to where it is fixed: the screen, or for a signal the field on it
            const link = blokkadeLink(b);
            // a screen not done is its menu name under the heading that says so ("Bodem: Bodem is nog niet
            // ingevuld…" said it twice); a signal needs its message
            const tekst =
              b.soort === 'scherm' ? (
                <strong>{b.scherm}</strong>
              ) : (
                <>
                  <strong>{b.scherm}:</strong> {b.melding}
                </>
              );
            return (
              <li key={`${b.scherm}-${i}`} style={{ padding: '3px 0', display: 'flex', gap: 8 }}>
                <CloseCircleFilled style={{ color: '#a8071a', marginTop: 4 }} aria-hidden />
                {link ? <Link to={link}>{tekst}</Link> : <span>{tekst}</span>}
              </li>
            );
          })}
        </ul>
      </>
    );
  return (
    <div style={{ marginBottom: 12 }}>
      <p style={{ margin: '0 0 4px' }}>Werk eerst deze punten af; daarna kunt u het jaar indienen.</p>
      {lijst(schermen, `Nog niet ingevuld (${schermen.length})`)}
      {lijst(signalen, `Foutsignaleringen (${signalen.length})`)}
      {signalen.length > 0 && klwId !== null && (
        <p style={{ margin: '8px 0 0' }}>
          <Link to={`/signalering/Index/${klwId}`}>Bekijk alle signaleringen</Link>
        </p>
      )}
    </div>
  );
}

/**
 * Data links to look at (decision 020): failed messages of the year, a link behind its cadence. Listed with the
 * pre-flight items, but they do not block: the farmer cannot make a supplier send, and may enter the values by hand.
 */
function KoppelingPunten({ punten }: { punten: IndienControle['koppelingPunten'] }) {
  if (punten.length === 0) return null;
  return (
    <div style={{ marginBottom: 12 }}>
      <h3 style={{ fontSize: 14, margin: '8px 0 4px' }}>Koppelingen om na te kijken ({punten.length})</h3>
      <p style={{ margin: '0 0 4px', fontSize: 13, color: '#3d4f40' }}>Dit houdt het indienen niet tegen; gegevens die niet binnenkomen kunt u ook zelf invullen.</p>
      <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }} data-testid="koppeling-punten">
        {punten.map((p, i) => (
          <li key={`${p.melding}-${i}`} style={{ padding: '3px 0', display: 'flex', gap: 8 }}>
            <WarningFilled style={{ color: '#ad6800', marginTop: 4 }} aria-hidden />
            <Link to={p.route}>{p.melding}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function IndienenKaart({ klw, klwId, jaar, statusId, toelichting }: Props) {
  const controle = useIndienControle(klw);
  const context = useCallContext(klw);
  const indienen = useJaarStatusWijzigen('indienen');
  const heropenen = useJaarStatusWijzigen('heropenen');
  const [bevestig, setBevestig] = useState<'indienen' | 'heropenen' | null>(null);
  const afgesloten = statusId !== null && isAfgesloten(statusId);
  const jaarTekst = jaar === null ? 'dit jaar' : String(jaar);

  function voerUit() {
    const soort = bevestig;
    if (!soort) return;
    const mutatie = soort === 'indienen' ? indienen : heropenen;
    mutatie.mutate(undefined, {
      onSuccess: () => {
        setBevestig(null);
        toonSucces(
          soort === 'indienen' ? 'Ingediend' : 'Heropend',
          soort === 'indienen' ? `De kringloopwijzer ${jaarTekst} is ingediend en afgesloten.` : `De kringloopwijzer ${jaarTekst} is weer open en kan worden gewijzigd.`,
        );
      },
      onError: (fout) => {
        setBevestig(null);
        toonFout(fout, soort === 'indienen' ? 'Indienen is niet gelukt' : 'Heropenen is niet gelukt');
      },
    });
  }

  let inhoud;
  if (controle.isPending) inhoud = <Laden />;
  else if (controle.isError) inhoud = <Alert type="error" showIcon message="De controle voor het indienen kon niet worden geladen." description={foutBeschrijvingen(controle.error).join(' ')} />;
  else if (afgesloten) {
    inhoud = (
      <>
        {/* the menu model's explanation says it already; without it, say it here */}
        {!toelichting && (
          <p style={{ margin: '0 0 12px' }}>
            <LockOutlined style={{ marginRight: 8 }} aria-hidden />
            De kringloopwijzer {jaarTekst} is ingediend. Niemand kan de gegevens nog wijzigen.
          </p>
        )}
        {/* Staff only; the server refuses anyone else (403). */}
        {context.data?.gebruikerIsSBMedewerker && (
          <Button icon={<UnlockOutlined aria-hidden />} onClick={() => setBevestig('heropenen')}>
            Heropenen
          </Button>
        )}
      </>
    );
  } else {
    const c = controle.data;
    inhoud = (
      <>
        {c.reden ? <p style={{ margin: '0 0 12px' }}>{c.reden}</p> : <Blokkades controle={c} klwId={klwId} />}
        <KoppelingPunten punten={c.koppelingPunten ?? []} />
        {!c.reden && (
          <Button type="primary" disabled={!c.kanIndienen} onClick={() => setBevestig('indienen')}>
            Indienen
          </Button>
        )}
      </>
    );
  }

  return (
    <Panel titel={INDIENEN_TITEL} style={{ marginBottom: 16 }}>
      {toelichting && (
        <p style={{ margin: '0 0 12px', color: '#3d4f40' }}>
          {afgesloten && <LockOutlined style={{ marginRight: 8 }} aria-hidden />}
          {toelichting}
        </p>
      )}
      {inhoud}
      <Modal
        open={bevestig !== null}
        title={bevestig === 'heropenen' ? `Kringloopwijzer ${jaarTekst} heropenen?` : `Kringloopwijzer ${jaarTekst} indienen?`}
        okText={bevestig === 'heropenen' ? 'Ja, heropenen' : 'Ja, indienen'}
        cancelText="Annuleren"
        onOk={voerUit}
        onCancel={() => setBevestig(null)}
        confirmLoading={indienen.isPending || heropenen.isPending}
      >
        {bevestig === 'heropenen' ? (
          <p>Het jaar gaat terug naar de status Open. De deelnemer en zijn gemachtigden kunnen de gegevens daarna weer wijzigen. Dit wordt vastgelegd in het logboek.</p>
        ) : (
          <p>Na het indienen is het jaar afgesloten: niemand kan de gegevens nog wijzigen. Alleen een medewerker kan het jaar heropenen. Dit wordt vastgelegd in het logboek.</p>
        )}
      </Modal>
    </Panel>
  );
}
