import type { AnyEndpoint } from '../core/endpoint';

export const usersEndpoints: AnyEndpoint[] = [];
