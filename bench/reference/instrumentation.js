// The reference app's own start-up hook, empty: without it, the build would take the site's.
export function register() {}
