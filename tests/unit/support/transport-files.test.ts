import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRANSPORT_FILES } from '../../support/transport-files';

describe('the files service:node-http runs', () => {
  // Vitest runs nothing, and says nothing, for an include path that names no file: a renamed file would drop
  // out of the project unnoticed.
  it.each(TRANSPORT_FILES)('%s exists', (file) => {
    expect(existsSync(file)).toBe(true);
  });
});
