/** Stands in for a client module that lean-client leaves out (see index.ts). */
export default {};
