import { describe, expect, it } from 'vitest';

import { showsProfileNotice } from './profile-notice';

describe('showsProfileNotice', () => {
  it('shows on the person’s home and account pages', () => {
    for (const path of ['/', '/users/profile/password', '/users/profile/properties', '/users/properties/create', '/Users/Properties/4/']) {
      expect(showsProfileNotice(path), path).toBe(true);
    }
  });

  it('stays off the details form itself, reading pages and staff screens', () => {
    for (const path of ['/users/profile', '/users/profile/personal/', '/news', '/about-us', '/configuration/towns', '/departments']) {
      expect(showsProfileNotice(path), path).toBe(false);
    }
  });
});
