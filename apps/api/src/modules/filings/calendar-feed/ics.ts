/**
 * A small RFC 5545 writer: content lines end in CRLF and are folded at 75 octets (a fold never splits a
 * UTF-8 character); TEXT values escape backslash, semicolon, comma and newlines.
 */
const CRLF = '\r\n';
const MAX_OCTETS = 75;

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits one content line into 75-octet pieces; each continuation starts with a space (which counts). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** `20260105T101500Z` from an ISO instant. */
export const utcStamp = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** `20260105` from YYYY-MM-DD, for VALUE=DATE. */
export const dateValue = (day: string): string => day.replace(/-/g, '');

export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A property as `NAME;PARAMS:value`, folded; `value` must already be escaped where it is TEXT. */
export const property = (name: string, value: string): string => foldLine(`${name}:${value}`) + CRLF;

export interface CalendarEvent {
  uid: string;
  /** All day: YYYY-MM-DD. */
  day: string;
  summary: string;
  description: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  lastModified: string;
  url?: string;
  categories?: string;
}

export function vevent(event: CalendarEvent): string {
  return [
    'BEGIN:VEVENT\r\n',
    property('UID', event.uid),
    property('DTSTAMP', utcStamp(event.lastModified)),
    property('LAST-MODIFIED', utcStamp(event.lastModified)),
    property('DTSTART;VALUE=DATE', dateValue(event.day)),
    property('DTEND;VALUE=DATE', dateValue(nextDay(event.day))),
    property('SUMMARY', escapeText(event.summary)),
    property('DESCRIPTION', escapeText(event.description)),
    property('STATUS', event.status),
    property('TRANSP', 'TRANSPARENT'),
    ...(event.categories ? [property('CATEGORIES', escapeText(event.categories))] : []),
    ...(event.url ? [property('URL', event.url)] : []),
    'END:VEVENT\r\n',
  ].join('');
}

export function calendarHead(name: string): string {
  return [
    'BEGIN:VCALENDAR\r\n',
    property('VERSION', '2.0'),
    property('PRODID', '-//Ledgerline//Deadlines//EN'),
    property('CALSCALE', 'GREGORIAN'),
    property('X-WR-CALNAME', escapeText(name)),
  ].join('');
}

export const CALENDAR_TAIL = 'END:VCALENDAR\r\n';
