import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { installWebApp } from './spa-fallback';

describe('the built web app on the API origin', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ledgerline</title>');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'export {};');
  const app = express();
  installWebApp(app, dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('keeps fingerprinted assets for good and revalidates the page that names them', async () => {
    const asset = await request(app).get('/assets/index-AbC123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/groups/3', '/index.html']) {
      const page = await request(app).get(path).expect(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).toContain('<title>Ledgerline</title>');
    }
  });

  it('answers 404 for an asset of another build instead of the page', async () => {
    const missing = await request(app).get('/assets/index-Old999.js').expect(404);
    expect(missing.text).not.toContain('<title>');
  });

  it("serves the page for the app's own /assets routes", async () => {
    for (const path of ['/assets', '/assets/42', '/assets/create']) {
      const page = await request(app).get(path).expect(200);
      expect(page.text).toContain('<title>Ledgerline</title>');
    }
  });
});
