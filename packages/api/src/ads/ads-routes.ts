import type { AnyEndpoint } from '../core/endpoint';

export const adsEndpoints: AnyEndpoint[] = [];
