import { useEffect, useMemo, useRef } from 'react';
import { useVeldUitHash } from '../../lib/veld-anker';
import { useParams } from 'react-router';
import { Alert, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isAlleenLezen, melkLeveringRegels, type MelkLeveringGegevens, type VeldSleutel } from '@kw/contract';
import { Laden } from '../../components/laden';
import { veldPad } from '../../components/form/veld-regels';
import { useOnopgeslagenWijzigingen } from '../../components/form/onopgeslagen-wijzigingen';
import { OpslaanBalk } from '../../components/form/opslaan-balk';
import { verversLegacyMenu } from '../../lib/legacy-menu';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel, sleutels, useCallContext, type KlwSleutel } from '../../lib/queries';
import { useMelkLevering, useMelkLeveringOpslaan } from './api';
import { AutomatischeTabel } from './automatische-tabel';
import { herkomstenVan, useHerkomst } from '../../components/scherm/koppeling-herkomst';
import { HandmatigeKaart } from './handmatige-kaart';
import { FOUT_TITEL, formulierWaarden, heeftAutomatischeLeveringen, heeftWijzigingen, naSwitch, regelsPerVeld, samenvoegen, SUCCES_BESCHRIJVING, SUCCES_TITEL, type MelkFormWaarden } from './logic';


const valideerStil = (p: Promise<unknown>) => p.catch(() => undefined);

/** The form paths in screen order, to lead the user to the first field that is wrong. */
const inVolgorde = (jaar: number, velden: string[]) =>
  melkLeveringRegels(jaar)
    .map((r) => r.veld as string)
    .filter((v) => velden.includes(v));

interface FormulierProps {
  data: MelkLeveringGegevens;
  alleenLezen: boolean;
  klw: KlwSleutel;
  /** set when a save succeeded: the remounted form puts the focus on its heading */
  naOpslaan: { current: boolean };
}

function MelkFormulier({ data, alleenLezen, klw, naOpslaan }: FormulierProps) {
  const [form] = Form.useForm<MelkFormWaarden>();
  const queryClient = useQueryClient();
  const opslaan = useMelkLeveringOpslaan();
  const kop = useRef<HTMLHeadingElement>(null);
  const beginWaarden = useMemo(() => formulierWaarden(data), [data]);
  // the dairy's deliveries that came in by the data link (decision 020); not waited for
  const herkomst = useHerkomst(klw);
  const herkomsten = useMemo(() => herkomstenVan(herkomst.data, 'melklevering'), [herkomst.data]);
  const gevolgd = Form.useWatch((w: MelkFormWaarden) => w, { form, preserve: true });
  const waarden: MelkFormWaarden = gevolgd && gevolgd.totaalHandmatig ? gevolgd : beginWaarden;
  const { venster } = useOnopgeslagenWijzigingen(!alleenLezen && heeftWijzigingen(beginWaarden, gevolgd));
  // A link from the Signalering screen ('…#totaalHandmatig.vet') lands on its field.
  useVeldUitHash(true);

  // Spec §5: validate on load; the required messages are empty, so only the highlight shows.
  useEffect(() => {
    void valideerStil(form.validateFields());
  }, [form]);
  useEffect(() => {
    // After a save the form is replaced; keep the keyboard user's place.
    if (naOpslaan.current) {
      naOpslaan.current = false;
      kop.current?.focus({ preventScroll: true });
    }
  }, [naOpslaan]);

  function bijWijziging(gewijzigd: Partial<MelkFormWaarden>) {
    if ('gebruikHandmatigeMelkRegistratie' in gewijzigd) {
      const aan = Boolean(gewijzigd.gebruikHandmatigeMelkRegistratie);
      form.setFieldValue('totaalHandmatig', naSwitch(aan, data, form.getFieldValue('totaalHandmatig')));
      const paden = melkLeveringRegels(data.kringloopwijzerJaar)
        .filter((r) => r.alleenHandmatig)
        .map((r) => veldPad(r.veld));
      setTimeout(() => void valideerStil(form.validateFields(paden)), 0);
    }
    if (gewijzigd.totaalZelfZuivel && 'kg' in gewijzigd.totaalZelfZuivel) {
      // The quality fields just appeared: show at once which ones are needed.
      const paden = melkLeveringRegels(data.kringloopwijzerJaar)
        .filter((r) => r.verplicht === 'alsZelfZuivel')
        .map((r) => veldPad(r.veld));
      setTimeout(() => void valideerStil(form.validateFields(paden)), 0);
    }
  }

  /** Focus and scroll to the first of these fields (a failed save leads the user to the problem). */
  function naarEersteFout(velden: string[]) {
    const [eerste] = inVolgorde(data.kringloopwijzerJaar, velden);
    if (eerste) form.scrollToField(veldPad(eerste), { block: 'center', scrollMode: 'always', focus: true });
  }

  async function slaOp() {
    // Text a field refused (e.g. "1.5") is not a value: do not send, show where it is.
    const onduidelijk = form
      .getFieldsError()
      .filter((f) => f.errors.some((e) => e.startsWith('Onduidelijk') || e.startsWith('Dit is geen getal')))
      .map((f) => f.name.join('.'));
    if (onduidelijk.length > 0) {
      const regels = regelsPerVeld(data.kringloopwijzerJaar);
      toonFout(new Error(`${inVolgorde(data.kringloopwijzerJaar, onduidelijk).map((v) => regels[v as VeldSleutel]?.label).join(', ')}: het getal is onduidelijk.`), FOUT_TITEL);
      naarEersteFout(onduidelijk);
      return;
    }
    const gegevens = samenvoegen(data, form.getFieldsValue(true) as MelkFormWaarden);
    opslaan.mutate(gegevens, {
      onSuccess: (antwoord) => {
        naOpslaan.current = true;
        form.setFieldsValue(formulierWaarden(antwoord));
        queryClient.setQueryData(sleutels.melkLevering(klw), antwoord);
        toonSucces(SUCCES_TITEL, SUCCES_BESCHRIJVING);
        void queryClient.invalidateQueries({ queryKey: sleutels.menuAlle });
        void queryClient.invalidateQueries({ queryKey: ['start'] });
        verversLegacyMenu();
      },
      onError: (fout) => {
        toonFout(fout, FOUT_TITEL);
        naarEersteFout(foutVelden(fout));
      },
    });
  }

  return (
    <Form<MelkFormWaarden> form={form} initialValues={beginWaarden} onValuesChange={bijWijziging} layout="horizontal" component="div">
      {venster}
      <OpslaanBalk alleenLezen={alleenLezen} bezig={opslaan.isPending} onOpslaan={() => void slaOp()}>
        <h1 ref={kop} tabIndex={-1} style={{ margin: 0, fontSize: 22, fontWeight: 600, color: '#1f3324', outlineOffset: 2 }}>
          Melklevering
        </h1>
        {/* below 480 px the word 'Jaar' is only read out (the shell's kw-jaar-woord, as in the header): at 390 px
            the bar broke 'Jaar' and the year over two lines; now it reads 'Melklevering 2024' like the other screens */}
        <span data-testid="melklevering-jaar" style={{ flex: 1, fontSize: 15, color: '#4d5a4e', whiteSpace: 'nowrap' }}>
          <span className="kw-jaar-woord">Jaar </span>
          {data.kringloopwijzerJaar}
        </span>
      </OpslaanBalk>
      {heeftAutomatischeLeveringen(data) && <AutomatischeTabel data={data} herkomsten={herkomsten} />}
      <HandmatigeKaart data={data} waarden={waarden} alleenLezen={alleenLezen} />
    </Form>
  );
}

/** The fields a 400 answer names (errorDetails[].field, dotted paths of the body). */
function foutVelden(fout: unknown): string[] {
  const details = (fout as { response?: { data?: { errorDetails?: unknown } } } | null)?.response?.data?.errorDetails;
  return Array.isArray(details) ? details.map((d) => (d as { field?: unknown })?.field).filter((f): f is string => typeof f === 'string') : [];
}

export default function MelkleveringPagina() {
  usePaginaTitel('Melklevering');
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const context = useCallContext(klw);
  const melk = useMelkLevering(klw);
  // Spec §4: read-only until the context has loaded.
  const alleenLezen = isAlleenLezen(context.data);
  const naOpslaan = useRef(false);

  if (melk.isPending) return <Laden />;
  if (melk.isError) {
    return <Alert type="error" showIcon message="De melkleveringen konden niet worden geladen." description={foutBeschrijvingen(melk.error).join(' ')} />;
  }
  return (
    <>
      {context.data && alleenLezen && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            (context.data.kringloopwijzerStatusId ?? 0) > 1
              ? 'Dit jaar is afgesloten. U kunt de gegevens bekijken, maar niet meer wijzigen.'
              : 'U kunt de gegevens van dit bedrijf bekijken, maar niet wijzigen.'
          }
        />
      )}
      <MelkFormulier key={`${melk.data.kringloopwijzerId}-${melk.data.versie}`} data={melk.data} alleenLezen={alleenLezen} klw={klw} naOpslaan={naOpslaan} />
    </>
  );
}
