// The first screen's menu works before the app has started: the page's inline script
// (shell/public/index.html) opens a section or the phone's menu and keeps what is open on
// `window.portalFrame`. The header drawn by the app takes that over so nothing closes under the
// person's hand, and hands it on when it is drawn again elsewhere while the app starts (the loading
// frame, then the page's layout).

export type FrameState = { section: string | null; menu: boolean; focused: string | null };
type InlineFrame = FrameState & { live: boolean };

const CLOSED: FrameState = { section: null, menu: false, focused: null };
let handedOn: FrameState | null = null;

/** What is open in the header drawn before this one: by the inline script, or by a header of the app's own that left. */
export function takeOverFrame(): FrameState {
  const inline = (window as Window & { portalFrame?: InlineFrame }).portalFrame;
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
