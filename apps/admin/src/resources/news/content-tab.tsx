import { FormDataConsumer, required, TextInput, useDataProvider } from 'react-admin';
import { LanguageInput, useSiteLanguages } from '../../components/language-input';
import { StoryTextInput } from '../../components/story-text-input';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { withFiles } from '../../data/form-files';
import { ContentValueInput } from './content-value-input';
import { SlugInput } from './slug-check';
import { CategoryInput, LocationInput, SubcategoryInput, TagsInput } from './taxonomy-inputs';

/** Images placed in the text are stored at once (the admin text-image route); the text keeps their address. */
function useUploadTextImage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return async (file: File) => {
    const body = withFiles('news.textImage', { image: { rawFile: file } });
    const stored = await dataProvider.callRoute('news.textImage', { body: body as never });
    return { src: stored.src };
  };
}

/** Where the story belongs, what it is called, its kind and its text, written in its own language's direction. */
export function ContentTab() {
  const languages = useSiteLanguages();
  const uploadImage = useUploadTextImage();
  return (
    <>
      <LanguageInput validate={required()} />
      <CategoryInput validate={required()} />
      <SubcategoryInput />
      <TagsInput />
      <LocationInput />
      <TextInput source="title" validate={required()} fullWidth />
      <SlugInput />
      <ContentValueInput />
      <FormDataConsumer>
        {({ formData }) => {
          const rightToLeft = languages.find((language) => language.id === formData.language_id)?.right_to_left;
          return <StoryTextInput source="description" label="resources.news.fields.description" dir={rightToLeft ? 'rtl' : 'ltr'} uploadImage={uploadImage} />;
        }}
      </FormDataConsumer>
    </>
  );
}
