import { expect, test, type Page } from '@playwright/test';
import { columnValues } from './support/grid-rows';
import { createEntity, registerFresh } from './support/register-api';

/**
 * The Deadlines page shows every filing of the account in a month calendar and a
 * server-paged list with filters; "Mark submitted" can be undone from its toast; the calendar feed's secret
 * URL serves the account's deadlines to a calendar app without a session.
 */

const dayIn = (offset: number): string => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(date);
};
const longDay = (day: string): string =>
  new Intl.DateTimeFormat('en-ZA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

async function file(page: Page, entityId: number, requirementType: string, dueDate: string): Promise<number> {
  const response = await page.request.post('/api/compliance/filing-requirements', {
    data: { entityId, requirementType, dueDate, status: 'pending' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('the Deadlines page: calendar day, list filters, mark submitted then Undo, the subscribe URL', async ({
  page,
}) => {
  await registerFresh(page, 'deadlines');
  const karoo = await createEntity(page, { type: 'company', name: 'Karoo Mining' });
  const protea = await createEntity(page, { type: 'company', name: 'Protea Holdings' });
  const today = dayIn(0);
  await file(page, karoo.id, 'tax_filing', today);
  await file(page, protea.id, 'annual_return', dayIn(-3));
  await file(page, protea.id, 'financial_statement', dayIn(120));

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Deadlines' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deadlines' })).toBeVisible();
  await expect(page.getByText(/^Deadlines are tracked from /)).toBeVisible();

  // The calendar opens on this month; today's cell holds the filing due today.
  const todayCell = page.getByRole('gridcell', { name: new RegExp(longDay(today)) });
  await expect(todayCell).toContainText('Karoo Mining');
  await expect(page.getByRole('heading', { name: `Due on ${longDay(today)}` })).toBeVisible();
  // The keyboard moves a day at a time; Today comes back.
  await todayCell.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: `Due on ${longDay(dayIn(1))}` })).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: `Due on ${longDay(today)}` })).toBeVisible();

  // The list: overdue first, then filters.
  await page.getByRole('tab', { name: 'List' }).click();
  const grid = page.getByRole('region', { name: 'Deadlines' });
  const entities = () => columnValues(page, 'Deadlines', 'entity');
  await expect.poll(entities).toEqual(['Protea Holdings', 'Karoo Mining', 'Protea Holdings']);
  await expect(grid.locator('.ag-row[row-index="0"]')).toContainText('Overdue');
  await page.getByRole('combobox', { name: 'Filter by kind' }).click();
  await page.getByRole('option', { name: 'Tax Filing' }).click();
  await expect.poll(entities).toEqual(['Karoo Mining']);
  await page.getByRole('combobox', { name: 'Filter by kind' }).click();
  await page.getByRole('option', { name: 'All Kinds' }).click();
  await page.getByRole('combobox', { name: 'Filter by due date' }).click();
  await page.getByRole('option', { name: 'Due within 30 days' }).click();
  await expect.poll(entities).toEqual(['Karoo Mining']);
  await page.getByRole('combobox', { name: 'Filter by due date' }).click();
  await page.getByRole('option', { name: 'Any due date' }).click();
  await expect.poll(entities).toHaveLength(3);

  // Mark submitted, then Undo from the toast: the server reopens it.
  await page.getByRole('button', { name: 'Mark submitted: Tax Filing for Karoo Mining' }).click();
  await expect(page.getByText('Filing marked as submitted', { exact: true })).toBeVisible();
  await expect(grid.getByRole('row', { name: /Karoo Mining/ })).toContainText('Submitted');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Filing reopened', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Mark submitted: Tax Filing for Karoo Mining' }),
  ).toBeVisible();
  const reopened = await page.request.get(`/api/compliance/filing-requirements/${karoo.id}`);
  expect(((await reopened.json()) as { status: string }[])[0].status).toBe('pending');

  // Subscribe: the secret URL serves the feed without the session's cookie.
  await page.getByRole('button', { name: 'Subscribe in calendar app' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  const url = await page.getByLabel('Your private calendar link').inputValue();
  expect(url).toMatch(/\/api\/compliance\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const anonymous = await fetch(url);
  expect(anonymous.status).toBe(200);
  const feed = await anonymous.text();
  expect(feed.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(feed).toContain('Tax Filing: Karoo Mining');
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('Calendar link revoked', { exact: true })).toBeVisible();
  expect((await fetch(url)).status).toBe(404);
});

test('history: tick old filings, Mark as filed answers per filing; edit and delete from the list', async ({
  page,
}) => {
  await registerFresh(page, 'deadlinebulk');
  const karoo = await createEntity(page, { type: 'company', name: 'Karoo Mining' });
  await file(page, karoo.id, 'annual_return', dayIn(-700));
  await file(page, karoo.id, 'annual_return', dayIn(-335));
  await file(page, karoo.id, 'tax_filing', dayIn(40));

  const other = await createEntity(page, { type: 'company', name: 'Protea Holdings' });
  await file(page, other.id, 'other', dayIn(5));
  // The company's filings tab opens the Deadlines list filtered to that company.
  await page.goto(`/companies/${karoo.id}/compliance`);
  await page.getByRole('tab', { name: 'Filing Requirements' }).click();
  await page.getByRole('link', { name: 'Open in Deadlines' }).click();
  await expect(page).toHaveURL(new RegExp(`/deadlines\\?view=list&entityId=${karoo.id}$`));
  const grid = page.getByRole('region', { name: 'Deadlines' });
  await expect
    .poll(() => columnValues(page, 'Deadlines', 'entity'))
    .toEqual(['Karoo Mining', 'Karoo Mining', 'Karoo Mining']);
  // The status column also says when a submitted filing was submitted ('Submitted on ...').
  const statuses = async () =>
    (await columnValues(page, 'Deadlines', 'status')).map((text) => text.replace(/on .*$/, ''));
  await expect.poll(statuses).toEqual(['Overdue', 'Overdue', 'Pending']);
  const boxes = grid.getByRole('checkbox', { name: 'Select Annual Return for Karoo Mining' });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Mark as filed (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as filed' });
  await dialog.getByLabel(/Submission date/).fill(dayIn(-300));
  await dialog.getByRole('button', { name: 'Mark 2 as filed' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 marked as filed');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(statuses).toEqual(['Pending', 'Submitted', 'Submitted']);

  // Edit: a new due date moves the filing.
  await grid.getByRole('button', { name: 'Edit: Tax Filing for Karoo Mining' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Filing Requirement' });
  await edit.getByLabel('Due Date').fill(dayIn(10));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const filings = (await (
    await page.request.get(`/api/compliance/filing-requirements/${karoo.id}?status=pending`)
  ).json()) as { requirementType: string; dueDate: string }[];
  expect(filings).toEqual([expect.objectContaining({ requirementType: 'tax_filing', dueDate: dayIn(10) })]);

  // Delete, after confirming.
  await grid.getByRole('button', { name: 'Delete: Tax Filing for Karoo Mining' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect.poll(statuses).toEqual(['Submitted', 'Submitted']);
});

test("the calendar's first and last weeks show the filings of the days from the months beside it", async ({
  page,
}) => {
  await registerFresh(page, 'deadlines-edges');
  const karoo = await createEntity(page, { type: 'company', name: 'Karoo Edge Mining' });
  // The month shown is the account's (Johannesburg's) this month; its grid starts on the Monday on or before the 1st
  const today = dayIn(0);
  const first = `${today.slice(0, 8)}01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const gridStart = new Date(Date.parse(`${first}T00:00:00Z`) - weekday * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const lastMonthDay = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await file(page, karoo.id, 'annual_return', lastMonthDay);
  await page.goto('/deadlines');
  const cell = page.getByRole('gridcell', { name: new RegExp(longDay(lastMonthDay)) });
  // A month starting on a Monday shows none of the month before
  if (gridStart > lastMonthDay) await expect(cell).toHaveCount(0);
  else await expect(cell).toContainText('Karoo Edge Mining');
  // The count beside the month is the month's alone, not that of the weeks the grid shows
  const nextFirst = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 1));
  const last = new Date(nextFirst.getTime() - 86_400_000).toISOString().slice(0, 10);
  const listed = await page.request.get(
    `/api/compliance/filing-requirements?dueFrom=${first}&dueTo=${last}&limit=1000`,
  );
  const inMonth = ((await listed.json()) as unknown[]).length;
  const monthName = new Intl.DateTimeFormat('en-ZA', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${first}T00:00:00Z`),
  );
  await expect(page.getByText(new RegExp(`^${inMonth} filings? due in ${monthName}`, 'i'))).toBeVisible();
});
