import type { AnyEndpoint } from '../core/endpoint';

export const pagesEndpoints: AnyEndpoint[] = [];
