import classes from './long-text.module.css';

/** For a table cell or line of free text: a word too long for its place wraps inside it (long-text.module.css). */
export const longTextClass = classes.longText;
