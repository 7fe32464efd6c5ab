import { getLanguageJsonDataParams, getLanguagesListParams } from '@newsroom/contract/languages';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { labelsFor, listLanguages } from './languages-service';

const getLanguagesList = defineEndpoint({
  name: 'get_languages_list',
  summary: 'The active languages, with the default language in the envelope',
  auth: 'none',
  params: getLanguagesListParams,
  cacheable: true,
  async handle({ deps }) {
    const { languages, defaultLanguage } = await listLanguages(deps);
    return listReply('Languages fetched successfully', languages, languages.length, { default_language: defaultLanguage });
  },
});

const getLanguageJsonData = defineEndpoint({
  name: 'get_language_json_data',
  summary: 'The UI labels of one language: a flat object label key to text',
  auth: 'none',
  params: getLanguageJsonDataParams,
  cacheable: true,
  async handle({ deps, params }) {
    return ok('Language data fetched successfully', await labelsFor(deps, params.code));
  },
});

export const languagesEndpoints: AnyEndpoint[] = [getLanguagesList, getLanguageJsonData];
