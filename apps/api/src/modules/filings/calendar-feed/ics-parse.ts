/** Reads an iCalendar text back (for specs): unfolds lines, splits name, parameters and value. */
export interface ParsedProperty {
  name: string;
  params: string;
  value: string;
}

export function unfold(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('the text must end in CRLF');
  if (/[^\r]\n/.test(text) || /\r[^\n]/.test(text)) throw new Error('every line must end in CRLF');
  return text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

export function parseLine(line: string): ParsedProperty {
  const colon = line.indexOf(':');
  const head = line.slice(0, colon);
  const semicolon = head.indexOf(';');
  return {
    name: semicolon < 0 ? head : head.slice(0, semicolon),
    params: semicolon < 0 ? '' : head.slice(semicolon + 1),
    value: line.slice(colon + 1),
  };
}

/** The VEVENTs of a calendar, each as its properties by name. */
export function parseEvents(text: string): Record<string, ParsedProperty>[] {
  const events: Record<string, ParsedProperty>[] = [];
  let current: Record<string, ParsedProperty> | null = null;
  for (const line of unfold(text)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const property = parseLine(line);
      current[property.name] = property;
    }
  }
  return events;
}
