import type { z } from 'zod';

/**
 * Turns zod issues into short lines a person can read ("password: Enter your password") without
 * ever quoting what was sent: payloads carry passwords and tokens, and these lines reach both the
 * renderer and the log.
 */

const MAX_ISSUES = 10;
const MAX_LINE = 200;
const MAX_KEYS_NAMED = 5;
const MAX_KEY_LENGTH = 40;

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  const lines = issues
    .slice(0, MAX_ISSUES)
    .map((issue) => clip(`${where(issue.path)}${what(issue)}`));
  if (issues.length > MAX_ISSUES) lines.push(`…and ${issues.length - MAX_ISSUES} more`);
  return lines;
}

function where(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '';
  return `${path.map((part) => clipKey(String(part))).join('.')}: `;
}

// Our own wording for the one issue kind that names parts of the payload (unknown keys); zod's
// other messages describe the schema (expected type, limits, options), never the value received.
function what(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const named = issue.keys.slice(0, MAX_KEYS_NAMED).map(clipKey).join(', ');
    const more = issue.keys.length > MAX_KEYS_NAMED ? ', …' : '';
    return `unexpected field${issue.keys.length === 1 ? '' : 's'} ${named}${more}`;
  }
  return issue.message;
}

function clipKey(key: string): string {
  return key.length > MAX_KEY_LENGTH ? `${key.slice(0, MAX_KEY_LENGTH)}…` : key;
}

function clip(line: string): string {
  return line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line;
}
