import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { Affix, Alert, Button, Form } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { isAlleenLezen, melkLeveringRegels, type MelkLeveringGegevens } from '@kw/contract';
import { Laden } from '../../components/laden';
import { veldPad } from '../../components/form/veld-regels';
import { verversLegacyMenu } from '../../lib/legacy-menu';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel, sleutels, useCallContext, type KlwSleutel } from '../../lib/queries';
import { useMelkLevering, useMelkLeveringOpslaan } from './api';
import { AutomatischeTabel } from './automatische-tabel';
import { HandmatigeKaart } from './handmatige-kaart';
import { FOUT_TITEL, formulierWaarden, heeftAutomatischeLeveringen, naSwitch, samenvoegen, SUCCES_BESCHRIJVING, SUCCES_TITEL, type MelkFormWaarden } from './logic';

export const AFFIX_OFFSET = 85;

const valideerStil = (p: Promise<unknown>) => p.catch(() => undefined);

function MelkFormulier({ data, alleenLezen, klw }: { data: MelkLeveringGegevens; alleenLezen: boolean; klw: KlwSleutel }) {
  const [form] = Form.useForm<MelkFormWaarden>();
  const queryClient = useQueryClient();
  const opslaan = useMelkLeveringOpslaan();
  const beginWaarden = useMemo(() => formulierWaarden(data), [data]);
  const gevolgd = Form.useWatch((w: MelkFormWaarden) => w, { form, preserve: true });
  const waarden: MelkFormWaarden = gevolgd && gevolgd.totaalHandmatig ? gevolgd : beginWaarden;

  // Spec §5: validate on load; the required messages are empty, so only the highlight shows.
  useEffect(() => {
    void valideerStil(form.validateFields());
  }, [form]);

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

  function slaOp() {
    const gegevens = samenvoegen(data, form.getFieldsValue(true) as MelkFormWaarden);
    opslaan.mutate(gegevens, {
      onSuccess: (antwoord) => {
        form.setFieldsValue(formulierWaarden(antwoord));
        queryClient.setQueryData(sleutels.melkLevering(klw), antwoord);
        toonSucces(SUCCES_TITEL, SUCCES_BESCHRIJVING);
        void queryClient.invalidateQueries({ queryKey: sleutels.menuAlle });
        void queryClient.invalidateQueries({ queryKey: ['start'] });
        verversLegacyMenu();
      },
      onError: (fout) => toonFout(fout, FOUT_TITEL),
    });
  }

  return (
    <Form<MelkFormWaarden> form={form} initialValues={beginWaarden} onValuesChange={bijWijziging} layout="horizontal" component="div">
      <Affix offsetTop={AFFIX_OFFSET}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '10px 16px',
            marginBottom: 16,
            background: '#ffffff',
            border: '1px solid #e1e9df',
            borderRadius: 6,
            boxShadow: '0 2px 6px rgba(31, 77, 51, 0.08)',
          }}
        >
          <h1 style={{ margin: 0, fontSize: 22, fontWeight: 600, flex: 1, color: '#1f3324' }}>
            Melklevering <span style={{ fontSize: 16, fontWeight: 400, color: '#5b6b5b' }}>{data.kringloopwijzerJaar}</span>
          </h1>
          {!alleenLezen && (
            <Button type="primary" icon={<SaveOutlined />} onClick={slaOp} loading={opslaan.isPending}>
              Alles opslaan
            </Button>
          )}
        </div>
      </Affix>
      {heeftAutomatischeLeveringen(data) && <AutomatischeTabel data={data} />}
      <HandmatigeKaart data={data} waarden={waarden} alleenLezen={alleenLezen} />
    </Form>
  );
}

export default function MelkleveringPagina() {
  usePaginaTitel('Melklevering');
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const context = useCallContext(klw);
  const melk = useMelkLevering(klw);
  // Spec §4: read-only until the context has loaded.
  const alleenLezen = isAlleenLezen(context.data);

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
      <MelkFormulier key={`${melk.data.kringloopwijzerId}-${melk.data.versie}`} data={melk.data} alleenLezen={alleenLezen} klw={klw} />
    </>
  );
}
