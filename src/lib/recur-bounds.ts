/**
 * Bounds on the work ical.js does for one repeat rule (RRULE), which it would otherwise not bound.
 * Used for the rules of events and of the time-zone definitions a feed keeps.
 */
import ICAL from 'ical.js';
import { zoneOffsetMinutes } from '@/lib/calendar';

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/** Raised inside ical.js's iteration when a rule has used up its candidate checks. */
class CandidateBudgetSpent extends Error {}

/**
 * How many candidate times ical.js may test against a rule's BYxxx parts. A rule whose parts can
 * never match (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`) makes ical.js test candidates forever inside
 * a single step. The rules calendar programs write test one to a few candidates per occurrence.
 */
const CANDIDATE_CHECKS_PER_RULE = 80_000;

/** Whether a time has no zone of its own in ical.js (floating, or a TZID it does not know). */
export const isFloating = (time: IcalTime) =>
  !time.zone || time.zone === ICAL.Timezone.localTimezone;

/** An instant as the wall-clock time of `timeZone`, without a zone (a floating ical.js time). */
function floatingIn(instant: Date, timeZone: string): IcalTime {
  const wall = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return new ICAL.Time(
    {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    },
    ICAL.Timezone.localTimezone,
  );
}

/**
 * Bounds the work ical.js does for the rules of one component:
 *
 * - A rule whose parts can never match gives up after `CANDIDATE_CHECKS_PER_RULE` candidate times.
 * - On starting a YEARLY rule, ical.js looks for the first year with an occurrence up to the rule's
 *   UNTIL or else the year 20000 (seconds for a rule that never matches); while starting, UNTIL is
 *   taken as the end of `lastYear` at the latest, since later occurrences are not needed.
 * - A series whose start is a wall-clock time of `timeZone` (its zone resolved by name rather than
 *   by ical.js) gets its UTC `UNTIL` as a wall-clock time of that zone too: ical.js would compare
 *   the two as if both were UTC and drop the last occurrence east of Greenwich.
 *
 * The changes sit on the parsed rule values of this one component, which belong to this call only.
 */
export function boundRuleWork(component: IcalComponent, lastYear: number, timeZone?: string): void {
  let checks = 0;
  for (const property of component.getAllProperties('rrule')) {
    const rule = property.getFirstValue();
    if (!(rule instanceof ICAL.Recur)) continue;
    const iteratorOf = rule.iterator.bind(rule);
    rule.iterator = (start) => {
      if (timeZone && rule.until && !isFloating(rule.until) && isFloating(start)) {
        rule.until = floatingIn(rule.until.toJSDate(), timeZone);
      }
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
        if (checks > CANDIDATE_CHECKS_PER_RULE) throw new CandidateBudgetSpent();
        return check();
      };
      return iterator;
    };
  }
}
