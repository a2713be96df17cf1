import { expect, test, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/** Spec 001 'Companies', 'Individuals' and 'Trusts' screens against the real server. */

function uniqueUsername(): string {
  return `reg${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function openSection(page: Page, name: 'Companies' | 'Individuals' | 'Trusts') {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

function countCard(page: Page, title: string) {
  return page.getByRole('group', { name: title });
}

test.describe('entity register', () => {
  test('a user creates, lists, edits and deletes companies, individuals and trusts', async ({ page }) => {
    const username = uniqueUsername();
    const companyName = `Protea Holdings ${username}`;
    const renamedCompany = `Protea Group ${username}`;
    const individualName = `Naledi Dlamini ${username}`;
    const trustName = `Mokoena Family Trust ${username}`;

    // Given a newly registered user
    await register(page, username);

    // When they create a company
    await openSection(page, 'Companies');
    await page.getByRole('link', { name: 'Add Company' }).click();
    await page.getByLabel('Name', { exact: true }).fill(companyName);
    await page.getByLabel('Registration Number').fill('2024/123456/07');
    await page.getByLabel('Country').fill('South Africa');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();

    // And an individual with a position
    await openSection(page, 'Individuals');
    await page.getByRole('link', { name: 'Add Individual' }).click();
    await expect(page).toHaveURL(/\/individuals\/create$/);
    await page.getByLabel('Name', { exact: true }).fill(individualName);
    await page.getByLabel('Position').fill('Chief Financial Officer');
    await page.getByLabel('Department').fill('Finance');
    await page.getByLabel('Nationality').fill('South African');
    await page.getByRole('button', { name: 'Create Individual' }).click();
    await expect(page).toHaveURL(/\/individuals\/\d+$/);
    await expect(page.getByRole('heading', { name: individualName, level: 1 })).toBeVisible();

    // And a trust
    await openSection(page, 'Trusts');
    await page.getByRole('link', { name: 'Add Trust' }).click();
    await page.getByLabel('Trust Name').fill(trustName);
    await page.getByRole('combobox', { name: 'Trust Type' }).click();
    await page.getByRole('option', { name: 'Family' }).click();
    await page.getByLabel('Trust Number').fill('IT123456');
    await page.getByRole('button', { name: 'Create Trust' }).click();
    await expect(page).toHaveURL(/\/trusts\/\d+$/);
    await expect(page.getByRole('heading', { name: trustName, level: 1 })).toBeVisible();
    await expect(page.getByText('Compliance Warning')).toBeVisible();

    // Then each list shows its entity, and the trust list counts the new trust as active and non-compliant
    await openSection(page, 'Trusts');
    const trustRow = page
      .getByRole('region', { name: 'Trusts' })
      .getByRole('row', { name: new RegExp(trustName) });
    await expect(trustRow.getByText('IT123456')).toBeVisible();
    await expect(trustRow.getByText('Attention')).toBeVisible();
    await expect(countCard(page, 'Active Trusts').getByText('1', { exact: true })).toBeVisible();
    await expect(countCard(page, 'Pending Trusts').getByText('0', { exact: true })).toBeVisible();
    await expect(countCard(page, 'Non-Compliant Trusts').getByText('1', { exact: true })).toBeVisible();

    await openSection(page, 'Individuals');
    const individualRow = page
      .getByRole('region', { name: 'Individuals' })
      .getByRole('row', { name: new RegExp(individualName) });
    await expect(individualRow.getByText('Chief Financial Officer')).toBeVisible();

    await openSection(page, 'Companies');
    await page.getByRole('region', { name: 'Companies' }).getByText(companyName).click();

    // When they open the company's tabs
    await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
    await expect(page.getByText('Reg: 2024/123456/07')).toBeVisible();
    await page.getByRole('tab', { name: 'Relationships' }).click();
    await expect(page.getByText('No directors or shareholders found.')).toBeVisible();
    await expect(page.getByText("This company doesn't have any relationships yet.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Relationship' })).toHaveAttribute(
      'href',
      /\/relationships\/create\?entityId=\d+$/,
    );
    await page.getByRole('tab', { name: 'Assets' }).click();
    await expect(page.getByText('No assets')).toBeVisible();
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByText('No notes provided.')).toBeVisible();

    // And rename the company
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/companies\/\d+\/edit$/);
    await page.getByLabel('Name', { exact: true }).fill(renamedCompany);
    await page.getByRole('button', { name: 'Save Changes' }).click();

    // Then the company page shows the new name
    await expect(page).toHaveURL(/\/companies\/\d+$/);
    await expect(page.getByRole('heading', { name: renamedCompany, level: 1 })).toBeVisible();

    // When they delete the individual from its page
    await openSection(page, 'Individuals');
    await page.getByRole('region', { name: 'Individuals' }).getByText(individualName).click();
    await expect(page.getByRole('heading', { name: individualName, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText(
        `Are you sure you want to delete ${individualName}? It can be restored from Trash for 30 days.`,
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    // Then the individuals list no longer shows them
    await expect(page).toHaveURL(/\/individuals$/);
    await expect(page.getByText('Individual deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Individuals' }).getByText(individualName)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Individuals' }).getByText('No results.')).toBeVisible();
  });
});
