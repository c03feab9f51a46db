// <notif-activity> alone from the standalone script: its rows show, then the page settles.

/** Run in the page: a row of the activity log shows text. */
function activityRowsShown() {
  const root = document.querySelector('notif-activity')?.shadowRoot;
  return !!root && [...root.querySelectorAll('[part~="row"]')].some((row) => row.textContent?.trim());
}

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  body: `<notif-activity base-url="" api-key="local-dev-api-key"></notif-activity>`,
  shows: activityRowsShown,
};
