/**
 * /Deelnemers (decision 019): the farms an organisation user may open (staff: every farm), with
 * the state of a year per farm; search, filters, the key figures of the selected farms as one
 * file, "Machtiging aanvragen", and "Openen" which scopes the session to the farm's record and
 * goes to its start page (read-only follows from the server for inzien). Staff give a reason first.
 */
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Grid, Input, Select, Space, type CheckboxProps, type TableColumnsType } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import { KleurTag, type Tint } from '../../components/ui/kleur-tag';
import { Fragment, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DEELNEMER_FILTER_NAMEN, DEELNEMER_STATUS_NAMEN, MACHTIGING_SOORT_NAMEN, type DeelnemerFilter, type DeelnemerRegel } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { ZOEK_KNOP } from '../../components/ui/zoek-knop';
import { GezondheidTag } from '../../components/koppeling/gezondheid-tag';
import { formatDatum } from '../../lib/format';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { downloadKengetallen, kiesRecord, openAlsServicedesk, useDeelnemers, type LijstVraag } from './deelnemers.api';
import { RedenModal } from './reden-modal';

const EERSTE_JAAR = 2018;
// readable tints (components/ui/kleur-tag): antd's green tag measured below 4.5:1 on a submitted farm's row
const STATUS_KLEUR: Record<DeelnemerRegel['status'], Tint> = { open: 'blauw', ingediend: 'groen', 'niet-gestart': 'grijs' };

/** The farm's worst data link (decision 020): the tag says it in a word, the line under it which link and why. */
function KoppelingKolom({ r, smal = false }: { r: DeelnemerRegel; smal?: boolean }) {
  const g = r.koppelingGezondheid;
  return (
    <div style={{ display: smal ? 'inline-block' : 'block', maxWidth: smal ? undefined : 260 }} data-testid="koppeling-gezondheid">
      <GezondheidTag gezondheid={g.gezondheid} />
      {g.gezondheid !== 'grijs' && g.gezondheid !== 'groen' && <div style={{ color: '#3f4d40', fontSize: 12, overflowWrap: 'anywhere' }}>{g.reden}</div>}
    </div>
  );
}

/** Kept on one line: a narrow column broke a date after its dash ("27-" above "11-2031") and a number from its label. */
const heel = (tekst: string) => <span style={{ whiteSpace: 'nowrap' }}>{tekst}</span>;

function Kenmerken({ r }: { r: DeelnemerRegel }) {
  const delen = [r.kvkNummer && `KvK ${r.kvkNummer}`, r.ubns.length > 0 && `UBN ${r.ubns.join(', ')}`, r.brs && `BRS ${r.brs}`].filter((d): d is string => Boolean(d));
  // darker than the usual grey: it must keep 4.5:1 on a selected (tinted) row too
  return (
    <div style={{ color: '#3f4d40', fontSize: 12 }}>
      {delen.map((d, i) => (
        <Fragment key={d}>
          {i > 0 && ' · '}
          {heel(d)}
        </Fragment>
      ))}
    </div>
  );
}

const machtigingTekst = (r: DeelnemerRegel) =>
  r.machtiging ? (
    <>
      {MACHTIGING_SOORT_NAMEN[r.machtiging.soort]} tot {heel(formatDatum(r.machtiging.einddatum))}
    </>
  ) : null;
const statusTag = (r: DeelnemerRegel) => (
  <KleurTag tint={STATUS_KLEUR[r.status]}>
    {r.jaar ? `${r.jaar}: ` : ''}
    {DEELNEMER_STATUS_NAMEN[r.status]}
  </KleurTag>
);

/**
 * The "Machtiging aanvragen" modal comes from the mandates feature; app/ composes it in
 * (feature folders do not import each other).
 */
export interface DeelnemersPaginaProps {
  aanvraagVenster: (p: { open: boolean; onSluit: () => void }) => ReactNode;
}

export default function DeelnemersPagina({ aanvraagVenster }: DeelnemersPaginaProps) {
  usePaginaTitel('Deelnemers');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const smal = !Grid.useBreakpoint().md;
  const [vraag, setVraag] = useState<LijstVraag>({ pagina: 1, perPagina: 25 });
  const [zoektekst, setZoektekst] = useState('');
  const [gekozen, setGekozen] = useState<Map<number, DeelnemerRegel>>(new Map());
  const [aanvragen, setAanvragen] = useState(false);
  const [teOpenen, setTeOpenen] = useState<DeelnemerRegel | null>(null);
  const [bezig, setBezig] = useState<string | null>(null);
  const lijst = useDeelnemers(vraag);
  const data = lijst.data;
  const isMedewerker = data?.isMedewerker ?? false;

  const zet = (wijziging: Partial<LijstVraag>) => setVraag((v) => ({ ...v, pagina: 1, ...wijziging }));

  async function open(r: DeelnemerRegel) {
    if (r.openKringloopwijzerId === null) return;
    await kiesRecord(r.openKringloopwijzerId);
    // every cached answer belonged to the previous record
    await queryClient.invalidateQueries();
    navigate('/Home/new');
  }

  async function openen(r: DeelnemerRegel) {
    if (isMedewerker) return setTeOpenen(r);
    setBezig(`open-${r.relatieId}`);
    try {
      await open(r);
    } catch (e) {
      toonFout(e, 'Het bedrijf kon niet worden geopend');
    } finally {
      setBezig(null);
    }
  }

  /** The year of the file: the chosen one, else the newest year among the selected farms, else last year. */
  const downloadJaar = vraag.jaar ?? Math.max(0, ...[...gekozen.values()].map((r) => r.jaar ?? 0)) ?? 0;
  const jaarVoorBestand = downloadJaar > 0 ? downloadJaar : new Date().getFullYear() - 1;

  async function download(formaat: 'xlsx' | 'csv') {
    setBezig(formaat);
    try {
      const naam = await downloadKengetallen([...gekozen.keys()], jaarVoorBestand, formaat);
      toonSucces('Kengetallen gedownload', naam);
    } catch (e) {
      toonFout(e, 'De kengetallen konden niet worden gedownload');
    } finally {
      setBezig(null);
    }
  }

  const openKnop = (r: DeelnemerRegel) => (
    <Button
      size="small"
      type="primary"
      disabled={r.openKringloopwijzerId === null}
      loading={bezig === `open-${r.relatieId}`}
      onClick={() => void openen(r)}
      aria-label={`${r.naam} openen`}
      title={r.openKringloopwijzerId === null ? 'Dit bedrijf heeft nog geen kringloopwijzer' : undefined}
    >
      Openen
    </Button>
  );

  const kolommen: TableColumnsType<DeelnemerRegel> = smal
    ? [
        {
          title: 'Bedrijf',
          key: 'bedrijf',
          render: (_, r) => (
            <div>
              <div style={{ fontWeight: 600 }}>{r.naam}</div>
              <Kenmerken r={r} />
              <div style={{ marginTop: 4, display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
                {statusTag(r)}
                <span style={{ fontSize: 12 }}>
                  {r.voortgang.klaar}/{r.voortgang.totaal} klaar{r.waarschuwingen > 0 ? `, ${r.waarschuwingen} met waarschuwing` : ''}
                </span>
              </div>
              {r.machtiging && <div style={{ fontSize: 12, color: '#3f4d40' }}>{machtigingTekst(r)}</div>}
              <div style={{ marginTop: 4, fontSize: 12 }}>
                <span style={{ color: '#3f4d40' }}>Koppelingen: </span>
                <KoppelingKolom r={r} smal />
              </div>
            </div>
          ),
        },
        { title: 'Actie', key: 'open', width: 90, render: (_, r) => openKnop(r) },
      ]
    : [
        {
          title: 'Bedrijf',
          key: 'bedrijf',
          render: (_, r) => (
            <div>
              <div style={{ fontWeight: 600 }}>{r.naam}</div>
              <Kenmerken r={r} />
            </div>
          ),
        },
        ...(isMedewerker ? [] : [{ title: 'Machtiging', key: 'machtiging', render: (_: unknown, r: DeelnemerRegel) => machtigingTekst(r) }]),
        { title: 'Jaar en status', key: 'status', render: (_, r) => statusTag(r) },
        { title: 'Voortgang', key: 'voortgang', render: (_, r) => `${r.voortgang.klaar} van ${r.voortgang.totaal}` },
        { title: 'Waarschuwingen', key: 'waarschuwingen', align: 'right', render: (_, r) => r.waarschuwingen },
        { title: 'Laatste wijziging', key: 'wijziging', render: (_, r) => heel(formatDatum(r.laatsteWijziging)) },
        { title: 'Koppelingen', key: 'koppelingen', render: (_, r) => <KoppelingKolom r={r} /> },
        { title: 'Actie', key: 'open', render: (_, r) => openKnop(r) },
      ];

  const jaren = Array.from({ length: new Date().getFullYear() - EERSTE_JAAR + 1 }, (_, i) => new Date().getFullYear() - i);

  return (
    <div>
      <h1 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 600 }}>Deelnemers</h1>
      <p style={{ marginTop: 0, color: '#5b6b5b' }}>
        {isMedewerker
          ? 'Als medewerker ziet u alle bedrijven. Een bedrijf opent u met een reden; de boer ziet die in het toegangslog.'
          : 'De bedrijven waarvoor uw organisatie een machtiging heeft. Kies een bedrijf om het te openen.'}
      </p>
      <Panel>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search
            aria-label="Zoek op naam, KvK-, UBN- of BRS-nummer"
            placeholder="Naam, KvK, UBN of BRS"
            allowClear
            value={zoektekst}
            onChange={(e) => {
              setZoektekst(e.target.value);
              if (e.target.value === '') zet({ zoek: undefined });
            }}
            onSearch={(t) => zet({ zoek: t.trim() || undefined })}
            enterButton={ZOEK_KNOP}
            style={{ width: smal ? '100%' : 280 }}
          />
          <Select<DeelnemerFilter | 'alle'>
            aria-label="Filter"
            value={vraag.filter ?? 'alle'}
            onChange={(f) => zet({ filter: f === 'alle' ? undefined : f })}
            style={{ width: 200 }}
            options={[{ value: 'alle', label: 'Alle bedrijven' }, ...Object.entries(DEELNEMER_FILTER_NAMEN).map(([value, label]) => ({ value: value as DeelnemerFilter, label }))]}
          />
          <Select<number>
            aria-label="Jaar in de lijst"
            value={vraag.jaar ?? 0}
            onChange={(j) => zet({ jaar: j === 0 ? undefined : j })}
            style={{ width: 160 }}
            options={[{ value: 0, label: 'Nieuwste jaar' }, ...jaren.map((j) => ({ value: j, label: String(j) }))]}
          />
        </Space>
        <Space wrap style={{ marginBottom: 12 }}>
          <Button icon={<DownloadOutlined aria-hidden />} disabled={gekozen.size === 0} loading={bezig === 'xlsx'} onClick={() => void download('xlsx')}>
            Kengetallen {jaarVoorBestand} downloaden (XLSX)
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} disabled={gekozen.size === 0} loading={bezig === 'csv'} onClick={() => void download('csv')}>
            CSV
          </Button>
          {!isMedewerker && (
            <Button icon={<SafetyCertificateOutlined aria-hidden />} onClick={() => setAanvragen(true)}>
              Machtiging aanvragen
            </Button>
          )}
          <span style={{ color: '#5b6b5b' }} aria-live="polite">
            {gekozen.size > 0 ? `${gekozen.size} ${gekozen.size === 1 ? 'bedrijf' : 'bedrijven'} gekozen` : 'Kies bedrijven voor de kengetallen'}
          </span>
        </Space>
        {lijst.isError ? (
          <Alert type="error" showIcon message="De deelnemers konden niet worden geladen." description={foutBeschrijvingen(lijst.error).join(' ')} />
        ) : (
          <Tabel<DeelnemerRegel> naam="Deelnemers"
            rowKey="relatieId"
            size="small"
            loading={lijst.isPending || lijst.isFetching}
            columns={kolommen}
            dataSource={data?.regels ?? []}
            locale={{ emptyText: vraag.zoek || vraag.filter ? 'Geen bedrijven gevonden.' : 'Er zijn (nog) geen bedrijven waarvoor u een machtiging heeft.' }}
            rowSelection={{
              selectedRowKeys: [...gekozen.keys()],
              preserveSelectedRowKeys: true,
              onChange: (_, rijen) =>
                setGekozen((oud) => {
                  // rows of other pages stay chosen; the rows of this page follow the checkboxes
                  const nieuw = new Map([...oud].filter(([id]) => !(data?.regels ?? []).some((r) => r.relatieId === id)));
                  for (const r of rijen) if (r) nieuw.set(r.relatieId, r);
                  return nieuw;
                }),
              // the checkbox passes unknown props on to its input: a name for screen readers
              getCheckboxProps: (r) => ({ 'aria-label': `${r.naam} kiezen` }) as Partial<CheckboxProps>,
              // antd names the header's checkbox 'Select all', in English
              getTitleCheckboxProps: () => ({ 'aria-label': 'Alle bedrijven op deze pagina kiezen' }),
            }}
            pagination={{
              current: vraag.pagina,
              pageSize: vraag.perPagina,
              total: data?.totaal ?? 0,
              showSizeChanger: !smal,
              pageSizeOptions: [10, 25, 50, 100],
              showTotal: (n) => `${n} ${n === 1 ? 'bedrijf' : 'bedrijven'}`,
              onChange: (pagina, perPagina) => setVraag((v) => ({ ...v, pagina: perPagina === v.perPagina ? pagina : 1, perPagina })),
            }}
          />
        )}
      </Panel>
      {aanvraagVenster({ open: aanvragen, onSluit: () => setAanvragen(false) })}
      <RedenModal
        bedrijf={teOpenen?.naam ?? ''}
        open={teOpenen !== null}
        onSluit={() => setTeOpenen(null)}
        onOpen={async (reden) => {
          if (!teOpenen) return;
          await openAlsServicedesk(teOpenen.relatieId, reden);
          await open(teOpenen);
          setTeOpenen(null);
        }}
      />
    </div>
  );
}
