/**
 * "Toestemmingen" on Profiel (decision 033; sharing-anchors.md §6 items 1, 7, 11): one list of
 * everything that lets data leave or enter the farm — organisation mandates, links, participations,
 * pilots — with purpose, data, term and last use; a grant unused for 12 months carries a warning tag
 * with the proposal to end it; each row ends its grant after a confirmation (the server's Dutch
 * refusal shown in the dialog) and downloads its receipt. A table on a wide screen, cards on a phone.
 */
import { useState } from 'react';
import { Alert, Button, ConfigProvider, Grid, Modal, Radio, Space, Typography } from 'antd';
import nlNL from 'antd/es/locale/nl_NL';
import { datumNl, type ToestemmingRegel } from '@kw/contract';
import { KleurTag, type Tint } from '../../components/ui/kleur-tag';
import { RedenVenster } from '../../components/ui/reden-venster';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import { toonFout, toonSucces } from '../../lib/notifications';
import { downloadBewijs, foutmelding, useGrootboek, useIntrekken, type Weergave } from './toestemmingen-api';

const STATUS_TINT: Record<string, Tint> = { actief: 'groen', goedgekeurd: 'groen', gepland: 'blauw', aangevraagd: 'blauw', ingetrokken: 'grijs', verlaten: 'grijs', verlopen: 'grijs', afgelopen: 'grijs', geweigerd: 'rood', afgewezen: 'rood' };
const RICHTING: Record<ToestemmingRegel['richting'], string> = { uit: 'ontvangt gegevens van uw bedrijf', in: 'levert gegevens aan uw bedrijf', binnen: 'binnen de Kringloopwijzer' };

const KLEIN = { color: '#4a5a4a', fontSize: 13 } as const;
/** The purpose's expand button reads "meer"/"minder", and its accessible name is the same words (antd names it from the locale). */
const MEER_MINDER = { ...nlNL, Text: { ...nlNL.Text, expand: 'meer', collapse: 'minder' } };

const wie = (r: ToestemmingRegel) => `${r.ontvanger.naam}, ${r.soortTekst}`;
const knopTekst = (r: ToestemmingRegel) => (r.soort === 'pilot' ? 'Verlaten' : 'Intrekken');
const termijn = (r: ToestemmingRegel) => `${r.ingang ? datumNl(r.ingang) : 'onbekend'} – ${r.einde ? datumNl(r.einde) : 'tot intrekken'}`;

/** What ending a grant means, in the confirmation. */
function gevolg(r: ToestemmingRegel): string {
  switch (r.soort) {
    case 'organisatiemachtiging':
      return `${r.ontvanger.naam} heeft vanaf nu geen toegang meer via deze machtiging.`;
    case 'koppeling':
      return `Berichten van ${r.ontvanger.naam} worden vanaf nu niet meer verwerkt. Wat al binnen is, blijft staan.`;
    case 'deelname':
      return `${r.ontvanger.naam} krijgt vanaf nu niets meer van uw bedrijf. Wat al geleverd is, blijft geleverd.`;
    default:
      return 'U verlaat de pilot. Uw eigen uitkomst verandert niet; de vergelijking verdwijnt van Historisch.';
  }
}

export function Toestemmingen({ relatieId }: { relatieId: number }) {
  const [weergave, zetWeergave] = useState<Weergave>('lopend');
  const lijst = useGrootboek(relatieId, weergave);
  const intrekken = useIntrekken();
  const [vraag, zetVraag] = useState<ToestemmingRegel | null>(null);
  const [download, zetDownload] = useState<string | null>(null);

  const bevestig = (r: ToestemmingRegel, reden?: string) =>
    intrekken.mutate(
      { relatieId, soort: r.soort, id: r.id, ...(r.versie !== null ? { versie: r.versie } : {}), ...(reden ? { reden } : {}) },
      {
        onSuccess: (a) => {
          zetVraag(null);
          toonSucces(a.melding);
        },
      },
    );
  const open = (r: ToestemmingRegel) => {
    intrekken.reset();
    zetVraag(r);
  };
  const haalBewijs = async (r: ToestemmingRegel) => {
    zetDownload(r.sleutel);
    try {
      toonSucces('Bewijs van toestemming gedownload', await downloadBewijs(relatieId, r));
    } catch (fout) {
      toonFout(fout, 'Het bewijs kon niet worden gedownload');
    } finally {
      zetDownload(null);
    }
  };

  // the table (from antd's `sm`, as TabelOfKaarten) clamps the purpose; a card has the room to show all of it
  const tabel = Grid.useBreakpoint().sm ?? true;
  const data = lijst.data;
  const ongebruikt = data?.regels.filter((r) => r.ongebruiktSinds12Maanden).length ?? 0;
  const kolommen: Array<Kolom<ToestemmingRegel>> = [
    // Soort and Wie in one column, Gegevens under the purpose, the purpose on at most three lines with "meer" (three:
    // a link's purpose, which ends in its customer number, stays whole; the long purposes of participations and pilots
    // are clamped): the whole table fits the content area at 1366 px with no sideways scroll (the terms, status, last
    // use and the actions were behind one); the cards on a phone show the same fields, the purpose whole
    {
      key: 'wie',
      titel: 'Wie',
      render: (r) => (
        <div style={{ minWidth: 180 }}>
          <div>{r.ontvanger.naam}</div>
          <div style={KLEIN}>{r.soortTekst}</div>
          <div style={KLEIN}>
            {r.ontvanger.kvk ? `KvK ${r.ontvanger.kvk} · ` : ''}
            {RICHTING[r.richting]}
          </div>
        </div>
      ),
    },
    {
      key: 'doel',
      titel: 'Doel en gegevens',
      breedte: 300,
      render: (r) => (
        <div style={{ maxWidth: 360 }}>
          <ConfigProvider locale={MEER_MINDER}>
            <Typography.Paragraph ellipsis={tabel ? { rows: 3, expandable: 'collapsible' } : false} style={{ margin: 0 }}>
              {r.doel}
            </Typography.Paragraph>
          </ConfigProvider>
          <div style={KLEIN}>Gegevens: {r.producten.join(', ')}</div>
        </div>
      ),
    },
    { key: 'termijn', titel: 'Termijn', render: termijn },
    { key: 'status', titel: 'Status', render: (r) => <KleurTag tint={STATUS_TINT[r.status]}>{r.statusTekst}</KleurTag> },
    {
      key: 'gebruikt',
      titel: 'Laatst gebruikt',
      render: (r) => (
        <div style={{ minWidth: 140, maxWidth: 220 }}>
          <div title={r.laatstGebruiktBron}>{r.laatstGebruikt ? datumNl(r.laatstGebruikt) : r.soort === 'pilot' ? 'geen gegevensstroom' : 'nooit'}</div>
          {r.ongebruiktSinds12Maanden ? (
            <div style={{ marginTop: 4 }}>
              <KleurTag tint="goud">12 maanden ongebruikt</KleurTag>
              <div style={{ fontSize: 13, marginTop: 2 }}>{r.voorstel}</div>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'acties',
      titel: 'Acties',
      render: (r) => (
        <Space wrap>
          {r.magIntrekken ? (
            <Button size="small" danger aria-label={`${knopTekst(r)}: ${wie(r)}`} onClick={() => open(r)}>
              {knopTekst(r)}
            </Button>
          ) : null}
          <Button size="small" aria-label={`Bewijs downloaden: ${wie(r)}`} loading={download === r.sleutel} onClick={() => void haalBewijs(r)}>
            Bewijs (PDF)
          </Button>
        </Space>
      ),
    },
  ];

  const metReden = vraag !== null && (vraag.soort === 'organisatiemachtiging' || vraag.soort === 'deelname');
  return (
    <section aria-labelledby="toestemmingen-kop">
      <Typography.Title level={2} id="toestemmingen-kop" style={{ fontSize: 20, marginTop: 0 }}>
        Toestemmingen
      </Typography.Title>
      <p>
        Alles wat gegevens van uw bedrijf laat gaan of binnenkomen, in één lijst: machtigingen van organisaties, koppelingen met leveranciers, deelnames aan doelen van afnemers
        en pilots. Per toestemming ziet u het doel, de gegevens, de termijn en wanneer ze voor het laatst is gebruikt. Een toestemming die 12 maanden niet is gebruikt, krijgt een
        voorstel om haar te beëindigen. Van elke toestemming kunt u een bewijs downloaden.
      </p>
      <Radio.Group
        aria-label="Welke toestemmingen"
        optionType="button"
        value={weergave}
        onChange={(e) => zetWeergave(e.target.value as Weergave)}
        options={[
          { value: 'lopend', label: 'Lopend' },
          { value: 'alle', label: 'Ook beëindigd en aangevraagd' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {lijst.isError ? <Alert type="error" showIcon message="De toestemmingen konden niet worden geladen" description={foutmelding(lijst.error)} style={{ marginBottom: 12 }} /> : null}
      {ongebruikt > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={ongebruikt === 1 ? '1 toestemming is 12 maanden of langer niet gebruikt.' : `${ongebruikt} toestemmingen zijn 12 maanden of langer niet gebruikt.`}
          description="Bekijk het voorstel bij de toestemming en trek in wat u niet meer nodig hebt."
        />
      ) : null}
      <TabelOfKaarten
        label="Toestemmingen van uw bedrijf"
        rijen={data?.regels ?? []}
        kolommen={kolommen}
        sleutel={(r) => r.sleutel}
        laden={lijst.isPending}
        passend
        leeg={weergave === 'lopend' ? 'Er lopen geen toestemmingen: geen organisatie, leverancier of afnemer krijgt of levert gegevens.' : 'Dit bedrijf heeft geen toestemmingen.'}
      />
      <RedenVenster
        open={metReden}
        titel={vraag?.soort === 'deelname' ? 'Deelname intrekken' : 'Machtiging intrekken'}
        knop="Intrekken"
        tekst={vraag ? `${vraag.ontvanger.naam} — ${vraag.soortTekst}. ${gevolg(vraag)}` : ''}
        verplicht={vraag?.soort === 'deelname'}
        bezig={intrekken.isPending}
        fout={intrekken.isError ? foutmelding(intrekken.error) : null}
        uitleg={vraag?.soort === 'deelname' ? 'De afnemer leest de reden.' : 'De organisatie en uw bedrijf zien de reden in de e-mail en de geschiedenis.'}
        onAnnuleer={() => zetVraag(null)}
        onBevestig={(reden) => vraag && bevestig(vraag, reden)}
      />
      <Modal
        open={vraag !== null && !metReden}
        title={vraag?.soort === 'pilot' ? 'Pilot verlaten' : 'Koppeling intrekken'}
        okText={vraag ? knopTekst(vraag) : 'Intrekken'}
        cancelText="Annuleren"
        okButtonProps={{ danger: true, loading: intrekken.isPending }}
        onCancel={() => zetVraag(null)}
        onOk={() => vraag && bevestig(vraag)}
        destroyOnHidden
      >
        {vraag ? (
          <p>
            {vraag.ontvanger.naam} — {vraag.soortTekst}. {gevolg(vraag)}
          </p>
        ) : null}
        {intrekken.isError ? <Alert type="error" showIcon message={foutmelding(intrekken.error)} /> : null}
      </Modal>
    </section>
  );
}
