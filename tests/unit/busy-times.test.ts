import { describe, expect, it } from 'vitest';
import {
  busyLimits,
  busyTimesOf as readingOf,
  CalendarFormatError,
  type BusyTime,
} from '@/lib/busy-times';

const berlin = 'Europe/Berlin';

/** The busy times of a feed, for tests that read no event left out. */
function busyTimesOf(...args: Parameters<typeof readingOf>): BusyTime[] {
  const { busy, skipped } = readingOf(...args);
  expect(skipped).toEqual({ count: 0, named: [] });
  return busy;
}

/** March and April 2026: both daylight-saving changes (US 8 March, EU 29 March) fall inside. */
const spring = { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-05-01T00:00:00Z') };

/** An iCalendar file as feeds send it: CRLF line ends, a VCALENDAR around the given lines. */
function feed(...lines: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Busy times//EN',
    'CALSCALE:GREGORIAN',
    ...lines,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const berlinZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'X-LIC-LOCATION:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const newYorkZone = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'X-LIC-LOCATION:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function event(...lines: string[]): string[] {
  return ['BEGIN:VEVENT', 'DTSTAMP:20260201T120000Z', ...lines, 'END:VEVENT'];
}

/** `start/end` in UTC, to the minute, for readable expectations. */
function spans(times: readonly BusyTime[]): string[] {
  return times.map(
    ({ start, end }) =>
      `${start.toISOString().slice(0, 16)}/${end.toISOString().slice(11, 16)}${
        end.getTime() - start.getTime() >= 86_400_000 ? ` (${end.toISOString().slice(0, 10)})` : ''
      }`,
  );
}

function hourIn(instant: Date, timeZone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(
      instant,
    ),
  );
}

describe('busyTimesOf: recurring events', () => {
  const teamCall = feed(
    ...berlinZone,
    ...event(
      'UID:team-call@example.com',
      'SUMMARY:Team call',
      'DTSTART;TZID=Europe/Berlin:20260302T090000',
      'DTEND;TZID=Europe/Berlin:20260302T100000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6',
      'EXDATE;TZID=Europe/Berlin:20260316T090000',
    ),
    ...event(
      'UID:team-call@example.com',
      'SUMMARY:Team call (moved to Tuesday afternoon)',
      'RECURRENCE-ID;TZID=Europe/Berlin:20260323T090000',
      'DTSTART;TZID=Europe/Berlin:20260324T150000',
      'DTEND;TZID=Europe/Berlin:20260324T160000',
    ),
  );

  it('expands a weekly series, drops the EXDATE and moves the overridden occurrence', () => {
    expect(spans(busyTimesOf(teamCall, spring, berlin))).toEqual([
      '2026-03-02T08:00/09:00',
      '2026-03-09T08:00/09:00',
      // 16 March is excluded; 23 March 09:00 is free, 24 March 15:00 (CET) is busy.
      '2026-03-24T14:00/15:00',
      // Berlin summer time from 29 March: 09:00 is 07:00 UTC.
      '2026-03-30T07:00/08:00',
      '2026-04-06T07:00/08:00',
    ]);
  });

  it('removes an occurrence whose override is cancelled', () => {
    const ics = feed(
      ...event(
        'UID:standup@example.com',
        'DTSTART:20260302T080000Z',
        'DTEND:20260302T083000Z',
        'RRULE:FREQ=DAILY;COUNT=3',
      ),
      ...event(
        'UID:standup@example.com',
        'RECURRENCE-ID:20260303T080000Z',
        'DTSTART:20260303T080000Z',
        'DTEND:20260303T083000Z',
        'STATUS:CANCELLED',
      ),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual([
      '2026-03-02T08:00/08:30',
      '2026-03-04T08:00/08:30',
    ]);
  });

  it('applies every EXDATE, also after EXDATE values that match no occurrence', () => {
    // ical.js alone moves through the EXDATE list one entry per occurrence and keeps 4 March.
    const ics = feed(
      ...event(
        'UID:daily@example.com',
        'DTSTART:20260302T100000Z',
        'DTEND:20260302T110000Z',
        'RRULE:FREQ=DAILY;COUNT=5',
        'EXDATE:20260302T120000Z,20260302T130000Z,20260303T120000Z,20260304T100000Z',
      ),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual([
      '2026-03-02T10:00/11:00',
      '2026-03-03T10:00/11:00',
      '2026-03-05T10:00/11:00',
      '2026-03-06T10:00/11:00',
    ]);
  });

  it('relates overrides to the series with the same UID only', () => {
    const ics = feed(
      ...event(
        'UID:a@example.com',
        'DTSTART:20260302T100000Z',
        'DTEND:20260302T110000Z',
        'RRULE:FREQ=DAILY;COUNT=2',
      ),
      ...event(
        'UID:b@example.com',
        'DTSTART:20260302T100000Z',
        'DTEND:20260302T110000Z',
        'RRULE:FREQ=DAILY;COUNT=2',
      ),
      ...event(
        'UID:b@example.com',
        'RECURRENCE-ID:20260303T100000Z',
        'DTSTART:20260303T150000Z',
        'DTEND:20260303T160000Z',
      ),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual([
      '2026-03-02T10:00/11:00',
      '2026-03-02T10:00/11:00',
      '2026-03-03T10:00/11:00',
      '2026-03-03T15:00/16:00',
    ]);
  });

  it('counts an occurrence moved into the window from after its end', () => {
    const ics = feed(
      ...event(
        'UID:review@example.com',
        'DTSTART:20260302T100000Z',
        'DTEND:20260302T110000Z',
        'RRULE:FREQ=WEEKLY',
      ),
      ...event(
        'UID:review@example.com',
        'RECURRENCE-ID:20260316T100000Z',
        'DTSTART:20260312T140000Z',
        'DTEND:20260312T150000Z',
      ),
    );
    const window = { from: spring.from, to: new Date('2026-03-14T00:00:00Z') };
    expect(spans(busyTimesOf(ics, window, berlin))).toEqual([
      '2026-03-02T10:00/11:00',
      '2026-03-09T10:00/11:00',
      '2026-03-12T14:00/15:00',
    ]);
  });

  it('counts an override whose series is not in the feed as an event of its own', () => {
    const ics = feed(
      ...event(
        'UID:someone-elses-series@example.org',
        'RECURRENCE-ID:20260310T090000Z',
        'DTSTART:20260310T090000Z',
        'DTEND:20260310T100000Z',
      ),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual(['2026-03-10T09:00/10:00']);
  });

  it('keeps the DTSTART instance of an event that recurs by RDATE only', () => {
    const ics = feed(
      ...event(
        'UID:rdate@example.com',
        'DTSTART:20260302T100000Z',
        'DTEND:20260302T110000Z',
        'RDATE:20260310T100000Z,20260317T100000Z',
      ),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual([
      '2026-03-02T10:00/11:00',
      '2026-03-10T10:00/11:00',
      '2026-03-17T10:00/11:00',
    ]);
  });
});

describe('busyTimesOf: time zones', () => {
  const newYorkCall = (withZone: boolean) =>
    feed(
      ...(withZone ? newYorkZone : []),
      ...event(
        'UID:ny@example.com',
        'DTSTART;TZID=America/New_York:20260320T100000',
        'DTEND;TZID=America/New_York:20260320T110000',
      ),
    );

  it.each([
    ['with', true],
    ['without', false],
  ])('reads a New York time %s a VTIMEZONE in the file', (_, withZone) => {
    // 20 March: New York is on summer time (since 8 March), Berlin not yet (29 March).
    expect(spans(busyTimesOf(newYorkCall(withZone), spring, berlin))).toEqual([
      '2026-03-20T14:00/15:00',
    ]);
  });

  it.each([
    ['with', true],
    ['without', false],
  ])(
    'keeps a weekly New York event at 10:00 New York time across both changes, %s a VTIMEZONE',
    (_, withZone) => {
      const ics = feed(
        ...(withZone ? newYorkZone : []),
        ...event(
          'UID:ny-weekly@example.com',
          'DTSTART;TZID=America/New_York:20260302T100000',
          'DTEND;TZID=America/New_York:20260302T110000',
          'RRULE:FREQ=WEEKLY;COUNT=6',
        ),
      );
      const times = busyTimesOf(ics, spring, berlin);
      expect(times.map(({ start }) => start.toISOString().slice(0, 10))).toEqual([
        '2026-03-02',
        '2026-03-09',
        '2026-03-16',
        '2026-03-23',
        '2026-03-30',
        '2026-04-06',
      ]);
      expect(times.map(({ start }) => hourIn(start, 'America/New_York'))).toEqual([
        10, 10, 10, 10, 10, 10,
      ]);
      expect(times.map(({ start }) => start.getUTCHours())).toEqual([15, 14, 14, 14, 14, 14]);
      expect(times.map(({ start }) => hourIn(start, berlin))).toEqual([16, 15, 15, 15, 16, 16]);
      expect(times.every(({ start, end }) => end.getTime() - start.getTime() === 3_600_000)).toBe(
        true,
      );
    },
  );

  it('uses each file its own definition of a TZID, with nothing left over between calls', () => {
    const office = (offset: string) => [
      'BEGIN:VTIMEZONE',
      'TZID:Office',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const meeting = event(
      'UID:office@example.com',
      'DTSTART;TZID=Office:20260310T120000',
      'DTEND;TZID=Office:20260310T130000',
    );
    expect(spans(busyTimesOf(feed(...office('+0300'), ...meeting), spring, berlin))).toEqual([
      '2026-03-10T09:00/10:00',
    ]);
    expect(spans(busyTimesOf(feed(...office('-0500'), ...meeting), spring, berlin))).toEqual([
      '2026-03-10T17:00/18:00',
    ]);
    // Unknown, not an IANA name, no definition: read like a floating time, in the firm's zone.
    expect(spans(busyTimesOf(feed(...meeting), spring, berlin))).toEqual([
      '2026-03-10T11:00/12:00',
    ]);
  });

  it('reads times with Z as UTC and floating times in the firm’s zone', () => {
    const ics = feed(
      ...event('UID:utc@example.com', 'DTSTART:20260310T120000Z', 'DTEND:20260310T130000Z'),
      ...event('UID:floating@example.com', 'DTSTART:20260311T120000', 'DTEND:20260311T130000'),
      ...event('UID:summer@example.com', 'DTSTART:20260401T120000', 'DTEND:20260401T130000'),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual([
      '2026-03-10T12:00/13:00',
      '2026-03-11T11:00/12:00',
      '2026-04-01T10:00/11:00',
    ]);
  });
});

describe('busyTimesOf: all-day events and lengths', () => {
  it('blocks an all-day event from midnight to midnight in the firm’s zone (no DTEND: one day)', () => {
    const ics = feed(
      ...event('UID:holiday@example.com', 'SUMMARY:Off', 'DTSTART;VALUE=DATE:20260325'),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual([
      '2026-03-24T23:00/23:00 (2026-03-25)',
    ]);
  });

  it('blocks a multi-day all-day event up to its exclusive DTEND, across the EU change', () => {
    const ics = feed(
      ...event('UID:trip@example.com', 'DTSTART;VALUE=DATE:20260328', 'DTEND;VALUE=DATE:20260331'),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual([
      '2026-03-27T23:00/22:00 (2026-03-30)',
    ]);
  });

  it('takes the length from DURATION, and skips a timed event without DTEND or DURATION', () => {
    const ics = feed(
      ...event('UID:duration@example.com', 'DTSTART:20260310T090000Z', 'DURATION:PT1H30M'),
      ...event('UID:reminder@example.com', 'DTSTART:20260311T090000Z'),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual(['2026-03-10T09:00/10:30']);
  });

  it('skips events shown as free and cancelled events', () => {
    const ics = feed(
      ...event(
        'UID:free@example.com',
        'DTSTART:20260310T090000Z',
        'DTEND:20260310T100000Z',
        'TRANSP:TRANSPARENT',
      ),
      ...event(
        'UID:cancelled@example.com',
        'DTSTART:20260311T090000Z',
        'DTEND:20260311T100000Z',
        'STATUS:CANCELLED',
      ),
      ...event(
        'UID:busy@example.com',
        'DTSTART:20260312T090000Z',
        'DTEND:20260312T100000Z',
        'TRANSP:OPAQUE',
        'STATUS:CONFIRMED',
      ),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual(['2026-03-12T09:00/10:00']);
  });
});

/**
 * "Returns quickly" for the rules below: they take 0.2 to 0.5 s on a two-core machine, while an
 * unbounded rule never returns. The margin allows for a machine busy with other work.
 */
const quickly = 2_000;

describe('busyTimesOf: window and limits', () => {
  it('returns the intervals overlapping [from, to), cut to it, sorted by start', () => {
    const ics = feed(
      ...event('UID:late@example.com', 'DTSTART:20260312T090000Z', 'DTEND:20260312T100000Z'),
      ...event('UID:across@example.com', 'DTSTART:20260309T230000Z', 'DTEND:20260310T010000Z'),
      ...event('UID:before@example.com', 'DTSTART:20260309T220000Z', 'DTEND:20260310T000000Z'),
      ...event('UID:at-end@example.com', 'DTSTART:20260313T000000Z', 'DTEND:20260313T010000Z'),
      ...event('UID:early@example.com', 'DTSTART:20260311T090000Z', 'DTEND:20260311T100000Z'),
    );
    const window = {
      from: new Date('2026-03-10T00:00:00Z'),
      to: new Date('2026-03-13T00:00:00Z'),
    };
    expect(spans(busyTimesOf(ics, window, berlin))).toEqual([
      '2026-03-10T00:00/01:00',
      '2026-03-11T09:00/10:00',
      '2026-03-12T09:00/10:00',
    ]);
  });

  it('stops expanding an endless series at the end of the window', () => {
    const ics = feed(
      ...event(
        'UID:forever@example.com',
        'DTSTART:20260302T100000Z',
        'DTEND:20260302T110000Z',
        'RRULE:FREQ=DAILY',
      ),
    );
    const window = { from: spring.from, to: new Date('2026-03-05T00:00:00Z') };
    expect(spans(busyTimesOf(ics, window, berlin))).toEqual([
      '2026-03-02T10:00/11:00',
      '2026-03-03T10:00/11:00',
      '2026-03-04T10:00/11:00',
    ]);
  });

  it('leaves out a FREQ=SECONDLY series alone, quickly, and names it', () => {
    const ics = feed(
      ...event(
        'UID:hostile@example.com',
        'DTSTART:20260310T000000Z',
        'DURATION:PT1S',
        'RRULE:FREQ=SECONDLY',
        'SUMMARY:Every second',
      ),
      ...event('UID:meeting@example.com', 'DTSTART:20260312T090000Z', 'DURATION:PT1H'),
    );
    const started = performance.now();
    const { busy, skipped } = readingOf(ics, spring, berlin);
    expect(performance.now() - started).toBeLessThan(quickly);
    expect(spans(busy)).toEqual(['2026-03-12T09:00/10:00']);
    expect(skipped).toEqual({
      count: 1,
      named: [{ summary: 'Every second', start: '2026-03-10', reason: 'limits' }],
    });
  });

  it('leaves out a daily series since 1950 alone; the owner’s other events keep blocking', () => {
    const ics = feed(
      ...event(
        'UID:since-1950@example.com',
        'DTSTART:19500101T080000Z',
        'DTEND:19500101T083000Z',
        'RRULE:FREQ=DAILY',
        'SUMMARY:Morgenrunde',
      ),
      ...event(
        'UID:since-1990@example.com',
        'DTSTART:19900101T100000Z',
        'DTEND:19900101T103000Z',
        'RRULE:FREQ=DAILY',
      ),
      ...event('UID:meeting@example.com', 'DTSTART:20260302T140000Z', 'DURATION:PT1H'),
    );
    const window = { from: spring.from, to: new Date('2026-03-04T00:00:00Z') };
    const { busy, skipped } = readingOf(ics, window, berlin);
    // The series since 1990 (about 13,200 steps) is within the limit and read.
    expect(spans(busy)).toEqual([
      '2026-03-01T10:00/10:30',
      '2026-03-02T10:00/10:30',
      '2026-03-02T14:00/15:00',
      '2026-03-03T10:00/10:30',
    ]);
    expect(skipped.named).toEqual([
      { summary: 'Morgenrunde', start: '1950-01-01', reason: 'limits' },
    ]);
  });

  it.each([
    'FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30',
    'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
    'FREQ=HOURLY;BYMONTH=4;BYMONTHDAY=31',
  ])('gives up quickly on the rule %s, which can never match', (rule) => {
    // Without a bound on candidate checks, ical.js loops forever inside one step of this rule.
    const ics = feed(
      ...event(
        'UID:impossible@example.com',
        'DTSTART:20260310T090000Z',
        'DTEND:20260310T100000Z',
        `RRULE:${rule}`,
      ),
    );
    const started = performance.now();
    const times = busyTimesOf(ics, spring, berlin);
    expect(performance.now() - started).toBeLessThan(quickly);
    expect(spans(times)).toEqual(['2026-03-10T09:00/10:00']);
  });

  it('starts a YEARLY rule that never matches quickly', () => {
    // ical.js looks for a first matching year up to the year 20000 unless UNTIL says otherwise.
    const ics = feed(
      ...event(
        'UID:never@example.com',
        'DTSTART:20260310T090000Z',
        'DTEND:20260310T100000Z',
        'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=31;BYDAY=MO',
      ),
    );
    const started = performance.now();
    expect(busyTimesOf(ics, spring, berlin).length).toBeLessThanOrEqual(1);
    expect(performance.now() - started).toBeLessThan(quickly);
  });

  it(`leaves out the events that pass ${busyLimits.busyTimes} busy times in the window, keeping the rest`, () => {
    const hourly = (n: number) =>
      event(
        `UID:hourly-${n}@example.com`,
        `DTSTART:2026030${n}T000000Z`,
        'DURATION:PT1M',
        'RRULE:FREQ=HOURLY;COUNT=5000',
        `SUMMARY:Hourly ${n}`,
      );
    const ics = feed(...[1, 2, 3, 4, 5].flatMap(hourly));
    const year = { from: spring.from, to: new Date('2027-03-01T00:00:00Z') };
    const { busy, skipped } = readingOf(ics, year, berlin);
    // Four series fit; the fifth would pass the feed's limit and is left out whole.
    expect(busy.length).toBe(20_000);
    expect(skipped.named).toEqual([
      { summary: 'Hourly 5', start: '2026-03-05', reason: 'feedLimits' },
    ]);
  });

  it('names at most a few events left out and counts the others', () => {
    const ics = feed(
      ...Array.from({ length: 8 }, (_, n) =>
        event(`UID:bad-${n}@example.com`, 'DTSTART:2026XX10T090000Z', 'DURATION:PT1H'),
      ).flat(),
    );
    const { skipped } = readingOf(ics, spring, berlin);
    expect(skipped.count).toBe(8);
    expect(skipped.named).toHaveLength(busyLimits.namedSkips);
    expect(skipped.named[0]).toEqual({ summary: '', start: null, reason: 'unreadable' });
  });
});

describe('busyTimesOf: time-zone definitions written to stall the reader', () => {
  /** A zone named `tzid` whose change repeats by `rule` from `since`. */
  const bomb = (tzid: string, rule: string, since = '20200101T000000') => [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:STANDARD',
    `DTSTART:${since}`,
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0100',
    `RRULE:${rule}`,
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    `DTSTART:${since}`,
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    `RRULE:${rule}`,
    'END:DAYLIGHT',
    'END:VTIMEZONE',
  ];
  const meetingIn = (tzid: string) =>
    event(
      'UID:zoned@example.com',
      `DTSTART;TZID=${tzid}:20260310T120000`,
      `DTEND;TZID=${tzid}:20260310T130000`,
      'RRULE:FREQ=WEEKLY;COUNT=2',
    );

  it.each([
    ['an IANA name', 'Europe/Berlin', 'FREQ=MINUTELY', '2026-03-10T11:00/12:00'],
    ['an IANA name', 'America/New_York', 'FREQ=SECONDLY', '2026-03-10T16:00/17:00'],
    ['a Windows name', 'W. Europe Standard Time', 'FREQ=SECONDLY', '2026-03-10T11:00/12:00'],
    ['a path', '/mozilla.org/20050126_1/Europe/Berlin', 'FREQ=MINUTELY', '2026-03-10T11:00/12:00'],
    ['an IANA name', 'Europe/Berlin', 'FREQ=YEARLY;COUNT=2000000000', '2026-03-10T11:00/12:00'],
  ])(
    'reads a zone with %s (%s) by its name, whatever its rules say (%s)',
    (_, tzid, rule, first) => {
      const started = performance.now();
      const times = busyTimesOf(feed(...bomb(tzid, rule), ...meetingIn(tzid)), spring, berlin);
      expect(performance.now() - started).toBeLessThan(quickly);
      expect(spans(times)[0]).toBe(first);
      expect(times).toHaveLength(2);
    },
  );

  it.each([
    'FREQ=MINUTELY',
    'FREQ=SECONDLY',
    'FREQ=DAILY;INTERVAL=1',
    'FREQ=YEARLY;BYYEARDAY=1,2,3',
  ])('keeps a zone without a known name to what real zones use, quickly (%s)', (rule) => {
    const started = performance.now();
    const times = busyTimesOf(
      feed(...bomb('Custom', rule), ...meetingIn('Custom')),
      spring,
      berlin,
    );
    expect(performance.now() - started).toBeLessThan(quickly);
    expect(times).toHaveLength(2);
  });

  it('bounds every observance of a kept zone, whatever stands before it', () => {
    // A component that is no observance first, then forty yearly rules on every day of the week.
    const everyDay = Array.from({ length: 40 }, (_, n) => [
      'BEGIN:STANDARD',
      `DTSTART:${1601 + n}0101T000000`,
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYDAY=SU,MO,TU,WE,TH,FR,SA',
      'END:STANDARD',
    ]).flat();
    const zone = [
      'BEGIN:VTIMEZONE',
      'TZID:Padded',
      'BEGIN:X-PAD',
      'X-A:b',
      'END:X-PAD',
      'BEGIN:STANDARD',
      'DTSTART:20200101T000000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=SECONDLY',
      'END:STANDARD',
      ...everyDay,
      'END:VTIMEZONE',
    ];
    const started = performance.now();
    const times = busyTimesOf(feed(...zone, ...meetingIn('Padded')), spring, berlin);
    expect(performance.now() - started).toBeLessThan(quickly);
    expect(spans(times)[0]).toBe('2026-03-10T11:00/12:00');
  });

  it('reads an Outlook zone without a known name by its own yearly rules', () => {
    const custom = [
      'BEGIN:VTIMEZONE',
      'TZID:Customized Time Zone',
      'BEGIN:STANDARD',
      'DTSTART:16010101T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ];
    const ics = feed(
      ...custom,
      ...event(
        'UID:custom@example.com',
        'DTSTART;TZID=Customized Time Zone:20260323T090000',
        'DTEND;TZID=Customized Time Zone:20260323T100000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    );
    // Before and after the change on 29 March.
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual([
      '2026-03-23T08:00/09:00',
      '2026-03-30T07:00/08:00',
    ]);
  });

  it('keeps the last occurrence of a series that ends at a UTC UNTIL, in a zone read by name', () => {
    const ics = feed(
      ...berlinZone,
      ...event(
        'UID:until@example.com',
        'DTSTART;TZID=Europe/Berlin:20260302T090000',
        'DTEND;TZID=Europe/Berlin:20260302T100000',
        // 09:00 in Berlin on 4 March is 08:00 UTC: the last occurrence.
        'RRULE:FREQ=DAILY;UNTIL=20260304T080000Z',
      ),
    );
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual([
      '2026-03-02T08:00/09:00',
      '2026-03-03T08:00/09:00',
      '2026-03-04T08:00/09:00',
    ]);
  });
});

describe('busyTimesOf: what the owner is shown of an event left out', () => {
  it('shows its summary as one plain line, without characters that reorder or hide text', () => {
    const ics = feed(
      ...event(
        'UID:hidden@example.com',
        'DTSTART:19500101T080000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=DAILY',
        'SUMMARY:Team\u202e call\u200b',
      ),
    );
    expect(readingOf(ics, spring, berlin).skipped.named[0]?.summary).toBe('Team call');
  });

  it('leaves out one event of a CalDAV collection that cannot be read, and reads the others', () => {
    const good = feed(
      ...event('UID:good@example.com', 'DTSTART:20260310T090000Z', 'DURATION:PT1H'),
    );
    const { busy, skipped } = readingOf(
      ['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', good],
      spring,
      berlin,
    );
    expect(spans(busy)).toEqual(['2026-03-10T09:00/10:00']);
    expect(skipped).toEqual({
      count: 1,
      named: [{ summary: '', start: null, reason: 'unreadable' }],
    });
  });
});

describe('busyTimesOf: what is not a calendar', () => {
  it.each([
    ['an HTML login page', '<!DOCTYPE html>\n<html><body><form>Sign in</form></body></html>'],
    ['empty text', ''],
    ['JSON', '{"error":"invalid_grant"}'],
    ['garbage', 'hello world'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jan Keller\r\nEND:VCARD\r\n'],
    ['a cut-off calendar', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\n'],
  ])('throws CalendarFormatError for %s', (_, text) => {
    expect(() => busyTimesOf(text, spring, berlin)).toThrow(CalendarFormatError);
  });

  it('leaves out an event with an unreadable date alone and names it', () => {
    const ics = feed(
      ...event(
        'UID:bad@example.com',
        'DTSTART:2026XX10T090000Z',
        'DURATION:PT1H',
        'SUMMARY:Kaputt',
      ),
      ...event('UID:good@example.com', 'DTSTART:20260310T090000Z', 'DURATION:PT1H'),
    );
    const { busy, skipped } = readingOf(ics, spring, berlin);
    expect(spans(busy)).toEqual(['2026-03-10T09:00/10:00']);
    expect(skipped.named).toEqual([{ summary: 'Kaputt', start: null, reason: 'unreadable' }]);
  });

  it('returns no busy times for a calendar without events', () => {
    expect(busyTimesOf(feed(...berlinZone), spring, berlin)).toEqual([]);
  });

  it('reads a file that starts with a byte order mark', () => {
    const ics = `\uFEFF${feed(...event('UID:bom@example.com', 'DTSTART:20260310T090000Z', 'DURATION:PT1H'))}`;
    expect(spans(busyTimesOf(ics, spring, berlin))).toEqual(['2026-03-10T09:00/10:00']);
  });
});
