import { TIMEZONE } from './config';

/**
 * How Plane renders time (fixtures/plane/README.md, rule 1): a DRF serializer field in the
 * requesting user's zone with its offset, a `.values()` list straight from UTC with `Z`; both with
 * microseconds, as Python prints them.
 */

const micro = (date: Date) => `${String(date.getUTCMilliseconds()).padStart(3, '0')}000`;
const wall = (date: Date) => date.toISOString().slice(0, 19);

/** `2026-05-18T10:41:02.876000Z` */
export function utc(iso: string): string {
  const date = new Date(iso);
  return `${wall(date)}.${micro(date)}Z`;
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** `2026-05-18T12:41:02.876000+02:00` */
export function zoned(iso: string, timeZone = TIMEZONE): string {
  const date = new Date(iso);
  const offset = offsetMinutes(date, timeZone);
  const local = new Date(date.getTime() + offset * 60_000);
  return `${wall(local)}.${micro(date)}${offsetText(offset)}`;
}

/** A day's wall-clock time in the zone, as Plane converts cycle dates: `2026-05-11T00:00:01+02:00`. */
export function zonedWallClock(day: string, time: string, timeZone = TIMEZONE): string {
  // The offset at noon UTC of that day is the day's offset everywhere but on a switch-over day.
  const offset = offsetMinutes(new Date(`${day}T12:00:00Z`), timeZone);
  return `${day}T${time}${offsetText(offset)}`;
}

/** The instant of a wall-clock time in the zone. */
export function instantOf(day: string, time: string, timeZone = TIMEZONE): Date {
  return new Date(zonedWallClock(day, time, timeZone));
}

/** The UTC calendar day of an instant. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Seconds since the epoch, as Plane's activity `epoch`. */
export const epochOf = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export const nowIso = () => new Date().toISOString();
