'use client';

import { Checkbox } from '@/components/ui/checkbox';
import { cn, focusRing } from '@/components/ui/cn';

export interface PolicyChoice {
  key: string;
  title: string;
}

/**
 * The policies of the library as checkboxes, in document order. All of them are the standard set, which
 * is what the form starts with; two buttons choose them all or none at once.
 */
export function PolicyPicker({
  policies,
  chosen,
  onChange,
  error,
}: {
  policies: readonly PolicyChoice[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  error?: string;
}) {
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  const linkClasses = cn('rounded text-sm text-accent underline-offset-2 hover:underline', focusRing);
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? 'handbook-policies-error' : undefined}
    >
      <legend className="mb-2 text-sm font-medium">
        Policies{' '}
        <span className="font-normal text-muted">
          ({chosen.size} of {policies.length} chosen)
        </span>
      </legend>
      <div className="flex gap-3">
        <button
          type="button"
          className={linkClasses}
          onClick={() => onChange(new Set(policies.map((p) => p.key)))}
        >
          Choose the standard set
        </button>
        <button type="button" className={linkClasses} onClick={() => onChange(new Set())}>
          Clear
        </button>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {policies.map((policy) => (
          <li key={policy.key}>
            <label className="flex items-center gap-2 text-sm">
              <Checkbox
                name="policies"
                value={policy.key}
                checked={chosen.has(policy.key)}
                onChange={(event) => toggle(policy.key, event.target.checked)}
              />
              {policy.title}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="handbook-policies-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
