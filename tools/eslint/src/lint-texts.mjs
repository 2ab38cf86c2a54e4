// Lints pieces of code as if they were files of the workspace, with the workspace's own ESLint
// config: reads [{ file, code }] as JSON on stdin, prints [[ruleId: message, ...], ...] on stdout.
// A separate process because ESLint loads its flat config with a dynamic import, which Jest's VM refuses.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: workspaceRoot });

let input = '';
for await (const chunk of process.stdin) input += chunk;
const results = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  results.push(result.messages.map((message) => `${message.ruleId}: ${message.message}`));
}
process.stdout.write(JSON.stringify(results));
