import { bigint, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors `migrations/` (the SQL there is what runs; this describes it to the queries). */
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
  (table) => [index('enquiries_created_at').on(table.createdAt)],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;

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
  (table) => [index('bookings_created_at').on(table.createdAt)],
);

export type BookingRow = typeof bookings.$inferSelect;

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
  (table) => [index('outbox_due').on(table.nextAttemptAt)],
);
