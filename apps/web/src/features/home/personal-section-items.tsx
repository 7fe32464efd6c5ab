'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import type { CardContext, CardItem } from '../../components/card-item';
import { sectionPage } from '../../components/section-cards';
import { useAppSelector } from '../../state/hooks';
import { selectSavedStateLoaded, selectToken } from '../../state/select';
import { useSectionItems } from './api/get-section-items';
import styles from './featured-section.module.css';
import { SectionLayout } from './section-layouts';
import { SectionSkeleton } from './section-skeleton';

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
  const loaded = useAppSelector(selectSavedStateLoaded);
  const token = useAppSelector(selectToken);
  const section = useSectionItems({ sectionId, languageId }, token !== null);
  const [reserved, setReserved] = useState<number | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const answered = section.isSuccess || section.isError;
  const phase = personalPhase(loaded, token, answered ? token : null);

  // Keeps the section's height while its items change, so the page below it does not shift.
  useLayoutEffect(() => {
    if (phase === 'loading' && box.current) setReserved(box.current.offsetHeight);
  }, [phase]);

  // A failed call, or no story in the reader's categories: the newsroom's items stay.
  const personal = section.data ? sectionPage(section.data, cards).items : [];
  const items = phase === 'personal' && personal.length > 0 ? personal : initial;
  return (
    <div ref={box} className={styles.personal} data-phase={phase} aria-busy={phase === 'loading'} style={reserved && phase !== 'anonymous' ? { minBlockSize: reserved } : undefined}>
      <div className={styles.personalItems}>
        <SectionLayout style={style} items={items} priority={priority} />
      </div>
      <SectionSkeleton label={loadingLabel} />
    </div>
  );
}
