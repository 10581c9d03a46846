import type { DocumentSummaryResponse } from '../../shared/accounts';
import type { DocumentSummary } from '../db/documentsRepository';
import type { DocumentLock } from './documentLockPolicy';

/** A document as the lists answer it (shared `documentSummarySchema`: spec §3 "Document" without the state). */
export const summaryBody = (summary: DocumentSummary, lock: DocumentLock | null): DocumentSummaryResponse => ({
  id: summary.id,
  name: summary.name,
  updated_at: summary.updatedAt,
  archived: summary.archived,
  device_uuid: summary.deviceUuid,
  // The value the client appends to the preview path, `/preview/<file>` (spec §7).
  preview: summary.previewFile,
  session_id: summary.sessionId,
  locked_by_device: lock?.device ?? null,
  lock_holder: lock?.holder ?? null,
  student_name: null,
});

/**
 * A student's document as the session's educator sees it: no lock, and no device id. A device id
 * once let an educator log in as the student (issue 35); the student's identity is now a key only
 * their browser holds, and the educator's views carry nothing of the student's devices either.
 */
export const educatorSummaryBody = (summary: DocumentSummary): DocumentSummaryResponse => ({
  ...summaryBody(summary, null),
  device_uuid: null,
  student_name: summary.studentName ?? null,
});
