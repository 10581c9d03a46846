/**
 * What the documents routes ask about classroom sessions: which session a student saves into, and
 * telling the session's educator when its documents change (sessionDocumentUpdated).
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { DocumentsRepository, OpenedDocument } from '../db/documentsRepository';
import { subscriptionsRepository } from '../db/subscriptionsRepository';
import { educatorSummaryBody } from '../documents/documentSummaryBody';
import type { LiveEvents } from '../live/liveSocket';
import { classroomsRepository, type Classroom } from '../db/classroomsRepository';
import { isApprovedEducator } from './educatorGuard';

export interface ClassroomDocuments {
  /** The session a student user belongs to; undefined for every other account. */
  classroomOfStudent(userId: string): Promise<Classroom | undefined>;
  /** A student's document of one of the educator's sessions, for reading; null unless the user is an approved educator now. */
  documentForEducator(userId: string, documentId: string): Promise<OpenedDocument | null>;
  /** Sends the session's documents to its educator's devices. */
  documentsChanged(classroom: Classroom): Promise<void>;
}

/** The session's documents as its educator's lists show them (no lock: the educator only reads; no device). */
export async function sessionDocuments(documents: Pick<DocumentsRepository, 'listInClassrooms'>, classroomId: string) {
  return (await documents.listInClassrooms([classroomId])).map(educatorSummaryBody);
}

export function classroomDocuments(db: Kysely<DatabaseSchema>, documents: DocumentsRepository, live: () => LiveEvents): ClassroomDocuments {
  const classrooms = classroomsRepository(db);
  const subscriptions = subscriptionsRepository(db);
  return {
    classroomOfStudent: (userId) => classrooms.classroomOfStudent(userId),
    // A closed educator account reads its former students' work no more, whatever plan it buys later.
    async documentForEducator(userId, documentId) {
      return (await isApprovedEducator(subscriptions, userId)) ? documents.openForEducator(userId, documentId) : null;
    },
    async documentsChanged(classroom) {
      live().sessionDocumentUpdated(classroom.educatorId, await sessionDocuments(documents, classroom.id));
    },
  };
}
