// Parses READMEs off the page's main thread: a long README (or the first one, while the parser's
// code warms up) would otherwise hold the page still for a moment. See MarkdownContent.
import { markdownTree } from './markdownTree';

export interface MarkdownRequest {
  id: number;
  markdown: string;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MarkdownRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = ({ data: { id, markdown } }) => {
  try {
    scope.postMessage({ id, tree: markdownTree(markdown) });
  } catch {
    // The page parses it itself (and shows what fails there).
    scope.postMessage({ id, tree: null });
  }
};
