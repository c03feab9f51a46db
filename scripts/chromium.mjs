// How every tool of the project starts Chromium: Debian's /usr/bin/chromium (or CHROME_PATH), headless, with
// nothing that reaches for the network by itself.
export const chromiumLaunchOptions = () => ({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
