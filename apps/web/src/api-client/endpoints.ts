import type { EndpointName as ContractName } from '@newsroom/contract/endpoints';
import { MULTIPART_ENDPOINTS, WRITE_ENDPOINTS } from './endpoint-methods';

// The contract's table types every call of the site (packages/contract/src/endpoints.ts).
export type { DataOf, EndpointName, Endpoints, ParamsOf } from '@newsroom/contract/endpoints';

/** What a client may put in a parameter: text, numbers, and files where the call is multipart. */
export type ParamValue = string | number | boolean | Blob | readonly Blob[] | null | undefined;

/** SPEC section 6: sent without authorization even when the reader is signed in (a client rule). */
export const PUBLIC_ENDPOINTS: ReadonlySet<ContractName> = new Set<ContractName>([
  'get_languages_list',
  'get_category',
  'get_language_json_data',
  'get_settings',
]);

export { MULTIPART_ENDPOINTS };

/** Reads are GET with a query string, writes POST with a body (SPEC section 7's table), as the contract says. */
export function methodOf(endpoint: ContractName): 'GET' | 'POST' {
  return WRITE_ENDPOINTS.has(endpoint) ? 'POST' : 'GET';
}
