import type { AnyEndpoint } from '../core/endpoint';

export const likesEndpoints: AnyEndpoint[] = [];
