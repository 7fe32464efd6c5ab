/**
 * Where the browser finds the API and which access key it sends (API.md, Transport).
 * Defaults: the same origin's `/api` and the key local installs use. A deployment sets
 * NEXT_PUBLIC_API_BASE_URL / NEXT_PUBLIC_ACCESS_KEY at build time, or hands the values to
 * `<AppProviders>` at run time (the server reads them from its own configuration).
 */
export const DEFAULT_ACCESS_KEY = '5670';
export const DEFAULT_API_BASE_URL = '/api';

export interface ApiClientConfig {
  baseUrl: string;
  accessKey: string;
}

export function defaultApiClientConfig(overrides: Partial<ApiClientConfig> = {}): ApiClientConfig {
  return {
    // Written out in full: Next.js inlines NEXT_PUBLIC_ variables only where they appear literally.
    baseUrl: overrides.baseUrl || process.env.NEXT_PUBLIC_API_BASE_URL || DEFAULT_API_BASE_URL,
    accessKey: overrides.accessKey || process.env.NEXT_PUBLIC_ACCESS_KEY || DEFAULT_ACCESS_KEY,
  };
}
