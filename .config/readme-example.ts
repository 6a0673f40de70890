// A package README opens with an example a property copies; each package's tests type-check it
// here, so an example that stops compiling fails `pnpm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The README's first fenced block in `language`, at the start of a line (not inside a list). */
export function readmeExample(packageDir: string, language: 'ts' | 'tsx'): string {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const block = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(readme);
  if (!block?.[1]) throw new Error(`${packageDir}/README.md has no \`\`\`${language} block`);
  return block[1];
}

/**
 * The compiler's errors for the README's first `language` block, read as a file at the package's
 * root with the package's own tsconfig.json: the package's name then resolves to itself through
 * its `exports`, and its dependencies to what it has installed. The file exists only in memory.
 */
export function readmeExampleErrors(packageDir: string, language: 'ts' | 'tsx'): string[] {
  const code = readmeExample(packageDir, language);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(packageDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`${packageDir}/tsconfig.json cannot be read`);

  const example = join(packageDir, `readme-example.${language}`);
  const host = ts.createCompilerHost(config.options);
  const { fileExists, getSourceFile, readFile } = host;
  host.fileExists = (file) => file === example || fileExists(file);
  host.readFile = (file) => (file === example ? code : readFile(file));
  host.getSourceFile = (file, languageVersion, ...rest) =>
    file === example
      ? ts.createSourceFile(file, code, languageVersion, true)
      : getSourceFile(file, languageVersion, ...rest);

  const program = ts.createProgram({ rootNames: [example], options: config.options, host });
  const source = program.getSourceFile(example);
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ].map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `README example, line ${line + 1}: ${message}`;
  });
}
