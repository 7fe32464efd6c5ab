import { describe, expect, it } from 'vitest';
import { listResult } from './list-result';

describe('the items of a list call', () => {
  it('are the answer, none for "No Data Found", and nothing at all for a failed read', () => {
    expect(listResult({ ok: true, response: { error: 'false', message: '', data: [1, 2], total: 5 } })).toEqual({ items: [1, 2], total: 5 });
    const empty = { error: 'true' as const, message: 'No Data Found', data: [] };
    expect(listResult({ ok: false, error: 'No Data Found', response: empty, status: 200 })).toEqual({ items: [], total: 0 });
    const refused = { error: 'true' as const, message: 'Authorization token is invalid or expired', data: [] };
    expect(listResult({ ok: false, error: refused.message, response: refused, status: 401 })).toBeNull();
    expect(listResult({ ok: false, error: 'Failed to fetch', response: null, status: null })).toBeNull();
  });
});
