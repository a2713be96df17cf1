/**
 * One Intl.DateTimeFormat per time zone for a given locale and options, built at its first use (building one
 * costs far more than formatting with it). Throws a RangeError for a zone name the runtime does not know.
 */
export function zoneFormatter(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let found = formatters.get(timeZone);
    if (!found) {
      found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formatters.set(timeZone, found);
    }
    return found;
  };
}
