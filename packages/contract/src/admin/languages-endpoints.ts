import { z } from 'zod';
import { adminNothing } from './answers';
import { ADMINISTRATORS, EVERY_ROLE, type AdminEndpointEntry } from './endpoint-entry';
import { adminLanguageDetail, adminLanguageRecord, languageCreateBody, languageListQuery, languageUpdateBody } from './languages';
import { adminLanguageLabels, labelsImportBody, labelsSaveBody, labelsWriteData } from './languages-labels';
import { idParams } from './staff';

/** Languages are the site's structure: administrators change them, editors read them (and every role's pickers list them). */
const LANGUAGE_READERS = ['administrator', 'editor'] as const;

/** Languages and their UI labels. */
export const languagesEndpoints = {
  'languages.list': {
    method: 'GET', path: 'languages', roles: EVERY_ROLE, summary: 'Every site language, inactive ones included, with its missing label count',
    query: languageListQuery, data: z.array(adminLanguageRecord), paged: true, example: {},
  },
  'languages.get': {
    method: 'GET', path: 'languages/:id', roles: LANGUAGE_READERS, summary: 'One language and what it holds (stories, categories…)',
    params: idParams, data: adminLanguageDetail, example: { params: { id: '1' } },
  },
  'languages.create': {
    method: 'POST', path: 'languages', roles: ADMINISTRATORS,
    summary: 'Adds a language (inactive unless `active`), its labels copied from the default language unless `copy_default_labels` is false',
    body: languageCreateBody, files: ['image'], data: adminLanguageRecord,
    example: { body: { code: 'eo', name: 'Esperanto', display_name: 'Esperanto' } },
  },
  'languages.update': {
    method: 'PUT', path: 'languages/:id', roles: ADMINISTRATORS, summary: 'Renames a language, turns it on or off (not the default), changes its direction or flag',
    params: idParams, body: languageUpdateBody, files: ['image'], data: adminLanguageDetail, example: { params: { id: '1' }, body: {} },
  },
  'languages.setDefault': {
    method: 'POST', path: 'languages/:id/default', roles: ADMINISTRATORS, summary: 'Makes an active language the site default (exactly one is)',
    params: idParams, data: adminLanguageRecord, example: { params: { id: '999999' } },
  },
  'languages.delete': {
    method: 'DELETE', path: 'languages/:id', roles: ADMINISTRATORS, summary: 'Deletes a language that holds nothing (409 with the counts otherwise; never the default)',
    params: idParams, data: adminNothing, example: { params: { id: '999999' } },
  },
  'languages.labels': {
    method: 'GET', path: 'languages/:id/labels', roles: LANGUAGE_READERS, summary: 'A language’s UI labels beside the default language’s, with the missing keys (also the export)',
    params: idParams, data: adminLanguageLabels, example: { params: { id: '1' } },
  },
  'languages.saveLabels': {
    method: 'PUT', path: 'languages/:id/labels', roles: ADMINISTRATORS, summary: 'Saves changed labels (an empty text removes the key)',
    params: idParams, body: labelsSaveBody, data: labelsWriteData, example: { params: { id: '1' }, body: { labels: {} } },
  },
  'languages.importLabels': {
    method: 'POST', path: 'languages/:id/labels/import', roles: ADMINISTRATORS,
    summary: 'Imports a JSON object of key -> text (strings only, known keys, at most 200 kB), merged or replacing',
    params: idParams, body: labelsImportBody, data: labelsWriteData, example: { params: { id: '1' }, body: { labels: {} } },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
