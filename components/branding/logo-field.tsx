'use client';

import Image from 'next/image';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy } from '@/components/ui/field';
import { BRANDING_LOGO } from '@/lib/contract/limits';
import { LOGO_TYPES, logoBytesProblem, logoFileProblem } from './branding-errors';
import { readLogoFile } from './read-logo-file';

const ID = 'branding-logo';
const max = BRANDING_LOGO.maxPixels.toLocaleString('en');
const HINT = `PNG or JPEG, at most ${BRANDING_LOGO.maxBytes / 1024} KB and ${max} × ${max} pixels.`;

/** A chosen logo: its preview, and the base64 to send (null: remove the saved one). */
export interface LogoChoice {
  dataUrl: string | null;
  base64: string | null;
}

/**
 * The file input, emptied whenever a file is refused (here, or by the service on saving): a refused file
 * does not stay named in the field while the preview shows another logo.
 */
function useLogoInput(error: string | undefined) {
  const input = useRef<HTMLInputElement>(null);
  const clearInput = () => {
    if (input.current) input.current.value = '';
  };
  useEffect(() => {
    if (error) clearInput();
  }, [error]);
  return { input, clearInput };
}

/** The logo: choose a file (read in the browser), see it, remove it. */
export function LogoField({
  dataUrl,
  error,
  onChoose,
  onProblem,
}: {
  dataUrl: string | null;
  error?: string;
  onChoose(choice: LogoChoice): void;
  onProblem(message: string): void;
}) {
  const { input, clearInput } = useLogoInput(error);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem =
      logoFileProblem(file) ?? logoBytesProblem(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    if (problem) {
      clearInput();
      return onProblem(problem);
    }
    try {
      onChoose(await readLogoFile(file));
    } catch {
      clearInput();
      onProblem('The file could not be read. Choose it again.');
    }
  };
  const remove = () => {
    clearInput();
    onChoose({ dataUrl: null, base64: null });
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ID} className="text-sm font-medium">
        Logo
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {dataUrl ? (
          <Image
            src={dataUrl}
            alt="Logo preview"
            width={160}
            height={48}
            unoptimized
            className="h-12 w-auto max-w-40 rounded border border-line bg-white object-contain p-1"
          />
        ) : null}
        <input
          ref={input}
          id={ID}
          type="file"
          accept={LOGO_TYPES.join(',')}
          onChange={(event) => void choose(event)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ID, { hint: HINT, error })}
          className="max-w-full text-sm file:mr-3 file:h-9 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:text-sm file:font-medium file:text-ink"
        />
        {dataUrl ? (
          <Button size="sm" variant="danger-outline" onClick={remove}>
            Remove logo
          </Button>
        ) : null}
      </div>
      <p id={`${ID}-hint`} className="text-xs text-muted">
        {HINT}
      </p>
      {error ? (
        <p id={`${ID}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
