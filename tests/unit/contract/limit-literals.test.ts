import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A form's bounds come from lib/contract/limits.ts, never typed (or kept in a constant of its own) where the
 * input is: the create-customer dialog once let 320 characters of email through where the service and the
 * edit dialog took 254.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const sources = (folder: string) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tsx'))
    .map((path) => ({ path: `${folder}/${path}`, text: readFileSync(join(ROOT, folder, path), 'utf8') }));

/** `maxLength={320}`, `min={EMPLOYEE_COUNT.min}`: an input's bound and the name its value starts with. */
const BOUND = /\b(maxLength|minLength|max|min)=\{\s*([^}]*?)\s*\}/g;
const CONTRACT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@\/lib\/contract\/limits'/;

/** The bounds in a file whose value is not one of the names it imports from lib/contract/limits. */
function boundsOutsideContract(text: string): string[] {
  const imported = new Set(
    (text.match(CONTRACT_IMPORT)?.[1] ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
  );
  return [...text.matchAll(BOUND)]
    .filter(([, , value = '']) => !imported.has(value.split(/[.\s]/)[0] ?? ''))
    .map(([attribute]) => attribute);
}

describe('form bounds come from lib/contract', () => {
  it('every input bound in components/ and app/ is a lib/contract/limits value', () => {
    const found = [...sources('components'), ...sources('app')].flatMap(({ path, text }) =>
      boundsOutsideContract(text).map((attribute) => `${path}: ${attribute}`),
    );
    expect(found).toEqual([]);
  });

  it('a number, or a constant of the file’s own, is found; a contract name is not', () => {
    const local = `const LABEL_MAX_LENGTH = 100;\n<Input maxLength={LABEL_MAX_LENGTH} />`;
    expect(boundsOutsideContract('<Input maxLength={320} min={1} />')).toEqual([
      'maxLength={320}',
      'min={1}',
    ]);
    expect(boundsOutsideContract(local)).toEqual(['maxLength={LABEL_MAX_LENGTH}']);
    const contract = `import { CUSTOMER_EMAIL_MAX_LENGTH, EMPLOYEE_COUNT } from '@/lib/contract/limits';\n<Input maxLength={CUSTOMER_EMAIL_MAX_LENGTH} min={EMPLOYEE_COUNT.min} />`;
    expect(boundsOutsideContract(contract)).toEqual([]);
  });
});
