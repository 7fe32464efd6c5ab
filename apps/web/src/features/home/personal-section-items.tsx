'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCallStep } from '../../api-client/call-step-context';
import type { CardContext, CardItem } from '../../components/card-item';
import { sectionPage } from '../../components/section-cards';
import { useAppSelector } from '../../state/hooks';
import { selectSavedStateLoaded, selectToken } from '../../state/select';
import styles from './featured-section.module.css';
import { SectionLayout } from './section-layouts';
import { SectionSkeleton } from './section-skeleton';

/** As many items as the home page shows of any section (the API's preview). */
const PREVIEW_ITEMS = 6;

interface PersonalSectionItemsProps {
  sectionId: number;
  languageId: number;
  style: string;
  /** The cached page's items: the section as the newsroom set it up, for every reader. */
  initial: CardItem[];
  cards: CardContext;
  priority: boolean;
  loadingLabel: string;
}

/**
 * `server`: the saved state is still loading; `anonymous`: nobody is signed in, the cached items
 * stay; `loading`: the reader's own items are on their way; `personal`: they are shown.
 */
export type PersonalPhase = 'server' | 'anonymous' | 'loading' | 'personal';

export function personalPhase(loaded: boolean, token: string | null, loadedFor: string | null): PersonalPhase {
  if (!loaded) return 'server';
  if (!token) return 'anonymous';
  return loadedFor === token ? 'personal' : 'loading';
}

/**
 * The items of a section that follows the reader's chosen categories (`user_choice`, or
 * `is_based_on_user_choice`). The page is cached and the same for everyone, so it holds the
 * newsroom's default items; a signed-in reader's own are loaded here, after the page. While they
 * load, a skeleton covers the section at the height it already has, so nothing below it moves.
 */
export function PersonalSectionItems({ sectionId, languageId, style, initial, cards, priority, loadingLabel }: PersonalSectionItemsProps) {
  const call = useCallStep();
  const loaded = useAppSelector(selectSavedStateLoaded);
  const token = useAppSelector(selectToken);
  const [personal, setPersonal] = useState<{ token: string; items: CardItem[] } | null>(null);
  const [reserved, setReserved] = useState<number | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const phase = personalPhase(loaded, token, personal?.token ?? null);

  // Keeps the section's height while its items change, so the page below it does not shift.
  useLayoutEffect(() => {
    if (phase === 'loading' && box.current) setReserved(box.current.offsetHeight);
  }, [phase]);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void call('get_featured_section_by_id', { params: { language_id: languageId, section_id: sectionId, offset: 0, limit: PREVIEW_ITEMS }, displayToast: false }).then(
      (result) => {
        if (!current) return;
        // The API answers a list holding the one section.
        const section = result.ok ? result.response.data[0] : undefined;
        const items = section ? sectionPage(section, cards).items : [];
        // A failed call, or no story in the reader's categories: the newsroom's items stay.
        setPersonal({ token, items: items.length > 0 ? items : initial });
      },
    );
    return () => {
      current = false;
    };
  }, [call, token, languageId, sectionId, cards, initial]);

  const items = phase === 'personal' && personal ? personal.items : initial;
  return (
    <div ref={box} className={styles.personal} data-phase={phase} aria-busy={phase === 'loading'} style={reserved && phase !== 'anonymous' ? { minBlockSize: reserved } : undefined}>
      <div className={styles.personalItems}>
        <SectionLayout style={style} items={items} priority={priority} />
      </div>
      <SectionSkeleton label={loadingLabel} />
    </div>
  );
}
