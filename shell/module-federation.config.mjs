// The shell is the host: it registers its remotes at run time from config.json, never at build time.
export default { name: 'shell', host: true };
