import type { AnyEndpoint } from '../core/endpoint';

export const liveStreamsEndpoints: AnyEndpoint[] = [];
