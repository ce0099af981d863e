import { Fragment } from 'react';

/** "ada.l@eriksen-design.example" → "ada", ".l@", "eriksen-", "design", ".example": where a break may go. */
export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)|(?<=-)/);
}

/**
 * An email address that may wrap after its "@" or a hyphen, or before a dot, where a reader expects a break, instead of
 * at any letter (`break-all` cut "lindqvist-rob|otics"). Only a single part wider than its box still breaks
 * inside, as a last resort: `wrap-anywhere` rather than `break-words`, whose part still counted at full width
 * where the box sizes to its content (a phone's table card: a 43-letter name before the "@" ran past the card).
 */
export function EmailText({ email }: { email: string }) {
  const parts = emailParts(email);
  return (
    <span className="wrap-anywhere">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
