import { endpoints } from '@newsroom/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from './endpoints';

// defineEndpoint only takes a name of the contract's table; this checks the other direction:
// every endpoint the table promises is served, once.
describe('the API serves the contract table', () => {
  it('names exactly the endpoints of the table', () => {
    const served = allEndpoints.map((endpoint) => endpoint.name);
    expect(new Set(served).size).toBe(served.length);
    expect([...served].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('serves each with its entry: aliases, auth, files and POST-only as the table says', () => {
    for (const endpoint of allEndpoints) {
      const entry = endpoints[endpoint.name as keyof typeof endpoints];
      expect({ name: endpoint.name, auth: endpoint.auth, aliases: endpoint.aliases, files: endpoint.files, postOnly: endpoint.postOnly }).toEqual({
        name: endpoint.name,
        auth: entry.auth,
        aliases: 'aliases' in entry ? entry.aliases : undefined,
        files: 'files' in entry ? entry.files : undefined,
        postOnly: 'postOnly' in entry ? entry.postOnly : undefined,
      });
    }
  });
});
