import type { AnyEndpoint } from '../core/endpoint';

export const featuredSectionsEndpoints: AnyEndpoint[] = [];
