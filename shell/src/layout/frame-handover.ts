// The first screen works before the app has started: the page's inline script
// (shell/public/index.html) opens a section or the phone's menu and keeps what is open on
// `window.portalFrame`. The header drawn by the app takes that over so nothing closes under the
// person's hand, and hands it on when it is drawn again elsewhere while the app starts (the loading
// frame, then the page's layout).

export type FrameState = { section: string | null; menu: boolean; focused: string | null };
type InlineFrame = FrameState & { live: boolean; drawing: boolean };

const inlineFrame = () => (window as Window & { portalFrame?: InlineFrame }).portalFrame;

const CLOSED: FrameState = { section: null, menu: false, focused: null };
let handedOn: FrameState | null = null;

/** What is open in the header drawn before this one: by the inline script, or by a header of the app's own that left. */
export function takeOverFrame(): FrameState {
  const inline = inlineFrame();
  if (inline && !inline.live) {
    inline.live = true;
    return { section: inline.section, menu: inline.menu, focused: inline.focused };
  }
  const state = handedOn ?? CLOSED;
  handedOn = null;
  return state;
}

/** What is open in a header that leaves while the app starts, for the next one to take over. */
export function handOnFrame(state: FrameState) {
  handedOn = state;
}

/**
 * The app starts drawing: the inline script paints no page from now on. Whether it painted one
 * (a public page's text from its first read), which the app then draws with that read's data at
 * once, so the same text replaces it with no placeholder between.
 */
export function startDrawing(): { paintedEarly: boolean } {
  const inline = inlineFrame();
  if (inline) inline.drawing = true;
  return { paintedEarly: document.getElementById('main-content')?.hasAttribute('data-painted-early') ?? false };
}
