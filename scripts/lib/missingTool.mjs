/**
 * For the test commands that need a program outside npm (nginx, Firefox):
 * on a laptop without it they say so and skip; in CI a missing program fails.
 * @param {string} command the npm script, for the message
 * @param {string} message what is missing and how to install it
 * @returns {never}
 */
export function skipOrFailWithout(command, message) {
  if (process.env.CI) {
    console.error(`${command}: ${message}`);
    process.exit(1);
  }
  console.warn(`${command}: skipped. ${message}`);
  process.exit(0);
}
