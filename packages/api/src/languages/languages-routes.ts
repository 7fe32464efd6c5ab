import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { labelsFor, listLanguages } from './languages-service';

const getLanguagesList = defineEndpoint('get_languages_list', {
  cacheable: true,
  async handle({ deps }) {
    const { languages, defaultLanguage } = await listLanguages(deps);
    return listReply('Languages fetched successfully', languages, languages.length, { default_language: defaultLanguage });
  },
});

const getLanguageJsonData = defineEndpoint('get_language_json_data', {
  cacheable: true,
  async handle({ deps, params }) {
    return ok('Language data fetched successfully', await labelsFor(deps, params.code));
  },
});

export const languagesEndpoints: AnyEndpoint[] = [getLanguagesList, getLanguageJsonData];
