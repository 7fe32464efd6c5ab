import type { Envelope } from '@newsroom/contract/envelope';
import { callRuntime } from './call-runtime';
import { inProcessCaller, type InProcessOptions, type InProcessParams } from './core/in-process';
import type { Deps } from './deps';
import { allEndpoints } from './endpoints';

export type { InProcessOptions, InProcessParams } from './core/in-process';

const callEndpoint = inProcessCaller(allEndpoints);

/**
 * Runs an endpoint inside the process, for the reader site's server components: the same
 * pipeline as `/api/<name>` over HTTP, without the HTTP hop and the access key (core/in-process.ts).
 * It sits beside the HTTP mount (app.ts) because both serve every endpoint.
 */
export function callInProcess<Data = unknown>(deps: Deps, name: string, params: InProcessParams = {}, options: InProcessOptions = {}): Promise<Envelope<Data>> {
  return callEndpoint<Data>(callRuntime(deps), name, params, options);
}
