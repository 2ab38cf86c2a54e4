/** Variables that name a file holding another variable's value: `APP_SECRET_FILE` for `APP_SECRET`. */
const FILE_SUFFIX = '_FILE';

export interface SecretFilesResult {
  /** The environment with each `NAME_FILE` replaced by `NAME` (the file's content, without its final line break). */
  env: Record<string, string | undefined>;
  /** One line per variable that could not be resolved, naming it. */
  problems: string[];
}

/**
 * Secrets from files as well as variables (Docker and Kubernetes secrets mount files): for each of
 * the server's own variables `names`, `NAME_FILE` gives `NAME` the content of the file it names.
 * Other `*_FILE` variables of the machine (SSL_CERT_FILE, …) are not ours and are left alone.
 * Setting both is refused, so an operator never wonders which one is used. `readFile` is the
 * server's (this layer has no file system).
 */
export const withSecretFiles = (
  input: Readonly<Record<string, string | undefined>>,
  readFile: (path: string) => string,
  names: readonly string[],
): SecretFilesResult => {
  const env: Record<string, string | undefined> = { ...input };
  const problems: string[] = [];
  for (const name of names) {
    const fileVariable = `${name}${FILE_SUFFIX}`;
    const path = input[fileVariable];
    if (path === undefined) continue;
    delete env[fileVariable];
    if (input[name] !== undefined && input[name] !== '') {
      problems.push(`${fileVariable}: ${name} is set too; set one of them`);
      continue;
    }
    try {
      env[name] = readFile(path).replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as { code?: string }).code;
      problems.push(`${fileVariable}: cannot read "${path}"${code ? ` (${code})` : ''}`);
    }
  }
  return { env, problems };
};
