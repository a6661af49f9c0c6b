// The kit's actions that only a few pages offer, apart from `@portal/shared` and built into the app
// that imports them, as the fields of `@portal/shared/fields` are: an action one area needs costs
// nobody else a byte, and a remote using one needs no newer shell. What such an action uses of the
// kit it imports by the package's name, so that it is the shared kit's.
export * from './remove-action';
