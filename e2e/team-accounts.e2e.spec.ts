import { expect, request, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { startFreshServer, type FreshServer } from './support/fresh-server';

/**
 * The owner invites a colleague as editor and an auditor as viewer, both accept from the
 * link, the editor adds a company, the viewer reads and exports but cannot change anything (in the app and
 * over the API), and the owner removes the editor, whose open session ends. Also: a user who already has a
 * login signs in from the link, comes back to it (docs/decisions/0022) and accepts. On a server of its own:
 * its first user is the installation's administrator, who moves the owner's account to Standard (5 users).
 */

let server: FreshServer;
const contexts: BrowserContext[] = [];
const password = 's3cret-pass';
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  contexts.push(context);
  return context.newPage();
}

/**
 * The server's first user is the installation's administrator, not a member of anyone's account; it raises
 * the owner's plan to Standard (5 users), as the admin screen does.
 */
async function ownerOnStandard(owner: Page): Promise<void> {
  const admin = await request.newContext({ baseURL: server.baseURL });
  try {
    const registered = await admin.post('/api/register', {
      data: { username: `instadmin${suffix}`, password },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    expect(((await registered.json()) as { role: string }).role).toBe('admin');
    const ownerRegistered = await owner.request.post('/api/register', {
      data: { username: `owner${suffix}`, password, fullName: 'Olivia Owner' },
    });
    expect(ownerRegistered.status(), await ownerRegistered.text()).toBe(201);
    const ownerId = ((await ownerRegistered.json()) as { id: number }).id;
    const updated = await admin.post('/api/subscription/update', {
      data: { userId: ownerId, tier: 'standard', status: 'active' },
    });
    expect(updated.ok(), await updated.text()).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/** Invites through the Team page's dialog and answers the link's path, read from the copy field. */
async function invite(owner: Page, email: string, role: 'Editor' | 'Viewer'): Promise<string> {
  await owner.getByRole('button', { name: 'Invite member' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await owner.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const created = owner.getByRole('dialog', { name: 'Invitation created' });
  await expect(created).toContainText('expires in 7 days');
  const url = await created.getByLabel('Invitation link').inputValue();
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(owner.getByRole('list', { name: 'Pending invitations' })).toContainText(email);
  return new URL(url).pathname;
}

/** Opens the link signed out and signs up with spec 000's registration fields. */
async function acceptBySigningUp(page: Page, link: string, username: string, role: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join a team on Ledgerline' })).toBeVisible();
  await expect(page.getByText(new RegExp(`as ${role === 'viewer' ? 'a' : 'an'} ${role}`))).toBeVisible();
  expect.soft(await axeViolations(page), 'axe on the invitation page').toEqual([]);
  const form = page.getByRole('form', { name: 'Sign up and accept' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await form.getByRole('button', { name: 'Sign up and join' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const user = (await (await page.request.get('/api/user')).json()) as { accountRole: string };
  expect(user.accountRole).toBe(role);
}

test.beforeAll(async () => {
  server = await startFreshServer();
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test('an owner invites an editor and a viewer, each works within their role, and a removed member is signed out', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await newPage(browser);
  const editor = await newPage(browser);
  const viewer = await newPage(browser);
  const company = `Team Holdings ${suffix}`;
  let editorLink = '';
  let viewerLink = '';

  await test.step('the owner registers and the account moves to Standard (5 users)', async () => {
    await ownerOnStandard(owner);
    await owner.goto('/settings/team');
    await expect(owner.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(owner.getByText('1 / 5 used on the standard plan')).toBeVisible();
    await expect(owner.getByRole('table', { name: 'Members' })).toContainText('Olivia Owner');
  });

  await test.step('the owner invites a colleague as editor and an auditor as viewer', async () => {
    editorLink = await invite(owner, `editor${suffix}@example.co.za`, 'Editor');
    viewerLink = await invite(owner, `auditor${suffix}@example.co.za`, 'Viewer');
    expect.soft(await axeViolations(owner), 'axe on the Team page').toEqual([]);
  });

  await test.step('both accept by signing up from the link', async () => {
    await acceptBySigningUp(editor, editorLink, `editor${suffix}`, 'editor');
    await acceptBySigningUp(viewer, viewerLink, `auditor${suffix}`, 'viewer');
    await viewer.goto(viewerLink);
    await expect(viewer.getByText('This invitation can no longer be used')).toBeVisible();
  });

  await test.step('the editor adds a company to the owner’s register', async () => {
    await editor.goto('/companies');
    await editor.getByRole('link', { name: 'Add Company' }).click();
    await editor.getByLabel('Name', { exact: true }).fill(company);
    await editor.getByRole('button', { name: 'Create Company' }).click();
    await expect(editor.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await owner.goto('/companies');
    await expect(owner.getByRole('region', { name: 'Companies' }).getByText(company)).toBeVisible();
  });

  await test.step('the viewer reads and exports, and can change nothing', async () => {
    await viewer.goto('/companies');
    await expect(viewer.getByRole('note')).toContainText("Viewers can't change records.");
    await viewer.waitForLoadState('networkidle');
    expect.soft(await axeViolations(viewer), 'axe on /companies for a viewer').toEqual([]);
    await expect(viewer.getByRole('region', { name: 'Companies' }).getByText(company)).toBeVisible();
    const add = viewer.getByRole('button', { name: 'Add Company' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await add.focus();
    await expect(viewer.getByRole('tooltip')).toContainText("Viewers can't change records.");

    await viewer.getByRole('button', { name: 'Export' }).click();
    const download = viewer.waitForEvent('download');
    await viewer.getByRole('menuitem', { name: 'CSV', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    await viewer.getByRole('region', { name: 'Companies' }).getByText(company).click();
    await expect(viewer.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(viewer.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: /Delete/ })).toHaveCount(0);

    await viewer.goto(`${new URL(viewer.url()).pathname}/edit`);
    await expect(viewer.getByRole('heading', { level: 1, name: 'View-only access' })).toBeVisible();
    await expect(viewer.getByLabel('Name', { exact: true })).toHaveCount(0);

    const write = await viewer.request.post('/api/entities', {
      data: { type: 'company', name: 'Viewer Was Here' },
    });
    expect(write.status()).toBe(403);
    expect(((await write.json()) as { message: string }).message).toMatch(/viewer/i);

    await viewer.goto('/settings/team');
    await expect(viewer.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
    await expect(viewer.getByText('Only owners and admins manage members and invitations.')).toBeVisible();
    expect.soft(await axeViolations(viewer), 'axe on the Team page of a viewer').toEqual([]);
  });

  await test.step('a colleague who already signed up (no records yet) signs in from the link and accepts', async () => {
    const colleague = await newPage(browser);
    const username = `colleague${suffix}`;
    const registered = await colleague.request.post('/api/register', { data: { username, password } });
    expect(registered.status(), await registered.text()).toBe(201);
    await owner.goto('/settings/team');
    const link = await invite(owner, `colleague${suffix}@example.co.za`, 'Viewer');
    await colleague.request.post('/api/logout');
    await colleague.goto(link);
    await colleague.getByRole('link', { name: 'sign in' }).click();
    await expect(colleague).toHaveURL(/\/auth\?next=/);
    await colleague.getByLabel('Username').fill(username);
    await colleague.getByLabel('Password', { exact: true }).fill(password);
    await colleague.getByRole('button', { name: 'Login' }).click();
    await expect(colleague).toHaveURL(new RegExp(`${link}$`));
    await expect(colleague.getByText(`You are signed in as ${username}.`)).toBeVisible();
    await colleague.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(colleague).toHaveURL(/\/dashboard$/);
    const user = (await (await colleague.request.get('/api/user')).json()) as { accountRole: string };
    expect(user.accountRole).toBe('viewer');
  });

  await test.step('the owner changes a role, and resends then revokes an invitation', async () => {
    await owner.goto('/settings/team');
    await owner.getByRole('combobox', { name: `Role of colleague${suffix}` }).click();
    await owner.getByRole('option', { name: 'Editor', exact: true }).click();
    await expect(owner.getByText(`colleague${suffix} is now an editor`, { exact: true })).toBeVisible();

    const email = `spare${suffix}@example.co.za`;
    const first = await invite(owner, email, 'Viewer');
    await owner.getByRole('button', { name: `Resend to ${email}` }).click();
    const renewed = owner.getByRole('dialog', { name: 'Invitation renewed' });
    const second = new URL(await renewed.getByLabel('Invitation link').inputValue()).pathname;
    expect(second).not.toBe(first);
    await renewed.getByRole('button', { name: 'Close' }).click();
    expect((await owner.request.get(`/api${first}`)).status()).toBe(404);
    expect((await owner.request.get(`/api${second}`)).status()).toBe(200);

    await owner.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
    await owner
      .getByRole('alertdialog', { name: 'Revoke invitation?' })
      .getByRole('button', { name: 'Revoke invitation' })
      .click();
    await expect(owner.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
    expect((await owner.request.get(`/api${second}`)).status()).toBe(404);
  });

  await test.step('the owner removes the editor, whose open session ends', async () => {
    await owner.goto('/settings/team');
    const members = owner.getByRole('table', { name: 'Members' });
    await expect(members.getByRole('row')).toHaveCount(5);
    await members.getByRole('button', { name: `Remove editor${suffix}` }).click();
    const confirm = owner.getByRole('alertdialog', { name: `Remove editor${suffix}?` });
    await expect(confirm).toContainText('their open sessions end at once');
    await confirm.getByRole('button', { name: 'Remove member' }).click();
    await expect(members.getByRole('row')).toHaveCount(4);
    await expect(owner.getByText('3 / 5 used on the standard plan')).toBeVisible();

    await editor.getByRole('link', { name: 'Individuals' }).first().click();
    await expect(editor.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
    expect((await editor.request.get('/api/entities')).status()).toBe(401);
  });

  await test.step('the auditor leaves the account and is signed out', async () => {
    await viewer.goto('/settings/team');
    await viewer.getByRole('button', { name: 'Leave account' }).click();
    await viewer
      .getByRole('alertdialog', { name: 'Leave this account?' })
      .getByRole('button', { name: 'Leave account' })
      .click();
    await expect(viewer).toHaveURL(/\/auth$/);
    await owner.reload();
    await expect(owner.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(3);
  });
});
