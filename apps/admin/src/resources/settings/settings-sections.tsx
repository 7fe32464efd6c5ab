import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import { BooleanInput, NumberInput, RadioButtonGroupInput, TextInput, maxValue, minValue, required, useTranslate } from 'react-admin';
import { NEWS_SUBMISSION_MODES } from '@newsroom/contract/roles';
import { RADIUS_KM } from '@newsroom/contract/admin/settings';
import { ColourInput, fieldLabel, SettingImageInput } from './setting-inputs';

/** A titled part of the settings form, named for screen readers by its heading. */
export function SettingsSection({ id, title, help, children }: { id: string; title: string; help?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={`settings-${id}`} sx={{ width: '100%', mb: 3 }}>
      <Typography id={`settings-${id}`} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {help && <Typography variant="body2" sx={{ mb: 1 }}>{translate(help)}</Typography>}
      {children}
    </Box>
  );
}

const toggle = (key: string) => <BooleanInput key={key} source={key} label={fieldLabel(key)} helperText={false} />;

export function FeatureSwitches() {
  return (
    <SettingsSection id="features" title="console.settings.features">
      {['category_mode', 'subcategory_mode', 'breaking_news_mode', 'live_streaming_mode', 'location_news_mode'].map(toggle)}
      <NumberInput source="nearest_location_measure" label={fieldLabel('nearest_location_measure')} min={RADIUS_KM.min} max={RADIUS_KM.max} validate={[required(), minValue(RADIUS_KM.min), maxValue(RADIUS_KM.max)]} />
    </SettingsSection>
  );
}

export function CommentSettings() {
  return <SettingsSection id="comments" title="console.settings.comments">{['comments_mode', 'comment_premoderation'].map(toggle)}</SettingsSection>;
}

export function NewsSettings() {
  const choices = NEWS_SUBMISSION_MODES.map((mode) => ({ id: mode, name: `console.settings.submission.${mode}` }));
  return (
    <SettingsSection id="news" title="console.settings.news">
      <RadioButtonGroupInput source="news_submission" label={fieldLabel('news_submission')} choices={choices} />
      {toggle('auto_delete_expire_news_mode')}
    </SettingsSection>
  );
}

/** Links to the screens that own the rest of the identity: languages and social links. */
function ElsewhereLink({ text, to, label }: { text: string; to: string; label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      {translate(text)}{' '}
      <Link component={RouterLink} to={to}>
        {translate(label)}
      </Link>
    </Typography>
  );
}

export function IdentitySettings() {
  return (
    <SettingsSection id="identity" title="console.settings.identity">
      <TextInput source="web_name" label={fieldLabel('web_name')} validate={required()} fullWidth />
      <ColourInput />
      <TextInput source="system_timezone" label={fieldLabel('system_timezone')} helperText={fieldLabel('system_timezone_help')} validate={required()} />
      <TextInput source="web_footer_description" label={fieldLabel('web_footer_description')} multiline fullWidth />
      <ElsewhereLink text="console.settings.default_language" to="/languages" label="console.settings.default_language_open" />
      <ElsewhereLink text="console.settings.social_help" to="/social-links" label="console.settings.social_open" />
    </SettingsSection>
  );
}

export function ImageSettings() {
  return (
    <SettingsSection id="images" title="console.settings.images">
      {['web_header_logo', 'web_footer_logo', 'web_placeholder_image'].map((key) => <SettingImageInput key={key} source={key} />)}
    </SettingsSection>
  );
}
