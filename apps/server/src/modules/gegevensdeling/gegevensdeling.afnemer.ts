/**
 * The consumer API (decision 027): a consumer organisation's OAuth2 client credentials (RFC 6749
 * §4.4; the secret hashed at rest, shown once, rotatable — as a supplier's, decision 020), then one
 * GET per product, farm and year under one purpose. It answers only while an approved, unexpired
 * participation of an active purpose covers the product (`leveringsBezwaar`), checked on every call
 * so a revocation holds from the next one. Every delivery writes the farmer's access row.
 */
import { createHash } from 'node:crypto';
import {
  dataproductVan,
  leveringsBezwaar,
  productInhoud,
  RESULTAAT_PADEN,
  uitResultaat,
  vandaagIso,
  type DataproductSleutel,
} from '@kw/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { clientGegevensUit, hashVan, klopt, nieuwGeheim, nieuweClientId } from '../koppelingen/koppelingen.geheim';
import type { maakTokenLimiet } from '../koppelingen/koppelingen.tokenlimiet';
import { isStaf, MELDING_ALLEEN_STAF } from './gegevensdeling.policy';
import { productBron } from './gegevensdeling.producten';
import { afnemerClient, afnemerClientVan, bewaarAfnemerClient, leveringsLezing, relatieOpId, relatieOpKvk, zetLaatstGeleverd, type Db } from './gegevensdeling.repository';
import { resultaatUitLezing, samengesteldeInvoerUitLezing } from '../uitkomst/uitkomst.service';
import { schrijfToegangsRij } from '../toegang/toegang.service';

type TokenLimiet = ReturnType<typeof maakTokenLimiet>;

/** Lifetime of a consumer's access token: 15 minutes, as the app's and a supplier's (plugins/auth.ts). */
export const AFNEMER_TOKEN_S = 15 * 60;

export const tekenAfnemerToken = (app: FastifyInstance, afnemerId: number, geheimVersie: number) =>
  app.jwt.sign({ sub: `afnemer:${afnemerId}`, sid: 'afnemer', klw: null, afn: afnemerId, gv: geheimVersie } as never, { expiresIn: AFNEMER_TOKEN_S });

export const MELDING_GEEN_AFNEMERTOKEN = 'Deze aanroep is alleen voor afnemers met een eigen toegangstoken (OAuth2 client credentials).';
export const MELDING_TE_VEEL_AANROEPEN = 'Te veel aanroepen: wacht een minuut en probeer het dan opnieuw.';
/** A participation revoked (or expired) while the call ran: as the next call would say. */
export const MELDING_NIET_MEER_GOEDGEKEURD = 'Dit bedrijf neemt niet deel aan dit doel.';
export const MELDING_AFNEMER_NIET_GOEDGEKEURD = 'Deze afnemer is niet (meer) goedgekeurd; neem contact op met de servicedesk.';

/** The consumer a Bearer token names; 401 without a valid one, 403 for a user's or a supplier's token. */
export function afnemerVanToken(request: FastifyRequest): { afnemerId: number; geheimVersie: number } {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new HttpFout(401, 'Geen toegangstoken: vraag er een aan met client credentials.');
  let inhoud: { afn?: unknown; gv?: unknown };
  try {
    inhoud = request.server.jwt.verify(token);
  } catch {
    throw new HttpFout(401, 'Het toegangstoken is ongeldig of verlopen: vraag een nieuw aan.');
  }
  if (typeof inhoud.afn !== 'number' || typeof inhoud.gv !== 'number') throw new HttpFout(403, MELDING_GEEN_AFNEMERTOKEN);
  return { afnemerId: inhoud.afn, geheimVersie: inhoud.gv };
}

/**
 * The token call: client id and secret from the body (form or JSON) or HTTP Basic. Failed attempts
 * are limited as the supplier's are (decision 020): past the limit every attempt answers 429, the
 * right secret too, before the secret is checked.
 */
export async function geefToken(db: Db, request: FastifyRequest, velden: Record<string, unknown>, limiet: TokenLimiet) {
  if (velden.grant_type !== 'client_credentials') throw new HttpFout(400, 'Alleen grant_type=client_credentials wordt ondersteund.');
  const { id, geheim } = clientGegevensUit(request.headers.authorization, velden);
  await limiet.controleer(request, id);
  const c = id && id.length <= 100 ? await afnemerClient(db, id) : undefined;
  if (!c || !geheim || geheim.length > 200 || !klopt(geheim, c.geheimHash)) {
    await limiet.telFout(request, id);
    request.log.warn({ actie: 'afnemer-token', resultaat: 'mislukt' }, 'tokenaanvraag met onbekende client of verkeerd geheim');
    throw new HttpFout(401, 'Onbekende client of verkeerd geheim.');
  }
  const org = await relatieOpId(db, c.afnemerId);
  if (org.status !== 'goedgekeurd') throw new HttpFout(403, MELDING_AFNEMER_NIET_GOEDGEKEURD);
  return { access_token: tekenAfnemerToken(request.server, c.afnemerId, c.geheimVersie), token_type: 'Bearer' as const, expires_in: AFNEMER_TOKEN_S };
}

/** Staff: new (or rotated) client credentials for a consumer organisation; the secret is in this answer only. */
export async function nieuwAfnemerGeheim(db: Db, actor: Actor, afnemerKvk: string) {
  if (!isStaf(actor)) throw new HttpFout(403, MELDING_ALLEEN_STAF);
  const org = await relatieOpKvk(db, afnemerKvk);
  if (!org || org.soort === 'bedrijf') throw new HttpFout(404, `Er is geen organisatie met KvK-nummer ${afnemerKvk}.`);
  const bestaand = await afnemerClientVan(db, org.id);
  const clientId = bestaand?.clientId ?? nieuweClientId();
  const geheim = nieuwGeheim();
  await bewaarAfnemerClient(db, org.id, clientId, hashVan(geheim));
  return {
    clientId,
    clientSecret: geheim,
    melding: bestaand ? 'Nieuw geheim gemaakt; het oude werkt niet meer. Bewaar het nieuwe nu: het wordt niet meer getoond.' : 'Bewaar het geheim nu: het wordt niet meer getoond.',
  };
}

const etagVan = (dataTekst: string) => `"${createHash('sha256').update(dataTekst).digest('base64url').slice(0, 32)}"`;

/**
 * One product of one farm and year under one purpose. Returns the body and its ETag; `null` body
 * when the caller's If-None-Match still holds (304, nothing logged: nothing left the KLW).
 * Everything it checks and reads comes from one statement (`leveringsLezing`, decision 034): the
 * caller's secret version is read on every call, so a rotated secret's token is refused by the next
 * call on every server, without a cache that could outlive the rotation.
 */
export async function leverProduct(
  db: Db,
  request: FastifyRequest,
  v: { product: DataproductSleutel; doelId: number; kvk: string; jaar: number },
): Promise<{ etag: string; body: string | null }> {
  const { afnemerId, geheimVersie } = afnemerVanToken(request);
  const l = await leveringsLezing(db, {
    afnemerId,
    doelId: v.doelId,
    kvk: v.kvk,
    jaar: v.jaar,
    metResultaat: uitResultaat(v.product),
    metInvoer: v.product.startsWith('invoer-'),
    metLeveringen: v.product === 'invoer-dier',
  });
  if (l.geheimVersie === null || l.geheimVersie !== geheimVersie) throw new HttpFout(401, 'Het toegangstoken is ingetrokken (nieuw geheim): vraag een nieuw aan.');
  const { doel, deelname, record } = l;
  const vandaag = vandaagIso();
  const bezwaar = leveringsBezwaar(
    deelname && doel && { status: deelname.status, einddatum: doel.einddatum, producten: deelname.producten, ubnBeperking: deelname.ubnBeperking },
    doel && { status: doel.status, einddatum: doel.einddatum },
    v.product,
    vandaag,
  );
  if (bezwaar) throw new HttpFout(403, bezwaar);
  if (!record) throw new HttpFout(404, `Dit bedrijf heeft geen Kringloopwijzer voor ${v.jaar}.`);
  // the stored result while it is current; behind the input it is computed once and stored (uitkomst)
  const resultaat = uitResultaat(v.product) ? await resultaatUitLezing(db, record, l.resultaat, RESULTAAT_PADEN) : null;
  const invoer = l.invoer && (await samengesteldeInvoerUitLezing(db, record, l.invoer));
  const data = productInhoud(v.product, await productBron(db, record, [v.product], deelname!.ubnBeperking, { resultaat, invoer, leveringen: l.leveringen }));
  if (!data) throw new HttpFout(404, `Voor ${v.jaar} is nog geen uitkomst berekend; de invoer is nog niet volledig.`);
  // the data serialized once, for the ETag and the body (JSON.stringify of { data, meta } gives this very text)
  const dataTekst = JSON.stringify(data);
  const etag = etagVan(dataTekst);
  const vraagEtag = request.headers['if-none-match'];
  if (vraagEtag && vraagEtag.split(',').map((s) => s.trim()).includes(etag)) return { etag, body: null };
  const body = `{"data":${dataTekst},"meta":${JSON.stringify({ product: v.product, doelId: doel!.id, kvk: v.kvk, jaar: v.jaar, ubnBeperking: deelname!.ubnBeperking, bijgewerktOp: vandaag })}}`;
  // the access row before the answer leaves (decision 019), with the participation's last flow; the
  // participation is checked again under its row lock, so a revocation between the read above and
  // here refuses this delivery too (zetLaatstGeleverd)
  await db.transaction(async (tx) => {
    if (!(await zetLaatstGeleverd(tx, l.bedrijfId!, deelname!.id))) throw new HttpFout(403, MELDING_NIET_MEER_GOEDGEKEURD);
    await schrijfToegangsRij(tx, {
      relatieId: l.bedrijfId!,
      organisatieId: afnemerId,
      rol: 'afnemer',
      namens: l.afnemerNaam!,
      reden: `Doel: ${doel!.naam}`,
      kringloopwijzerId: record.id,
      jaar: record.jaar,
      wat: `Dataproduct ${dataproductVan(v.product).naam}`,
      actie: 'geleverd',
    });
  });
  return { etag, body };
}
