// A module hook for the React Server Components check (see rsc-register.mjs): hands React's loader
// each module's source as a string without its source map comment.
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (result.format !== 'module') return result;
  const source = typeof result.source === 'string' ? result.source : new TextDecoder().decode(result.source);
  return { ...result, source: source.replace(/^\/\/# sourceMappingURL=.*$/m, '') };
}
