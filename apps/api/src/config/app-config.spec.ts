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
