/**
 * The busy times in an iCalendar feed (the "secret address in iCal format" that Google, Outlook
 * and Apple calendars publish), so that the booking picker stops offering slots the owner has
 * already given away. Pure: the text in, intervals out. The server runs it in a worker of its own
 * (`src/server/calendars/busy-worker.ts`), with a deadline and a memory limit.
 */
import ICAL from 'ical.js';
import { instantOf, zoneOffsetMinutes, type IsoDate } from '@/lib/calendar';
import { ianaZoneOf, settleZones } from '@/lib/calendar-zones';
import { boundRuleWork, isFloating } from '@/lib/recur-bounds';

/** A stretch of time in which the owner cannot take a call. */
export interface BusyTime {
  readonly start: Date;
  readonly end: Date;
}

/**
 * An event left out of the busy times, so that the rest of the feed still applies: it repeats
 * beyond the limits of one event (a daily series since 1950), the feed's other events used up the
 * limits of one reading, or one of its values cannot be read.
 */
export interface SkippedEvent {
  readonly summary: string;
  /** Its first day (`YYYY-MM-DD`), when it can be read. */
  readonly start: IsoDate | null;
  readonly reason: 'limits' | 'feedLimits' | 'unreadable';
}

/** What a feed says: its busy times, and the events left out (the first few named). */
export interface BusyReading {
  readonly busy: BusyTime[];
  readonly skipped: { readonly count: number; readonly named: SkippedEvent[] };
}

/** A feed that is not an iCalendar file (or cannot be read as one). */
export class CalendarFormatError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CalendarFormatError';
  }
}

/**
 * Bounds on the work one feed may cause. Feeds also carry invitations from strangers, so a rule
 * such as "every second, forever" must cost a bounded amount of time and memory. An event that
 * passes a bound is left out alone.
 */
export const busyLimits = {
  /** Steps through one event's repetitions: a daily series of 55 years. */
  occurrencesPerEvent: 20_000,
  /** Steps through all repetitions of one feed; a series beyond them is left out. */
  occurrencesPerFeed: 200_000,
  busyTimes: 20_000,
  /** Events left out that the owner is shown by name. */
  namedSkips: 5,
  /** Characters of an event's summary shown to the owner. */
  summaryLength: 80,
} as const;

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalProperty = InstanceType<typeof ICAL.Property>;

interface TimeWindow {
  readonly from: Date;
  readonly to: Date;
}

/** Why one event is left out; the rest of the feed is still read. */
class EventLeftOut extends Error {
  constructor(readonly reason: SkippedEvent['reason']) {
    super(reason);
  }
}

/** The intervals found so far, within the window and up to the overall limit. */
class BusyList {
  readonly times: BusyTime[] = [];

  constructor(private readonly window: TimeWindow) {}

  add(start: Date, end: Date): void {
    if (!(end > start)) return;
    if (start >= this.window.to || end <= this.window.from) return;
    if (this.times.length >= busyLimits.busyTimes) throw new EventLeftOut('feedLimits');
    // Kept within the window: what lies outside it takes no slot, and every instant stays a
    // four-digit year.
    this.times.push({
      start: start < this.window.from ? this.window.from : start,
      end: end > this.window.to ? this.window.to : end,
    });
  }
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Turns ical.js times into instants. A TZID whose zone has a name (`settleZones`) is read by that
 * name; a zone the file defines otherwise is resolved by ical.js, per parsed file. A TZID with
 * neither is read, like a floating time, in the firm's zone.
 */
class Instants {
  /** A zone's offset at the start of a UTC day (by day number), in minutes. */
  private readonly offsets = new Map<string, number>();

  constructor(
    private readonly timeZone: string,
    private readonly named: ReadonlyMap<string, string>,
  ) {}

  /** The zone a floating time with this TZID is read in. */
  zoneOf(tzid: string | undefined): string {
    if (tzid === undefined) return this.timeZone;
    return this.named.get(tzid) ?? ianaZoneOf(tzid) ?? this.timeZone;
  }

  of(time: IcalTime, tzid: string | undefined): Date {
    if (time.isDate) return instantOf(isoDateOf(time), '00:00', this.timeZone);
    if (!isFloating(time)) return new Date(time.toUnixTime() * 1000);
    return this.wallClock(time, this.zoneOf(tzid));
  }

  /**
   * The instant a wall-clock time shows in `zone`. A zone changes its offset at most once within
   * any few days, so where the offsets at the starts of the days around it agree, that offset
   * holds: most times need no lookup of their own.
   */
  private wallClock(time: IcalTime, zone: string): Date {
    const naive = Date.UTC(
      time.year,
      time.month - 1,
      time.day,
      time.hour,
      time.minute,
      time.second,
    );
    const offset = this.offsetOn(zone, Math.floor((naive - 15 * HOUR_MS) / DAY_MS));
    if (offset === this.offsetOn(zone, Math.ceil((naive + 15 * HOUR_MS) / DAY_MS)))
      return new Date(naive - offset * 60_000);
    const clock = `${pad(time.hour, 2)}:${pad(time.minute, 2)}`;
    return new Date(instantOf(isoDateOf(time), clock, zone).getTime() + time.second * 1000);
  }

  private offsetOn(zone: string, day: number): number {
    const key = `${zone} ${day}`;
    let offset = this.offsets.get(key);
    if (offset === undefined) {
      offset = zoneOffsetMinutes(new Date(day * DAY_MS), zone);
      this.offsets.set(key, offset);
    }
    return offset;
  }
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function isoDateOf(time: IcalTime): IsoDate {
  return `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
}

function tzidOfProperty(property: IcalProperty | null): string | undefined {
  const value: unknown = property?.getParameter('tzid');
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** The TZID parameter of a component's first `name` property, if any. */
function tzidOf(component: IcalComponent, name: string): string | undefined {
  return tzidOfProperty(component.getFirstProperty(name));
}

function textOf(component: IcalComponent, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

/** Events shown as free, and cancelled events or occurrences, do not block slots. */
function blocks(event: IcalEvent): boolean {
  return (
    textOf(event.component, 'transp') !== 'TRANSPARENT' &&
    textOf(event.component, 'status') !== 'CANCELLED'
  );
}

function uidOf(component: IcalComponent): string | undefined {
  const uid = component.getFirstPropertyValue('uid');
  return typeof uid === 'string' && uid !== '' ? uid : undefined;
}

/** The VCALENDAR components of a text; anything else is a format error. */
function calendarsOf(ics: string): IcalComponent[] {
  // ical.js cannot read a file that starts with a byte order mark.
  const text = ics.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new CalendarFormatError('The calendar is empty.');
  const firstLine = text.trimStart().split(/\r?\n|\r/, 1)[0] ?? '';
  if (!/^BEGIN:VCALENDAR\s*$/i.test(firstLine)) {
    throw new CalendarFormatError('The address did not return an iCalendar file.');
  }
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new CalendarFormatError('The calendar file could not be read.', { cause: error });
  }
  const roots: unknown[] = !Array.isArray(parsed)
    ? []
    : typeof parsed[0] === 'string'
      ? [parsed]
      : parsed;
  const calendars = roots
    .filter((root): root is unknown[] => Array.isArray(root) && root[0] === 'vcalendar')
    .map((root) => new ICAL.Component(root));
  if (calendars.length === 0) {
    throw new CalendarFormatError('The address did not return an iCalendar file.');
  }
  return calendars;
}

/**
 * Whether an occurrence is removed by the series' EXDATE values: exact instants, or whole days (a
 * DATE value removes the occurrences on that day). ical.js applies EXDATE too, but it moves through
 * the list one entry per occurrence, so an EXDATE that matches nothing can hide the next one;
 * checking here as well keeps every excluded occurrence out.
 */
function exclusionsOf(component: IcalComponent, instants: Instants) {
  const moments = new Set<number>();
  const days = new Set<IsoDate>();
  for (const property of component.getAllProperties('exdate')) {
    const tzid = tzidOfProperty(property);
    for (const value of property.getValues()) {
      if (!(value instanceof ICAL.Time)) continue;
      if (value.isDate) days.add(isoDateOf(value));
      else moments.add(instants.of(value, tzid).getTime());
    }
  }
  return (occurrence: IcalTime, start: Date): boolean =>
    moments.has(start.getTime()) || days.has(isoDateOf(occurrence));
}

/** What the reading of one feed shares. */
interface Context {
  readonly to: Date;
  readonly busy: BusyList;
  /** Steps taken through repetitions so far, across the feed. */
  steps: number;
  readonly skipped: SkippedEvent[];
  skippedCount: number;
}

interface Occurrence {
  readonly item: IcalEvent;
  readonly startDate: IcalTime;
  readonly endDate: IcalTime;
}

/** Adds the busy times of one event (single or recurring) and its overrides. */
function addSeries(
  component: IcalComponent,
  overrides: readonly IcalComponent[],
  instants: Instants,
  context: Context,
): void {
  const { to, busy } = context;
  if (!component.hasProperty('dtstart')) return;
  const startTzid = tzidOf(component, 'dtstart');
  boundRuleWork(component, to.getUTCFullYear() + 1, instants.zoneOf(startTzid));
  // Overrides are passed explicitly: left to itself, ical.js relates every RECURRENCE-ID event of
  // the file to every series, whatever its UID.
  const event = new ICAL.Event(component, { strictExceptions: true, exceptions: [...overrides] });
  const excluded = exclusionsOf(component, instants);

  const add = ({ item, startDate, endDate }: Occurrence) => {
    if (!blocks(item)) return;
    const own = item.component;
    let end = endDate;
    if (item !== event && !own.hasProperty('dtend') && !own.hasProperty('duration')) {
      // An override that gives only a new start keeps the series' length.
      end = startDate.clone();
      end.addDuration(event.duration);
    }
    const endTzid = item === event ? startTzid : (tzidOf(own, 'dtend') ?? tzidOf(own, 'dtstart'));
    busy.add(instants.of(startDate, tzidOf(own, 'dtstart')), instants.of(end, endTzid));
  };

  const seen = new Set<IcalEvent>();
  const addOccurrence = (time: IcalTime) => {
    const details = event.getOccurrenceDetails(time);
    seen.add(details.item);
    add(details);
  };

  // With RDATE but no RRULE, ical.js leaves out the first instance, DTSTART itself.
  const first = event.startDate;
  const firstStart = instants.of(first, startTzid);
  const startSeparately = component.hasProperty('rdate') && !component.hasProperty('rrule');
  if (startSeparately && firstStart < to && !excluded(first, firstStart)) addOccurrence(first);

  // When ical.js gives up on a rule before its first occurrence (it cannot use the rule, or the
  // rule used up its candidate checks), the event still takes place at its start.
  const startOnly = () => {
    if (!startSeparately && firstStart < to && !excluded(first, firstStart)) addOccurrence(first);
  };
  let expansion: ReturnType<IcalEvent['iterator']>;
  try {
    expansion = event.iterator();
  } catch {
    startOnly();
    return;
  }

  // Only repetitions count towards the feed's steps: a single event costs one.
  const repeats = component.hasProperty('rrule') || component.hasProperty('rdate');
  let completed = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  for (let step = 0; ; step += 1) {
    if (step >= busyLimits.occurrencesPerEvent) throw new EventLeftOut('limits');
    if (repeats && (context.steps += 1) > busyLimits.occurrencesPerFeed)
      throw new EventLeftOut('feedLimits');
    let next: unknown;
    try {
      next = expansion.next();
    } catch {
      if (step === 0) startOnly();
      break;
    }
    if (!next) {
      completed = true;
      break;
    }
    // RDATE;VALUE=PERIOD gives its own start and end.
    const period = next instanceof ICAL.Period ? next : undefined;
    const time = period ? period.start : next;
    if (!(time instanceof ICAL.Time)) break;
    const start = instants.of(time, startTzid);
    lastStart = start.getTime();
    if (start >= to) break;
    if (excluded(time, start)) continue;
    if (period) add({ item: event, startDate: time, endDate: period.getEnd() });
    else if (!(startSeparately && time.compare(first) === 0)) addOccurrence(time);
  }

  if (completed) return;
  // Expansion stopped early (at the window's end or a rule ical.js gave up on): overrides of later
  // occurrences can still have been moved into the window.
  for (const exception of Object.values(event.exceptions)) {
    if (seen.has(exception) || exception.modifiesFuture()) continue;
    const original = instants.of(
      exception.recurrenceId,
      tzidOf(exception.component, 'recurrence-id'),
    );
    if (original.getTime() < lastStart) continue;
    add({ item: exception, startDate: exception.startDate, endDate: exception.endDate });
  }
}

/** Adds the busy times of a single event that belongs to no series in the feed. */
function addSingle(component: IcalComponent, instants: Instants, { busy }: Context): void {
  if (!component.hasProperty('dtstart')) return;
  const event = new ICAL.Event(component, { exceptions: [] });
  if (!blocks(event)) return;
  busy.add(
    instants.of(event.startDate, tzidOf(component, 'dtstart')),
    instants.of(event.endDate, tzidOf(component, 'dtend') ?? tzidOf(component, 'dtstart')),
  );
}

/** A real calendar date, `YYYY-MM-DD`. */
const isRealDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/** An event as the owner is shown it when it is left out: its summary as one plain line. */
function skippedEvent(component: IcalComponent, reason: SkippedEvent['reason']): SkippedEvent {
  let summary = '';
  let start: IsoDate | null = null;
  try {
    const text: unknown = component.getFirstPropertyValue('summary');
    if (typeof text === 'string') summary = text;
    const value = component.getFirstPropertyValue('dtstart');
    if (value instanceof ICAL.Time && isRealDate(isoDateOf(value))) start = isoDateOf(value);
  } catch {
    // What cannot be read is not shown.
  }
  return {
    summary: Array.from(summary.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim())
      .slice(0, busyLimits.summaryLength)
      .join(''),
    start,
    reason,
  };
}

/** Notes an event left out, naming the first few. */
function leaveOut(context: Context, event: () => SkippedEvent): void {
  context.skippedCount += 1;
  if (context.skipped.length < busyLimits.namedSkips) context.skipped.push(event());
}

/** Adds one event's busy times, or leaves it out alone (and notes it) when it passes a bound. */
function addEvent(component: IcalComponent, context: Context, add: () => void): void {
  const kept = context.busy.times.length;
  try {
    add();
  } catch (error) {
    context.busy.times.length = kept;
    const reason = error instanceof EventLeftOut ? error.reason : 'unreadable';
    leaveOut(context, () => skippedEvent(component, reason));
  }
}

/** Adds the busy times of one VCALENDAR. */
function addCalendar(calendar: IcalComponent, timeZone: string, context: Context): void {
  const instants = new Instants(timeZone, settleZones(calendar, context.to.getUTCFullYear() + 1));
  // ical.js looks for the definition of a TZID among all of the calendar's components each time
  // it reads a time whose zone it did not find before: once per TZID is enough.
  const zoneById = calendar.getTimeZoneByID.bind(calendar);
  const zones = new Map<string, ReturnType<typeof zoneById>>();
  calendar.getTimeZoneByID = (tzid) => {
    let zone = zones.get(tzid);
    if (zone === undefined) {
      // For a TZID the file does not define, ical.js answers null (which its types do not say).
      zone = zoneById(tzid);
      zones.set(tzid, zone);
    }
    return zone;
  };
  const series: IcalComponent[] = [];
  const overrides = new Map<string, IcalComponent[]>();
  const orphans: IcalComponent[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (!component.hasProperty('recurrence-id')) {
      series.push(component);
      continue;
    }
    const uid = uidOf(component);
    if (uid === undefined) orphans.push(component);
    else if (overrides.has(uid)) overrides.get(uid)?.push(component);
    else overrides.set(uid, [component]);
  }
  const seriesUids = new Set(series.map(uidOf));
  for (const component of series) {
    const uid = uidOf(component);
    const own = uid === undefined ? [] : (overrides.get(uid) ?? []);
    addEvent(component, context, () => addSeries(component, own, instants, context));
  }
  // An override whose series is not in the feed (one invitation to a single occurrence of someone
  // else's series) is an event of its own.
  for (const [uid, components] of overrides) {
    if (!seriesUids.has(uid)) orphans.push(...components);
  }
  for (const component of orphans)
    addEvent(component, context, () => addSingle(component, instants, context));
}

/**
 * The busy times of an iCalendar text within [from, to): every VEVENT, recurrences expanded.
 * `timeZone` is the firm's IANA zone, used for all-day events and floating times.
 *
 * Intervals are cut to the window and sorted by start. Events shown as free
 * (TRANSP:TRANSPARENT) and cancelled events or occurrences are left out, because the owner has
 * said they do not keep him from a call. So is an event that passes the limits or cannot be read,
 * alone: the reading names it.
 *
 * Several texts (a CalDAV collection's events) are read as one feed, within one set of limits.
 */
export function busyTimesOf(
  ics: string | readonly string[],
  window: TimeWindow,
  timeZone: string,
): BusyReading {
  const context: Context = {
    to: window.to,
    busy: new BusyList(window),
    steps: 0,
    skipped: [],
    skippedCount: 0,
  };
  // One text is the feed; of several (a CalDAV collection's events) one that cannot be read is
  // an event left out.
  const calendars =
    typeof ics === 'string'
      ? calendarsOf(ics)
      : ics.flatMap((text) => {
          try {
            return calendarsOf(text);
          } catch {
            leaveOut(context, () => ({ summary: '', start: null, reason: 'unreadable' }));
            return [];
          }
        });
  try {
    for (const calendar of calendars) addCalendar(calendar, timeZone, context);
  } catch (error) {
    throw new CalendarFormatError('The calendar has a value that cannot be read.', {
      cause: error,
    });
  }
  return {
    busy: context.busy.times.sort(
      (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime(),
    ),
    skipped: { count: context.skippedCount, named: context.skipped },
  };
}
