/**
 * Dates and numbers in the reader's language. The API sends dates as `YYYY-MM-DD HH:MM:SS` in the
 * site's time zone (API.md); they are read as wall-clock times and shown as such.
 */
const SITE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The wall-clock time as a Date in UTC, so formatting with timeZone UTC shows it unchanged. */
export function parseSiteDate(value: string): Date | null {
  const match = SITE_DATE.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string, locale: string, withTime = false): string {
  const date = parseSiteDate(value);
  if (!date) return value;
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}

/** ISO 8601 with the site's UTC offset, for `<time datetime>` and structured data. */
export function isoDateTime(value: string, timeZone: string): string | undefined {
  const wallClock = parseSiteDate(value);
  if (!wallClock) return undefined;
  const local = wallClock.toISOString().slice(0, 19);
  return `${local}${utcOffset(wallClock, timeZone)}`;
}

function utcOffset(wallClock: Date, timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(wallClock)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = name ? /GMT([+-]\d{2}:\d{2})/.exec(name) : null;
    return match?.[1] ?? 'Z';
  } catch {
    return 'Z';
  }
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: value >= 10_000 ? 'compact' : 'standard' }).format(value);
}
