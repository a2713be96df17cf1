import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { rectInside, rectsOverlap, screenPicture, type ScreenPicture } from './support/echarts-view';
import { createEntity, relate, uniqueSuffix } from './support/register-api';

/**
 * Ownership network past ten entities (decision 0088): the whole drawing fits the card on load, labels never
 * overlap each other or spill out of their boxes at any zoom, and the export carries a title, a date and a legend.
 */

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const svgTexts = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

const SUBSIDIARIES = [
  'Ubuntu Mining Operations (Pty) Ltd',
  'Ubuntu Logistics',
  'Ubuntu Property Holdings (Pty) Ltd',
  'Ubuntu Agri',
  'Ubuntu Financial Services (Pty) Ltd',
  'Ubuntu Retail',
  'Ubuntu Renewable Energy (RF) (Pty) Ltd',
  'Ubuntu Water',
  'Ubuntu Media and Broadcasting (Pty) Ltd',
  'Ubuntu Health',
];

/**
 * Given 14 linked entities on Enterprise (no entity limit): a person owns a holding with ten subsidiaries, a
 * director and a trust reach across levels. The test-only route that raises the plan adds one company with no
 * links, which the network leaves out.
 */
async function seedNetwork(page: Page): Promise<string[]> {
  const seeded = await page.request.post('/api/testing/seed-graph', {
    data: { prefix: 'Standalone Nominees', entities: 1, links: [] },
  });
  expect(seeded.status()).toBe(201);
  const company = async (name: string) => (await createEntity(page, { type: 'company', name })).id;
  const individual = async (name: string) => (await createEntity(page, { type: 'individual', name })).id;
  const owner = await individual('Naledi Mokoena-Van der Merwe');
  const holding = await company('Ubuntu Holdings Group (Pty) Ltd');
  await relate(page, owner, holding, 'shareholder', '100');
  const subsidiaries: number[] = [];
  for (const [index, name] of SUBSIDIARIES.entries()) {
    const id = await company(name);
    subsidiaries.push(id);
    await relate(page, holding, id, 'shareholder', String(60 + index));
  }
  const director = await individual('Sipho Dlamini');
  for (const id of [holding, subsidiaries[2]!, subsidiaries[7]!])
    await relate(page, director, id, 'director');
  const trust = (
    await createEntity(page, { type: 'trust', name: 'Mokoena Family Trust', trustType: 'family' })
  ).id;
  await relate(page, owner, trust, 'trustee');
  await relate(page, trust, subsidiaries[4]!, 'shareholder', '20');
  const people = ['Naledi Mokoena-Van der Merwe', 'Sipho Dlamini'];
  return [...people, 'Ubuntu Holdings Group (Pty) Ltd', ...SUBSIDIARIES, 'Mokoena Family Trust'];
}

/** Labels that spill out of their box or print over one, and pairs of labels that overlap. */
function labelProblems({ boxes, labels }: ScreenPicture) {
  const astray = labels.filter((label) => {
    const hosts = boxes.filter((box) => rectsOverlap(label, box));
    return !(hosts.length === 0 || (hosts.length === 1 && rectInside(label, hosts[0]!)));
  });
  const clashes = labels.flatMap((a, i) =>
    labels
      .slice(i + 1)
      .filter((b) => rectsOverlap(a, b))
      .map((b) => `${a.text} / ${b.text}`),
  );
  return { astray: astray.map((label) => label.text), clashes };
}

test('an ownership network of 14 entities fits the card, keeps its labels apart and exports for a board pack', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  const registered = await page.request.post('/api/register', {
    data: { username: `netfit${uniqueSuffix()}`, password: 's3cret-pass' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const names = await seedNetwork(page);

  // When the dashboard opens, the whole network is on the canvas with readable, separate labels
  await page.goto('/dashboard');
  const chart = page.getByTestId('ownership-chart').first();
  await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await screenPicture(chart)).boxes.length).toBe(14);
  await expect(page.getByRole('button', { name: /Reset zoom/ })).toHaveText('100%');
  const fitted = await screenPicture(chart);
  const canvas = { x: 0, y: 0, ...fitted.canvas };
  const outside = fitted.boxes.filter((box) => !rectInside(box, canvas)).map((box) => box.text);
  expect(outside, 'boxes off the canvas').toEqual([]);
  expect(labelProblems(fitted)).toEqual({ astray: [], clashes: [] });
  // Names (whole or shortened) stay on screen, not only in tooltips
  expect(fitted.labels.some((label) => label.text.includes('Ubuntu'))).toBe(true);

  // Zoomed out (names too small to read are left to the tooltip) and in, labels never spill or stack
  const steps = ['Zoom Out', 'Zoom Out', 'Zoom In', 'Zoom In', 'Zoom In', 'Zoom In'];
  for (const [index, button] of steps.entries()) {
    await page.getByRole('button', { name: button }).click();
    await page.waitForTimeout(300);
    const picture = await screenPicture(chart);
    if (index >= 3) expect(picture.labels.length, `labels after ${button}`).toBeGreaterThan(0);
    expect(labelProblems(picture), `after ${button}`).toEqual({ astray: [], clashes: [] });
  }

  // The export is a board-pack picture: title, date, legend and every entity, as SVG and as a print PNG
  const svgDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as SVG' }).click();
  const texts = svgTexts(await readFile((await (await svgDownload).path())!, 'utf8'));
  expect(texts).toContain('Ownership Structure: All Entities');
  expect(texts.some((text) => /^As of \d{1,2} [A-Z][a-z]+ \d{4}$/.test(text))).toBe(true);
  for (const kind of ['Company', 'Individual', 'Trust', 'Ownership (%)', 'Other role'])
    expect(texts).toContain(kind);
  for (const name of names) expect(texts.some((text) => text.startsWith(name.slice(0, 12)))).toBe(true);
  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Image' }).click();
  const png = pngSize(await readFile((await (await pngDownload).path())!));
  // Three columns of boxes, ten rows of subsidiaries, the title and the legend, at print resolution
  expect(png.width).toBeGreaterThan(3 * 275 * 2);
  expect(png.height).toBeGreaterThan(10 * 90 * 2);
});
