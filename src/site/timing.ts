/** Timing and layout constants from the specification, in one place. */
export const timing = {
  /** A dropdown closes this long after the pointer leaves it. */
  dropdownCloseMs: 150,
  /** A dropdown opens this long after the pointer rests on its trigger. */
  submenuOpenMs: 100,
  /** Automatic retries of chunk-load and network errors. */
  maxAutoRetries: 2,
  /** Manual plus automatic retries before "Max Retries Reached". */
  maxRetries: 3,
  /** First automatic retry after this delay, doubling each time (1 s, 2 s). */
  retryBaseDelayMs: 1000,
  /** Error log entries kept for the browser session. */
  /** The share panel closes this long after a network is picked. */
  sharePanelCloseMs: 500,
  /** The copy-link button shows its "copied" state this long. */
  copiedStateMs: 2000,
} as const;

/** Forms (SPEC §4) and their protection against abuse. */
export const formTiming = {
  /** A human needs at least this long to fill in the form. */
  minFillMs: 3000,
  /** Repeated clicks on a submit button within this time are ignored. */
  clickGuardMs: 1000,
  /** Submissions per client and window. */
  submissionsPerWindow: 5,
  rateWindowMs: 10 * 60 * 1000,
  /**
   * Confirmation mails to one address (letter case ignored) within `confirmationDayMs`: the forms
   * mail whatever address was typed, so beyond this only the owner is notified.
   */
  confirmationsPerRecipientPerDay: 3,
  confirmationDayMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * The beacons of the visitors' web vitals one client may send one instance (src/server/web-vitals.ts):
 * each page load sends one, so twenty a minute is a visitor opening a page every three seconds. An
 * instance follows at most `clients` clients at once.
 */
export const beaconLimits = {
  perWindow: 20,
  windowMs: 60_000,
  clients: 20_000,
} as const;

/** What one visitor can hold of the calendar, and change through a booking's private link. */
export const calendarLimits = {
  /**
   * Confirmed calls still to come per e-mail address (letter case ignored) and per client (an
   * IPv4 address or an IPv6 /64), unless the owner lifted the limit for one of them.
   */
  upcomingPerPerson: 2,
  /** Moves of one booking through its private link. */
  movesPerBooking: 3,
} as const;

export const layout = {
  /** Height of the sticky header; anchored sections stop below it. */
  headerHeightPx: 92,
  /** Under this width the mobile menu replaces the desktop navigation. */
  mobileBreakpointPx: 1024,
  ogImage: { width: 1200, height: 630 },
  /** Height of the scheduling provider's calendar frame. */
  bookingFrameHeightPx: 600,
  /** Size of the share popup window. */
  sharePopup: { width: 550, height: 420 },
} as const;
