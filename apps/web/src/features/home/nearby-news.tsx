'use client';

import { useState } from 'react';
import type { CardContext, CardItem } from '../../components/card-item';
import { sectionPage } from '../../components/section-cards';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { locationChanged } from '../../state/settings-slice';
import { useSectionItems } from './api/get-section-items';
import styles from './featured-section.module.css';
import type { HomeText } from './home-text';
import { SectionLayout } from './section-layouts';
import { SectionSkeleton } from './section-skeleton';

/** Two decimals (about a kilometre): enough to find stories within the site's radius, never the reader's exact place. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

type Problem = 'blocked' | 'unavailable' | null;

interface NearbyNewsProps {
  /** The section whose stories are narrowed to the reader's surroundings (the API's location filter). */
  sectionId: number;
  languageId: number;
  cards: CardContext;
  text: HomeText;
}

/**
 * "News near you": the reader asks for it with a button (the browser then asks for permission;
 * the page never prompts by itself). The rounded position is kept in the settings slice, saved
 * with the rest of the state, so the next visit shows nearby stories without asking again.
 */
export function NearbyNews({ sectionId, languageId, cards, text }: NearbyNewsProps) {
  const dispatch = useAppDispatch();
  const lat = useAppSelector((state) => state.settings.lat);
  const long = useAppSelector((state) => state.settings.long);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const place = lat !== null && long !== null ? { lat, long } : null;
  const located = place !== null;
  const nearby = useSectionItems({ sectionId, languageId, place }, located);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProblem('unavailable');
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        dispatch(locationChanged({ lat: roundCoordinate(position.coords.latitude), long: roundCoordinate(position.coords.longitude) }));
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'blocked' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };

  // A failed call shows as no stories near the reader, as an empty answer does.
  const section = nearby.isError ? null : nearby.data;
  const items: CardItem[] | null = section === undefined ? null : section ? sectionPage(section, cards).items : [];
  return (
    <>
      <div className={styles.nearbyControls}>
        {located ? (
          <button type="button" className={styles.nearbyButton} onClick={() => dispatch(locationChanged(null))}>
            {text.stopUsingLocation}
          </button>
        ) : (
          <button type="button" className={styles.nearbyButton} onClick={locate} disabled={locating}>
            {locating ? text.findingLocation : text.useMyLocation}
          </button>
        )}
        {problem && <p role="alert">{problem === 'blocked' ? text.locationBlocked : text.locationUnavailable}</p>}
      </div>
      {located && items === null && (
        <div className={styles.nearbyLoading}>
          <SectionSkeleton label={text.loadingStories} />
        </div>
      )}
      {items && (items.length > 0 ? <SectionLayout style="style_2" items={items} priority={false} /> : <p className={styles.description}>{text.noNewsNearYou}</p>)}
    </>
  );
}
