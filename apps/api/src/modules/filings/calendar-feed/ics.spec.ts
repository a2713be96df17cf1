import { calendarHead, CALENDAR_TAIL, escapeText, foldLine, vevent } from './ics';
import { parseEvents, unescapeText, unfold } from './ics-parse';

const event = {
  uid: 'filing-7@ledgerline',
  day: '2026-02-28',
  summary: 'Annual return, Smith; Jones & Co, "Pty" Ltd \\ branch',
  description: `Due 28 Feb 2026\nNotes: ${'ééé long note, with commas; and semicolons '.repeat(6)}`,
  status: 'CONFIRMED' as const,
  lastModified: '2026-01-05T10:15:00.000Z',
};

describe('iCalendar writer (RFC 5545)', () => {
  const text = calendarHead('Ledgerline deadlines') + vevent(event) + CALENDAR_TAIL;

  it('ends every line in CRLF and folds lines at 75 octets without splitting a character', () => {
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.length).toBeGreaterThan(16);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toMatch(/\uFFFD/);
    expect(/[^\r]\n/.test(text)).toBe(false);
  });

  it('reads back the same summary and description after unfolding and unescaping', () => {
    const [parsed] = parseEvents(text);
    expect(unescapeText(parsed.SUMMARY.value)).toBe(event.summary);
    expect(unescapeText(parsed.DESCRIPTION.value)).toBe(event.description);
    expect(parsed.DTSTART).toEqual({ name: 'DTSTART', params: 'VALUE=DATE', value: '20260228' });
    expect(parsed.DTEND.value).toBe('20260301');
    expect(parsed.UID.value).toBe('filing-7@ledgerline');
    expect(parsed.DTSTAMP.value).toBe('20260105T101500Z');
    expect(parsed.STATUS.value).toBe('CONFIRMED');
    expect(unfold(text)[0]).toBe('BEGIN:VCALENDAR');
  });

  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves a short line alone and starts each continuation with one space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`X:${'é'.repeat(80)}`).split('\r\n');
    expect(folded[0]).toBe(`X:${'é'.repeat(36)}`);
    expect(folded[1]).toBe(` ${'é'.repeat(37)}`);
  });
});
