import { languages, pageRoutes, pathIn, siteConfig } from '@alento/content';
import { validationEsES, validationPtPT } from '@alento/validation';
import type { PageRoute, RequestPage } from '@alento/content';
import type { Page } from '@playwright/test';
import { englishPieces } from '../test/english.ts';
import {
  expect,
  expectNoAxeViolations,
  oneWidth,
  test,
  toastTitle,
  waitForHydration,
} from './support.ts';
import { holdSends } from './contact-form.ts';
import { inLanguage } from './in-language.ts';
import type * as AssessmentModule from '../../../packages/content/src/assessment.ts';
import type * as ChromeModule from '../../../packages/content/src/chrome.ts';
import type * as DayPassModule from '../../../packages/content/src/pages/booking/day-pass.ts';
import type * as ConciergeModule from '../../../packages/content/src/pages/concierge.ts';
import type * as ContactModule from '../../../packages/content/src/pages/contact.ts';
import type * as NotFoundModule from '../../../packages/content/src/pages/not-found.ts';
import type * as RequestsModule from '../../../packages/content/src/requests.ts';

const { chrome: chromePt } = await inLanguage<typeof ChromeModule>('pt-PT', 'chrome.ts');
const { chrome: chromeEs } = await inLanguage<typeof ChromeModule>('es-ES', 'chrome.ts');
const { notFound: notFoundEs } = await inLanguage<typeof NotFoundModule>(
  'es-ES',
  'pages/not-found.ts',
);
const { notFound: notFoundPt } = await inLanguage<typeof NotFoundModule>(
  'pt-PT',
  'pages/not-found.ts',
);
const { contactPage: contactPt } = await inLanguage<typeof ContactModule>(
  'pt-PT',
  'pages/contact.ts',
);
const { conciergePage: conciergePt, conciergeTabs: conciergeTabsPt } = await inLanguage<
  typeof ConciergeModule
>('pt-PT', 'pages/concierge.ts');
const {
  journeyModes: modesPt,
  temperaturePreferences: temperaturesPt,
  wellnessGoals: goalsPt,
  wellnessSliders: slidersPt,
} = await inLanguage<typeof AssessmentModule>('pt-PT', 'assessment.ts');
const { dayPassRequest } = await inLanguage<typeof DayPassModule>(
  'es-ES',
  'pages/booking/day-pass.ts',
);
const { requestContactFields: contactFieldsEs, requestCopy: requestCopyEs } = await inLanguage<
  typeof RequestsModule
>('es-ES', 'requests.ts');

const translated = languages.filter((language) => language.prefix);

// A twin is typed by its words; its structure is the English record's (the twins test checks).
const dayPassEs = dayPassRequest as unknown as RequestPage;

/**
 * Everything a reader of the page reads or hears: its title and description, every piece of
 * text (visually hidden words too) and every name and description given in attributes. Text a
 * page marks as English (`lang="en"`, the switcher's "English") is English on purpose.
 */
function readable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pieces = [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ];
    const english = (element: Element) => element.closest('[lang="en"], script, style');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && !english(node.parentElement)) pieces.push(text);
    }
    const names = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
    for (const element of document.body.querySelectorAll(names.map((n) => `[${n}]`).join(','))) {
      if (english(element)) continue;
      for (const name of names) {
        const value = element.getAttribute(name);
        if (value) pieces.push(value);
      }
    }
    return pieces;
  });
}

for (const language of translated) {
  test.describe(`${language.name}: every route`, () => {
    test.skip(
      ({ isMobile }) => isMobile,
      'English pages run at both widths; the other languages at one',
    );
    for (const route of pageRoutes as readonly PageRoute[]) {
      const path = pathIn(language, route.path);
      test(`${path} is prerendered in ${language.locale}, speaks it throughout and passes axe`, async ({
        page,
        request,
      }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${language.hreflang}"`);
        for (const other of languages) {
          expect(html).toContain(
            `hreflang="${other.hreflang}" href="${siteConfig.origin}${pathIn(other, route.canonical ?? route.path)}"`,
          );
        }
        expect(html).toContain(
          `<link rel="canonical" href="${siteConfig.origin}${pathIn(language, route.canonical ?? route.path)}"/>`,
        );

        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await waitForHydration(page);
        expect(englishPieces(await readable(page)), 'English on the page').toEqual([]);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test(
  'an unknown path under /pt/ or /es/ answers 404 in its language',
  oneWidth,
  async ({ page, request }) => {
    for (const [path, words] of [
      ['/pt/does-not-exist', notFoundPt],
      ['/es/does-not-exist', notFoundEs],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(words.heading);
      const visit = await page.goto(path);
      expect(visit?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: words.homeLink })).toBeVisible();
    }
  },
);

test(
  'a language typed without its closing slash leads to its home, which hydrates',
  oneWidth,
  async ({ page }) => {
    for (const { prefix } of languages.filter(({ prefix }) => prefix !== '')) {
      const visit = await page.goto(prefix);
      expect(visit?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/`);
      // The page's router starts at `${prefix}/`: at the address without the slash it matched
      // nothing, and the page stayed as its markup, its menu and forms without their scripts.
      await waitForHydration(page);
    }
  },
);

test(
  'the switcher leads to the same page in each language, keeping the filter, and back',
  oneWidth,
  async ({ page }) => {
    await page.goto('/experiences?category=wellness');
    await waitForHydration(page);
    const switcher = page.getByRole('navigation', { name: 'Language' });
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const portuguese = switcher.getByRole('link', { name: 'Português' });
    await expect(portuguese).toHaveAttribute('hreflang', 'pt-PT');
    await expect(portuguese).toHaveAttribute('lang', 'pt-PT');
    await expect(portuguese).toHaveAttribute('href', '/pt/experiences?category=wellness');
    // By keyboard, as a screen reader user would.
    await portuguese.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pt\/experiences\?category=wellness$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await waitForHydration(page);

    const inPortuguese = page.getByRole('navigation', { name: chromePt.languages });
    await expect(inPortuguese.getByRole('link', { name: 'Português' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await inPortuguese.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/experiences\?category=wellness$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: chromeEs.languages })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/experiences\?category=wellness$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switcher is plain links in the page', oneWidth, async ({ page }) => {
    await page.goto('/pt/spa');
    const switcher = page.getByRole('navigation', { name: chromePt.languages });
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/spa');
    await switcher.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/spa$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  });
});

test('a link that opens a new tab says so in the page’s language', oneWidth, async ({ page }) => {
  for (const [path, newTab] of [
    ['/pt/location', chromePt.newTab],
    ['/es/location', chromeEs.newTab],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    const link = page.getByRole('main').locator('a[target="_blank"]').first();
    expect(await link.evaluate((a) => a.textContent)).toContain(newTab.trim());
    await expect(link).not.toHaveAccessibleName(/opens in a new tab/);
  }
});

test('a move inside a language stays in it', oneWidth, async ({ page }) => {
  await page.goto('/pt/home');
  await waitForHydration(page);
  const link = page.locator('main a[href^="/pt/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
});

test.describe('the Portuguese contact form', () => {
  test.setTimeout(120_000);
  const { contact: messages, toasts } = validationPtPT;
  const label = Object.fromEntries(contactPt.form.fields.map((f) => [f.name, f.label]));
  const field = (page: Page, name: string) =>
    page.getByRole('textbox', { name: label[name] ?? name, exact: name !== 'message' });
  const send = (page: Page) => page.getByRole('button', { name: contactPt.form.submit }).click();
  const start = new Date('2026-11-23T09:00:00Z').getTime();

  test(
    'answers in Portuguese: its messages, its toasts and its wait',
    oneWidth,
    async ({ page }) => {
      await page.clock.install({ time: start });
      await page.goto('/pt/contact');
      await waitForHydration(page);
      await page.clock.pauseAt(start + 60_000);

      await send(page);
      for (const [name, message] of [
        ['firstName', messages.firstName.required],
        ['lastName', messages.lastName.required],
        ['email', messages.email.invalid],
        ['subject', messages.subject.required],
        ['message', messages.message.tooShort],
      ] as const) {
        await expect(field(page, name)).toHaveAccessibleDescription(new RegExp(`^${message}`));
      }
      await expect(toastTitle(page, toasts.validation.title, chromePt.notifications)).toBeVisible();

      const fillAll = async () => {
        await field(page, 'firstName').fill('João');
        await field(page, 'lastName').fill('Gonçalves');
        await field(page, 'email').fill('joao@example.pt');
        await field(page, 'subject').fill('Um fim de semana');
        await field(page, 'message').fill('A caminhada Kneipp está aberta em abril?');
      };
      for (let sent = 1; sent <= 3; sent += 1) {
        await fillAll();
        const network = await holdSends(page);
        await send(page);
        await expect(page.getByRole('button', { name: toasts.sending })).toBeVisible();
        await network.release();
        await page.unrouteAll();
        // This send's own confirmation, not the last one's: the next fill waits for it.
        await expect(toastTitle(page, toasts.success.title, chromePt.notifications)).toHaveCount(
          sent,
        );
      }
      await fillAll();
      await send(page);
      await expect(
        toastTitle(page, toasts.tooManyAttempts.title, chromePt.notifications),
      ).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: /Aguarde 5 minutos/ })).toBeVisible();
    },
  );
});

test('the Spanish request summary and its WhatsApp text are in Spanish', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T09:00:00') });
  await page.goto(`/es${dayPassEs.path}`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: requestCopyEs.formHeading });
  for (const field of dayPassEs.fields) {
    if (field.kind === 'date') {
      await form.getByLabel(field.label, { exact: true }).fill('2026-12-01');
    }
    if (field.kind === 'count') {
      await form.getByLabel(field.label, { exact: true }).fill('2');
    }
    if (field.kind === 'choice') {
      const option = field.options[0];
      await form.getByRole('radio', { name: option?.label ?? '' }).check();
    }
  }
  await form.getByLabel(contactFieldsEs.name.label, { exact: true }).fill('Lucía Pérez');
  await form.getByLabel(contactFieldsEs.email.label, { exact: true }).fill('lucia@example.es');
  await form.getByRole('button', { name: requestCopyEs.review }).click();

  const summary = page.getByRole('region', { name: requestCopyEs.summaryHeading });
  const text = (await summary.getByLabel(requestCopyEs.messageLabel).textContent()) ?? '';
  expect(text).toMatch(/^Hola, equipo de Alento/);
  expect(text).toContain(`${contactFieldsEs.name.messageLabel}: Lucía Pérez`);
  expect(text).toContain('1 de diciembre de 2026');
  expect(text).toContain(validationEsES.handOff.closing);
  const whatsApp = await summary
    .getByRole('link', { name: new RegExp(requestCopyEs.sendWhatsApp) })
    .getAttribute('href');
  expect(decodeURIComponent(whatsApp?.split('?text=')[1] ?? '')).toBe(text);
  expect(englishPieces(text.split('\n'))).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the Portuguese concierge asks, answers and carries the journey in Portuguese', async ({
  page,
}) => {
  const tab = (id: string) => conciergeTabsPt.find((t) => t.id === id)?.label ?? id;
  const sleepGoal = goalsPt[6] ?? '';
  const stressLabel = slidersPt.find((s) => s.id === 'stress')?.label ?? '';
  const cooler = temperaturesPt.find((t) => t.value === 'cool')?.label ?? '';
  const relax = modesPt.find((m) => m.id === 'relax');

  await page.goto('/pt/concierge');
  await waitForHydration(page);
  await page.getByRole('button', { name: conciergePt.about.start }).click();
  const form = page.getByRole('tabpanel', { name: tab('assessment') });
  await form.getByText(sleepGoal, { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: sleepGoal })).toBeChecked();
  const stress = form.getByRole('slider', { name: stressLabel });
  await stress.focus();
  await page.keyboard.press('End');
  await expect(stress).toHaveAttribute('aria-valuetext', '10 de 10');
  await form.getByLabel(conciergePt.assessment.temperatureLabel).selectOption({ label: cooler });
  await form.getByRole('button', { name: conciergePt.assessment.submit }).click();

  await expect(page.getByRole('status').getByText(conciergePt.toast.title)).toBeVisible();
  const journey = page.getByRole('tabpanel', { name: tab('recommendations') });
  await expect(journey.getByText(`${relax?.name ?? ''} — ${relax?.title ?? ''}`)).toBeVisible();
  await expect(journey.getByText('Wavetouch', { exact: true })).toBeVisible();
  const words = await journey.evaluate((panel) =>
    Array.from(panel.querySelectorAll('*'), (element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim() ?? '')
        .join(' '),
    ).filter(Boolean),
  );
  expect(words.length).toBeGreaterThan(4);
  expect(englishPieces(words), 'English in the journey').toEqual([]);
  await expectNoAxeViolations(page);

  await journey.getByRole('link', { name: conciergePt.recommendations.carry }).click();
  await expect(page).toHaveURL(/\/pt\/booking\/spa\?mode=relax&sequence=sleep-optimization/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
});
