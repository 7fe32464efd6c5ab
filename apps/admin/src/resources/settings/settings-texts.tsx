import { Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useSiteLanguages } from '../../components/language-input';
import { fieldLabel, SettingImageInput } from './setting-inputs';
import { SettingsSection } from './settings-sections';

/** The site-wide SEO defaults: what a page without its own search fields says to search engines. */
export function SeoDefaults() {
  return (
    <SettingsSection id="seo" title="console.settings.seo" help="console.settings.seo_help">
      <TextInput source="web_meta_title" label={fieldLabel('web_meta_title')} fullWidth />
      <TextInput source="web_meta_description" label={fieldLabel('web_meta_description')} multiline fullWidth />
      <TextInput source="web_meta_keyword" label={fieldLabel('web_meta_keyword')} fullWidth />
      <SettingImageInput source="web_og_image" />
    </SettingsSection>
  );
}

/** Each site language's own footer text and SEO texts, typed in that language's direction. */
export function PerLanguageTexts() {
  const translate = useTranslate();
  const languages = useSiteLanguages();
  return (
    <SettingsSection id="languages" title="console.settings.per_language" help="console.settings.per_language_help">
      {languages.map((language) => {
        const dir = language.right_to_left ? 'rtl' : 'ltr';
        const input = (key: string, multiline = false) => (
          <TextInput
            source={`by_language.${language.code}.${key}`}
            label={`${translate(fieldLabel(key))} (${language.name})`}
            multiline={multiline}
            fullWidth
            slotProps={{ htmlInput: { dir, lang: language.code } }}
          />
        );
        return (
          <section key={language.code} aria-labelledby={`settings-language-${language.code}`}>
            <Typography id={`settings-language-${language.code}`} component="h3" variant="subtitle1" sx={{ mt: 1 }}>
              {language.name}
            </Typography>
            {input('web_footer_description', true)}
            {input('web_meta_title')}
            {input('web_meta_description', true)}
            {input('web_meta_keyword')}
          </section>
        );
      })}
    </SettingsSection>
  );
}
