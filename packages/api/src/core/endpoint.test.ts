import { describe, expect, it } from 'vitest';
import { defineEndpoint } from './endpoint';
import { listReply, noData, ok } from './envelope';

// The `@ts-expect-error` lines are the test: the type check (tsc) fails if a handler may answer
// a shape its contract entry does not promise.
describe('defineEndpoint', () => {
  it('takes name, auth, parameters and files from the contract table', () => {
    const endpoint = defineEndpoint('set_news', { async handle() { return ok('x', undefined as never); } });
    expect(endpoint).toMatchObject({ name: 'set_news', auth: 'required', method: 'POST', files: ['image', 'content_data', 'ofile[]'] });
  });

  it('refuses at compile time a handler that answers another shape', () => {
    defineEndpoint('get_settings', {
      // @ts-expect-error get_settings answers the settings object, not a list
      async handle() {
        return listReply('x', [{ id: 1 }], 1);
      },
    });
    defineEndpoint('get_news', {
      // @ts-expect-error an id is a number in the contract
      async handle() {
        return listReply('x', [{ id: '1' }], 1);
      },
    });
    defineEndpoint('get_user_by_id', {
      // @ts-expect-error get_user_by_id has no extra envelope field
      async handle({ user }) {
        return ok('x', undefined as never, { user_id: user.id });
      },
    });
    defineEndpoint('get_news', { async handle() { return noData(); } });
    expect(true).toBe(true);
  });
});
