import { sql } from 'drizzle-orm';
import type { BusyReading } from '../../lib/busy-times';
import { leadKinds, leadStatuses, type LeadKind, type LeadStatus } from '../../lib/leads';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The database schema. It is the source of the SQL in `migrations/`: after a change here,
 * `npm run db:generate` writes the migration, and a unit test fails while the two disagree.
 */

/** Columns the back office keeps on every lead: its status, and when someone first opened it. */
const handling = {
  leadStatus: text('lead_status').$type<LeadStatus>().notNull().default('new'),
  readAt: timestamp('read_at', { withTimezone: true }),
};

const leadStatusCheck = (column: AnyPgColumn) =>
  sql`${column} IN (${sql.raw(leadStatuses.map((status) => `'${status}'`).join(', '))})`;

/**
 * Where a lead came from, for the statistics (src/lib/lead-source.ts): the page its form was sent
 * from, and, as its browser noted them, the page its visit began on, the referring site's host
 * (`''` for none) and the link's campaign; `NULL` where they are unknown (no JavaScript, or a lead
 * from before they were kept).
 */
const leadSource = {
  sourcePath: text('source_path'),
  entryPath: text('entry_path'),
  sourceHost: text('source_host'),
  utmSource: text('utm_source'),
  utmCampaign: text('utm_campaign'),
};

/** Enquiries from the contact form, with the ROI calculator's hand-over when there was one. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    phone: text('phone'),
    audience: text('audience').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    roiContext: text('roi_context'),
    roiFleetSize: integer('roi_fleet_size'),
    roiPercentage: numeric('roi_percentage', { mode: 'number' }),
    roiTotalSavings: numeric('roi_total_savings', { mode: 'number' }),
    ...leadSource,
    ...handling,
  },
  (table) => [
    index('enquiries_created_at').on(table.createdAt.desc()),
    check('enquiries_lead_status_check', leadStatusCheck(table.leadStatus)),
    check('enquiries_locale_check', sql`${table.locale} IN ('de', 'en')`),
    check(
      'enquiries_audience_check',
      sql`${table.audience} IN ('fleet', 'dealership', 'bank', 'other')`,
    ),
  ],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;

/**
 * Booked first calls. The partial unique index, and the exclusion constraint
 * `bookings_no_overlap` of migration 0008 (which this module cannot declare), not application
 * code, make it impossible for two confirmed bookings to hold the same slot or overlapping times,
 * however many arrive at once and whatever the call length was when each was booked.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    phone: text('phone'),
    topic: text('topic').notNull(),
    /** `unconfirmed`: caught by the spam screening; it holds no slot and sent no mail. */
    status: text('status')
      .$type<'confirmed' | 'cancelled' | 'unconfirmed'>()
      .notNull()
      .default('confirmed'),
    ...leadSource,
    ...handling,
    /** SHA-256 of the visitor's private link to cancel or move this booking. */
    manageTokenHash: text('manage_token_hash'),
    /** The calendar file's SEQUENCE: raised with every move and the cancellation. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why the owner cancelled, as the visitor is told. */
    cancelReason: text('cancel_reason'),
    /** Moves through the private link (`calendarLimits.movesPerBooking`). */
    visitorMoves: integer('visitor_moves').notNull().default(0),
    /**
     * The client the booking came from (`rateLimitKey`), as an HMAC under the form key: counted
     * against `calendarLimits.upcomingPerPerson` until the call is over, then cleared by the purge.
     */
    clientHash: text('client_hash'),
    /** The owner lifted the limit: the booking does not count against `upcomingPerPerson`. */
    capLifted: boolean('cap_lifted').notNull().default(false),
    /**
     * Where the call happens (`CallPlace`), fixed when it is booked and changed only by the owner;
     * none for calls booked before places were kept.
     */
    place: jsonb('place').$type<unknown>(),
    /** When the call got its current time (booked or moved): reminders due before it are not sent. */
    slotSetAt: timestamp('slot_set_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the reminders of the current time were queued (cleared by a move). */
    firstReminderAt: timestamp('first_reminder_at', { withTimezone: true }),
    secondReminderAt: timestamp('second_reminder_at', { withTimezone: true }),
    /**
     * SHA-256 of the private links in the reminders, each of which opens the booking beside the
     * link of the confirmation (only hashes are kept, so a reminder cannot repeat that one).
     */
    reminderTokenHashes: text('reminder_token_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    check('bookings_lead_status_check', leadStatusCheck(table.leadStatus)),
    uniqueIndex('bookings_one_per_slot')
      .on(table.slotStart)
      .where(sql`${table.status} = 'confirmed'`),
    index('bookings_created_at').on(table.createdAt.desc()),
    uniqueIndex('bookings_manage_token').on(table.manageTokenHash),
    index('bookings_reminder_tokens').using('gin', table.reminderTokenHashes),
    check('bookings_slot_end_check', sql`${table.slotEnd} > ${table.slotStart}`),
    check('bookings_locale_check', sql`${table.locale} IN ('de', 'en')`),
    check(
      'bookings_status_check',
      sql`${table.status} IN ('confirmed', 'cancelled', 'unconfirmed')`,
    ),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;

/** Times the owner is away (holiday, travel): no slot overlapping them is offered. */
export const blockedTimes = pgTable(
  'blocked_times',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: text('created_by').notNull(),
  },
  (table) => [
    index('blocked_times_ends_at').on(table.endsAt),
    check('blocked_times_range_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * E-mails to send, written in the same transaction as the enquiry or booking they belong to.
 * A mail server that is down delays them (retried with backoff) but loses none.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The private booking links of the text, sealed (`src/server/mail/sealed-links.ts`). */
    sealedLinks: text('sealed_links'),
    ics: text('ics'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Given up after `mailRetryPeriodMs` of failed attempts: not tried again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The enquiry or booking the mail is about, for the lead's mail history. */
    leadKind: text('lead_kind').$type<LeadKind>(),
    leadId: bigint('lead_id', { mode: 'number' }),
  },
  (table) => [
    index('outbox_lead').on(table.leadKind, table.leadId),
    index('outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL AND ${table.failedAt} IS NULL`),
  ],
);

/**
 * Written and rolled back by the health check (GET /healthz) to prove that the database accepts
 * writes, not only reads. It stays empty.
 */
export const healthChecks = pgTable('health_checks', {
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Internal notes on a lead, newest last; only the back office reads them. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    leadKind: text('lead_kind').$type<LeadKind>().notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    author: text('author').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    index('lead_notes_lead').on(table.leadKind, table.leadId),
    check(
      'lead_notes_kind_check',
      sql`${table.leadKind} IN (${sql.raw(leadKinds.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

/**
 * Back-office accounts. There is no sign-up: `npm run owner -- add` creates the row with a
 * one-time setup token (stored hashed), and the setup page sets the password and the TOTP secret.
 */
export const staff = pgTable(
  'staff',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').notNull().default('owner'),
    locale: text('locale').$type<'de' | 'en'>().notNull().default('de'),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    /** The time step of the last accepted TOTP code: a code is accepted once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Wrong codes in a row since the last accepted one, whenever they came. */
    failedCodes: integer('failed_codes').notNull().default(0),
    /** Set after too many wrong codes: only a recovery code signs in until it is cleared. */
    codesLockedAt: timestamp('codes_locked_at', { withTimezone: true }),
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    /** Whether an owner gets the weekly summary by mail (src/lib/weekly-summary.ts). */
    weeklySummary: boolean('weekly_summary').notNull().default(true),
  },
  (table) => [
    uniqueIndex('staff_email').on(table.email),
    uniqueIndex('staff_setup_token').on(table.setupTokenHash),
    check('staff_locale_check', sql`${table.locale} IN ('de', 'en')`),
  ],
);

export type StaffRow = typeof staff.$inferSelect;

/** Single-use recovery codes, stored hashed. */
export const recoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.codeHash] })],
);

/**
 * Sign-in state, keyed by the SHA-256 of the cookie's token. A row with `mfa_pending` is a
 * password accepted and waiting for the second factor; completing it replaces the row, so the
 * signed-in session always has a new id.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    mfaPending: boolean('mfa_pending').notNull().default(false),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/**
 * What the editor's form holds of a page while an account types, per session and page, for the
 * live preview beside the fields: read by every instance that renders that session's preview,
 * never by a visitor, and gone with the session.
 */
export const livePreviews = pgTable(
  'live_previews',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => staffSessions.id, { onDelete: 'cascade' }),
    pageKey: text('page_key').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.pageKey] })],
);

/** Failed sign-in steps, counted per account and per address to throttle guessing. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    account: text('account').notNull(),
    address: text('address').notNull(),
  },
  (table) => [
    index('sign_in_failures_account').on(table.account, table.at),
    index('sign_in_failures_address').on(table.address, table.at),
  ],
);

/**
 * Who did what when: sign-ins and their failures, changes to accounts, leads and bookings,
 * exports, erasures and purges. A trigger refuses every UPDATE, DELETE and TRUNCATE: rows are
 * only ever appended, and only the daily purge deletes entries past their retention period (in a
 * transaction that sets `app.audit_purge`). Entries name leads by id and never hold a visitor's
 * data.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor'),
    action: text('action').notNull(),
    subject: text('subject'),
    address: text('address'),
  },
  (table) => [index('audit_log_at').on(table.at.desc())],
);

/**
 * Switches of the whole site, in one row, so that every server instance reads the same state:
 * maintenance mode and the owner's optional message in each language.
 */
export const siteState = pgTable(
  'site_state',
  {
    id: integer('id').primaryKey().default(1),
    maintenance: boolean('maintenance').notNull().default(false),
    messageDe: text('message_de').notNull().default(''),
    messageEn: text('message_en').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: text('changed_by'),
    /** Counts the content engine's publications; each instance empties its page cache when it moves. */
    contentRevision: bigint('content_revision', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('site_state_one_row', sql`${table.id} = 1`)],
);

/**
 * How the free call is booked, in one row that every instance reads for every list of slots:
 * the owner's availability and reminders (`Availability`; absent: the company module's
 * defaults), and the owner's subscription to the bookings.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    availability: jsonb('availability').$type<unknown>(),
    /** Where the calls happen (`PlaceSetting`); none set: `company.booking.place`. */
    place: jsonb('place').$type<unknown>(),
    /** SHA-256 of the token of the owner's subscription to the bookings (`/calendar/TOKEN.ics`). */
    feedTokenHash: text('feed_token_hash'),
    /** The language of that subscription's entries: the account's that made it. */
    feedLocale: text('feed_locale'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: text('changed_by'),
  },
  (table) => [check('booking_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * The owner's calendars, whose events take slots out of the picker: an iCalendar address or a
 * CalDAV collection, fetched every few minutes by one instance at a time (`claimedUntil`). The
 * address and the CalDAV password are sealed like the accounts' TOTP secrets. `busy` keeps the
 * busy times of the last good fetch (`[start, end]` pairs, ISO), which apply while a fetch fails.
 */
export const calendarSources = pgTable(
  'calendar_sources',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    label: text('label').notNull(),
    kind: text('kind').$type<'ical' | 'caldav'>().notNull(),
    /** The host of the address, shown in the back office in place of the secret address. */
    host: text('host').notNull(),
    address: text('address').notNull(),
    username: text('username'),
    password: text('password'),
    busy: jsonb('busy').$type<[string, string][]>().notNull().default([]),
    /** The events the last good fetch left out (`BusyReading['skipped']`), shown on its row. */
    skipped: jsonb('skipped').$type<BusyReading['skipped']>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Why the last attempt failed (`CalendarFetchProblem` or `format`), and its detail. */
    problem: text('problem'),
    detail: text('detail'),
  },
  (table) => [check('calendar_sources_kind_check', sql`${table.kind} IN ('ical', 'caldav')`)],
);

export type CalendarSourceRow = typeof calendarSources.$inferSelect;

/**
 * The repository's content imported into the content engine, one row per document ever imported,
 * so that a later start (or a newer release) imports what is new and never brings back or
 * overwrites what the owner changed or deleted.
 */
export const contentSeeds = pgTable(
  'content_seeds',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/**
 * Page views counted on the server, per day, page, language and referring site, with no cookie,
 * identifier or address: nothing in a row tells one visitor from another.
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    /** The referring site's host name, `''` for none or this site itself. */
    referrer: text('referrer').notNull().default(''),
    views: integer('views').notNull().default(0),
    /** Views whose page loaded its image for browsers without JavaScript. */
    withoutScript: integer('without_script').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.locale, table.referrer] })],
);

/**
 * The visitors' own Core Web Vitals (src/lib/web-vitals.ts): per day (office time), template,
 * device class and metric, how many page loads measured a value in each bucket of a fixed
 * histogram. No page, address or identifier: a day has at most one row per bucket.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    day: date('day').notNull(),
    template: text('template').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    /** The bucket's upper end: milliseconds, CLS in thousandths (`BUCKETS`). */
    upTo: integer('up_to').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.template, table.device, table.metric, table.upTo],
    }),
  ],
);

/** The weekly summaries queued, one per week (its Monday) and account: each goes out once. */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    week: date('week').notNull(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.week, table.staffId] })],
);

/**
 * Requests for pages that were no view (src/lib/page-views.ts, `requestKind`), per day (office
 * time) and kind: robots, prefetches and the rest. At most three rows a day.
 */
export const excludedRequests = pgTable(
  'excluded_requests',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.kind] }),
    check('excluded_requests_kind_check', sql`${table.kind} IN ('robot', 'prefetch', 'other')`),
  ],
);

/**
 * Recent form submissions per client (an IPv4 address or an IPv6 /64) and form, for the rate
 * limit that every server instance shares; rows older than the limit's window are pruned.
 */
export const formAttempts = pgTable(
  'form_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    form: text('form').notNull(),
    client: text('client').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('form_attempts_client').on(table.form, table.client, table.at),
    index('form_attempts_at').on(table.at),
  ],
);

/** Secrets every server instance shares, made once by the first: the key that signs form times. */
export const siteKeys = pgTable('site_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Former addresses of content (`src/lib/redirects.ts`): written by the content engine as it
 * publishes a renamed article or deletes one, in its transaction; removed by the owner in the
 * back office. `to_path` is `NULL` for content gone without a replacement (410).
 */
export const contentRedirects = pgTable('content_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who renamed or deleted the content (the engine account's address). */
  createdBy: text('created_by'),
});
