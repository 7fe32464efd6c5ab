'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { NewsItem } from '@newsroom/contract/news';
import type { UploadProgress } from '../../api-client/upload-progress';
import { useAppDispatch } from '../../state/hooks';
import { newsToEditCleared } from '../../state/news-creation-slice';
import { useSaveStory } from './api/save-story';
import type { DeskText } from './desk-text';
import { DraftNotice } from './draft-notice';
import { draftProblems, saveParams } from './draft/save-params';
import { draftKeyOf, missingFiles, NO_FILES, withFileNames, type DraftFiles, type StoryDraft } from './draft/story-draft';
import { useStoryDraft } from './draft/use-story-draft';
import { ContentFields } from './fields/content-fields';
import { ImageFields } from './fields/image-fields';
import { MetaFields } from './fields/meta-fields';
import { TagPicker } from './fields/tag-picker';
import { TaxonomyFields, type StoryLanguage } from './fields/taxonomy-fields';
import { TitleSlugFields } from './fields/title-slug-fields';
import { PreviewPanel } from './preview-panel';
import { SaveBar } from './save-bar';
import { StoryTextEditor } from './story-text-editor';
import { useLeaveGuard } from './use-leave-guard';
import { useObjectUrls } from './use-object-urls';
import styles from './writers-desk.module.css';

export interface StoryEditorProps {
  newsId: number | null;
  /** The story as the server has it, or an empty one: a kept draft wins over it. */
  baseline: StoryDraft;
  languages: StoryLanguage[];
  locale: string;
  text: DeskText;
  /** Where a saved story takes the writer (My stories), and the site's address for the search preview. */
  savedPath: string;
  siteAddress: string;
  renderPreview: (item: NewsItem) => ReactNode;
}

/** The story form: every field, the kept draft, the live preview and the save. */
export function StoryEditor({ newsId, baseline, languages, locale, text, savedPath, siteAddress, renderPreview }: StoryEditorProps) {
  const id = useId();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { draft, update, changed, keptAt, restored, discard } = useStoryDraft(draftKeyOf(newsId), baseline);
  const [files, setFiles] = useState<DraftFiles>(NO_FILES);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [checked, setChecked] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const save = useSaveStory(setProgress);
  const [imageUrl = '', videoUrl = '', ...galleryUrls] = useObjectUrls([files.image, files.video, ...files.gallery]);
  useLeaveGuard(changed && !save.isSuccess, text.leaveWarning);

  const problems = checked ? draftProblems(draft, files) : [];
  const dir = languages.find((language) => language.id === draft.languageId)?.dir ?? 'ltr';
  const chooseFiles = (next: DraftFiles) => {
    setFiles(next);
    update(withFileNames(draft, next));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (draftProblems(draft, files).length > 0) return;
    // The bar shows from the first moment: a small file may be sent before any progress event.
    const bytes = [files.image, files.video, ...files.gallery].reduce((sum, file) => sum + (file?.size ?? 0), 0);
    if (bytes > 0) setProgress({ loaded: 0, total: bytes });
    save.mutate(saveParams(draft, files, newsId), {
      onSuccess: () => {
        discard();
        if (newsId !== null) dispatch(newsToEditCleared());
        router.push(savedPath);
      },
      onSettled: () => setProgress(null),
    });
  };
  const onDiscard = () => {
    discard();
    setFiles(NO_FILES);
    setEditorKey((key) => key + 1);
  };

  return (
    <div className={styles.desk}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={`${id}-problems`}>
        <DraftNotice restored={restored} keptAt={keptAt} missing={missingFiles(draft, files)} locale={locale} text={text} onDiscard={changed ? onDiscard : null} />
        <TaxonomyFields draft={draft} update={update} text={text} languages={languages} />
        <TagPicker draft={draft} update={update} text={text} />
        <TitleSlugFields draft={draft} update={update} text={text} newsId={newsId} dir={dir} />
        <ContentFields draft={draft} update={update} text={text} video={files.video} onVideo={(video) => chooseFiles({ ...files, video })} />
        <div className={styles.group}>
          <p id={`${id}-description`} className={styles.label}>
            {text.storyText}
          </p>
          <StoryTextEditor key={editorKey} initialHtml={draft.description} onChange={(description) => update({ description })} labelId={`${id}-description`} dir={dir} text={text} />
        </div>
        <ImageFields draft={draft} update={update} files={files} urls={{ image: imageUrl, gallery: galleryUrls }} onFiles={chooseFiles} text={text} />
        <MetaFields draft={draft} update={update} text={text} address={`${siteAddress}/${draft.slug}`} />
        <SaveBar id={`${id}-problems`} problems={problems} failure={save.error?.message ?? null} busy={save.isPending} progress={progress} text={text} />
      </form>
      <PreviewPanel draft={draft} newsId={newsId} urls={{ image: imageUrl, gallery: galleryUrls, video: videoUrl }} text={text} renderPreview={renderPreview} />
    </div>
  );
}
