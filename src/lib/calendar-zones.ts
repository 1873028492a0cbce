/**
 * The time zones of a calendar file, settled before ical.js reads a single time. ical.js expands
 * the repeat rules of a VTIMEZONE without any limit inside one call (a zone that changes every
 * minute since 2020 took 148 s and 1.5 GB), and a feed carries zones written by strangers.
 *
 * - A zone that names an IANA zone (directly, as a Windows zone name, as the tail of a path such
 *   as `/mozilla.org/20050126_1/Europe/Berlin`, or in `X-LIC-LOCATION`) is removed from the file;
 *   its times are then read by name, with the platform's time-zone database.
 * - A zone that names none (an Outlook "Customized Time Zone") is kept in the shape real zone
 *   definitions have: a few observances, each changing once a year on one month (`isZoneRule`)
 *   or on a few listed dates; anything else in it is dropped.
 */
import ICAL from 'ical.js';
import { findIana } from 'windows-iana';
import { boundRuleWork } from '@/lib/recur-bounds';

type IcalComponent = InstanceType<typeof ICAL.Component>;

/** Observances (STANDARD, DAYLIGHT) a kept zone may have: real ones list one to a few dozen. */
const OBSERVANCES_PER_ZONE = 40;
/** Listed change dates (RDATE values) a kept zone may have. */
const DATES_PER_ZONE = 100;
/** The parts a yearly change rule may use, as the zones calendar programs write do. */
const ZONE_RULE_PARTS = new Set(['BYMONTH', 'BYDAY', 'BYMONTHDAY']);

const knownZones = new Map<string, string | undefined>();

/** `name` as the platform knows it, if it is an IANA zone. */
function platformZone(name: string): string | undefined {
  if (!knownZones.has(name)) {
    let zone: string | undefined;
    try {
      zone = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      zone = undefined;
    }
    knownZones.set(name, zone);
  }
  return knownZones.get(name);
}

/** The IANA zone a TZID (or a zone's `X-LIC-LOCATION`) names, if it names one. */
export function ianaZoneOf(name: string): string | undefined {
  const trimmed = name.trim().replace(/^"|"$/g, '');
  if (trimmed === '' || trimmed.length > 100) return undefined;
  const windows = findIana(trimmed)[0];
  if (windows) return platformZone(windows);
  const direct = platformZone(trimmed);
  if (direct) return direct;
  // A path whose last two or three parts are an IANA name.
  const parts = trimmed.split('/').filter(Boolean);
  for (const length of [3, 2]) {
    if (parts.length > length) {
      const zone = platformZone(parts.slice(-length).join('/'));
      if (zone) return zone;
    }
  }
  return undefined;
}

function textOf(component: IcalComponent, name: string): string | undefined {
  const value: unknown = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether a kept zone's rule has the shape real zones use: once a year on one month, on a weekday
 * (`BYDAY=-1SU`) or on a few days of the month (`BYDAY=SU;BYMONTHDAY=25,…,31`).
 */
function isZoneRule(rule: unknown): boolean {
  if (!(rule instanceof ICAL.Recur) || rule.freq !== 'YEARLY' || rule.interval !== 1) return false;
  const { BYMONTH = [], BYDAY = [], BYMONTHDAY = [] } = rule.parts;
  return (
    Object.keys(rule.parts).every((part) => ZONE_RULE_PARTS.has(part)) &&
    BYMONTH.length === 1 &&
    BYDAY.length <= 1 &&
    BYMONTHDAY.length <= 7
  );
}

/** Cuts a zone that names no IANA zone to the shape of a real zone definition. */
function keepBounded(zone: IcalComponent, lastYear: number): void {
  let observances = 0;
  let dates = 0;
  // A copy: ical.js hands out the list it removes from.
  for (const part of [...zone.getAllSubcomponents()]) {
    const observance = ['standard', 'daylight'].includes(part.name);
    if (!observance || (observances += 1) > OBSERVANCES_PER_ZONE) {
      zone.removeSubcomponent(part);
      continue;
    }
    const [rule, ...more] = part.getAllProperties('rrule');
    for (const extra of more) part.removeProperty(extra);
    if (rule && !isZoneRule(rule.getFirstValue())) part.removeProperty(rule);
    for (const listed of part.getAllProperties('rdate')) {
      dates += listed.getValues().length;
      if (dates > DATES_PER_ZONE) part.removeProperty(listed);
    }
    boundRuleWork(part, lastYear);
  }
}

/**
 * Settles the zones of one VCALENDAR (see above) and returns the IANA zone of each TZID the file
 * names by a resolvable name; TZIDs of kept zones are left to ical.js.
 */
export function settleZones(calendar: IcalComponent, lastYear: number): Map<string, string> {
  const named = new Map<string, string>();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = textOf(zone, 'tzid');
    const location = textOf(zone, 'x-lic-location');
    const iana =
      (tzid === undefined ? undefined : ianaZoneOf(tzid)) ??
      (location === undefined ? undefined : ianaZoneOf(location));
    if (tzid !== undefined && iana !== undefined) {
      named.set(tzid, iana);
      calendar.removeSubcomponent(zone);
    } else if (tzid === undefined) {
      calendar.removeSubcomponent(zone);
    } else {
      try {
        keepBounded(zone, lastYear);
      } catch {
        // A definition that cannot be read: its times are read in the firm's zone.
        calendar.removeSubcomponent(zone);
      }
    }
  }
  return named;
}
