'use client';

import dynamic from 'next/dynamic';

/**
 * The forms as a page's form block places them: their code is fetched by a page that shows one,
 * not by every page made of blocks, whose scripts hold what any of its blocks might render. The
 * server renders them into the page as the contact and booking pages do (without a boundary of
 * their own, so the page waits for them and works without JavaScript) and asks the browser to
 * fetch their code early.
 */
export const LazyContactForm = dynamic(() =>
  import('./ContactForm').then((module) => module.ContactForm),
);
export const LazyBookingSection = dynamic(() =>
  import('./BookingForm').then((module) => module.BookingSection),
);
export const LazySchedulerEmbed = dynamic(() =>
  import('./SchedulerEmbed').then((module) => module.SchedulerEmbed),
);
