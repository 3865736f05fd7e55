/**
 * The calls of every register screen (decision 010), through the one HTTP client with the
 * spec §7 401 → refresh → retry: GET /api/{Api}/Get{Api}Gegevens, POST …/Save{Api}Gegevens
 * and the form definition GET /api/Formulier/GetFormulierDefinitie?scherm=….
 */
import { useMutation } from '@tanstack/react-query';
import { routes, type FormulierDefinitie, type SchermGegevens, type SchermOpslaan, type SchermSleutel } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery, type KlwSleutel } from '../../lib/queries';

export const schermPaden = (apiNaam: string) => ({
  gegevens: `/api/${apiNaam}/Get${apiNaam}Gegevens`,
  opslaan: `/api/${apiNaam}/Save${apiNaam}Gegevens`,
});
export const FORMULIER_DEFINITIE_PAD = routes.formulierDefinitie.path;

export const schermSleutels = {
  gegevens: (scherm: SchermSleutel, klw: KlwSleutel) => ['scherm', scherm, klw] as const,
  definitie: (scherm: SchermSleutel, klw: KlwSleutel) => ['formulierDefinitie', scherm, klw] as const,
};

export const haalSchermGegevens = (apiNaam: string) => api.get<SchermGegevens>(schermPaden(apiNaam).gegevens).then((r) => r.data);
export const haalFormulierDefinitie = (scherm: SchermSleutel) =>
  api.get<FormulierDefinitie>(FORMULIER_DEFINITIE_PAD, { params: { scherm } }).then((r) => r.data);
export const slaSchermOp = (apiNaam: string, body: SchermOpslaan) =>
  metVernieuwing(() => api.post<SchermGegevens>(schermPaden(apiNaam).opslaan, body).then((r) => r.data));

export const useSchermGegevens = (scherm: SchermSleutel, apiNaam: string, klw: KlwSleutel) =>
  useKlwQuery(schermSleutels.gegevens(scherm, klw), klw, () => haalSchermGegevens(apiNaam));
export const useFormulierDefinitie = (scherm: SchermSleutel, klw: KlwSleutel) =>
  useKlwQuery(schermSleutels.definitie(scherm, klw), klw, () => haalFormulierDefinitie(scherm));
export const useSchermOpslaan = (apiNaam: string) => useMutation({ mutationFn: (body: SchermOpslaan) => slaSchermOp(apiNaam, body) });
