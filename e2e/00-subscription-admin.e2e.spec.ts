import { expect, test, type Page } from '@playwright/test';

/**
 * Spec 000 'Current plan', 'Upgrade', 'Admin users' and section 6 (upgrade is admin-only; the free tier sees
 * the upgrade prompt instead of export). The first user a server ever registers is its admin, so this file
 * is named to run first (workers 1, files in name order) on the fresh server scripts/e2e.mjs starts.
 */

const password = 's3cret-pass';

function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function register(page: Page, username: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.co.za`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

function userRow(page: Page, username: string) {
  return page.getByRole('region', { name: 'Users' }).getByRole('row', { name: new RegExp(username) });
}

test('an admin manages plans and users; a member is held to the free tier until upgraded', async ({
  browser,
  page: admin,
}) => {
  const adminName = uniqueUsername('admin');
  const memberName = uniqueUsername('member');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();

  await test.step('the first user to register is the admin', async () => {
    await register(admin, adminName);
    const current = (await (await admin.request.get('/api/user')).json()) as { role: string };
    expect(current.role, 'this file must run first against a fresh server (scripts/e2e.mjs)').toBe('admin');
    await expect(
      admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
    ).toBeVisible();
  });

  await test.step('a member on the free tier sees Upgrade Plan instead of Export', async () => {
    await register(member, memberName);
    await expect(
      member.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
    ).toHaveCount(0);
    const created = await member.request.post('/api/entities', {
      data: { type: 'company', name: 'Member Holdings' },
    });
    expect(created.status()).toBe(201);
    await member.goto('/companies');
    await expect(
      member.getByRole('region', { name: 'Companies' }).getByText('Member Holdings'),
    ).toBeVisible();
    await expect(member.getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
    await expect(member.getByRole('button', { name: 'Export' })).toHaveCount(0);
  });

  await test.step('the member cannot upgrade, nor open the admin screen', async () => {
    await member.goto('/subscription/upgrade');
    await expect(member.getByRole('heading', { name: 'Plans & Pricing', level: 1 })).toBeVisible();
    await expect(member.getByRole('group', { name: 'Free plan' }).getByRole('button')).toHaveText(
      'Current Plan',
    );
    await member
      .getByRole('group', { name: 'Basic plan' })
      .getByRole('button', { name: 'Select Plan' })
      .click();
    await member.getByRole('button', { name: 'Upgrade Subscription' }).click();
    await expect(member.getByText('Error upgrading subscription', { exact: true })).toBeVisible();
    await expect(
      member.getByText('Only admins can upgrade subscriptions at this time', { exact: true }),
    ).toBeVisible();
    await member.goto('/admin/users');
    await expect(member).toHaveURL(/\/dashboard$/);
  });

  await test.step('the admin moves the member to Basic; the expiry the dialog does not show stays', async () => {
    const users = (await (await admin.request.get('/api/admin/users')).json()) as {
      id: number;
      username: string;
    }[];
    const memberId = users.find((user) => user.username === memberName)?.id;
    const expiry = await admin.request.patch(`/api/admin/users/${memberId}`, {
      data: { subscriptionExpiresAt: '2028-02-29' },
    });
    expect(expiry.status()).toBe(200);
    await admin.goto('/admin/users');
    await expect(admin.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: `Edit ${memberName}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await dialog.getByRole('combobox', { name: 'Subscription Tier' }).click();
    await admin.getByRole('option', { name: 'Basic' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('User updated', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userRow(admin, memberName)).toContainText('Basic');
    await expect(userRow(admin, memberName)).toContainText('29 Feb 2028');
  });

  await test.step('the member now exports CSV and PDF of the list; JSON needs Standard', async () => {
    await member.goto('/companies');
    await expect(member.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
    await member.getByRole('button', { name: 'Export' }).click();
    const csvDownload = member.waitForEvent('download');
    await member.getByRole('menuitem', { name: 'CSV', exact: true }).click();
    expect((await csvDownload).suggestedFilename()).toMatch(/^ledgerline-companies-[\d-]+\.csv$/);

    await member.getByRole('button', { name: 'Export' }).click();
    await expect(member.getByRole('menuitem', { name: /JSON/ })).toHaveAttribute('data-disabled', '');
    const pdfDownload = member.waitForEvent('download');
    await member.getByRole('menuitem', { name: 'PDF' }).click();
    expect((await pdfDownload).suggestedFilename()).toMatch(/\.pdf$/);
  });

  await test.step('the admin upgrades their own plan to Standard', async () => {
    await admin.goto('/subscription/upgrade');
    const standard = admin.getByRole('group', { name: 'Standard plan' });
    await standard.getByRole('button', { name: 'Select Plan' }).click();
    await expect(standard.getByRole('button')).toHaveText('Selected');
    await admin.getByRole('button', { name: 'Upgrade Subscription' }).click();
    await expect(admin.getByText('Subscription updated', { exact: true })).toBeVisible();
    await expect(admin).toHaveURL(/\/subscription\/current-plan$/);
    await expect(admin.getByRole('heading', { name: 'Your Subscription', level: 1 })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Standard', level: 2 })).toBeVisible();
    await expect(admin.getByText('$99/month')).toBeVisible();
    await expect(admin.getByRole('progressbar', { name: 'Documents used' })).toBeVisible();
    await expect(admin.getByText('0 KB / 2 GB (0%)')).toBeVisible();
  });

  await test.step('the admin deletes the member', async () => {
    await admin.goto('/admin/users');
    await admin.getByRole('button', { name: `Delete ${memberName}` }).click();
    const confirm = admin.getByRole('alertdialog');
    await expect(
      confirm.getByText(
        'This action cannot be undone. This will permanently delete the user account and all associated data.',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByText('User deleted', { exact: true })).toBeVisible();
    await expect(userRow(admin, memberName)).toHaveCount(0);
  });

  await memberContext.close();
});
