'use server';

import { revalidatePath } from 'next/cache';
import { leadStatuses, parseLeadRef } from '@/lib/leads';
import { audit } from '@site/core/stores/accounts';
import { requireOwner } from './guard';
import { addLeadNote, clearRoiValues, setLeadStatus } from '@site/core/stores/leads';

export interface NoteState {
  readonly error?: 'noteEmpty';
  readonly body?: string;
  readonly saved?: number;
}

const NOTE_MAX = 5000;

const leadOf = (data: FormData) => parseLeadRef(data.get('kind'), data.get('id'));

/** Sets a lead's status (new, in progress, done, spam). */
export async function updateLeadStatus(_state: unknown, data: FormData): Promise<void> {
  const owner = await requireOwner();
  const lead = leadOf(data);
  const status = leadStatuses.find((known) => known === data.get('status'));
  if (!lead || !status) return;
  if (await setLeadStatus(lead.kind, lead.id, status))
    await audit('lead.status', {
      actor: owner.account.email,
      subject: `${lead.kind}:${lead.id} ${status}`,
    });
  revalidatePath(`/backoffice/leads/${lead.kind}/${lead.id}`);
}

/** Adds an internal note to a lead; an empty or too long note comes back with its text. */
export async function addNote(previous: NoteState, data: FormData): Promise<NoteState> {
  const owner = await requireOwner();
  const lead = leadOf(data);
  const body = String(data.get('note') ?? '');
  if (!lead) return previous;
  if (!body.trim() || body.length > NOTE_MAX) return { error: 'noteEmpty', body };
  await addLeadNote(lead.kind, lead.id, owner.account.email, body.trim());
  await audit('lead.note', { actor: owner.account.email, subject: `${lead.kind}:${lead.id}` });
  revalidatePath(`/backoffice/leads/${lead.kind}/${lead.id}`);
  return { saved: Date.now() };
}

/** Deletes the ROI calculator's values of an enquiry when the person withdraws consent. */
export async function withdrawRoi(_state: unknown, data: FormData): Promise<void> {
  const owner = await requireOwner();
  const lead = leadOf(data);
  if (lead?.kind !== 'enquiry') return;
  if (await clearRoiValues(lead.id))
    await audit('roi.withdrawn', { actor: owner.account.email, subject: `enquiry:${lead.id}` });
  revalidatePath(`/backoffice/leads/enquiry/${lead.id}`);
}
