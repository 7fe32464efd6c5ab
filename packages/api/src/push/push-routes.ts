import type { AnyEndpoint } from '../core/endpoint';

export const pushEndpoints: AnyEndpoint[] = [];
