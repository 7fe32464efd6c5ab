import { DASHBOARD_DAYS } from '@newsroom/contract/admin/dashboard';
import { todayIn } from '../../core/dates';

/** The dashboard's days, in the site's time zone: the curves' 30 and the most read's week. */
export interface DashboardWindow {
  timeZone: string;
  /** Oldest first, `DASHBOARD_DAYS` `YYYY-MM-DD` days, the last one today. */
  days: string[];
  /** The first day of the most read week (today and the six days before). */
  weekStart: string;
}

const DAY_MS = 86_400_000;

/** Calendar arithmetic on `YYYY-MM-DD` at noon UTC, so no daylight saving change moves a day. */
function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);
}

export function dashboardWindow(timeZone: string, now = new Date()): DashboardWindow {
  const today = todayIn(timeZone, now);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => daysBefore(today, DASHBOARD_DAYS - 1 - index));
  return { timeZone, days, weekStart: daysBefore(today, 6) };
}
