import type { AnyEndpoint } from '../core/endpoint';

export const breakingNewsEndpoints: AnyEndpoint[] = [];
