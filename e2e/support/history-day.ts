/** Today as the history sentences name a day ('3 March 2025'), in the accounts' default zone. */
export const historyToday = (): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Johannesburg',
  }).format(new Date());
