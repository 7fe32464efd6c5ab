import type { AnyEndpoint } from '../core/endpoint';

export const commentsEndpoints: AnyEndpoint[] = [];
