/** A 16-unit icon drawn in lines of the text's colour (the phone menu's, a close button's); hidden from readers. */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} />
    </svg>
  );
}

/** The ✕ of a close button (a dialog's, the phone menu's); the button carries the name. */
export function CloseIcon() {
  return <LineIcon path="M3 3l10 10M13 3L3 13" />;
}
