/**
 * Word that a change was made from this tab (useChangeMutation, after the service accepted it), for what
 * said something about the page before it: a notice left by the page before ("Customer created. Issue their
 * first token below.") is out of date once the person acts on this one.
 */
const listeners = new Set<() => void>();

export function changeMade(): void {
  for (const listener of listeners) listener();
}

export function onChangeMade(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
