import { useEffect, useState } from 'react';
import type { YamlModule } from './manifest';

// Loaded on first use and kept: the parser is only downloaded by pages that show the publish form.
let yamlModule: YamlModule | undefined;
const loadYaml = (): Promise<YamlModule> => import('yaml').then((module) => (yamlModule = module));

/** The `yaml` parser, loaded on demand: `module` once it is there, `failed` and `retry` if it could not be. */
export function useYamlModule() {
  const [module, setModule] = useState(yamlModule);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadYaml().then(
      (loaded) => live && setModule(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { module, failed, retry };
}
