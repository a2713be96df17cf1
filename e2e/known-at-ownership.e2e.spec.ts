import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { formatDisplayDateTime } from '../libs/contracts/src/display-dates';
import { instantToWallTime } from '../libs/contracts/src/wall-clock';
import { createEntity, registerFresh } from './support/register-api';

/**
 * docs/decisions/0034 (addendum): "what did the register say at that moment" in the web
 * app. The account keeps Kolkata time (+05:30) and the browser runs in New York, so a moment typed on the
 * account's clock but read in the browser's zone or in UTC lands hours after the change and shows 20%.
 */
const ZONE = 'Asia/Kolkata';
test.use({ timezoneId: 'America/New_York' });

/** The wall clock of the account's zone at `moment`, as a datetime-local field takes it (with seconds). */
const wallTime = (moment: Date): string => instantToWallTime(moment, ZONE);

/** A new account in Kolkata time with a holding of 60% in a new record, changed to 20% after a noted moment. */
async function sixtyThenTwenty(page: Page, prefix: string, held: Record<string, unknown>, type: string) {
  const suffix = await registerFresh(page, prefix);
  const zone = await page.request.patch('/api/account/settings', { data: { timeZone: ZONE } });
  expect(zone.status(), await zone.text()).toBe(200);
  const target = await createEntity(page, { ...held, name: `${String(held.name)} ${suffix}` });
  const thandi = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  const created = await page.request.post('/api/relationships', {
    data: {
      sourceEntityId: thandi.id,
      targetEntityId: target.id,
      type,
      ownershipPercentage: 60,
      startDate: '2024-01-01',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = ((await created.json()) as { id: number }).id;
  // The field takes whole seconds: the noted second starts after the 60% was recorded and ends before the 20%.
  await page.waitForTimeout(1_100);
  const noted = new Date(Math.floor(Date.now() / 1000) * 1000);
  await page.waitForTimeout(1_100);
  const changed = await page.request.patch(`/api/relationships/${link}`, {
    data: { ownershipPercentage: 20 },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { target, thandi, noted };
}

/** Opens the "As recorded" control with the keyboard and shows the register as recorded at `moment`. */
async function showAsRecordedAt(page: Page, moment: Date) {
  const control = page.getByRole('button', { name: 'As recorded now' }).first();
  await control.focus();
  await page.keyboard.press('Enter');
  const field = page.getByLabel('Show the register as recorded at');
  await expect(field).toBeFocused();
  // The server keeps the zone under ICU's name for it (Asia/Calcutta).
  await expect(page.getByText(/^Time in Asia\/(Kolkata|Calcutta), the account's time zone\.$/)).toBeVisible();
  await field.fill(wallTime(moment));
  await page.keyboard.press('Enter');
}

const ownerRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Beneficial owners', exact: true })
    .getByRole('row')
    .filter({ hasText: name });

test('the beneficial owners as recorded at a moment show the holding the register held then', async ({
  page,
}) => {
  const {
    target: acme,
    thandi,
    noted,
  } = await sixtyThenTwenty(page, 'knownat', { type: 'company', name: 'Acme Holdings' }, 'shareholder');
  const shown = formatDisplayDateTime(noted.toISOString(), ZONE)!;

  // Given today's register: Thandi holds 20%
  await page.goto(`/companies/${acme.id}/compliance`);
  await expect(ownerRow(page, thandi.name)).toContainText('20.00%');

  // When the register is shown as recorded at the noted moment, typed on the account's clock
  const asked = page.waitForRequest((request) => /beneficial-owners\/\d+\?.*knownAt=/.test(request.url()));
  await showAsRecordedAt(page, noted);

  // Then the API is asked for that moment with the account zone's offset, the address holds it beside asOf's
  // place, the banner names it, and Thandi's 60% is back
  const banner = page.getByRole('status').filter({ hasText: 'Register as recorded at' });
  await expect(banner).toContainText(`Register as recorded at ${shown}`);
  const knownAt = new URL((await asked).url()).searchParams.get('knownAt')!;
  expect(knownAt).toBe(`${wallTime(noted)}+05:30`);
  expect(Date.parse(knownAt)).toBe(noted.getTime());
  await expect(page).toHaveURL(new RegExp(`[?&]knownAt=${encodeURIComponent(knownAt)}`));
  await expect(page.getByRole('button', { name: `As recorded at ${shown}` })).toBeFocused();
  await expect(ownerRow(page, thandi.name)).toContainText('60.00%');
  await expect(ownerRow(page, thandi.name)).not.toContainText('20.00%');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // And a shared link opens the same moment
  await page.goto(page.url());
  await expect(banner).toContainText(`Register as recorded at ${shown}`);
  await expect(ownerRow(page, thandi.name)).toContainText('60.00%');

  // When Now is chosen, the register as known now is back: 20%, no banner, nothing in the address
  await page.getByRole('button', { name: `As recorded at ${shown}` }).click();
  await page.getByRole('button', { name: 'Now', exact: true }).click();
  await expect(page).not.toHaveURL(/knownAt=/);
  await expect(page.getByText('Register as recorded at')).toHaveCount(0);
  await expect(ownerRow(page, thandi.name)).toContainText('20.00%');

  // And a moment still to come is refused in the field, naming it
  await page.getByRole('button', { name: 'As recorded now' }).click();
  await page.getByLabel('Show the register as recorded at').fill(wallTime(new Date(Date.now() + 86_400_000)));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('As recorded at must not be later than now')).toBeVisible();
  await expect(page).not.toHaveURL(/knownAt=/);
});

test('the trust organogram as recorded at a moment draws the holding of then', async ({ page }) => {
  const {
    target: trust,
    thandi,
    noted,
  } = await sixtyThenTwenty(
    page,
    'knownatt',
    { type: 'trust', name: 'Nkosi Family Trust', trustType: 'family' },
    'beneficiary',
  );
  const shown = formatDisplayDateTime(noted.toISOString(), ZONE)!;

  // Given the trust's organogram as a list: Thandi benefits 20% today
  await page.goto(`/companies/${trust.id}/compliance`);
  await page.getByRole('group', { name: 'Organogram view' }).getByRole('button', { name: 'List' }).click();
  const beneficiaries = page.getByRole('list', { name: 'Beneficiary', exact: true });
  await expect(beneficiaries.getByRole('listitem')).toHaveText([
    new RegExp(`${thandi.name}.*Benefits \\(20%\\)`),
  ]);

  // When the organogram's "As recorded" control shows the noted moment, it draws her 60%
  await showAsRecordedAt(page, noted);
  await expect(page.getByText(`Register as recorded at ${shown}`)).toBeVisible();
  await expect(beneficiaries.getByRole('listitem')).toHaveText([
    new RegExp(`${thandi.name}.*Benefits \\(60%\\)`),
  ]);

  // And Now draws today's 20% again
  await page
    .getByRole('button', { name: `As recorded at ${shown}` })
    .first()
    .click();
  await page.getByRole('button', { name: 'Now', exact: true }).click();
  await expect(page).not.toHaveURL(/knownAt=/);
  await expect(beneficiaries.getByRole('listitem')).toHaveText([
    new RegExp(`${thandi.name}.*Benefits \\(20%\\)`),
  ]);
});

test('the dashboard network and organisation chart as recorded at a moment draw the holding of then', async ({
  page,
}) => {
  const {
    target: acme,
    thandi,
    noted,
  } = await sixtyThenTwenty(page, 'knownatd', { type: 'company', name: 'Acme Holdings' }, 'shareholder');
  const shown = formatDisplayDateTime(noted.toISOString(), ZONE)!;

  // Given the dashboard network as a list, when its control shows the noted moment, the link reads 60%
  await page.goto('/dashboard');
  const network = page.getByRole('region', { name: 'Ownership Structure' });
  await network.getByRole('button', { name: 'List', exact: true }).click();
  const link = network.getByRole('row').filter({ hasText: thandi.name });
  await expect(link).toContainText('20%');
  await showAsRecordedAt(page, noted);
  await expect(page.getByText(`Register as recorded at ${shown}`)).toBeVisible();
  await expect(link).toContainText('60%');

  // And the organisation chart of the same moment shows the company under Thandi with 60%
  await page.getByRole('tab', { name: 'Hierarchy View' }).click();
  const holding = page
    .getByRole('tree', { name: 'Organization chart' })
    .getByRole('treeitem', { name: thandi.name, exact: true })
    // The item's children sit in the group it owns, its share beside it in its row.
    .locator('xpath=ancestor::li[1]')
    .getByRole('treeitem', { name: acme.name, exact: true });
  await expect(holding.locator('xpath=..')).toContainText('60%');
  await page.getByRole('button', { name: 'Return to now' }).click();
  await expect(page).not.toHaveURL(/knownAt=/);
  await expect(holding.locator('xpath=..')).toContainText('20%');
});
