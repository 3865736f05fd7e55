/**
 * E-mail (decision 018): the outbox is delivered by SMTP to a real SMTP server started in this
 * test (smtp-server), refused mail is kept with a Dutch reason and tried again, a message stops
 * after five tries, the SMTP password appears nowhere, and staff (only staff) read the outbox.
 */
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MAX_POGINGEN, uitbakRoutes } from '@kw/contract';
import { mailUitgaand } from '../src/db/schema';
import { zetInUitbak } from '../src/modules/mail/mail.service';
import { Klant, startTestServer, type TestServer } from './helpers/server';

const WACHTWOORD = 'zeer-geheim-smtp-wachtwoord-42';

interface Ontvangen {
  van: string;
  aan: string[];
  ruw: string;
}

/** Quoted-printable body text back to UTF-8 (nodemailer encodes Dutch accents that way). */
function ontQp(tekst: string): string {
  const zonderAfbreking = tekst.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < zonderAfbreking.length; i++) {
    const m = /^=([0-9A-F]{2})/.exec(zonderAfbreking.slice(i, i + 3));
    if (m) {
      bytes.push(parseInt(m[1], 16));
      i += 2;
    } else bytes.push(zonderAfbreking.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('SMTP-verzending van de uitbak', () => {
  let smtp: SMTPServer;
  let poort: number;
  let server: TestServer;
  const ontvangen: Ontvangen[] = [];
  const aanmeldingen: string[] = [];
  const logregels: string[] = [];
  /** addresses the server refuses (550), switchable per test */
  const geweigerd = new Set<string>();

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      // do not wait 30 s for connections nodemailer left open after a refusal
      closeTimeout: 200,
      onAuth(auth, _sessie, klaar) {
        aanmeldingen.push(auth.username ?? '');
        if (auth.username === 'klw' && auth.password === WACHTWOORD) return klaar(null, { user: 'klw' });
        return klaar(new Error('Ongeldige aanmelding'));
      },
      onRcptTo(adres, _sessie, klaar) {
        if (geweigerd.has(adres.address)) return klaar(Object.assign(new Error('Deze mailbox bestaat niet'), { responseCode: 550 }));
        return klaar();
      },
      onData(stroom: SMTPServerDataStream, sessie, klaar) {
        const delen: Buffer[] = [];
        stroom.on('data', (d: Buffer) => delen.push(d));
        stroom.on('end', () => {
          ontvangen.push({
            van: sessie.envelope.mailFrom ? sessie.envelope.mailFrom.address : '',
            aan: sessie.envelope.rcptTo.map((r) => r.address),
            ruw: Buffer.concat(delen).toString('utf8'),
          });
          klaar();
        });
      },
    });
    await new Promise<void>((klaar) => smtp.listen(0, '127.0.0.1', () => klaar()));
    poort = (smtp.server.address() as AddressInfo).port;
    const logStroom = new Writable({
      write(stuk, _enc, klaar) {
        logregels.push(String(stuk));
        klaar();
      },
    });
    server = await startTestServer({
      mail: { smtpUrl: `smtp://klw:${WACHTWOORD}@127.0.0.1:${poort}`, afzender: 'Kringloopwijzer <noreply@klw.test>' },
      mailIntervalMs: 0,
      logger: { level: 'info', stream: logStroom },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((klaar) => smtp.close(() => klaar()));
  });

  const rijVan = async (id: number) => (await server.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.id, id)))[0];
  const idVan = async (aan: string) => (await server.database.db.select({ id: mailUitgaand.id }).from(mailUitgaand).where(eq(mailUitgaand.aan, aan)))[0].id;

  it('verstuurt een bericht: de ontvanger, het onderwerp en de Nederlandse tekst komen aan, geen geheim', async () => {
    await zetInUitbak(server.database.db, [
      {
        aan: 'Boer@Voorbeeld.nl',
        onderwerp: 'Machtiging verleend aan Bakker Bedrijfsadvies',
        tekst: 'Beste heer De Vries,\n\nU heeft Bakker Bedrijfsadvies een volmacht gegeven tot 31-12-2026. Ook ingezien: één jaar.\n\nMet vriendelijke groet,\nKringloopwijzer',
        soort: 'machtiging',
      },
    ]);
    const uitkomst = await server.app.mailVerzender!.ronde();
    expect(uitkomst).toEqual({ verzonden: 1, mislukt: 0 });
    expect(ontvangen).toHaveLength(1);
    const [bericht] = ontvangen;
    expect(bericht.aan).toEqual(['boer@voorbeeld.nl']);
    expect(bericht.van).toBe('noreply@klw.test');
    expect(aanmeldingen).toContain('klw');
    expect(bericht.ruw).toMatch(/^Subject: Machtiging verleend aan Bakker Bedrijfsadvies\r?$/m);
    expect(bericht.ruw).toMatch(/^To: boer@voorbeeld\.nl\r?$/m);
    const tekst = ontQp(bericht.ruw.split(/\r?\n\r?\n/).slice(1).join('\n\n'));
    expect(tekst).toContain('U heeft Bakker Bedrijfsadvies een volmacht gegeven tot 31-12-2026. Ook ingezien: één jaar.');
    expect(bericht.ruw).not.toContain(WACHTWOORD);
    const rij = await rijVan(await idVan('boer@voorbeeld.nl'));
    expect(rij.verzondenOp).toBeInstanceOf(Date);
    expect(rij.pogingen).toBe(1);
    expect(rij.fout).toBeNull();
    // sent once: a second round finds nothing
    expect(await server.app.mailVerzender!.ronde()).toEqual({ verzonden: 0, mislukt: 0 });
    expect(ontvangen).toHaveLength(1);
  });

  it('een geweigerd bericht blijft staan met een Nederlandse reden en wordt opnieuw geprobeerd', async () => {
    geweigerd.add('weiger@voorbeeld.nl');
    await zetInUitbak(server.database.db, [{ aan: 'weiger@voorbeeld.nl', onderwerp: 'Machtiging aangevraagd', tekst: 'Beste boer, er is een machtiging aangevraagd.', soort: 'machtiging' }]);
    const id = await idVan('weiger@voorbeeld.nl');
    expect(await server.app.mailVerzender!.ronde()).toEqual({ verzonden: 0, mislukt: 1 });
    let rij = await rijVan(id);
    expect(rij.verzondenOp).toBeNull();
    expect(rij.pogingen).toBe(1);
    expect(rij.fout).toBe('De mailserver weigerde het bericht (SMTP-code 550).');
    // the server accepts it now: the next round delivers it
    geweigerd.delete('weiger@voorbeeld.nl');
    expect(await server.app.mailVerzender!.ronde()).toEqual({ verzonden: 1, mislukt: 0 });
    rij = await rijVan(id);
    expect(rij.verzondenOp).toBeInstanceOf(Date);
    expect(rij.pogingen).toBe(2);
    expect(rij.fout).toBeNull();
    expect(ontvangen.at(-1)!.aan).toEqual(['weiger@voorbeeld.nl']);
  });

  it(`na ${MAIL_MAX_POGINGEN} geweigerde pogingen wordt een bericht niet meer geprobeerd`, async () => {
    geweigerd.add('nooit@voorbeeld.nl');
    await zetInUitbak(server.database.db, [{ aan: 'nooit@voorbeeld.nl', onderwerp: 'Test', tekst: 'Komt nooit aan.', soort: 'test' }]);
    const id = await idVan('nooit@voorbeeld.nl');
    for (let i = 0; i < MAIL_MAX_POGINGEN; i++) expect(await server.app.mailVerzender!.ronde()).toEqual({ verzonden: 0, mislukt: 1 });
    expect(await server.app.mailVerzender!.ronde()).toEqual({ verzonden: 0, mislukt: 0 });
    const rij = await rijVan(id);
    expect(rij.pogingen).toBe(MAIL_MAX_POGINGEN);
    expect(rij.verzondenOp).toBeNull();
  });

  it('een antwoord na een wijziging die mail klaarzette, port de verzender: het bericht gaat zonder timer weg', async () => {
    const voor = ontvangen.length;
    await zetInUitbak(server.database.db, [{ aan: 'snel@voorbeeld.nl', onderwerp: 'Direct', tekst: 'Zonder wachten.', soort: 'test' }]);
    await server.app.inject({ url: '/health' });
    const tot = Date.now() + 5000;
    while (ontvangen.length === voor && Date.now() < tot) await new Promise((r) => setTimeout(r, 25));
    expect(ontvangen.at(-1)?.aan).toEqual(['snel@voorbeeld.nl']);
  });

  it('het SMTP-wachtwoord staat in geen enkele logregel en in geen enkele foutmelding; de host wel', async () => {
    const alles = logregels.join('\n');
    expect(alles).not.toContain(WACHTWOORD);
    expect(alles).toContain(`smtp://klw@127.0.0.1:${poort}`);
    const fouten = await server.database.db.select({ fout: mailUitgaand.fout }).from(mailUitgaand);
    for (const { fout } of fouten) expect(fout ?? '').not.toContain(WACHTWOORD);
  });

  it('de servicedesk leest de uitbak met status; filter op adres; anderen krijgen 403', async () => {
    const medewerker = await new Klant(server.app).alsIngelogd('medewerker@demo.nl');
    const res = await medewerker.get(`${uitbakRoutes.uitbak.path}?pagina=1`);
    expect(res.statusCode).toBe(200);
    const lijst = res.json();
    expect(lijst.smtpIngesteld).toBe(true);
    expect(lijst.totaal).toBeGreaterThanOrEqual(4);
    const status = Object.fromEntries(lijst.berichten.map((b: { aan: string; status: string }) => [b.aan, b.status]));
    expect(status).toMatchObject({ 'boer@voorbeeld.nl': 'verzonden', 'weiger@voorbeeld.nl': 'verzonden', 'nooit@voorbeeld.nl': 'mislukt' });
    const gefilterd = (await medewerker.get(`${uitbakRoutes.uitbak.path}?aan=NOOIT`)).json();
    expect(gefilterd.berichten.map((b: { aan: string }) => b.aan)).toEqual(['nooit@voorbeeld.nl']);
    expect(gefilterd.berichten[0].fout).toMatch(/weigerde/);
    // a LIKE wildcard is a plain character
    expect((await medewerker.get(`${uitbakRoutes.uitbak.path}?aan=%25`)).json().totaal).toBe(0);
    const fout = await medewerker.get(`${uitbakRoutes.uitbak.path}?pagina=nul`);
    expect(fout.statusCode).toBe(400);
    expect(fout.json().message).toBeTruthy();

    for (const email of ['deelnemer@demo.nl', 'adviseur@demo.nl', 'volmacht@demo.nl']) {
      const k = await new Klant(server.app).alsIngelogd(email);
      const geweigerdAntwoord = await k.get(uitbakRoutes.uitbak.path);
      expect(geweigerdAntwoord.statusCode, email).toBe(403);
      expect(geweigerdAntwoord.json().message).toBe('Alleen medewerkers van de servicedesk kunnen de uitgaande e-mail bekijken.');
    }
    expect((await new Klant(server.app).get(uitbakRoutes.uitbak.path, false)).statusCode).toBe(401);
  });
});

describe('zonder KLW_SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('blijft elk bericht in de uitbak (geen verzender), leesbaar voor de servicedesk', async () => {
    expect(server.app.mailVerzender).toBeNull();
    await zetInUitbak(server.database.db, [
      { aan: 'boer@voorbeeld.nl', onderwerp: 'Machtiging ingetrokken', tekst: 'De machtiging is ingetrokken.', soort: 'machtiging' },
      { aan: 'oidc-abc@kringloopwijzer.invalid', onderwerp: 'Niet bezorgbaar', tekst: 'Geen adres.', soort: 'test' },
    ]);
    await server.app.inject({ url: '/health' });
    const medewerker = await new Klant(server.app).alsIngelogd('medewerker@demo.nl');
    const lijst = (await medewerker.get(uitbakRoutes.uitbak.path)).json();
    expect(lijst.smtpIngesteld).toBe(false);
    expect(lijst.berichten).toHaveLength(1);
    expect(lijst.berichten[0]).toMatchObject({ aan: 'boer@voorbeeld.nl', status: 'wacht', pogingen: 0, verzondenOp: null, fout: null, tekst: 'De machtiging is ingetrokken.' });
  });
});
