import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The database schema. It is the source of the SQL in `migrations/`: after a change here,
 * `npm run db:generate` writes the migration, and a unit test fails while the two disagree.
 */

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
  },
  (table) => [
    index('enquiries_created_at').on(table.createdAt.desc()),
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
 * Booked introductory calls. The partial unique index, not application code, makes it impossible
 * for two confirmed bookings to hold the same slot, however many arrive at once.
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
    status: text('status').notNull().default('confirmed'),
  },
  (table) => [
    uniqueIndex('bookings_one_per_slot')
      .on(table.slotStart)
      .where(sql`${table.status} = 'confirmed'`),
    index('bookings_created_at').on(table.createdAt.desc()),
    check('bookings_slot_end_check', sql`${table.slotEnd} > ${table.slotStart}`),
    check('bookings_locale_check', sql`${table.locale} IN ('de', 'en')`),
    check('bookings_status_check', sql`${table.status} IN ('confirmed', 'cancelled')`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;

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
    ics: text('ics'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL`),
  ],
);

/**
 * Written and rolled back by the health check (GET /healthz) to prove that the database accepts
 * writes, not only reads. It stays empty.
 */
export const healthChecks = pgTable('health_checks', {
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
