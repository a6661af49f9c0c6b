// A style sheet imported for its side effect (the kit's, a remote's own): the build bundles it and
// the federation loads it with the module that imports it (docs/decisions/014-styles-by-area.md).
declare module '*.scss';
