import { css } from 'lit';

/**
 * What a message's card and a grouped inbox's group row draw alike, by class: the avatar (`.avatar`), the end column
 * (`.aside`) and the unread dot in it (`.dot`; `<notif-message>`'s `avatar` and `unread-indicator` parts, a group's
 * `group-unread`). Both follow the same `--notif-message-*` properties, so a page that themes its messages' avatars
 * and dots themes its groups' too. Each element sizes its own avatars, and sets how they show in forced colours.
 */
export const messageLook = css`
  /* Avatar: an image, the initials of a person, or an icon of the channel. Its tint is drawn from the accent over the
     surface, so it stays distinct from every background a row can have, hovered too. */
  .avatar {
    display: grid;
    place-items: center;
    border-radius: var(--notif-message-avatar-radius, 50%);
    background: var(
      --notif-message-avatar-background,
      color-mix(in srgb, var(--_accent) 16%, var(--_surface))
    );
    color: var(--notif-message-avatar-color, var(--_accent));
    font-weight: var(--_font-weight-strong);
    line-height: 1;
    overflow: hidden;
    object-fit: cover;
    user-select: none;
  }

  .avatar svg {
    inline-size: 55%;
    block-size: 55%;
  }

  /* The dot on the subject's first line, the mark button (or a group's chevron) below it: each always in the same
     place, so the button never moves between read and unread rows, and the text beside them is never covered. */
  .aside {
    display: grid;
    grid-template-rows: 1.35em auto;
    place-items: center;
    min-inline-size: 2em;
    margin-inline: calc(var(--_space-s) * -1);
  }

  .dot {
    inline-size: 0.5714em;
    block-size: 0.5714em;
    border-radius: 50%;
    background: var(--notif-message-unread-color, var(--_unread));
  }
`;
