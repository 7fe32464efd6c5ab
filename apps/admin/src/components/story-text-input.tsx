import { TextInput } from 'react-admin';

export interface StoryTextInputProps {
  source: string;
  label?: string;
  /** The text's direction: the story's language decides, not the console's. */
  dir?: 'ltr' | 'rtl';
  /** Uploads an image placed in the text; answers its address. */
  uploadImage?: (file: File) => Promise<{ src: string }>;
}

/**
 * The story text as HTML. A plain multi-line field until the shared rich text editor
 * (`@newsroom/rich-text`) takes its place with the same props.
 */
export function StoryTextInput({ source, label, dir }: StoryTextInputProps) {
  return <TextInput source={source} label={label} multiline minRows={8} fullWidth inputProps={{ dir }} />;
}
