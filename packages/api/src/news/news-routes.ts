import type { AnyEndpoint } from '../core/endpoint';

export const newsEndpoints: AnyEndpoint[] = [];
