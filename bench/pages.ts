/** The lazy chunks (by source path in the Vite manifest) each measured page loads besides the entry. */
export const LOGIN_CHUNKS = [/features\/auth\/login-page\.tsx$/];
export const MELKLEVERING_CHUNKS = [/components\/layout\/app-shell\.tsx$/, /features\/melklevering\/melklevering-page\.tsx$/];
/** Every input-register screen (Krachtvoer, Veestapel, …): the shell and the one renderer's chunk. */
export const REGISTER_CHUNKS = [/components\/layout\/app-shell\.tsx$/, /components\/scherm\/register-scherm\.tsx$/];
