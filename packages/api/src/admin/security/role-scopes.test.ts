import { describe, expect, it } from 'vitest';
import { adminEndpoints, type AdminEndpointEntry } from '@newsroom/contract/admin/endpoints';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';

// What each narrow role may change, read from the route table: a route that widens a role beyond
// its job fails here, whatever its handler does. route-table-security.test.ts then proves every
// role left off an entry is refused with 403, one route at a time.

const entries = Object.entries(adminEndpoints as Record<string, AdminEndpointEntry>);

/** The changes (non-GET routes) a role is listed on, as `METHOD path`. */
function writesOf(role: StaffRole): string[] {
  return entries
    .filter(([, entry]) => entry.method !== 'GET' && entry.roles !== 'public' && (entry.roles as readonly string[]).includes(role))
    .map(([, entry]) => `${entry.method} ${entry.path}`);
}

/** Every staff member looks after their own account and session. */
const OWN_ACCOUNT = /^(auth|account)\//;

describe('a moderator', () => {
  it('changes comments, flags and readers, and nothing of the content or the settings', () => {
    const writes = writesOf('moderator');
    expect(writes.filter((route) => !OWN_ACCOUNT.test(route.split(' ')[1]!) && !/^(comments|comment-flags|readers)(\/|$)/.test(route.split(' ')[1]!))).toEqual([]);
    // Not vacuous: the moderation routes are theirs.
    expect(writes).toContain('POST comments/approve');
    expect(writes.some((route) => / readers\//.test(route))).toBe(true);
  });

  it('may neither delete a reader nor make one an author', () => {
    const readerWrites = writesOf('moderator').filter((route) => / readers\//.test(route));
    expect(readerWrites.filter((route) => route.startsWith('DELETE readers/:id ') || route === 'DELETE readers/:id' || /author|role/.test(route))).toEqual([]);
  });
});

describe('an author', () => {
  it('changes stories (their own, checked by the news routes) and nothing else', () => {
    const writes = writesOf('author');
    expect(writes.filter((route) => !OWN_ACCOUNT.test(route.split(' ')[1]!) && !/^news(\/|$)/.test(route.split(' ')[1]!))).toEqual([]);
    expect(writes).toContain('POST news');
  });

  it('may not approve, reject or push a story', () => {
    expect(writesOf('author').filter((route) => /approve|reject|push/.test(route))).toEqual([]);
  });
});

describe('an editor', () => {
  it('changes no staff account, setting or language', () => {
    const writes = writesOf('editor');
    expect(writes.filter((route) => /^(staff|settings|languages|social-links)(\/|$)/.test(route.split(' ')[1]!))).toEqual([]);
  });
});
