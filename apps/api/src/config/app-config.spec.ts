import { loadConfig } from './app-config';

describe("the installation's time zone (LEDGERLINE_TIME_ZONE)", () => {
  it('is Africa/Johannesburg unless set', () => {
    expect(loadConfig({}).timeZone).toBe('Africa/Johannesburg');
    expect(loadConfig({ LEDGERLINE_TIME_ZONE: ' ' }).timeZone).toBe('Africa/Johannesburg');
  });

  it('takes any IANA zone, spelt as the runtime spells it', () => {
    expect(loadConfig({ LEDGERLINE_TIME_ZONE: 'europe/london' }).timeZone).toBe('Europe/London');
  });

  it('stops the start on a name that is not a zone', () => {
    expect(() => loadConfig({ LEDGERLINE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      'LEDGERLINE_TIME_ZONE must be an IANA time zone name such as Africa/Johannesburg, got Mars/Olympus_Mons',
    );
  });
});

describe('how long idle keep-alive connections stay open (HTTP_KEEP_ALIVE_MS)', () => {
  it('is 65 s unless set, past a load balancer’s usual 60 s', () => {
    expect(loadConfig({}).httpKeepAliveMs).toBe(65_000);
    expect(loadConfig({ HTTP_KEEP_ALIVE_MS: '120000' }).httpKeepAliveMs).toBe(120_000);
  });

  it('stops the start on a value that is not a positive whole number', () => {
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_MS: '5s' })).toThrow(
      'HTTP_KEEP_ALIVE_MS must be a positive whole number, got 5s',
    );
  });
});
