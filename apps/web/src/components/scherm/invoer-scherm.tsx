/**
 * The one renderer of every register screen (decision 010): loads the screen's
 * document and its form definition, draws the categories as cards of fields and stock
 * tables, saves everything with 'Alles opslaan' and shows the results beside the form.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Col, Form, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { categorieSleutel, weergaveVanVeld, type FormulierDefinitie, type SchermGegevens, type SchermRegistratie, type Weergave } from '@kw/contract';
import { Laden } from '../laden';
import { useOnopgeslagenWijzigingen } from '../form/onopgeslagen-wijzigingen';
import { OpslaanBalk } from '../form/opslaan-balk';
import { AlleenLezenMelding, leesRecht } from '../form/alleen-lezen';
import { verversLegacyMenu } from '../../lib/legacy-menu';
import { useVeldUitHash } from '../../lib/veld-anker';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel, sleutels, useCallContext, type KlwSleutel } from '../../lib/queries';
import { ProductTabel } from './product-tabel';
import { ResultatenPaneel } from './resultaten-paneel';
import { schermSleutels, useFormulierDefinitie, useSchermGegevens, useSchermOpslaan } from './scherm-api';
import { foutVeldPad, formPad, samenvoegenDocument, veldId } from './scherm-logica';
import { VeldenKaart } from './velden-kaart';
import { LandUitPercelen } from './land-uit-percelen';
import { HerkomstContext, herkomstenVan, useHerkomst, type Herkomsten } from './koppeling-herkomst';

export const SUCCES_TITEL = 'Succesvol opgeslagen';
export const FOUT_TITEL = 'Er ging iets fout';

/** What the renderer needs of a register entry (the rest comes with the form definition). */
export type SchermInfo = Pick<SchermRegistratie, 'sleutel' | 'api' | 'titel' | 'opgeslagenOmschrijving' | 'landUitPercelen' | 'zieOok'> & {
  /** the route's view when the screen is spread over several routes (decision 010): its title is `titel` */
  weergave?: Weergave;
};

/** A message of the last save about a field this route does not show: where it is (decision 010). */
interface FoutElders {
  bericht: string;
  veldPad: string;
  url: string;
  titel: string;
}

const stil = (p: Promise<unknown>) => p.catch(() => undefined);

/** Focus and scroll to a field by its document path ('krachtvoer.producten.2.vemPerKgDs'). */
export function naarVeld(veldPad: string): boolean {
  const element = document.getElementById(veldId(veldPad));
  if (!element) return false;
  element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
  return true;
}

interface FormulierProps {
  scherm: SchermInfo;
  data: SchermGegevens;
  definitie: FormulierDefinitie;
  alleenLezen: boolean;
  klw: KlwSleutel;
  /** the fields of this screen a data link wrote (decision 020) */
  herkomsten: Herkomsten;
}

function InvoerFormulier({ scherm, data, definitie, alleenLezen, klw, herkomsten }: FormulierProps) {
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const opslaan = useSchermOpslaan(scherm.api);
  const [gewijzigd, setGewijzigd] = useState(false);
  const { venster } = useOnopgeslagenWijzigingen(!alleenLezen && gewijzigd);
  // A link to a field ('…#krachtvoer.producten.0.vemPerKgDs', from Signalering or "Waarom dit getal?") lands on it.
  useVeldUitHash(true);
  // A screen that only shows land from the plots (Grasland, Snijmaïs) has nothing to save.
  const opslaanbaar = !alleenLezen && definitie.categorieen.length > 0;
  const [foutenElders, setFoutenElders] = useState<FoutElders[]>([]);
  // The form holds the whole document; this route draws only its view's categories (the others keep their values).
  const weergave = scherm.weergave;
  const getoond = weergave ? definitie.categorieen.filter((c) => weergave.categorieen.includes(categorieSleutel(c))) : definitie.categorieen;
  /** The other route of this screen that shows a field, filled in for this record; undefined when it is shown here. */
  function elders(veldPad: string) {
    const w = weergave && weergaveVanVeld(scherm.sleutel, veldPad);
    return w && w.route !== weergave.route ? { url: w.route.replace(':klwId', String(data.kringloopwijzerId)), titel: w.titel } : undefined;
  }

  // the "uit koppeling" markers; "Overnemen" puts a link's value back as if typed (so the form counts as changed)
  const herkomst = useMemo(
    () => ({
      velden: herkomsten,
      overnemen: (naam: (string | number)[], waarde: number | string | null) => {
        form.setFieldValue(naam, waarde);
        setGewijzigd(true);
        void stil(form.validateFields([naam]));
      },
    }),
    [herkomsten, form],
  );

  // Spec §5: validate on load; required messages are empty, so only the highlight shows.
  useEffect(() => {
    void stil(form.validateFields());
  }, [form]);

  async function focusEersteFout() {
    try {
      await form.validateFields();
    } catch (info) {
      const eerste = (info as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (eerste) form.scrollToField(eerste.name, { block: 'center', focus: true });
    }
  }

  function toonServerFouten(fout: unknown) {
    const details = (fout as { response?: { data?: { errorDetails?: { field?: string; message?: string }[] } } })?.response?.data?.errorDetails ?? [];
    const velden = details.filter((d) => typeof d.field === 'string' && d.field !== '' && typeof d.message === 'string');
    const bekend = velden.filter((d) => document.getElementById(veldId(foutVeldPad(d.field!))));
    form.setFields(bekend.map((d) => ({ name: formPad(foutVeldPad(d.field!)), errors: [d.message!] })));
    // a field on another route of this screen: say where, with a link (the save is all-or-nothing)
    setFoutenElders(
      velden.flatMap((d) => {
        const veldPad = foutVeldPad(d.field!);
        const plek = elders(veldPad);
        return plek ? [{ bericht: d.message!, veldPad, ...plek }] : [];
      }),
    );
    if (bekend.length > 0) naarVeld(foutVeldPad(bekend[0].field!));
    else void focusEersteFout();
  }

  function slaOp() {
    const gegevens = samenvoegenDocument(data.gegevens, form.getFieldsValue(true));
    opslaan.mutate(
      { versie: data.versie, gegevens },
      {
        onSuccess: (antwoord) => {
          setGewijzigd(false);
          setFoutenElders([]);
          queryClient.setQueryData(schermSleutels.gegevens(scherm.sleutel, klw), antwoord);
          toonSucces(SUCCES_TITEL, scherm.opgeslagenOmschrijving);
          // The menu's done/warning state and the start page's progress come from the stored status.
          void queryClient.invalidateQueries({ queryKey: sleutels.menuAlle });
          void queryClient.invalidateQueries({ queryKey: ['start'] });
          verversLegacyMenu();
        },
        onError: (fout) => {
          toonFout(fout, FOUT_TITEL);
          toonServerFouten(fout);
        },
      },
    );
  }

  return (
    <HerkomstContext.Provider value={herkomst}>
      <Form form={form} initialValues={data.gegevens} layout="vertical" component="div" onValuesChange={() => setGewijzigd(true)} requiredMark={false}>
        {venster}
        <OpslaanBalk alleenLezen={!opslaanbaar} bezig={opslaan.isPending} onOpslaan={slaOp}>
          <h1 style={{ margin: 0, fontSize: 22, fontWeight: 600, flex: 1, color: '#1f3324', minWidth: 160 }}>
            {scherm.titel} <span style={{ fontSize: 16, fontWeight: 400, color: '#5b6b5b' }}>{data.kringloopwijzerJaar}</span>
          </h1>
          {opslaanbaar && gewijzigd && <span style={{ color: '#5b6b5b', fontSize: 13 }}>Niet opgeslagen wijzigingen</span>}
        </OpslaanBalk>
        <Row gutter={[16, 0]}>
          <Col xs={24} xl={17}>
            {scherm.zieOok && (
              <p style={{ marginTop: 0 }}>
                Zie ook:{' '}
                {scherm.zieOok.map((z, i) => (
                  <span key={z.route}>
                    {i > 0 && ', '}
                    <Link to={z.route.replace(':klwId', String(data.kringloopwijzerId))} style={{ textDecoration: 'underline' }}>
                      {z.titel}
                    </Link>
                  </span>
                ))}
              </p>
            )}
            {foutenElders.length > 0 && (
              <Alert
                type="error"
                showIcon
                style={{ marginBottom: 16 }}
                message="Niet opgeslagen: er staan fouten op een ander scherm van dit onderdeel"
                description={
                  <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="fouten-elders">
                    {foutenElders.map((f, i) => (
                      <li key={`${f.veldPad}-${i}`}>
                        {f.bericht}{' '}
                        <Link to={`${f.url}#${f.veldPad}`} style={{ textDecoration: 'underline' }}>
                          naar {f.titel}
                        </Link>
                      </li>
                    ))}
                  </ul>
                }
              />
            )}
            {scherm.landUitPercelen && <LandUitPercelen grondgebruik={scherm.landUitPercelen} />}
            {getoond.map((categorie) =>
              categorie.soort === 'tabel' ? (
                <ProductTabel key={categorieSleutel(categorie)} categorie={categorie} alleenLezen={alleenLezen} klw={klw} jaar={definitie.jaar} />
              ) : (
                <VeldenKaart key={categorieSleutel(categorie)} categorie={categorie} alleenLezen={alleenLezen} />
              ),
            )}
          </Col>
          <Col xs={24} xl={7}>
            <ResultatenPaneel indicatoren={data.indicatoren} signaleringen={data.signaleringen} naarVeld={naarVeld} elders={elders} kringloopwijzerId={data.kringloopwijzerId} />
          </Col>
        </Row>
      </Form>
    </HerkomstContext.Provider>
  );
}

export default function InvoerScherm({ scherm }: { scherm: SchermInfo }) {
  usePaginaTitel(scherm.titel);
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const context = useCallContext(klw);
  const gegevens = useSchermGegevens(scherm.sleutel, scherm.api, klw);
  const definitie = useFormulierDefinitie(scherm.sleutel, klw);
  // not waited for: the screen shows at once, the markers follow
  const herkomst = useHerkomst(klw);
  const herkomsten = useMemo(() => herkomstenVan(herkomst.data, scherm.sleutel), [herkomst.data, scherm.sleutel]);

  if (gegevens.isError || definitie.isError) {
    const fout = gegevens.error ?? definitie.error;
    return <Alert type="error" showIcon message={`${scherm.titel} kon niet worden geladen.`} description={foutBeschrijvingen(fout).join(' ')} />;
  }
  if (gegevens.isPending || definitie.isPending) return <Laden />;
  const data = gegevens.data;
  const { gesloten, alleenLezen, toonMelding } = leesRecht(data, context.data);
  return (
    <>
      {toonMelding && <AlleenLezenMelding gesloten={gesloten} wat="de gegevens" />}
      <InvoerFormulier
        key={`${data.kringloopwijzerId}-${data.versie}-${alleenLezen}`}
        scherm={scherm}
        data={data}
        definitie={definitie.data}
        alleenLezen={alleenLezen}
        klw={klw}
        herkomsten={herkomsten}
      />
    </>
  );
}
