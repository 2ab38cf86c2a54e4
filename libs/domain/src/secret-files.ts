/** Variables that name a file holding another variable's value: `APP_SECRET_FILE` for `APP_SECRET`. */
const FILE_SUFFIX = '_FILE';

export interface SecretFilesResult {
  /** The environment with each `NAME_FILE` replaced by `NAME` (the file's content, without its final line break). */
  env: Record<string, string | undefined>;
  /** One line per variable that could not be resolved, naming it. */
  problems: string[];
}

/**
 * Secrets from files as well as variables (Docker and Kubernetes secrets mount files): any `NAME_FILE`
 * gives `NAME` the content of the file it names. Setting both is refused, so an operator never
 * wonders which one is used. `readFile` is the server's (this layer has no file system).
 */
export const withSecretFiles = (input: Readonly<Record<string, string | undefined>>, readFile: (path: string) => string): SecretFilesResult => {
  const env: Record<string, string | undefined> = { ...input };
  const problems: string[] = [];
  for (const [fileVariable, path] of Object.entries(input)) {
    if (!fileVariable.endsWith(FILE_SUFFIX) || fileVariable === FILE_SUFFIX || path === undefined) continue;
    const name = fileVariable.slice(0, -FILE_SUFFIX.length);
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
