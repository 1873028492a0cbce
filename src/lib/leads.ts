/** How far the owner has dealt with a lead, in the order the inbox offers them. */
export const leadStatuses = ['new', 'in_progress', 'done', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The two kinds of lead: an enquiry from the contact form, a booked call. */
export const leadKinds = ['enquiry', 'booking'] as const;
export type LeadKind = (typeof leadKinds)[number];
