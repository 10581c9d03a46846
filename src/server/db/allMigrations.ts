import { addSubscriptionCard } from './migrations/addSubscriptionCard';
import type { Migration } from 'kysely';
import { createSettingsTable } from './migrations/createSettingsTable';
import { createToursTable } from './migrations/createToursTable';
import { createUsersTable } from './migrations/createUsersTable';
import { createAuthTokensTable } from './migrations/createAuthTokensTable';
import { createDocumentsTable } from './migrations/createDocumentsTable';
import { createDocumentLocksTable } from './migrations/createDocumentLocksTable';
import { createFeedbackTable } from './migrations/createFeedbackTable';
import { createSessionsTable } from './migrations/createSessionsTable';
import { addAuthTokenPayload } from './migrations/addAuthTokenPayload';
import { createServerSecretsTable } from './migrations/createServerSecretsTable';
import { createDocumentUploadsTable } from './migrations/createDocumentUploadsTable';
import { createBillingTables } from './migrations/createBillingTables';
import { createSiteTables } from './migrations/createSiteTables';
import { createClassroomTables } from './migrations/createClassroomTables';
import { createStoredFilesTables } from './migrations/createStoredFilesTables';
import { keyClassroomStudents } from './migrations/keyClassroomStudents';
import { addSessionEndedReason } from './migrations/addSessionEndedReason';

/**
 * Every migration by name. Kysely runs them in name order, so names start with a counter.
 * Listing them in code (rather than scanning a folder) keeps them inside the esbuild bundle.
 */
export const allMigrations: Record<string, Migration> = {
  '0001_create_settings': createSettingsTable,
  '0002_create_tours': createToursTable,
  '0003_create_users': createUsersTable,
  '0004_create_auth_tokens': createAuthTokensTable,
  '0005_create_documents': createDocumentsTable,
  '0006_create_document_locks': createDocumentLocksTable,
  '0007_create_feedback': createFeedbackTable,
  '0008_create_sessions': createSessionsTable,
  '0009_add_auth_token_payload': addAuthTokenPayload,
  '0010_create_server_secrets': createServerSecretsTable,
  '0011_create_document_uploads': createDocumentUploadsTable,
  '0012_create_billing': createBillingTables,
  '0013_create_site': createSiteTables,
  '0014_create_classroom': createClassroomTables,
  '0015_create_stored_files': createStoredFilesTables,
  '0016_key_classroom_students': keyClassroomStudents,
  '0017_add_session_ended_reason': addSessionEndedReason,
  '0018_add_subscription_card': addSubscriptionCard,
};
