/**
 * The question "leave with unsaved changes?" that the screen with a form registers and the shell
 * asks before logging out. Its own small module, so the shell does not pull antd's Modal (the
 * dialog lives in onopgeslagen-wijzigingen.tsx, loaded with the screens that have a form):
 * ~8 KB brotli less on every screen without a form (decision 008, amended 2026-11-24).
 */
let vraagVanScherm: (() => Promise<boolean>) | null = null;

/** For leaving without a navigation first (logout): true when nothing is unsaved or the user agrees. */
export function magVerlaten(): Promise<boolean> {
  return vraagVanScherm ? vraagVanScherm() : Promise.resolve(true);
}

/** The screen's question (null: nothing to ask); returns the function that removes it again. */
export function zetVerlatenVraag(vraag: () => Promise<boolean>): () => void {
  vraagVanScherm = vraag;
  return () => {
    if (vraagVanScherm === vraag) vraagVanScherm = null;
  };
}
