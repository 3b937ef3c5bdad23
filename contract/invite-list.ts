import { z } from 'zod/mini';
import { emailField, INVITE_MAX, type InviteResult } from './members';
import { safeTextChecks } from './text';

/** Why an entry of a pasted list (or a CSV's row) was not invited. */
export type NotInvitedReason = 'not_an_email' | 'duplicate' | 'already_member' | 'already_invited';
export type NotInvited = { entry: string; reason: NotInvitedReason };

export const NOT_INVITED_REASON: Record<NotInvitedReason, string> = {
  not_an_email: 'not an e-mail address',
  duplicate: 'given twice in the list',
  already_member: 'already in the class',
  already_invited: 'already invited',
};

/** The addresses to send, and every other entry of the text with the reason it is left out. */
export type InviteList = { emails: string[]; notInvited: NotInvited[] };

const SURROUNDING = /^["'<(]+|[">)']+$/g;
const isEmail = (word: string) => z.safeParse(emailField(), word).success;
const nonEmpty = (parts: string[]) => parts.map((part) => part.trim()).filter(Boolean);

/** A CSV's header row: no address, and a column named e-mail. */
const isHeader = (line: string) =>
  !line.includes('@') && line.split(/[,;\t]/).some((cell) => /^\s*"?e-?mail\b/i.test(cell));

/**
 * The candidate addresses of one entry: "Ada <ada@example.com>" names one; otherwise each word is
 * one, and an entry with no @ at all (a name, "ada.example.com") is one bad entry as a whole.
 */
function candidatesOf(entry: string): string[] {
  const bracketed = /<([^>]*)>/.exec(entry);
  if (bracketed?.[1] !== undefined) return [bracketed[1].trim()];
  if (!entry.includes('@')) return [entry];
  return nonEmpty(entry.split(/\s+/));
}

/** A CSV with a header: each row is an entry, its address the words with an @ in it. */
function tableCandidates(rows: string[]): string[] {
  return rows.flatMap((row) => {
    const words = nonEmpty(row.split(/[\s,;]+/)).filter((word) => word.includes('@'));
    return words.length > 0 ? words : [row];
  });
}

/**
 * Reads a pasted list or a CSV file's text: entries separated by new lines, commas or semicolons
 * (or a CSV with an e-mail column). Each address is sent once, lower-cased; every other entry is
 * named with its reason, so nothing is dropped without a word.
 */
export function readInviteList(text: string): InviteList {
  const lines = nonEmpty(text.split(/\r?\n/));
  const candidates =
    lines[0] !== undefined && isHeader(lines[0])
      ? tableCandidates(lines.slice(1))
      : nonEmpty(lines.join('\n').split(/[\n,;]/)).flatMap(candidatesOf);
  const emails: string[] = [];
  const notInvited: NotInvited[] = [];
  for (const candidate of candidates) {
    const word = candidate.replace(SURROUNDING, '').toLowerCase();
    if (!isEmail(word)) notInvited.push({ entry: candidate, reason: 'not_an_email' });
    else if (emails.includes(word)) notInvited.push({ entry: word, reason: 'duplicate' });
    else emails.push(word);
  }
  return { emails, notInvited };
}

/** Every entry not invited: the list's own, then those the server reported. */
export const notInvitedAfter = (list: InviteList, result: InviteResult): NotInvited[] => [
  ...list.notInvited,
  ...result.already_members.map((entry) => ({ entry, reason: 'already_member' as const })),
  ...result.already_invited.map((entry) => ({ entry, reason: 'already_invited' as const })),
];

/** Room for `INVITE_MAX` addresses and the other columns of a CSV of that many people. */
const INVITE_TEXT_MAX_LENGTH = 200_000;

/**
 * The invite form: a pasted list (or a CSV's text) with at least one address and at most
 * `INVITE_MAX`. Entries that are not addresses do not stop the others; they are reported.
 */
export const inviteFormSchema = z.object({
  text: z.string().check(
    ...safeTextChecks(
      INVITE_TEXT_MAX_LENGTH,
      `Paste at most ${INVITE_TEXT_MAX_LENGTH} characters: invite fewer people at once.`,
    ),
    z.superRefine((value, context) => {
      const { emails, notInvited } = readInviteList(value);
      const message =
        emails.length > INVITE_MAX
          ? `At most ${INVITE_MAX} e-mails at once.`
          : emails.length > 0
            ? null
            : notInvited.length > 0
              ? `Not an e-mail address: ${notInvited.map(({ entry }) => entry).join(', ')}`
              : 'Enter at least one e-mail address.';
      if (message) context.issues.push({ code: 'custom', message, input: value });
    }),
  ),
});
