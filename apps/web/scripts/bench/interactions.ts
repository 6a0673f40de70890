/**
 * How quickly the page answers a guest on a slow phone: for each interaction, the time from the
 * input to the next paint, read from the page's own Event Timing entries (what INP is made of),
 * with Chromium's CPU slowed 4× over CDP (as Lighthouse's mobile preset assumes). Unlike
 * Lighthouse's figures this is measured, not simulated: the page runs for real on the slowed CPU.
 *
 * Each interaction loads its page afresh at a phone's size (a tablet's for a control phones do
 * not show), waits for hydration, then acts the way a guest does (a tap, by role and name) and
 * reads the longest event of that interaction.
 */
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import {
  conciergeTabs,
  contactPage,
  experienceCategories,
  experiencesPage,
  homePage,
  spaPage,
} from '@alento/content';
import { chromiumArgs, chromiumPath } from '../../../../.config/chromium.ts';

export interface Interaction {
  /** What the guest does, in words, for the report. */
  readonly name: string;
  readonly path: string;
  /** The window, when not a phone's (412 × 823): a control that only wider screens show. */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** Acts once; returns when the input has been given (not when the page has answered). */
  readonly act: (page: Page) => Promise<void>;
}

export interface InteractionResult {
  readonly name: string;
  readonly path: string;
  /** Input to next paint of each run, milliseconds (Event Timing rounds to 8 ms). */
  readonly samples: readonly number[];
}

const category = experienceCategories.find((c) => c.id === 'wellness') ?? experienceCategories[1]!;
const assessment = conciergeTabs.find((tab) => tab.id === 'assessment')!;

export const interactions: readonly Interaction[] = [
  {
    name: 'open a floor-plan marker',
    path: '/home',
    act: (page) =>
      page
        .getByRole('list', { name: homePage.floorPlan.heading })
        .getByRole('button', { name: 'Earth Onsen' })
        .click(),
  },
  {
    name: 'choose an experiences category',
    path: '/experiences',
    act: (page) =>
      page
        .getByRole('group', { name: experiencesPage.filterLabel })
        .getByRole('button', { name: category.name })
        .click(),
  },
  {
    name: 'switch a concierge tab',
    path: '/concierge',
    act: (page) => page.getByRole('tab', { name: assessment.label }).click(),
  },
  {
    name: 'the carousel’s next button',
    path: '/spa',
    // Phones swipe the spa's carousel: its step buttons show from a tablet's width.
    viewport: { width: 1024, height: 768 },
    act: (page) =>
      page
        .getByRole('region', { name: spaPage.hero.carouselLabel })
        .getByRole('button', { name: spaPage.hero.nextLabel })
        .click(),
  },
  {
    name: 'send the contact form with errors',
    path: '/contact',
    act: (page) => page.getByRole('button', { name: contactPage.form.submit }).click(),
  },
];

declare global {
  interface Window {
    __eventTimings?: { interactionId: number; duration: number }[];
  }
}

/**
 * The longest input-to-paint time of any interaction the page saw since it loaded; 0 when none
 * took 16 ms or more (Event Timing reports no shorter event).
 */
async function longestInteraction(page: Page): Promise<number> {
  // Event Timing reports an interaction once its next frame has been presented.
  await page
    .waitForFunction(() => (window.__eventTimings ?? []).length > 0, undefined, { timeout: 3000 })
    .catch(() => undefined);
  await page.waitForTimeout(200);
  return page.evaluate(() =>
    Math.max(0, ...(window.__eventTimings ?? []).map((entry) => entry.duration)),
  );
}

async function measureOnce(browser: Browser, origin: string, interaction: Interaction) {
  const context = await browser.newContext({
    viewport: interaction.viewport ?? { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__eventTimings = [];
      new PerformanceObserver((list) => {
        // `interactionId` is newer than the DOM types this project builds with.
        for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[]) {
          if (entry.interactionId > 0) {
            window.__eventTimings!.push({
              interactionId: entry.interactionId,
              duration: entry.duration,
            });
          }
        }
        // Every event of 16 ms or more: the shortest Event Timing reports.
      }).observe({
        type: 'event',
        buffered: true,
        durationThreshold: 16,
      } as PerformanceObserverInit);
    });
    await page.goto(`${origin}${interaction.path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Let the page settle (late effects, lazy chunks it loads on its own) before the input.
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await interaction.act(page);
    const duration = await longestInteraction(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return duration;
  } finally {
    await context.close();
  }
}

/**
 * Measures every interaction `runs` times against the site at `origin`. An interaction whose
 * every event was shorter than 16 ms reports 0: Event Timing does not report it at all. With
 * `confirm`, an interaction whose runs are all over its limit is timed again, up to `runs` more
 * times, until one is within it (for a limit that judges the best run).
 */
export async function measureInteractions(
  origin: string,
  runs: number,
  log: (line: string) => void,
  confirm?: { readonly limitMs: number; readonly runs: number },
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
  });
  try {
    const results: InteractionResult[] = [];
    for (const interaction of interactions) {
      const samples: number[] = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`bench: ${interaction.path} ${interaction.name} run ${run}/${runs}`);
        samples.push(await measureOnce(browser, origin, interaction));
      }
      for (let run = 1; confirm && run <= confirm.runs; run += 1) {
        if (Math.min(...samples) <= confirm.limitMs) break;
        log(`bench: ${interaction.path} ${interaction.name} confirming run ${run}/${confirm.runs}`);
        samples.push(await measureOnce(browser, origin, interaction));
      }
      results.push({ name: interaction.name, path: interaction.path, samples });
    }
    return results;
  } finally {
    await browser.close();
  }
}
