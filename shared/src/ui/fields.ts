// The kit's fields that only a few forms ask for, apart from `@portal/shared`: that one is shared by
// every app and loaded with the first page (all of it, as federation shares a module whole), while
// this one is built into the app that imports it, so a field one area needs costs nobody else a
// byte. What such a field uses of the kit it imports by the package's name (`@portal/shared`), so
// that it is the shared kit's, with its words loaded, and not a second copy bundled in.
export * from './time-field';
