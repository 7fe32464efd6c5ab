/**
 * The date filters pick days; the API takes instants. A day runs from the console's local
 * midnight to the next one, so "until 24 November" includes that whole day.
 */
export function dayStart(day: string): string | null {
  return day ? new Date(`${day}T00:00:00`).toISOString() : null;
}

export function dayEnd(day: string): string | null {
  return day ? new Date(`${day}T23:59:59.999`).toISOString() : null;
}

/** The local day of an instant, as the date input shows it. */
export function isoDay(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
