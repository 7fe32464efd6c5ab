'use client';

import { useEffect, useState } from 'react';
import { useCallStep } from '../../api-client/call-step-context';
import type { CardContext, CardItem } from '../../components/card-item';
import { sectionPage } from '../../components/section-cards';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { locationChanged } from '../../state/settings-slice';
import styles from './featured-section.module.css';
import type { HomeText } from './home-text';
import { SectionLayout } from './section-layouts';
import { SectionSkeleton } from './section-skeleton';

const SHOWN = 6;

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
  const call = useCallStep();
  const dispatch = useAppDispatch();
  const lat = useAppSelector((state) => state.settings.lat);
  const long = useAppSelector((state) => state.settings.long);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [found, setFound] = useState<{ at: string; items: CardItem[] } | null>(null);
  const located = lat !== null && long !== null;
  const at = located ? `${lat},${long}` : null;

  useEffect(() => {
    if (lat === null || long === null) return;
    let current = true;
    const params = { language_id: languageId, section_id: sectionId, latitude: lat, longitude: long, offset: 0, limit: SHOWN };
    void call('get_featured_section_by_id', { params, displayToast: false }).then((result) => {
      // The API answers a list holding the one section.
      const section = result.ok ? result.response.data[0] : undefined;
      if (current) setFound({ at: `${lat},${long}`, items: section ? sectionPage(section, cards).items : [] });
    });
    return () => {
      current = false;
    };
  }, [call, lat, long, languageId, sectionId, cards]);

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

  const items = found && found.at === at ? found.items : null;
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
