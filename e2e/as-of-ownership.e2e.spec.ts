import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { chooseOption as choose } from './support/choose-option';
import { historyToday } from './support/history-day';
import { createEntity, registerFresh } from './support/register-api';
import { uploadPdf } from './support/upload-document';

/**
 * A shareholding changed with an effective date (reason and evidence given in
 * the form), then the beneficial owners as of the day before and the day after, the History tab entry and the
 * company's ownership timeline.
 */

const today = historyToday();

async function holds(page: Page, holderId: number, companyId: number, percentage: number): Promise<number> {
  const response = await page.request.post('/api/relationships', {
    data: {
      sourceEntityId: holderId,
      targetEntityId: companyId,
      type: 'shareholder',
      ownershipPercentage: percentage,
      startDate: '2024-01-01',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The rows of the current owners' table: name, then the cells that follow it. */
const ownersTable = (page: Page) => page.getByRole('table', { name: 'Beneficial owners', exact: true });
const ownerRow = (page: Page, name: string) => ownersTable(page).getByRole('row').filter({ hasText: name });

test('a shareholding ended on a day shows different beneficial owners the day before and after', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'asof');
  const user = `asof${suffix}`;
  const acme = await createEntity(page, { type: 'company', name: `Acme Holdings ${suffix}` });
  const thandi = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  const sipho = await createEntity(page, { type: 'individual', name: `Sipho Dlamini ${suffix}` });
  const lerato = await createEntity(page, { type: 'individual', name: `Lerato Mokoena ${suffix}` });
  const thandiLink = await holds(page, thandi.id, acme.id, 60);
  await holds(page, sipho.id, acme.id, 40);
  await uploadPdf(page, acme.id, 'share-transfer-form.pdf');
  const reason = 'Thandi sold her 60% to Lerato (share transfer of 1 March 2025)';

  // Given Thandi's shareholding, when the edit form ends it on 28 February 2025, with why and on what proof
  await page.goto(`/relationships/${thandiLink}/edit`);
  await page.getByLabel('End Date').fill('2025-02-28');
  await page.getByLabel('Reason for the change').fill(reason);
  await choose(page, 'Evidence document', 'share-transfer-form.pdf');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/relationships/${thandiLink}$`));

  // And Lerato's 60% is recorded from 1 March in the create form, citing the same transfer form
  await page.goto(`/relationships/create?entityId=${lerato.id}`);
  await choose(page, 'Target Entity', `${acme.name} (Company)`);
  await choose(page, 'Relationship Type', 'Shareholder');
  await page.getByLabel('Ownership Percentage').fill('60');
  await page.getByLabel('Start Date').fill('2025-03-01');
  await page.getByLabel('Reason for the change').fill(reason);
  await choose(page, 'Evidence document', 'share-transfer-form.pdf');
  await page.getByRole('button', { name: 'Create Relationship' }).click();
  await expect(page).toHaveURL(/\/relationships\/\d+$/);

  // When the company's beneficial owners are shown as of the day before, chosen with the keyboard
  await page.goto(`/companies/${acme.id}/compliance`);
  await expect(ownerRow(page, lerato.name)).toContainText('60.00%');
  await expect(ownerRow(page, thandi.name)).toHaveCount(0);
  const picker = page.getByRole('button', { name: 'As of today' });
  await picker.focus();
  await page.keyboard.press('Enter');
  const day = page.getByLabel('Show the register as of');
  await expect(day).toBeFocused();
  await day.fill('2025-02-28');
  await page.keyboard.press('Enter');

  // Then the register is the one before the transfer, Thandi's row saying when she ceased, and the address
  // holds the day so it can be shared
  await expect(page).toHaveURL(/[?&]asOf=2025-02-28\b/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing the register as of' })).toHaveText(
    /Showing the register as of 28 February 2025/,
  );
  await expect(page.getByRole('button', { name: 'As of 28 February 2025' })).toBeFocused();
  await expect(ownerRow(page, thandi.name)).toContainText('60.00%');
  await expect(ownerRow(page, thandi.name)).toContainText('1 Jan 2024');
  await expect(ownerRow(page, thandi.name)).toContainText('1 Mar 2025');
  await expect(ownerRow(page, sipho.name)).toContainText('40.00%');
  await expect(ownerRow(page, lerato.name)).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // And the day after, opened from a link, shows Lerato instead of Thandi
  await page.goto(`/companies/${acme.id}/compliance?asOf=2025-03-01`);
  await expect(page.getByText('Showing the register as of 1 March 2025')).toBeVisible();
  await expect(ownerRow(page, lerato.name)).toContainText('60.00%');
  await expect(ownerRow(page, lerato.name)).toContainText('1 Mar 2025');
  await expect(ownerRow(page, sipho.name)).toContainText('40.00%');
  await expect(ownerRow(page, thandi.name)).toHaveCount(0);
  // Thandi is listed apart, as a former owner, with the period she owned
  const formerRow = page
    .getByRole('table', { name: 'Former beneficial owners' })
    .getByRole('row')
    .filter({ hasText: thandi.name });
  await expect(formerRow).toContainText('60.00%');
  await expect(formerRow).toContainText('1 Jan 2024');
  await expect(formerRow).toContainText('1 Mar 2025');
  await expect(formerRow).toContainText('Former Beneficial Owner');

  // And Return to today leaves the past register
  await page.getByRole('button', { name: 'Return to today' }).click();
  await expect(page).not.toHaveURL(/asOf=/);
  await expect(page.getByText(/Showing the register as of/)).toHaveCount(0);

  // Then the company's History tab tells the change with its effective day, reason and evidence
  const sentence =
    `${thandi.name}'s shareholding in ${acme.name}: end date changed from none to 28 February 2025, ` +
    `effective 28 February 2025, recorded by ${user} on ${today}. Reason: ${reason} ` +
    '(evidence: share-transfer-form.pdf)';
  await page.goto(`/companies/${acme.id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes.getByRole('listitem').filter({ hasText: sentence })).toBeVisible();

  // And its ownership timeline, newest first, links the evidence and the register of that day
  await page.getByRole('tab', { name: 'Ownership timeline' }).click();
  const timeline = page.getByRole('list', { name: 'Ownership changes' });
  const entries = timeline.getByRole('listitem');
  await expect(entries).toHaveCount(4);
  const change = entries.filter({ hasText: sentence });
  await expect(change).toBeVisible();
  await expect(change.getByRole('link', { name: 'share-transfer-form.pdf' })).toHaveAttribute(
    'href',
    /\/api\/compliance\/files\/\d+\/download$/,
  );
  await expect(entries.last()).toContainText(`${thandi.name} became shareholder (60%) of ${acme.name}`);
  await change.getByRole('link', { name: 'Beneficial owners as of 28 February 2025' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${acme.id}/compliance\\?asOf=2025-02-28$`));
  await expect(ownerRow(page, thandi.name)).toContainText('60.00%');
});

test('a percentage changed with an effective date shows the old figure the day before and the new one after', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'asofp');
  const acme = await createEntity(page, { type: 'company', name: `Acme Holdings ${suffix}` });
  const thandi = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  const thandiLink = await holds(page, thandi.id, acme.id, 60);

  // Given Thandi's 60%, when the edit form lowers it to 20% from 1 March 2025
  await page.goto(`/relationships/${thandiLink}/edit`);
  await page.getByLabel('Ownership Percentage').fill('20');
  await page.getByLabel('Effective date').fill('2025-03-01');
  await page.getByLabel('Reason for the change').fill('Thandi sold two thirds of her shares');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/relationships/${thandiLink}$`));

  // Then as of the day before, the register shows her 60% (a beneficial owner since her holding began)
  await page.goto(`/companies/${acme.id}/compliance?asOf=2025-02-28`);
  await expect(page.getByText('Showing the register as of 28 February 2025')).toBeVisible();
  await expect(ownerRow(page, thandi.name)).toContainText('60.00%');
  await expect(ownerRow(page, thandi.name)).toContainText('1 Jan 2024');

  // And as of the day after, her 20%
  await page.goto(`/companies/${acme.id}/compliance?asOf=2025-03-02`);
  await expect(page.getByText('Showing the register as of 2 March 2025')).toBeVisible();
  await expect(ownerRow(page, thandi.name)).toContainText('20.00%');
  await expect(ownerRow(page, thandi.name)).not.toContainText('60.00%');
});

test('the trust organogram as of a day draws the trustees of that day', async ({ page }) => {
  const suffix = await registerFresh(page, 'asoft');
  const trust = await createEntity(page, {
    type: 'trust',
    name: `Nkosi Family Trust ${suffix}`,
    trustType: 'family',
  });
  const party = async (name: string, type: string, startDate: string, endDate: string | null = null) => {
    const person = await createEntity(page, { type: 'individual', name: `${name} ${suffix}` });
    const response = await page.request.post('/api/relationships', {
      data: { sourceEntityId: person.id, targetEntityId: trust.id, type, startDate, endDate },
    });
    expect(response.status(), await response.text()).toBe(201);
    return person.name;
  };
  const founder = await party('Founder Fiona', 'founder', '2020-01-01');
  const outgoing = await party('Trustee Thabo', 'trustee', '2020-01-01', '2025-02-28');
  const incoming = await party('Trustee Tumi', 'trustee', '2025-03-01');

  // Given the trust's organogram as a list, as of a day before the trustees changed
  await page.goto(`/companies/${trust.id}/compliance?asOf=2025-02-01`);
  await expect(page.getByText('Showing the register as of 1 February 2025')).toBeVisible();
  await page.getByRole('group', { name: 'Organogram view' }).getByRole('button', { name: 'List' }).click();
  const trustees = page.getByRole('list', { name: 'Trustee', exact: true });
  await expect(trustees.getByRole('listitem')).toHaveText([new RegExp(outgoing)]);
  await expect(page.getByRole('list', { name: 'Founder / Settlor' })).toContainText(founder);

  // When the day moves past the change, the new trustee is drawn instead
  await page.getByRole('button', { name: 'As of 1 February 2025' }).first().click();
  await page.getByLabel('Show the register as of').fill('2025-03-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/asOf=2025-03-01/);
  await expect(trustees.getByRole('listitem')).toHaveText([new RegExp(incoming)]);

  // And Today leaves the past register: today's organogram draws today's trustee, not the one who left
  await page.getByRole('button', { name: 'As of 1 March 2025' }).first().click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).not.toHaveURL(/asOf=/);
  await expect(page.getByText(/Showing the register as of/)).toHaveCount(0);
  await expect(trustees.getByRole('listitem')).toHaveText([new RegExp(incoming)]);
});

test('the dashboard network and organisation chart as of a day show the holders of that day', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'asofd');
  const acme = await createEntity(page, { type: 'company', name: `Acme Holdings ${suffix}` });
  const holder = async (name: string, startDate: string, endDate: string | null = null) => {
    const person = await createEntity(page, { type: 'individual', name: `${name} ${suffix}` });
    const response = await page.request.post('/api/relationships', {
      data: {
        sourceEntityId: person.id,
        targetEntityId: acme.id,
        type: 'shareholder',
        ownershipPercentage: 60,
        startDate,
        endDate,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return person.name;
  };
  const seller = await holder('Thandi Nkosi', '2024-01-01', '2025-02-28');
  const buyer = await holder('Lerato Mokoena', '2025-03-01');

  // Given the dashboard as of a day before the sale, its network as a list holds the seller's link only
  await page.goto('/dashboard?asOf=2025-02-01');
  await expect(page.getByText('Showing the register as of 1 February 2025')).toBeVisible();
  const network = page.getByRole('region', { name: 'Ownership Structure' });
  await network.getByRole('button', { name: 'List', exact: true }).click();
  const links = network.getByRole('row').filter({ hasText: acme.name });
  await expect(links).toHaveCount(1);
  await expect(links).toContainText(seller);

  // And its organisation chart shows the company under the seller, not under the buyer
  await page.getByRole('tab', { name: 'Hierarchy View' }).click();
  const chart = page.getByRole('tree', { name: 'Organization chart' });
  const holdingOf = (name: string) =>
    chart
      .getByRole('treeitem', { name, exact: true })
      // The item's children sit in the group it owns, beside it in its list entry.
      .locator('xpath=ancestor::li[1]')
      .getByRole('treeitem', { name: acme.name, exact: true });
  await expect(holdingOf(seller)).toBeVisible();
  await expect(holdingOf(buyer)).toHaveCount(0);

  // When the day is the first of the buyer's, the chart and the network show the buyer instead
  await page.getByRole('button', { name: 'As of 1 February 2025' }).click();
  await page.getByLabel('Show the register as of').fill('2025-03-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(holdingOf(buyer)).toBeVisible();
  await expect(holdingOf(seller)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Network View' }).click();
  await network.getByRole('button', { name: 'List', exact: true }).click();
  await expect(links).toHaveCount(1);
  await expect(links).toContainText(buyer);
});
