import type { AnyEndpoint } from '../core/endpoint';

export const taxonomyEndpoints: AnyEndpoint[] = [];
