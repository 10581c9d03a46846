/**
 * Account and saved-document payloads shared by the client and the server (spec
 * accounts-and-business §3, §5, §7), with the spec's validation messages.
 */

/**
 * An e-mail address as it is stored and compared: trimmed and lowercased (spec §5, "Emails are
 * trimmed and lowercased before sending"), so "Ann@Example.com " and "ann@example.com" are one account.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
