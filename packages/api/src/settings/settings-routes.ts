import type { AnyEndpoint } from '../core/endpoint';

export const settingsEndpoints: AnyEndpoint[] = [];
