/**
 * The busy times in an iCalendar feed (the "secret address in iCal format" that Google, Outlook
 * and Apple calendars publish), so that the booking picker stops offering slots the owner has
 * already given away. Pure: the text in, intervals out.
 */
import ICAL from 'ical.js';
import { instantOf, type IsoDate } from '@/lib/calendar';

/** A stretch of time in which the owner cannot take a call. */
export interface BusyTime {
  readonly start: Date;
  readonly end: Date;
}

/** A feed that is not an iCalendar file (or cannot be read as one). */
export class CalendarFormatError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CalendarFormatError';
  }
}

/**
 * A feed with more events or repetitions than `busyLimits` allow: refused as a whole rather than
 * read in part, as a part would leave the owner's later events bookable.
 */
export class CalendarTooLargeError extends CalendarFormatError {}

/**
 * Bounds on the work one feed may cause. Feeds also carry invitations from strangers, so a rule
 * such as "every second, forever" must cost a bounded amount of time and memory.
 */
export const busyLimits = {
  /** Steps through one event's repetitions: a daily series of 55 years. */
  occurrencesPerEvent: 20_000,
  /** Steps through all repetitions of one feed; beyond them the feed is refused as a whole. */
  occurrencesPerFeed: 200_000,
  busyTimes: 20_000,
} as const;

/** Steps between two pauses of the expansion, in which the server answers requests. */
const STEPS_PER_PAUSE = 500;

/**
 * How many candidate times ical.js may test against a rule's BYxxx parts, per event. A rule whose
 * parts can never match (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`) makes ical.js test candidates
 * forever inside a single step, which the occurrence count alone cannot stop. The rules calendar
 * programs write test one to a few candidates per occurrence.
 */
const candidateChecksPerEvent = 4 * busyLimits.occurrencesPerEvent;

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalProperty = InstanceType<typeof ICAL.Property>;

interface TimeWindow {
  readonly from: Date;
  readonly to: Date;
}

/** Raised inside ical.js's iteration when an event has used up its candidate checks. */
class CandidateBudgetSpent extends Error {}

/** The intervals found so far, within the window and up to the overall limit. */
class BusyList {
  readonly times: BusyTime[] = [];

  constructor(private readonly window: TimeWindow) {}

  add(start: Date, end: Date): void {
    if (!(end > start)) return;
    if (start >= this.window.to || end <= this.window.from) return;
    if (this.times.length >= busyLimits.busyTimes)
      throw new CalendarTooLargeError(`more than ${busyLimits.busyTimes} events in the window`);
    // Kept within the window: what lies outside it takes no slot, and every instant stays a
    // four-digit year.
    this.times.push({
      start: start < this.window.from ? this.window.from : start,
      end: end > this.window.to ? this.window.to : end,
    });
  }
}

/**
 * Turns ical.js times into instants. Zones defined by a VTIMEZONE in the file are resolved by
 * ical.js itself, per parsed file. A TZID without a VTIMEZONE leaves the time floating in ical.js;
 * when the TZID is an IANA name (as some feeds send) the wall-clock time is read in that zone,
 * otherwise, like a floating time, in the firm's zone.
 */
class Instants {
  private readonly ianaNames = new Map<string, boolean>();

  constructor(private readonly timeZone: string) {}

  of(time: IcalTime, tzid: string | undefined): Date {
    const date = isoDateOf(time);
    if (time.isDate) return instantOf(date, '00:00', this.timeZone);
    if (time.zone && time.zone !== ICAL.Timezone.localTimezone) {
      return new Date(time.toUnixTime() * 1000);
    }
    const zone = tzid !== undefined && this.isIanaName(tzid) ? tzid : this.timeZone;
    const clock = `${pad(time.hour, 2)}:${pad(time.minute, 2)}`;
    return new Date(instantOf(date, clock, zone).getTime() + time.second * 1000);
  }

  private isIanaName(name: string): boolean {
    let known = this.ianaNames.get(name);
    if (known === undefined) {
      try {
        new Intl.DateTimeFormat('en', { timeZone: name });
        known = true;
      } catch {
        known = false;
      }
      this.ianaNames.set(name, known);
    }
    return known;
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
 * Bounds the work ical.js does for an event's rules, which it would otherwise not bound:
 *
 * - A rule whose parts can never match makes it test candidates forever inside one step; it
 *   gives up after `candidateChecksPerEvent` candidate times.
 * - On starting a YEARLY rule, it looks for the first year with an occurrence up to the rule's
 *   UNTIL or else the year 20000 (seconds for a rule that never matches); while starting, UNTIL
 *   is taken as the year after the window at the latest, since later occurrences are not needed.
 *
 * The changes sit on the parsed rule values of this one component, which belong to this call only.
 */
function boundRuleWork(component: IcalComponent, to: Date): void {
  let checks = 0;
  const lastYear = to.getUTCFullYear() + 1;
  for (const property of component.getAllProperties('rrule')) {
    const rule = property.getFirstValue();
    if (!(rule instanceof ICAL.Recur)) continue;
    const iteratorOf = rule.iterator.bind(rule);
    rule.iterator = (start) => {
      const until = rule.until;
      if (until === null || until.year > lastYear) {
        rule.until = new ICAL.Time(
          { year: lastYear, month: 12, day: 31 },
          ICAL.Timezone.utcTimezone,
        );
      }
      let iterator: ReturnType<typeof iteratorOf>;
      try {
        iterator = iteratorOf(start);
      } finally {
        rule.until = until;
      }
      const check = iterator.check_contracting_rules.bind(iterator);
      iterator.check_contracting_rules = () => {
        checks += 1;
        if (checks > candidateChecksPerEvent) throw new CandidateBudgetSpent();
        return check();
      };
      return iterator;
    };
  }
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

/** What the expansion of one feed shares. */
interface Context {
  readonly to: Date;
  readonly instants: Instants;
  readonly busy: BusyList;
  /** Steps taken through repetitions so far, across the feed. */
  steps: number;
}

interface Occurrence {
  readonly item: IcalEvent;
  readonly startDate: IcalTime;
  readonly endDate: IcalTime;
}

/** Adds the busy times of one event (single or recurring) and its overrides. */
function* addSeries(
  component: IcalComponent,
  overrides: readonly IcalComponent[],
  context: Context,
): Generator<void, void> {
  const { to, instants, busy } = context;
  if (!component.hasProperty('dtstart')) return;
  boundRuleWork(component, to);
  // Overrides are passed explicitly: left to itself, ical.js relates every RECURRENCE-ID event of
  // the file to every series, whatever its UID.
  const event = new ICAL.Event(component, { strictExceptions: true, exceptions: [...overrides] });
  const startTzid = tzidOf(component, 'dtstart');
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

  let completed = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let step = 0;
  for (; step < busyLimits.occurrencesPerEvent; step += 1) {
    context.steps += 1;
    if (context.steps > busyLimits.occurrencesPerFeed)
      throw new CalendarTooLargeError(`more than ${busyLimits.occurrencesPerFeed} repetitions`);
    if (context.steps % STEPS_PER_PAUSE === 0) yield;
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

  if (step >= busyLimits.occurrencesPerEvent)
    throw new CalendarTooLargeError(
      `an event repeats more than ${busyLimits.occurrencesPerEvent} times before the window ends`,
    );
  if (completed) return;
  // Expansion stopped early (at the window's end or a limit): overrides of later occurrences can
  // still have been moved into the window.
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

/** Adds the busy times of one VCALENDAR. */
function* addCalendar(calendar: IcalComponent, context: Context): Generator<void, void> {
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
    yield* addSeries(component, uid === undefined ? [] : (overrides.get(uid) ?? []), context);
  }
  // An override whose series is not in the feed (one invitation to a single occurrence of someone
  // else's series) is an event of its own.
  for (const [uid, components] of overrides) {
    if (!seriesUids.has(uid)) orphans.push(...components);
  }
  for (const component of orphans) {
    if (!component.hasProperty('dtstart')) continue;
    const event = new ICAL.Event(component, { exceptions: [] });
    if (!blocks(event)) continue;
    const { instants, busy } = context;
    busy.add(
      instants.of(event.startDate, tzidOf(component, 'dtstart')),
      instants.of(event.endDate, tzidOf(component, 'dtend') ?? tzidOf(component, 'dtstart')),
    );
  }
}

/**
 * The busy times of an iCalendar text within [from, to): every VEVENT, recurrences expanded.
 * `timeZone` is the firm's IANA zone, used for all-day events and floating times.
 *
 * Intervals are cut to the window and sorted by start. Events shown as free
 * (TRANSP:TRANSPARENT) and cancelled events or occurrences are left out, because the owner has
 * said they do not keep him from a call.
 *
 * Several texts (a CalDAV collection's events) are read as one feed, within one set of limits.
 * The expansion pauses (yields) every few hundred steps, so that a caller can let other work run
 * in between (`busyTimesOf` runs it through at once).
 */
export function* expandBusyTimes(
  ics: string | readonly string[],
  window: { from: Date; to: Date },
  timeZone: string,
): Generator<void, BusyTime[]> {
  const calendars = (typeof ics === 'string' ? [ics] : ics).flatMap(calendarsOf);
  const busy = new BusyList(window);
  const context: Context = { to: window.to, instants: new Instants(timeZone), busy, steps: 0 };
  try {
    for (const calendar of calendars) yield* addCalendar(calendar, context);
  } catch (error) {
    if (error instanceof CalendarFormatError) throw error;
    throw new CalendarFormatError('An event in the calendar has a value that cannot be read.', {
      cause: error,
    });
  }
  return busy.times.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime(),
  );
}

/** `expandBusyTimes` without pauses. */
export function busyTimesOf(
  ics: string | readonly string[],
  window: { from: Date; to: Date },
  timeZone: string,
): BusyTime[] {
  const expansion = expandBusyTimes(ics, window, timeZone);
  for (;;) {
    const step = expansion.next();
    if (step.done) return step.value;
  }
}
