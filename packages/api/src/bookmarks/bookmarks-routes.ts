import type { AnyEndpoint } from '../core/endpoint';

export const bookmarksEndpoints: AnyEndpoint[] = [];
