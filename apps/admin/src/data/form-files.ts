import { adminEndpoints, type AdminEndpointName } from '@newsroom/contract/admin/endpoints';

/** What react-admin's FileInput and ImageInput keep for a file the user picked. */
interface PickedFile {
  rawFile: File;
}

const isPicked = (value: unknown): value is PickedFile => typeof value === 'object' && value !== null && (value as { rawFile?: unknown }).rawFile instanceof File;

/**
 * A write's body for a route that takes files (its entry's `files`): multipart, with the JSON
 * body in `payload` and each newly picked file in the part of its field, when any file was picked;
 * the plain body otherwise. Files the record already had are not sent again: the server keeps
 * them unless the body says to remove them.
 */
export function withFiles(name: AdminEndpointName, body: Record<string, unknown>): Record<string, unknown> | FormData {
  const fileFields = (adminEndpoints[name] as { files?: readonly string[] }).files ?? [];
  const form = new FormData();
  let picked = 0;
  const rest: Record<string, unknown> = { ...body };
  for (const field of fileFields) {
    const value = body[field];
    const values = Array.isArray(value) ? value : [value];
    const files = values.filter(isPicked);
    for (const file of files) form.append(field, file.rawFile, file.rawFile.name);
    picked += files.length;
    delete rest[field];
  }
  if (picked === 0) return rest;
  form.append('payload', JSON.stringify(rest));
  return form;
}
