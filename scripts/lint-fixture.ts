import path from 'node:path';
import { ESLint } from 'eslint';

/** One problem lint reports on a fixture. */
export interface LintFinding {
  /** Repository-relative path of the fixture file. */
  file: string;
  ruleId: string | null;
  line: number;
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * Lints files under scripts/lint-fixtures with the repository's own configuration. The normal
 * lint run ignores that folder (its files break the rules on purpose), so the ignores are turned
 * off here: a rule that stops firing then fails a test instead of passing in silence.
 */
export async function lintFixture(files: string[]): Promise<LintFinding[]> {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const results = await eslint.lintFiles(files.map((file) => path.join(root, file)));
  return results.flatMap((result) =>
    result.messages.map((message) => ({ file: path.relative(root, result.filePath), ruleId: message.ruleId, line: message.line })),
  );
}
