'use client';

import { useEffect, useRef, type PointerEvent } from 'react';
import type { AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { dragCrop, MAX_ZOOM, movableAxes, OUTPUT_SIZE, zoomCrop, type Crop } from './crop';
import { drawCrop } from './crop-canvas';

interface PictureCropperProps {
  image: HTMLImageElement;
  crop: Crop;
  onCrop: (crop: Crop) => void;
  text: AccountText;
}

/**
 * The preview of the new picture, exactly the square that will be uploaded. The reader frames it
 * by dragging the picture (pointer or touch) or with the sliders, which the keyboard moves too.
 */
export function PictureCropper({ image, crop, onCrop, text }: PictureCropperProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);
  // Pointer moves can come faster than renders: each one builds on the crop the last one made.
  const latest = useRef(crop);
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const axes = movableAxes(size, crop);

  useEffect(() => {
    latest.current = crop;
    if (canvasRef.current) drawCrop(canvasRef.current, image, crop);
  }, [image, crop]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = dragFrom.current;
    if (!from) return;
    const viewSize = event.currentTarget.getBoundingClientRect().width || OUTPUT_SIZE;
    latest.current = dragCrop(size, latest.current, event.clientX - from.x, event.clientY - from.y, viewSize);
    onCrop(latest.current);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    dragFrom.current = null;
  };

  return (
    <div className={styles.cropper}>
      <canvas
        ref={canvasRef}
        width={OUTPUT_SIZE}
        height={OUTPUT_SIZE}
        role="img"
        aria-label={text.newPicture}
        className={styles.cropCanvas}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
      <div className={styles.cropControls}>
        <p className={styles.hint}>{text.cropHint}</p>
        <label className={styles.slider}>
          <span>{text.zoom}</span>
          <input type="range" min={1} max={MAX_ZOOM} step={0.05} value={crop.zoom} onChange={(event) => onCrop(zoomCrop(size, crop, Number(event.target.value)))} />
        </label>
        {/* The picture does not mirror in right-to-left pages, so neither does its slider. */}
        <label className={styles.slider}>
          <span>{text.horizontal}</span>
          <input
            type="range"
            dir="ltr"
            min={0}
            max={100}
            value={Math.round(crop.x * 100)}
            disabled={!axes.x}
            onChange={(event) => onCrop({ ...crop, x: Number(event.target.value) / 100 })}
          />
        </label>
        <label className={styles.slider}>
          <span>{text.vertical}</span>
          <input
            type="range"
            min={0}
            max={100}
            value={Math.round(crop.y * 100)}
            disabled={!axes.y}
            onChange={(event) => onCrop({ ...crop, y: Number(event.target.value) / 100 })}
          />
        </label>
      </div>
    </div>
  );
}
