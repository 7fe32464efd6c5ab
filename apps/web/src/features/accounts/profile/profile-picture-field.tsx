'use client';

import { useState, type ChangeEvent } from 'react';
import type { AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { CENTRED, type Crop } from './crop';
import { loadPicture, PICTURE_MAX_BYTES, PICTURE_TYPES } from './crop-canvas';
import { PictureCropper } from './picture-cropper';

/** A picture the reader chose and how they framed it; uploaded when the profile is saved. */
export interface ChosenPicture {
  image: HTMLImageElement;
  crop: Crop;
}

interface ProfilePictureFieldProps {
  /** The saved picture's address, or "" when there is none. */
  current: string;
  chosen: ChosenPicture | null;
  onChosen: (picture: ChosenPicture | null) => void;
  text: AccountText;
}

/** The profile picture: the saved one, a file input, and the square crop of a new one. */
export function ProfilePictureField({ current, chosen, onChosen, text }: ProfilePictureFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  // A new input after "keep the current picture", so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) return;
    if (file.size > PICTURE_MAX_BYTES) return setProblem(text.fileTooLarge);
    if (file.type && !PICTURE_TYPES.includes(file.type)) return setProblem(text.invalidImage);
    try {
      onChosen({ image: await loadPicture(file), crop: CENTRED });
    } catch {
      setProblem(text.invalidImage);
    }
  };

  const keepCurrent = () => {
    onChosen(null);
    setInputKey((key) => key + 1);
  };

  return (
    <fieldset className={styles.pictureField}>
      <legend>{text.picture}</legend>
      <div className={styles.pictureRow}>
        {current ? (
          <img src={current} alt={text.picture} width={96} height={96} className={styles.avatar} />
        ) : (
          <p className={styles.noPicture}>{text.noPicture}</p>
        )}
        <div className={styles.field}>
          {/*
            The browser's own file button speaks the browser's language ("Choose File" on an
            Arabic page), so the input is hidden from sight, not from keyboards or screen readers,
            and its label, in the page's language, looks like the button.
          */}
          <input
            key={inputKey}
            id="profile-picture"
            type="file"
            className={`visually-hidden ${styles.fileInput}`}
            accept={PICTURE_TYPES.join(',')}
            onChange={(event) => void onFile(event)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'profile-picture-error' : undefined}
          />
          <label htmlFor="profile-picture" className={`${styles.secondary} ${styles.fileButton}`}>
            {text.choosePicture}
          </label>
          {problem && (
            <p id="profile-picture-error" className={styles.fieldError}>
              {problem}
            </p>
          )}
        </div>
      </div>
      {chosen && (
        <>
          <PictureCropper image={chosen.image} crop={chosen.crop} onCrop={(crop) => onChosen({ ...chosen, crop })} text={text} />
          <button type="button" className={styles.secondary} onClick={keepCurrent}>
            {text.dropPicture}
          </button>
        </>
      )}
    </fieldset>
  );
}
