import type { ReactElement } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { SECTION_STYLES } from '@newsroom/contract/admin/home-page-sections';

type Style = (typeof SECTION_STYLES)[number];

/** Pictures and text lines, as the home page lays each style out (apps/web features/home/section-layouts.tsx). */
const picture = (x: number, y: number, w: number, h: number, key: string) => <rect key={key} x={x} y={y} width={w} height={h} rx={2} fill="currentColor" opacity={0.35} />;
const line = (x: number, y: number, w: number, key: string) => <rect key={key} x={x} y={y} width={w} height={3} rx={1.5} fill="currentColor" opacity={0.75} />;
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

const DRAWINGS: Record<Style, ReactElement[]> = {
  // A lead story beside a column of smaller ones.
  style_1: [picture(4, 4, 44, 30, 'p'), line(4, 38, 40, 'l'), ...range(3).flatMap((i) => [picture(54, 4 + i * 13, 14, 10, `p${i}`), line(71, 7 + i * 13, 25, `l${i}`)])],
  // An even grid of cards.
  style_2: range(3).flatMap((i) => [picture(4 + i * 31, 6, 28, 20, `p${i}`), line(4 + i * 31, 30, 24, `l${i}`), line(4 + i * 31, 36, 16, `m${i}`)]),
  // A dark band of picture cards, titles on the pictures.
  style_3: [<rect key="band" x={0} y={0} width={100} height={46} rx={3} fill="currentColor" opacity={0.85} />, ...range(3).map((i) => <rect key={`c${i}`} x={5 + i * 31} y={8} width={28} height={30} rx={2} fill="#fff" opacity={0.45} />)],
  // Two featured stories and a list of headlines.
  style_4: [picture(4, 4, 28, 22, 'a'), line(4, 30, 24, 'al'), picture(36, 4, 28, 22, 'b'), line(36, 30, 24, 'bl'), ...range(4).map((i) => line(70, 6 + i * 9, 26, `h${i}`))],
  // A numbered ranking.
  style_5: range(4).flatMap((i) => [<text key={`n${i}`} x={6} y={12 + i * 10} fontSize={9} fontWeight={700} fill="currentColor">{i + 1}</text>, line(18, 7 + i * 10, 70 - i * 8, `l${i}`)]),
  // Two columns of picture-beside-text cards.
  style_6: range(4).flatMap((i) => {
    const x = (i % 2) * 49 + 3;
    const y = Math.floor(i / 2) * 21 + 4;
    return [picture(x, y, 16, 16, `p${i}`), line(x + 19, y + 4, 24, `l${i}`), line(x + 19, y + 10, 16, `m${i}`)];
  }),
};

/** A small drawing of a style's layout; decorative, as the choice is named in words beside it. */
export function StyleThumbnail({ style }: { style: string }) {
  const drawing = DRAWINGS[style as Style];
  if (!drawing) return null;
  return (
    <Box component="svg" viewBox="0 0 100 46" aria-hidden="true" sx={{ inlineSize: 100, blockSize: 46, color: 'primary.main', display: 'block' }}>
      {drawing}
    </Box>
  );
}

/**
 * Picks a style by its picture: a radio group, so arrow keys move between the styles.
 * `followsWeb` adds "same as on the web" (`""`), for the app's style.
 */
export function StyleInput({ source, followsWeb = false }: { source: 'style_web' | 'style_app'; followsWeb?: boolean }) {
  const translate = useTranslate();
  const { field, id } = useInput({ source, defaultValue: followsWeb ? '' : 'style_1' });
  const choices: string[] = [...(followsWeb ? [''] : []), ...SECTION_STYLES];
  const labelId = `${id}-label`;
  return (
    <FormControl component="fieldset" sx={{ mb: 2 }}>
      <FormLabel component="legend" id={labelId}>
        {translate(`resources.featured-sections.fields.${source}`)}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} name={field.name} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value)}>
        {choices.map((style) => (
          <FormControlLabel
            key={style || 'web'}
            value={style}
            control={<Radio />}
            sx={{ alignItems: 'center', mr: 2, mb: 1 }}
            label={
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                {style ? <StyleThumbnail style={style} /> : null}
                <Typography variant="body2">{style ? translate('console.home_page.style', { number: style.slice(-1) }) : translate('console.home_page.same_as_web')}</Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
