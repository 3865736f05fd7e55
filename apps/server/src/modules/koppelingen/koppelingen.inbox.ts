/**
 * The supplier inbox (decision 020): the token call (OAuth2 client credentials) and one POST per
 * message type. A message is stored raw first (one per supplier message id; the same id again is
 * acknowledged and changes nothing), then processed. Registered in its own plugin scope: here the
 * body reaches the handler as the text that arrived (kept as it is), and feed deliveries may come
 * as text/csv; the rest of the API keeps its JSON-only parsing.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BERICHT_SOORTEN,
  berichtIdSchema,
  inboxPaden,
  klantnummerSchema,
  koppelingRoutes,
  verzoekInvoerSchema,
  type BerichtSoort,
  type InboxAntwoord,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { koppelingBerichten, koppelingen, koppelingOphaalverzoeken, koppelingVerwerking, leveranciers, relaties } from '../../db/schema';
import { HttpFout } from '../../fouten';
import { BODY_LIMIET } from '../../app';
import { voorbereid, voorbereidSql } from '../../db/voorbereid';
import { clientGegevensUit, klopt, leverancierVanToken, LEVERANCIER_TOKEN_S, MELDING_GEEN_LEVERANCIER, tekenLeverancierToken } from './koppelingen.geheim';
import { maakTokenLimiet } from './koppelingen.tokenlimiet';
import { verwerkBericht } from './koppelingen.verwerking';

/** The supplier row's answer to a token: 401 when the secret was rotated (or the supplier is gone), 403 when inactive. */
function controleerLeverancier(l: { geheimVersie: number; actief: boolean } | undefined, geheimVersie: number) {
  if (!l || l.geheimVersie !== geheimVersie) throw new HttpFout(401, 'Het toegangstoken is ingetrokken (nieuw geheim): vraag een nieuw aan.');
  if (!l.actief) throw new HttpFout(403, 'Deze leverancier is niet (meer) actief; neem contact op met de servicedesk.');
}

const nietAangemeld = (soort: BerichtSoort) => new HttpFout(403, `Deze leverancier is niet aangemeld voor ${soort}.`);

/** The supplier of a token, checked against the stored secret version and the active flag (prepared: on every inbox call). */
async function leverancierVan(db: Db, request: FastifyRequest) {
  const { leverancierId, geheimVersie } = leverancierVanToken(request);
  const [l] = await voorbereid(db, 'koppeling_leverancier_van_token', (d) =>
    d
      .select({ id: leveranciers.id, soorten: leveranciers.soorten, actief: leveranciers.actief, geheimVersie: leveranciers.geheimVersie, organisatieId: leveranciers.organisatieId, naam: relaties.naam })
      .from(leveranciers)
      .innerJoin(relaties, eq(relaties.id, leveranciers.organisatieId))
      .where(eq(leveranciers.id, sql.placeholder('id'))),
  ).execute({ id: leverancierId });
  controleerLeverancier(l, geheimVersie);
  return l;
}

/** The client's id and secret from HTTP Basic (RFC 6749 §2.3.1) or from the form/JSON body. */
function veldenVan(request: FastifyRequest): Record<string, string> {
  const body = typeof request.body === 'string' ? request.body : '';
  if ((request.headers['content-type'] ?? '').startsWith('application/json')) {
    try {
      const o = JSON.parse(body) as unknown;
      if (o && typeof o === 'object' && !Array.isArray(o)) return Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    } catch {
      throw new HttpFout(400, 'De verzonden gegevens zijn geen geldige JSON.');
    }
    return {};
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * Checks the token's supplier (secret version, active, registered for the type) and, only when it passes, stores
 * the raw message and its state row, in one prepared statement (atomic on its own; one round trip for what were
 * two on every message, decision 020, revision 27-11-2026); or finds the earlier one with this id. The answer
 * names the supplier's state, so a refusal is the same 401/403 as `leverancierVan` gives, with nothing stored.
 * A message with this id stored by a call still running (not visible to the statement's snapshot) is read again
 * once that call has committed.
 */
async function bewaar(db: Db, m: { leverancierId: number; geheimVersie: number; soort: BerichtSoort; leverancierBerichtId: string; klantnummer: string; inhoudType: string; inhoud: string }) {
  const [rij] = await voorbereidSql<{ geheimVersie: number; actief: boolean; aangemeld: boolean; nieuwId: number | string | null; oudId: number | string | null }>(db, 'koppeling_bewaar_bericht', () => sql`
    with l as (
      select geheim_versie, actief, ${sql.placeholder('soort')}::text = any(soorten) as aangemeld,
             geheim_versie = ${sql.placeholder('geheimVersie')}::int and actief and ${sql.placeholder('soort')}::text = any(soorten) as mag
        from ${leveranciers} where id = ${sql.placeholder('leverancierId')}::int),
    nieuw as (
      insert into ${koppelingBerichten} (leverancier_id, leverancier_bericht_id, soort, inhoud_type, inhoud)
      select ${sql.placeholder('leverancierId')}::int, ${sql.placeholder('leverancierBerichtId')}::text, ${sql.placeholder('soort')}::text, ${sql.placeholder('inhoudType')}::text, ${sql.placeholder('inhoud')}::text
       where exists (select 1 from l where mag)
      on conflict do nothing
      returning leverancier_id, id),
    staat as (
      insert into ${koppelingVerwerking} (leverancier_id, bericht_id, soort, klantnummer)
      select leverancier_id, id, ${sql.placeholder('soort')}::text, ${sql.placeholder('klantnummer')}::text from nieuw)
    select l.geheim_versie as "geheimVersie", l.actief as "actief", l.aangemeld as "aangemeld",
           (select id from nieuw) as "nieuwId",
           (select b.id from ${koppelingBerichten} b
             where l.mag and b.leverancier_id = ${sql.placeholder('leverancierId')}::int and b.leverancier_bericht_id = ${sql.placeholder('leverancierBerichtId')}::text
               and not exists (select 1 from nieuw)) as "oudId"
      from l`).uitvoeren({ ...m });
  controleerLeverancier(rij, m.geheimVersie);
  if (!rij.aangemeld) throw nietAangemeld(m.soort);
  if (rij.nieuwId !== null) return { id: Number(rij.nieuwId), nieuw: true };
  if (rij.oudId !== null) return { id: Number(rij.oudId), nieuw: false };
  const [oud] = await db
    .select({ id: koppelingBerichten.id })
    .from(koppelingBerichten)
    .where(and(eq(koppelingBerichten.leverancierId, m.leverancierId), eq(koppelingBerichten.leverancierBerichtId, m.leverancierBerichtId)));
  return { id: oud.id, nieuw: false };
}

async function stand(db: Db, leverancierId: number, berichtId: number) {
  const [v] = await db
    .select({ status: koppelingVerwerking.status, reden: koppelingVerwerking.reden })
    .from(koppelingVerwerking)
    .where(and(eq(koppelingVerwerking.leverancierId, leverancierId), eq(koppelingVerwerking.berichtId, berichtId)));
  return v;
}

/** The id and customer number of a JSON message, read before anything is stored (without them it cannot be kept). */
function kopVanJson(tekst: string): { berichtId: string; klantnummer: string } {
  let o: unknown;
  try {
    o = JSON.parse(tekst);
  } catch {
    throw new HttpFout(400, 'Het bericht is geen geldige JSON; er is niets opgeslagen.');
  }
  const r = o && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, unknown>) : {};
  return kopVan(r.berichtId, r.klantnummer);
}

function kopVan(berichtId: unknown, klantnummer: unknown) {
  const b = berichtIdSchema.safeParse(berichtId);
  const k = klantnummerSchema.safeParse(klantnummer);
  const details = [
    ...(b.success ? [] : [{ field: 'berichtId', message: b.error.issues[0].message }]),
    ...(k.success ? [] : [{ field: 'klantnummer', message: k.error.issues[0].message }]),
  ];
  if (!b.success || !k.success) throw new HttpFout(400, 'Het bericht mist een geldig berichtId of klantnummer; er is niets opgeslagen.', details);
  return { berichtId: b.data, klantnummer: k.data };
}

/** The message's id and customer number from the call (JSON body, or a CSV's query), or the 400/415 why not. */
function kopVanVerzoek(request: FastifyRequest, soort: BerichtSoort, type: string, tekst: string): { berichtId: string; klantnummer: string } {
  if (tekst.trim() === '') throw new HttpFout(400, 'Het bericht is leeg; er is niets opgeslagen.');
  // the message is stored as text, and a text column cannot hold a NUL (U+0000)
  if (tekst.includes('\u0000')) throw new HttpFout(400, 'Het bericht bevat een NUL-teken (U+0000); er is niets opgeslagen.');
  if (type === 'text/csv') {
    if (soort !== 'voerleveringen') throw new HttpFout(415, 'Alleen voerleveringen kunnen als CSV (text/csv) worden gestuurd; stuur dit bericht als JSON.');
    const q = request.query as Record<string, unknown>;
    return kopVan(q.berichtId, q.klantnummer);
  }
  if (type === 'application/json') return kopVanJson(tekst);
  throw new HttpFout(415, 'Stuur het bericht als JSON (application/json).');
}

export interface InboxOpties {
  db: Db;
  /** failed token attempts per minute per IP + client id */
  tokenRateMax: number;
  /** failed token attempts per minute per IP across client ids */
  tokenRateIpMax: number;
}

export function registreerInbox(app: FastifyInstance, { db, tokenRateMax, tokenRateIpMax }: InboxOpties) {
  const limiet = maakTokenLimiet(app, tokenRateMax, tokenRateIpMax);
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    const alsTekst = { parseAs: 'string' as const, bodyLimit: BODY_LIMIET };
    scope.addContentTypeParser('application/json', alsTekst, (_r, body, klaar) => klaar(null, body));
    scope.addContentTypeParser('text/csv', alsTekst, (_r, body, klaar) => klaar(null, body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', alsTekst, (_r, body, klaar) => klaar(null, body));
    const opties = { config: { bearer: true } };

    scope.post(koppelingRoutes.token.path, opties, async (request, reply) => {
      const velden = veldenVan(request);
      if (velden.grant_type !== 'client_credentials') throw new HttpFout(400, 'Alleen grant_type=client_credentials wordt ondersteund.');
      const client = clientGegevensUit(request.headers.authorization, velden);
      await limiet.controleer(request, client.id);
      const [l] = client.id && client.id.length <= 100 ? await db.select().from(leveranciers).where(eq(leveranciers.clientId, client.id)) : [];
      if (!l || client.geheim.length > 200 || !klopt(client.geheim, l.geheimHash)) {
        await limiet.telFout(request, client.id);
        request.log.warn({ actie: 'leverancier-token', resultaat: 'mislukt' }, 'tokenaanvraag met onbekende client of verkeerd geheim');
        throw new HttpFout(401, 'Onbekende client of verkeerd geheim.');
      }
      if (!l.actief) throw new HttpFout(403, 'Deze leverancier is niet (meer) actief; neem contact op met de servicedesk.');
      reply.header('cache-control', 'no-store');
      return { access_token: tekenLeverancierToken(app, l.id, l.geheimVersie), token_type: 'Bearer', expires_in: LEVERANCIER_TOKEN_S };
    });

    for (const soort of BERICHT_SOORTEN) {
      scope.post(inboxPaden[soort], opties, async (request): Promise<InboxAntwoord> => {
        const token = leverancierVanToken(request);
        const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        const tekst = typeof request.body === 'string' ? request.body : '';
        let kop: { berichtId: string; klantnummer: string };
        try {
          kop = kopVanVerzoek(request, soort, type, tekst);
        } catch (fout) {
          // a refused token or supplier is answered before what is wrong with the body, as always
          const l = await leverancierVan(db, request);
          if (!l.soorten.includes(soort)) throw nietAangemeld(soort);
          throw fout;
        }
        const b = await bewaar(db, { leverancierId: token.leverancierId, geheimVersie: token.geheimVersie, soort, leverancierBerichtId: kop.berichtId, klantnummer: kop.klantnummer, inhoudType: type, inhoud: tekst });
        const levId = token.leverancierId;
        // a new message, or one stored by a call that never answered (the process died before it was
        // processed): the supplier's retry processes it, once (verwerkBericht skips what is verwerkt)
        let v = b.nieuw ? null : await stand(db, levId, b.id);
        if (!v || v.status === 'ontvangen') {
          const u = await verwerkBericht(db, levId, b.id);
          // processed here: its outcome is what was stored (one round trip less); processed by someone
          // else meanwhile ("Al verwerkt/afgehandeld"): read what they stored
          const hier = (u.status === 'verwerkt' && u.reden === null) || u.status === 'mislukt' || u.status === 'wacht';
          v = hier ? { status: u.status, reden: u.reden } : await stand(db, levId, b.id);
        }
        return { berichtId: kop.berichtId, alOntvangen: !b.nieuw, status: v.status, reden: v.reden };
      });
    }

    // a supplier asks a farm for a link (the farmer accepts or refuses on Koppelingen)
    scope.post(koppelingRoutes.verzoek.path, opties, async (request) => {
      const l = await leverancierVan(db, request);
      let body: unknown;
      try {
        body = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        throw new HttpFout(400, 'De verzonden gegevens zijn geen geldige JSON.');
      }
      const v = verzoekInvoerSchema.safeParse(body);
      if (!v.success) throw new HttpFout(400, 'Het verzoek is ongeldig.', v.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })));
      if (!l.soorten.includes(v.data.soort)) throw new HttpFout(403, `Deze leverancier is niet aangemeld voor ${v.data.soort}.`);
      const [bedrijf] = await db.select({ id: relaties.id }).from(relaties).where(and(eq(relaties.kvkNummer, v.data.bedrijfKvk), eq(relaties.soort, 'bedrijf')));
      if (!bedrijf) throw new HttpFout(404, 'Er is geen bedrijf met dit KvK-nummer.');
      const [k] = await db
        .insert(koppelingen)
        .values({ relatieId: bedrijf.id, leverancierId: l.id, soort: v.data.soort, klantnummer: v.data.klantnummer, status: 'aangevraagd' })
        .onConflictDoNothing()
        .returning({ id: koppelingen.id, status: koppelingen.status });
      if (!k) throw new HttpFout(409, 'Voor dit klantnummer en deze soort bericht loopt al een koppeling of verzoek.');
      return { id: k.id, status: k.status };
    });

    // the open "Nu ophalen" requests of the supplier's plot links; collecting them marks them answered
    scope.get(koppelingRoutes.ophaalverzoeken.path, opties, async (request) => {
      const l = await leverancierVan(db, request);
      const rijen = await db
        .update(koppelingOphaalverzoeken)
        .set({ beantwoordOp: sql`now()` })
        .from(koppelingen)
        .where(and(eq(koppelingen.relatieId, koppelingOphaalverzoeken.relatieId), eq(koppelingen.id, koppelingOphaalverzoeken.koppelingId), eq(koppelingen.leverancierId, l.id), isNull(koppelingOphaalverzoeken.beantwoordOp)))
        .returning({ id: koppelingOphaalverzoeken.id, klantnummer: koppelingen.klantnummer, gevraagdOp: koppelingOphaalverzoeken.gevraagdOp });
      return { verzoeken: rijen.map((r) => ({ id: r.id, klantnummer: r.klantnummer, gevraagdOp: r.gevraagdOp.toISOString() })) };
    });
  });
}

export { MELDING_GEEN_LEVERANCIER };
