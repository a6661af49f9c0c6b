// The shell's header entries under the name the build's navigation step reads (tools/rspack-preset/navigation-plugin.mjs).
export { shellNavigation as navigation } from './shell-routes';
