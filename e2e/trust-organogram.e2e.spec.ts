import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createEntity, relate } from './support/register-api';
import { register } from './support/register-in-browser';

/** The trust organogram in ranks, exported whole at print resolution (PNG) and as SVG. */

const entity = async (page: Page, type: string, name: string) =>
  (await createEntity(page, { type, name, ...(type === 'trust' ? { trustType: 'family' } : {}) })).id;

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Each text's vertical position in the exported SVG, by its content. */
function textRows(svg: string): Map<string, number> {
  const rows = new Map<string, number>();
  for (const match of svg.matchAll(
    /<text[^>]*transform="(?:matrix\([^)]*?([-\d.]+)\)|translate\([-\d.]+ ([-\d.]+)\))"[^>]*>([^<]*)<\/text>/g,
  ))
    rows.set(match[3], Number(match[1] ?? match[2]));
  return rows;
}

test('parties sit in ranks around the trust and the exports hold the whole diagram', async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await register(page, `org${suffix}`);
  const trust = await entity(page, 'trust', 'Ranked Family Trust');
  await relate(page, await entity(page, 'individual', 'Founder Fiona'), trust, 'founder');
  await relate(page, await entity(page, 'individual', 'Trustee Thabo'), trust, 'trustee');
  await relate(page, await entity(page, 'individual', 'Trustee Tumi'), trust, 'trustee');
  for (let i = 1; i <= 5; i++)
    await relate(page, await entity(page, 'individual', `Beneficiary ${i}`), trust, 'beneficiary', '10');
  await relate(page, trust, await entity(page, 'company', 'Held Holdings'), 'shareholder', '40');

  await page.goto(`/companies/${trust}/compliance`);
  await expect(page.getByTestId('trust-organogram')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legend' }).getByText('Holding')).toBeVisible();
  // Zoomed in on screen: the export still holds every party.
  await page.getByRole('button', { name: 'Zoom In' }).click();
  await page.getByRole('button', { name: 'Zoom In' }).click();

  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Image' }).click();
  const png = await readFile((await (await pngDownload).path())!);
  const size = pngSize(png);
  // Six parties below the trust at 190 px and 3x resolution.
  expect(size.width).toBeGreaterThanOrEqual(6 * 190 * 3);
  expect(size.height).toBeGreaterThan(3 * 150 * 3);

  const svgDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as SVG' }).click();
  const download = await svgDownload;
  expect(download.suggestedFilename()).toBe('Ranked-Family-Trust-organogram.svg');
  const svg = await readFile((await download.path())!, 'utf8');
  const rows = textRows(svg);
  for (const name of [
    'Founder Fiona',
    'Trustee Thabo',
    'Trustee Tumi',
    'Ranked Family Trust',
    'Held Holdings',
  ])
    expect(rows.has(name)).toBe(true);
  for (let i = 1; i <= 5; i++) expect(rows.has(`Beneficiary ${i}`)).toBe(true);
  // Founder and trustees above the trust, beneficiaries and holdings below it.
  const trustRow = rows.get('Ranked Family Trust')!;
  expect(rows.get('Founder Fiona')!).toBeLessThan(trustRow);
  expect(rows.get('Trustee Thabo')!).toBe(rows.get('Founder Fiona'));
  expect(rows.get('Beneficiary 1')!).toBeGreaterThan(trustRow);
  expect(rows.get('Held Holdings')!).toBeGreaterThan(trustRow);
});

test('a trustee who is also a beneficiary has one edge, sits under both roles, and the export says what it is', async ({
  page,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await register(page, `orgdual${suffix}`);
  const trustName = `Dual Role Trust ${suffix}`;
  const trust = await entity(page, 'trust', trustName);
  await relate(page, await entity(page, 'individual', 'Founder Fiona'), trust, 'founder');
  const dual = await entity(page, 'individual', 'Dumisani Dual');
  await relate(page, dual, trust, 'trustee');
  await relate(page, dual, trust, 'beneficiary', '10');

  await page.goto(`/companies/${trust}/compliance`);
  const chart = page.getByTestId('trust-organogram');
  await expect(chart).toBeVisible();
  // One edge between the person and the trust, its label naming both roles
  const edges = await chart
    .locator('div')
    .first()
    .evaluate((host) => {
      type Link = { source: string; target: string; label?: { formatter?: string } };
      const instance = (
        host as unknown as { echartsInstance: { getOption(): { series: { links: Link[] }[] } } }
      ).echartsInstance;
      return instance
        .getOption()
        .series[0]!.links.map((l) => ({ source: l.source, label: l.label?.formatter }));
    });
  const ofDual = edges.filter((edge) => edge.source === String(dual));
  expect(ofDual).toEqual([{ source: String(dual), label: 'Manages, Benefits (10%)' }]);

  // The List view groups by every role: the person is under Trustee and under Beneficiary
  await page.getByRole('group', { name: 'Organogram view' }).getByRole('button', { name: 'List' }).click();
  const list = page.getByTestId('trust-organogram-list');
  await expect(list.getByRole('list', { name: 'Trustee' })).toContainText('Dumisani Dual');
  await expect(list.getByRole('list', { name: 'Beneficiary' })).toContainText('Dumisani Dual');
  await expect(list.getByRole('list', { name: 'Beneficiary' })).toContainText('Benefits (10%)');
  await page.getByRole('group', { name: 'Organogram view' }).getByRole('button', { name: 'Chart' }).click();

  // The exported image (PNG and SVG are drawn from one option) has a title, its as-of date and a legend
  const svgDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as SVG' }).click();
  const svg = await readFile((await (await svgDownload).path())!, 'utf8');
  const texts = [...textRows(svg).keys()];
  expect(texts).toContain(`${trustName} Organogram`);
  expect(texts.some((text) => /^As of \d{1,2} [A-Z][a-z]+ \d{4}$/.test(text))).toBe(true);
  for (const role of ['Trust', 'Founder / Settlor', 'Trustee', 'Beneficiary']) expect(texts).toContain(role);
  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Image' }).click();
  const png = await readFile((await (await pngDownload).path())!);
  // Room for the title above and the legend below the two ranks and the trust
  expect(pngSize(png).height).toBeGreaterThan((2 * 150 + 2 * 90 + 2 * 60 + 80) * 3);
});
