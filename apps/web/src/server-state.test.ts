import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server state in the browser goes through TanStack Query (docs: issue 12): a feature keeps no
 * server data, loading or failure of a call in `useState`, and only query files (a feature's
 * `api/` folder, the shared `queries/`) touch the call step.
 */
const FEATURES = path.join(import.meta.dirname, 'features');

/** What a component holding server data by hand looks like (the patterns this refactor removed). */
const SERVER_STATE = [
  /useState<[^>(]*(NewsItem|Comment|Notification|UserWithCategories|Envelope|CardItem)\b/,
  /\bset(Items|Total|Loading|LoadFailed|Failed|Busy|Account|Saved|Personal|Found)\(/,
  /\bsetError\(result\./,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const isQueryFile = (file: string) => file.split(path.sep).includes('api');

describe('server state in the browser', () => {
  const files = sourceFiles(FEATURES).map((file) => ({ file: path.relative(FEATURES, file), text: readFileSync(file, 'utf8') }));

  it('no feature keeps server data or a call’s loading or failure in useState', () => {
    const offenders = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${file}:${index + 1}` }))
        .filter(({ line }) => SERVER_STATE.some((pattern) => pattern.test(line)))
        .map(({ line, at }) => `${at}  ${line}`),
    );
    expect(offenders).toEqual([]);
  });

  it('only query files call the API (useCallStep outside a feature’s api/ folder)', () => {
    const offenders = files.filter(({ file, text }) => !isQueryFile(file) && /\buseCallStep\(/.test(text)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('finds what it looks for', () => {
    expect(SERVER_STATE.some((pattern) => pattern.test('const [items, setItems] = useState<NewsItem[] | null>(null);'))).toBe(true);
    expect(SERVER_STATE.some((pattern) => pattern.test('if (!result.ok) return setError(result.error);'))).toBe(true);
    expect(SERVER_STATE.some((pattern) => pattern.test("const [draft, setDraft] = useState('');"))).toBe(false);
  });
});
