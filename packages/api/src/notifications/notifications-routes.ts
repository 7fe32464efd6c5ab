import type { AnyEndpoint } from '../core/endpoint';

export const notificationsEndpoints: AnyEndpoint[] = [];
