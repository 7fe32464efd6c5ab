import { describe, it } from 'vitest';

// Media on object storage (MEDIA_STORE=s3, docs/scale-out.md "Not yet done") belongs here: until
// then the harness links every process's media folder to one shared folder (local-cluster.ts),
// which these tests should replace with a bucket the processes share.

describe('media across processes', () => {
  it.todo('an image uploaded through one process is served by every process and through the balancer');
  it.todo('a process started after the upload serves it too (nothing of it lives on one machine)');
});
