import { createContext, useContext } from 'react';

import type { Audience } from '../navigation/navigation';

/**
 * True while the shell's build draws the page's first screen (shell/src/first-screen/): the same
 * HTML for everyone, before any session or profile is known, so what depends on the session is
 * drawn for both sides and marked for the page's inline script to show one.
 */
export const FirstScreenContext = createContext(false);

export const useFirstScreen = () => useContext(FirstScreenContext);

/** The class by which the inline script shows an element to one side only (shell/public/portal.css). */
export const shownTo = (audience: Audience | 'visitor') => (audience === 'everyone' ? '' : ` portal-when-${audience}`);
