import {
  chrome,
  conciergePage,
  contactRateLimit,
  footer,
  languages,
  offlineCachePrefix,
  pageRoutes,
  pathIn,
  privacyPage,
  rateLimiterNames,
  rateLimitStorageKey,
  requestCopy,
  requestPageFor,
  routeFor,
  circuitPlanStorageKey,
  scrollPositionsStorageKey,
  siteConfig,
} from '@alento/content';
import type { SiteConfig } from '@alento/content';
import { dataFile, readData } from '@alento/content/data';
import { validationEn } from '@alento/validation';
import type { Page } from '@playwright/test';
import { fillForm, sendButton } from './contact-form.ts';
import { fill, requestToday, review, validValues } from './request-form.ts';
import {
  expect,
  expectNoAxeViolations,
  oneWidth,
  readToTheEnd,
  test,
  toastTitle,
  waitForHydration,
} from './support.ts';

/** Every key the site's code writes, by store, built from the code's own constants. */
const siteConfigPt = readData(dataFile('site/site'), 'pt-PT') as SiteConfig;
const siteConfigEs = readData(dataFile('site/site'), 'es-ES') as SiteConfig;

const keysInCode = {
  localStorage: [
    ...Object.values(rateLimiterNames).map(rateLimitStorageKey),
    circuitPlanStorageKey,
  ],
  sessionStorage: [scrollPositionsStorageKey],
  caches: [`${offlineCachePrefix}-…`],
};

/** The keys the privacy page's record names, by store. */
const keysNamed = {
  localStorage: privacyPage.storage.local.map((entry) => entry.key),
  sessionStorage: privacyPage.storage.session.map((entry) => entry.key),
  caches: privacyPage.storage.offline.map((entry) => entry.key),
};

const { toasts } = validationEn;

/** The storage keys the privacy page names, as a reader sees them on the page. */
async function keysOnThePage(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: privacyPage.storage.heading })
    .locator('code')
    .allTextContents();
}

test.describe('privacy page', () => {
  // What the site keeps in the browser includes its worker's caches.
  test.use({ serviceWorkers: 'allow' });

  test('says who is responsible, what each form does and what the browser keeps, and passes axe', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(
      page.getByRole('heading', { level: 1, name: routeFor('/privacy').heading }),
    ).toBeVisible();

    const controller = page.getByRole('region', { name: privacyPage.controller.heading });
    const card = controller.getByRole('article', { name: siteConfig.legalName });
    await expect(card).toContainText(siteConfig.address.streetAddress);
    await expect(card).toContainText(
      `${siteConfig.address.postalCode} ${siteConfig.address.locality}`,
    );
    await expect(card.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );

    // This build sends the contact form to the site's own inbox, and the page says so.
    const forms = page.getByRole('region', { name: privacyPage.forms.heading });
    await expect(forms).toContainText(privacyPage.forms.contactForm.sent);
    await expect(forms).not.toContainText(privacyPage.forms.contactForm.kept);

    expect(keysNamed).toEqual(keysInCode);
    expect(await keysOnThePage(page)).toEqual([
      ...keysNamed.localStorage,
      ...keysNamed.sessionStorage,
      ...keysNamed.caches,
    ]);
    await expect(page.getByRole('region', { name: privacyPage.rights.heading })).toContainText(
      'Comissão Nacional de Proteção de Dados (CNPD)',
    );

    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });

  test(
    'names the same keys and its own controller in every language',
    oneWidth,
    async ({ page }) => {
      const sites = { 'pt-PT': siteConfigPt, 'es-ES': siteConfigEs } as const;
      for (const language of languages.filter((l) => l.prefix)) {
        await page.goto(pathIn(language, '/privacy'));
        const keys = page.locator('code');
        expect(await keys.allTextContents()).toEqual([
          ...keysInCode.localStorage,
          ...keysInCode.sessionStorage,
          ...keysInCode.caches,
        ]);
        // A name in code is marked as such, so a screen reader does not read it as Portuguese.
        for (const key of await keys.all()) await expect(key).toHaveAttribute('lang', 'en');
        await expect(
          page.getByRole('article', {
            name: sites[language.locale as keyof typeof sites].legalName,
          }),
        ).toBeVisible();
      }
    },
  );

  test(
    'the site sets no cookie and keeps nothing in the browser that the page does not name',
    oneWidth,
    async ({ page, context }) => {
      // Every page, both forms to their limit, the concierge and the newsletter: minutes of work.
      test.setTimeout(300_000);

      // Everything a page tries to keep while it is open, even what it removes again afterwards
      // (a write as the page unloads may not be reported: the stores are read at the end too).
      const writes: string[] = [];
      const cookieHeaders: string[] = [];
      page.on('response', (response) => {
        const cookie = response.headers()['set-cookie'];
        if (cookie) cookieHeaders.push(`${response.url()}: ${cookie}`);
      });
      await page.exposeFunction('__reportKept', (what: string) => writes.push(what));
      await page.addInitScript(() => {
        const report = (what: string) =>
          (window as unknown as { __reportKept: (what: string) => void }).__reportKept(what);
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
          report(`${this === window.sessionStorage ? 'sessionStorage' : 'localStorage'} ${key}`);
          setItem.call(this, key, value);
        };
        const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
        Object.defineProperty(Document.prototype, 'cookie', {
          ...cookie,
          set(this: Document, value: string) {
            report(`cookie ${value}`);
            cookie?.set?.call(this, value);
          },
        });
        const open = IDBFactory.prototype.open;
        IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
          report(`indexedDB ${name}`);
          return open.call(this, name, version);
        };
        const openCache = CacheStorage.prototype.open;
        CacheStorage.prototype.open = function (this: CacheStorage, name: string) {
          report(`caches ${name}`);
          return openCache.call(this, name);
        };
      });
      // The request rules check dates against today: a fixed day keeps the walk the same each run.
      await page.clock.install({ time: requestToday });

      await page.goto('/privacy');
      expect(await keysOnThePage(page), 'the page shows the keys its record names').toEqual([
        ...keysNamed.localStorage,
        ...keysNamed.sessionStorage,
        ...keysNamed.caches,
      ]);

      // Every page of the route table, and the not-found page, as a visitor opens them.
      for (const path of [...pageRoutes.map((route) => route.path), '/no/such/page']) {
        await page.goto(path);
        await waitForHydration(page);
      }

      // The contact form, sent until the rate limit refuses it; the newsletter beside it.
      await page.goto('/contact');
      await waitForHydration(page);
      // Each confirmation is dismissed once seen: a busy machine can take longer than a toast's
      // five seconds to fill the form again, and the next send must show a toast of its own.
      const confirmation = toastTitle(page, toasts.success.title);
      for (let sent = 0; sent < contactRateLimit.max; sent += 1) {
        await fillForm(page);
        await sendButton(page).click();
        await expect(confirmation).toBeVisible();
        await page
          .getByRole('region', { name: chrome.notifications })
          .getByRole('button', { name: chrome.dismissNotification })
          .click();
        await expect(confirmation).toHaveCount(0);
      }
      await fillForm(page);
      await sendButton(page).click();
      await expect(toastTitle(page, toasts.tooManyAttempts.title)).toBeVisible();
      await page.getByRole('textbox', { name: footer.newsletter.label }).fill('guest@example.org');
      await page.getByRole('button', { name: footer.newsletter.button }).click();
      await expect(page.getByRole('status').filter({ hasText: 'guest@example.org' })).toBeVisible();

      // The concierge's assessment, its journey carried to the spa request, reviewed to the limit.
      await page.goto('/concierge');
      await waitForHydration(page);
      await page.getByRole('button', { name: conciergePage.about.start }).click();
      await page.getByRole('button', { name: conciergePage.assessment.submit }).click();
      await page.getByRole('link', { name: conciergePage.recommendations.carry }).click();
      await expect(page).toHaveURL(/\/booking\/spa\?mode=/);
      await waitForHydration(page);
      const record = requestPageFor('/booking/spa');
      await fill(page, record, validValues(record));
      for (let reviewed = 0; reviewed < contactRateLimit.max; reviewed += 1) {
        await review(page);
        await page.getByRole('button', { name: requestCopy.edit }).click();
      }
      await review(page);
      await expect(toastTitle(page, toasts.tooManyAttempts.title)).toBeVisible();

      // The service worker's caches are the ones the page names, under their prefix; the worker is
      // the site's own, at its root.
      const kept = await page.evaluate(
        async (prefix) => ({
          localStorage: Object.keys(localStorage).sort(),
          sessionStorage: Object.keys(sessionStorage),
          indexedDB: (await indexedDB.databases()).map((database) => database.name),
          caches: (await caches.keys()).filter((name) => !name.startsWith(`${prefix}-`)),
          serviceWorkers: (await navigator.serviceWorker.getRegistrations()).filter(
            (registration) => registration.scope !== `${location.origin}/`,
          ).length,
          cookie: document.cookie,
        }),
        offlineCachePrefix,
      );
      expect(await context.cookies(), 'cookies in the browser').toEqual([]);
      expect(cookieHeaders, 'Set-Cookie headers').toEqual([]);
      const allowed = Object.entries(keysNamed).flatMap(([store, keys]) =>
        keys.map((key) => `${store} ${key}`),
      );
      expect(
        writes.filter((write) => !allowed.includes(write)),
        'writes the privacy page does not name',
      ).toEqual([]);
      // Exactly what the page says: every key it names is written, and nothing else is kept.
      expect(kept).toEqual({
        localStorage: [...keysNamed.localStorage].sort(),
        sessionStorage: keysNamed.sessionStorage,
        indexedDB: [],
        caches: [],
        serviceWorkers: 0,
        cookie: '',
      });
    },
  );
});
