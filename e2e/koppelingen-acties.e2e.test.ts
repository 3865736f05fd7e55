// The farmer's decisions on data links done through the UI against the real server (decision 020): a supplier
// (Agrolab, with its client credentials, as a supplier's system would) asks Maatschap Jansen for an analyses link;
// the farmer refuses it on Koppelingen; a second request he accepts, then he revokes the link through its
// confirmation dialog. Each state is still there after a reload; no call the farmer did not cause is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { koppelingRoutes } from '@kw/contract';
import { geenTechnischeTekst, volgFouten } from './acties';
import { newPage, startBrowser } from './browser';
import { inloggen, klikInVenster, rustig } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// the demo lab's credentials (apps/server/src/db/seed-koppelingen.ts, demo values like the password 'demo')
const LAB = { clientId: 'demo-agrolab', clientSecret: 'demo-geheim-agrolab', naam: 'Agrolab Wageningen' };
const SOORT = 'Grond- en kuilvoeranalyses';

async function vraagKoppelingAan(klantnummer: string) {
  const token = await fetch(`${APP_URL}${koppelingRoutes.token.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: LAB.clientId, client_secret: LAB.clientSecret }).toString(),
  });
  expect(token.status).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const r = await fetch(`${APP_URL}${koppelingRoutes.verzoek.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ bedrijfKvk: '23456789', klantnummer, soort: 'analyses' }),
  });
  expect(r.status, await r.clone().text()).toBe(200);
}

const naam = (klantnummer: string) => `${SOORT}, ${LAB.naam}, klant ${klantnummer}`;

async function openKoppelingen(page: Page, pad: string) {
  await page.goto(`${APP_URL}${pad}`);
  await page.getByRole('heading', { name: 'Koppelingen', level: 1 }).waitFor({ timeout: 30_000 });
  await rustig(page);
}

describe('koppelingen: accepteren, weigeren en intrekken door de boer, tegen de echte server', { timeout: 240_000 }, () => {
  it('een verzoek weigeren, een tweede accepteren en daarna intrekken', async () => {
    const boer = await newPage(browser, 1366, 900);
    const fouten = volgFouten(boer);
    await inloggen(boer, 'deelnemer2@demo.nl');
    const pad = await boer.locator('a[href*="/Koppelingen/Index/"]').first().getAttribute('href');
    expect(pad).toBeTruthy();
    const eerste = `AL-${Date.now()}`;
    const tweede = `${eerste}-2`;

    await vraagKoppelingAan(eerste);
    await openKoppelingen(boer, pad!);
    await boer.getByRole('button', { name: `Weigeren: ${naam(eerste)}` }).click();
    await boer.getByText('Het verzoek is geweigerd.').first().waitFor();
    await boer.reload();
    await rustig(boer);
    expect(await boer.getByRole('button', { name: `Accepteren: ${naam(eerste)}` }).count()).toBe(0);

    await vraagKoppelingAan(tweede);
    await openKoppelingen(boer, pad!);
    await boer.getByRole('button', { name: `Accepteren: ${naam(tweede)}` }).click();
    await boer.getByText('De koppeling is geaccepteerd.').first().waitFor();
    await boer.reload();
    await boer.getByRole('button', { name: `Intrekken: ${naam(tweede)}` }).waitFor();
    await geenTechnischeTekst(boer);

    await boer.getByRole('button', { name: `Intrekken: ${naam(tweede)}` }).click();
    await klikInVenster(boer, 'Intrekken', boer.getByRole('dialog', { name: 'Koppeling intrekken' }));
    await boer.getByText('De koppeling is ingetrokken.').first().waitFor();
    await boer.reload();
    await rustig(boer);
    expect(await boer.getByRole('button', { name: `Intrekken: ${naam(tweede)}` }).count()).toBe(0);
    await geenTechnischeTekst(boer);
    expect(fouten).toEqual([]);
  });
});
