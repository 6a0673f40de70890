import { aiBenefits, aiSteps, aiTechnology, aiWellnessPage } from '@alento/content';
import { expect, expectLink, expectNoAxeViolations, readToTheEnd, test } from './support.ts';

test.describe('/ai', () => {
  test('says how it works and where answers stay, then leads to booking and the sanctum', async ({
    page,
  }) => {
    await page.goto('/ai');
    const main = page.getByRole('main');
    // The hero's button and the closing call.
    const book = main.getByRole('link', { name: 'Book Your Journey', exact: true });
    await expect(book).toHaveCount(2);
    for (const link of await book.all()) await expect(link).toHaveAttribute('href', '/booking');

    // Near the top, before the steps: what the recommendations are and where the answers stay.
    const privacy = page.getByRole('region', { name: aiWellnessPage.privacy.heading });
    await expect(privacy).toContainText('computed in your own browser');
    await expect(privacy).toContainText('Your answers stay in your browser.');
    const headings = await main.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings[0]).toBe(aiWellnessPage.privacy.heading);

    const steps = page.getByRole('list', { name: aiWellnessPage.steps.heading });
    await expect(steps.getByRole('heading')).toHaveText(aiSteps.map((s) => s.title));
    const benefits = page.getByRole('list', { name: aiWellnessPage.benefits.heading });
    await expect(benefits.getByRole('article')).toHaveCount(aiBenefits.length);
    await expect(benefits.getByRole('article')).toHaveCount(6);
    const technology = page.getByRole('list', { name: aiWellnessPage.technology.heading });
    await expect(technology.getByRole('heading')).toHaveText(aiTechnology.map((t) => t.title));

    const closing = page.getByRole('region', { name: aiWellnessPage.closing.heading });
    await expectLink(closing, 'Book Your Journey', '/booking');
    await expectLink(closing, 'Learn More about the sanctums', '/sanctum');

    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });
});
