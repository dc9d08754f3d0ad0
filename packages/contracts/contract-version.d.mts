/** A short hash of every contract file's name and text (tests left out): it moves when any schema does. */
export declare const contractVersion: (folder?: string) => string;
