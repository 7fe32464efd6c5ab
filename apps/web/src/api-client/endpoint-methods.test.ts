import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointEntry } from '@newsroom/contract/endpoints';
import { NO_DATA_FOUND as CONTRACT_NO_DATA_FOUND, isFailure } from '@newsroom/contract/envelope';
import { MULTIPART_ENDPOINTS, NO_DATA_FOUND, WRITE_ENDPOINTS, isFailedAnswer } from './endpoint-methods';

const table = Object.entries(endpoints) as [string, EndpointEntry][];

describe("the browser's copy of the endpoint table", () => {
  it('names the same writes as the contract', () => {
    expect([...WRITE_ENDPOINTS].sort()).toEqual(table.filter(([, entry]) => entry.method === 'POST').map(([name]) => name).sort());
  });

  it('names the same multipart calls as the contract', () => {
    expect([...MULTIPART_ENDPOINTS].sort()).toEqual(table.filter(([, entry]) => entry.multipart).map(([name]) => name).sort());
  });

  it('reads failures and empty lists as the contract does', () => {
    for (const error of ['false', 'true', '', 'FALSE']) expect(isFailedAnswer({ error })).toBe(isFailure({ error: error as 'false' }));
    expect(NO_DATA_FOUND).toBe(CONTRACT_NO_DATA_FOUND);
  });
});
