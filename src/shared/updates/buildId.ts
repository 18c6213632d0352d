/** The id of the build this code belongs to (replaced at build time). */
export const BUILD_ID: string = __PLAZA_BUILD_ID__;
