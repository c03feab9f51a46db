import { css } from 'lit';

/**
 * The end column of a row of the list (a message's card, a group's row): the unread dot on the subject's first line,
 * the row's button below it, always in the same place, so nothing moves between read and unread rows and the text
 * beside them is never covered. Closer to the row's edge than the text is: it is small, and the text gets the room.
 */
export const rowEndColumn = css`
  display: grid;
  grid-template-rows: calc(var(--_font-size) * 1.35) auto;
  justify-items: center;
  align-items: center;
  min-inline-size: 1.75rem;
  margin-inline: calc(var(--_space-s) * -1);
`;
