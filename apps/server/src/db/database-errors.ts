/** The configured database cannot be opened (unreachable, in use, unusable folder): the message is for the operator. */
export class DatabaseUnavailableError extends Error {}

/** Who holds an embedded data folder, as it introduces itself on the folder's socket. */
export type FolderHolder = { pid?: number; holder?: string };

/** The embedded data folder is already open in another live process. */
export class DataFolderInUseError extends DatabaseUnavailableError {
  constructor(
    readonly folder: string,
    readonly socketPath: string,
    readonly by: FolderHolder,
  ) {
    const who = [by.holder ?? 'outro processo do portal', ...(by.pid === undefined ? [] : [`pid ${by.pid}`])];
    super(
      `a pasta de dados ${folder} já está em uso (${who.join(', ')}): o banco embutido só pode ser aberto por um ` +
        'processo de cada vez',
    );
  }
}
