/** What the offer of a drawing kept on this device says (see draftRecoveryMachine.ts). */
import type { Draft } from './draftStore';

/** "A drawing from <when> was not saved…", naming the saved document it came from when there is one. */
export function draftOfferMessage(draft: Pick<Draft, 'file' | 'savedAt'>, locale?: string, timeZone?: string): string {
  const when = new Date(draft.savedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  return draft.file
    ? `Your changes to “${draft.file.name}” from ${when} were not saved before the page closed. Restore them?`
    : `A drawing from ${when} was not saved before the page closed. Restore it?`;
}
