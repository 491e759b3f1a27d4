/** The admin page (administrators only; everyone else is told so). */
export const ADMIN_PATH = '/app/admin';
