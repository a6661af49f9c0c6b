// What a host of remotes needs besides the main package: the shell, and a remote run on its own
// for development. Kept out of `@portal/shared` so that remote bundles never carry it.
export * from './access';
export * from './first-screen';
export * from './login-page';
export * from './mount-standalone';
export * from './not-found-page';
export * from './route-guard';
export * from './session-nav-item';
export * from './use-validity';
export * from './valid-route';
